import { defineEntity } from '../definition';
import { baseDataRoutes, documentRoutes } from '../routes';
import { HR, description, hrCode, hrName, hrReference, hrTitle } from './common';

/**
 * The organisation (spec hr-aftersales-contracting §2 "/department-2", "/post-2", "/personnel-post-2", "/job-2",
 * "/hr-jobs-2", "/work-shop-2"; §3 "Department"): the department tree, job families and jobs, posts and who holds
 * them over time, and the workshops personnel are insured under.
 */

/** Department: code*, name*, versionNumber, publication date, instruction, manager, parent, activity description, description, file. */
export const department = defineEntity({
  name: 'department', model: 'Department', table: 'department', area: 'hr',
  ...baseDataRoutes('department', { area: 'hr' }),
  label: { singular: { fa: 'واحد سازمانی', en: 'Department' }, plural: { fa: 'واحدهای سازمانی', en: 'Departments' } },
  scope: 'company',
  fields: {
    code: hrCode,
    name: hrName,
    parentId: { type: 'link', entity: 'department', label: { fa: 'واحد بالادست', en: 'Parent department' } },
    managerId: { type: 'link', entity: 'personnel', label: { fa: 'مدیر', en: 'Manager' } },
    versionNumber: { type: 'string', label: { fa: 'شمارهٔ نسخه', en: 'Version' }, max: 20 },
    publicationDate: { type: 'date', label: { fa: 'تاریخ انتشار', en: 'Publication date' } },
    instructionId: { type: 'link', entity: 'instruction', label: { fa: 'دستورالعمل', en: 'Instruction' } },
    // where its people's pay is charged (the payroll's voucher); a department without one takes its parent's
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' } },
    activityDescription: { type: 'text', label: { fa: 'شرح فعالیت', en: 'Activity' }, max: 2000 },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'parentId', 'managerId', 'versionNumber'], filters: ['parentId'], sort: { field: 'code', direction: 'asc' } },
  children: { subDepartments: { entity: 'department', via: 'parentId', label: { fa: 'واحدهای زیرمجموعه', en: 'Sub-departments' } } },
  haveChild: 'subDepartments',
  activeFlag: true,
  code: { field: 'code', width: 3 },
  attachments: { label: { fa: 'فایل‌ها', en: 'Files' }, titleRequired: false, max: 10 },
  menu: { url: '/department-2', parent: HR, icon: 'sitemap' },
});

/** رستهٔ شغلی: the families jobs are grouped in (the HR jobs page). */
export const jobFamily = hrReference({
  name: 'jobfamily', model: 'JobFamily', table: 'job_family',
  singular: { fa: 'رستهٔ شغلی', en: 'Job family' }, plural: { fa: 'رسته‌های شغلی', en: 'Job families' },
  url: '/hr-jobs-2', icon: 'category',
  fields: { description },
});

/** شغل: a job of the organisation, in a family, at a grade, with its description. */
export const hrJob = hrReference({
  name: 'hrjob', model: 'HrJob', table: 'hr_job',
  singular: { fa: 'شغل', en: 'Job' }, plural: { fa: 'مشاغل', en: 'Jobs' },
  url: '/job-2', icon: 'briefcase-2',
  titleField: 'title',
  fields: {
    title: hrTitle,
    jobFamilyId: { type: 'link', entity: 'jobfamily', label: { fa: 'رستهٔ شغلی', en: 'Job family' } },
    gradeId: { type: 'link', entity: 'grade', label: { fa: 'رتبه', en: 'Grade' } },
    description: { type: 'text', label: { fa: 'شرح شغل', en: 'Job description' }, max: 4000 },
  },
  columns: ['code', 'title', 'jobFamilyId', 'gradeId'],
  filters: ['jobFamilyId', 'gradeId'],
});

/** پست سازمانی: a place in a department for a job; `allowsSeveral` lets more than one person hold it at once. */
export const post = hrReference({
  name: 'post', model: 'Post', table: 'post',
  singular: { fa: 'پست سازمانی', en: 'Post' }, plural: { fa: 'پست‌های سازمانی', en: 'Posts' },
  url: '/post-2', icon: 'hierarchy-2',
  titleField: 'title',
  fields: {
    title: hrTitle,
    departmentId: { type: 'link', entity: 'department', label: { fa: 'واحد سازمانی', en: 'Department' }, required: true },
    hrJobId: { type: 'link', entity: 'hrjob', label: { fa: 'شغل', en: 'Job' } },
    parentPostId: { type: 'link', entity: 'post', label: { fa: 'پست بالادست', en: 'Reports to' } },
    allowsSeveral: { type: 'boolean', label: { fa: 'چند متصدی هم‌زمان', en: 'Several holders at once' }, default: false },
    description,
  },
  columns: ['code', 'title', 'departmentId', 'hrJobId', 'allowsSeveral'],
  filters: ['departmentId', 'hrJobId'],
});

/**
 * تصدی پست: who held a post from when to when (the history is kept: a row is closed with its end date, never
 * overwritten). A post is held by one person at a time unless it allows several (a hook checks the periods).
 */
export const personnelPost = defineEntity({
  name: 'personnelpost', model: 'PersonnelPost', table: 'personnel_post', area: 'hr',
  ...documentRoutes('personnelpost', 'hr'),
  label: { singular: { fa: 'تصدی پست', en: 'Post assignment' }, plural: { fa: 'تصدی پست‌ها', en: 'Post assignments' } },
  scope: 'company',
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true },
    postId: { type: 'link', entity: 'post', label: { fa: 'پست سازمانی', en: 'Post' }, required: true },
    startDate: { type: 'date', label: { fa: 'تاریخ شروع', en: 'Start date' }, required: true },
    endDate: { type: 'date', label: { fa: 'تاریخ پایان', en: 'End date' }, rangeStart: 'startDate' },
    isMain: { type: 'boolean', label: { fa: 'پست اصلی', en: 'Main post' }, default: true },
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['personnelId', 'postId', 'startDate', 'endDate', 'isMain'], filters: ['personnelId', 'postId', 'startDate'], sort: { field: 'startDate', direction: 'desc' } },
  activeFlag: false,
  menu: { url: '/personnel-post-2', parent: HR, icon: 'user-check', also: ['/personnel-2'] },
});

/** کارگاه: the workshop a personnel's social-security insurance is filed under (its SSO code and branch). */
export const workshop = hrReference({
  name: 'workshop', model: 'Workshop', table: 'workshop',
  singular: { fa: 'کارگاه', en: 'Workshop' }, plural: { fa: 'کارگاه‌ها', en: 'Workshops' },
  url: '/work-shop-2', icon: 'building-factory-2',
  fields: {
    workshopCode: { type: 'string', label: { fa: 'کد کارگاه (تأمین اجتماعی)', en: 'Workshop code (SSO)' }, max: 20, format: 'digits' },
    employerName: { type: 'string', label: { fa: 'نام کارفرما', en: 'Employer' }, max: 150 },
    insuranceBranch: { type: 'string', label: { fa: 'شعبهٔ بیمه', en: 'Insurance branch' }, max: 100 },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
    address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500 },
    description,
  },
  columns: ['code', 'name', 'workshopCode', 'insuranceBranch', 'cityId'],
});
