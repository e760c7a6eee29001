import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { HR, description, hrReference, options } from './common';

/**
 * The HR reference lists of spec hr-aftersales-contracting §2 and §3 "Base-data entities": employment statuses,
 * study fields and orientations, social networks, grades, education institutes (with their social-media pages).
 */

export const employmentStatus = hrReference({
  name: 'employmentstatus', model: 'EmploymentStatus', table: 'employment_status',
  singular: { fa: 'وضعیت استخدام', en: 'Employment status' }, plural: { fa: 'وضعیت‌های استخدام', en: 'Employment statuses' },
  url: '/employment-status-2', icon: 'id-badge',
});

export const studyField = hrReference({
  name: 'studyfield', model: 'StudyField', table: 'study_field',
  singular: { fa: 'رشتهٔ تحصیلی', en: 'Study field' }, plural: { fa: 'رشته‌های تحصیلی', en: 'Study fields' },
  url: '/study-field-2', icon: 'book',
  fields: { description },
});

export const orientation = hrReference({
  name: 'orientation', model: 'Orientation', table: 'orientation',
  singular: { fa: 'گرایش تحصیلی', en: 'Orientation' }, plural: { fa: 'گرایش‌های تحصیلی', en: 'Orientations' },
  url: '/orientation-2', icon: 'route',
  fields: { studyFieldId: { type: 'link', entity: 'studyfield', label: { fa: 'رشتهٔ تحصیلی', en: 'Study field' } }, description },
  columns: ['code', 'name', 'studyFieldId'],
  filters: ['studyFieldId'],
});

export const socialMedia = hrReference({
  name: 'socialmedia', model: 'SocialMedia', table: 'social_media',
  singular: { fa: 'شبکهٔ اجتماعی', en: 'Social network' }, plural: { fa: 'شبکه‌های اجتماعی', en: 'Social networks' },
  url: '/social-media-2', icon: 'brand-telegram',
  fields: { website: { type: 'string', label: { fa: 'وب‌سایت', en: 'Website' }, max: 200, format: 'url' } },
  columns: ['code', 'name', 'website'],
});

export const SKILL_LEVELS = options([1, 'ساده', 'Unskilled'], [2, 'نیمه‌ماهر', 'Semi-skilled'], [3, 'ماهر', 'Skilled'], [4, 'متخصص', 'Specialist'], [5, 'کارشناس ارشد', 'Senior expert']);

/** Grade (رتبه): code*, name*, time in hours*, score*, skill level* (spec §3; §9: the grade's time is in hours). */
export const grade = hrReference({
  name: 'grade', model: 'Grade', table: 'grade',
  singular: { fa: 'رتبه', en: 'Grade' }, plural: { fa: 'رتبه‌ها', en: 'Grades' },
  url: '/grade-2', icon: 'stairs-up',
  fields: {
    hours: { type: 'int', label: { fa: 'زمان (ساعت)', en: 'Time (hours)' }, required: true, min: 0, max: 100000 },
    score: { type: 'int', label: { fa: 'امتیاز', en: 'Score' }, required: true, min: 0, max: 100000 },
    skillLevel: { type: 'enum', label: { fa: 'سطح مهارت', en: 'Skill level' }, required: true, options: SKILL_LEVELS },
  },
  columns: ['code', 'name', 'hours', 'score', 'skillLevel'],
  filters: ['skillLevel'],
});

export const INSTITUTE_TYPES = options([1, 'دانشگاه دولتی', 'Public university'], [2, 'دانشگاه آزاد', 'Azad university'], [3, 'دانشگاه غیرانتفاعی', 'Private university'], [4, 'آموزشکدهٔ فنی', 'Technical college'], [5, 'آموزشگاه آزاد', 'Training centre'], [6, 'خارج از کشور', 'Abroad']);

/** Education institute: name*, code*, type*, phone, country*, province*, city*, email, website, address*, description, social media. */
export const educationInstitute = hrReference({
  name: 'educationinstitute', model: 'EducationInstitute', table: 'education_institute',
  singular: { fa: 'مؤسسهٔ آموزشی', en: 'Education institute' }, plural: { fa: 'مؤسسات آموزشی', en: 'Education institutes' },
  url: '/education-institude-2', icon: 'school',
  fields: {
    instituteType: { type: 'enum', label: { fa: 'نوع', en: 'Type' }, required: true, options: INSTITUTE_TYPES },
    phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 15, format: 'digits' },
    countryId: { type: 'link', entity: 'country', label: { fa: 'کشور', en: 'Country' }, required: true },
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' }, required: true },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' }, required: true },
    email: { type: 'string', label: { fa: 'رایانامه', en: 'E-mail' }, max: 150, format: 'email' },
    website: { type: 'string', label: { fa: 'وب‌سایت', en: 'Website' }, max: 200, format: 'url' },
    address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, required: true, max: 500 },
    description,
  },
  columns: ['code', 'name', 'instituteType', 'cityId', 'phone'],
  filters: ['instituteType', 'provinceId'],
}, {
  children: { socialMedia: { entity: 'institutesocialmedia', via: 'educationInstituteId', label: { fa: 'شبکه‌های اجتماعی', en: 'Social media' }, owned: true } },
});

export const instituteSocialMedia = defineEntity({
  name: 'institutesocialmedia', model: 'InstituteSocialMedia', table: 'institute_social_media', area: 'hr',
  ...documentRoutes('institutesocialmedia', 'hr'),
  label: { singular: { fa: 'صفحهٔ اجتماعی', en: 'Social media page' }, plural: { fa: 'صفحه‌های اجتماعی', en: 'Social media pages' } },
  scope: 'company',
  fields: {
    educationInstituteId: { type: 'link', entity: 'educationinstitute', label: { fa: 'مؤسسهٔ آموزشی', en: 'Education institute' }, required: true },
    socialMediaId: { type: 'link', entity: 'socialmedia', label: { fa: 'شبکه', en: 'Network' }, required: true },
    address: { type: 'string', label: { fa: 'نشانی صفحه', en: 'Address' }, required: true, max: 200 },
  },
  titleField: 'address',
  searchFields: ['address'],
  list: { columns: ['educationInstituteId', 'socialMediaId', 'address'], filters: ['educationInstituteId'] },
  activeFlag: false,
  menu: { url: '/education-institude-2', parent: HR, page: false },
});
