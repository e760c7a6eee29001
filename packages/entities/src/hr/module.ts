import { defineModule } from '../module';
import { employmentType } from './employment-type';
import { shift, shiftTiming } from './shift';
import { companyBenefit, companyInformation, instruction, recruitmentStep, shiftRotation, shiftRotationLine, workingGroup } from './relational';
import { educationInstitute, employmentStatus, grade, instituteSocialMedia, orientation, socialMedia, studyField } from './references';
import { department, hrJob, jobFamily, personnelPost, post, workshop } from './organisation';
import { insuranceContract, insurancePlan } from './insurance-contract';
import { calendarDay, calendarYear } from './calendar';
import { personnel } from './personnel';
import { mailSetting } from './mail-setting';
import { attendanceDevice, attendancePunch } from './attendance-device';
import {
  personnelAddress, personnelBankAccount, personnelBasicInsurance, personnelChild, personnelContact, personnelDependent, personnelEducation,
  personnelExamination, personnelInsured, personnelLifeInsurance, personnelSpouse, personnelSupplementaryInsurance, personnelWorkHistory,
} from './personnel-records';

/**
 * Human resources (api/hr/v1, spec hr-aftersales-contracting §2, §3): personnel with their sub-records, the
 * organisation (departments, jobs, posts, workshops, working groups), the reference lists, the work calendar,
 * shifts, instructions, insurance contracts and company information.
 */
export const hrModule = defineModule({
  name: 'hr',
  label: { fa: 'منابع انسانی', en: 'Human resources' },
  entities: [
    employmentType, shift, shiftTiming, workingGroup, shiftRotation, shiftRotationLine, instruction, companyInformation, recruitmentStep, companyBenefit,
    employmentStatus, studyField, orientation, socialMedia, grade, educationInstitute, instituteSocialMedia,
    department, jobFamily, hrJob, post, workshop, insuranceContract, insurancePlan, calendarYear, calendarDay,
    personnel, personnelPost, personnelAddress, personnelContact, personnelBankAccount, personnelBasicInsurance, personnelSupplementaryInsurance,
    personnelLifeInsurance, personnelInsured, personnelSpouse, personnelChild, personnelDependent, personnelEducation, personnelWorkHistory, personnelExamination,
    mailSetting,
    attendanceDevice, attendancePunch,
  ],
  menuOrder: 300,
  pages: [
    // a person's month of shifts (who works which shift, with its times, on each day of a Jalali month; apps/web/src/modules/attendance-shift)
    { name: 'ShiftMonth', url: '/shift-month-2', parent: 'HumanResourceInformation', icon: 'calendar-time', label: { fa: 'ماه کاری پرسنل', en: 'Personnel shift month' }, actions: ['View'] },
  ],
  // base data has a "Jobs" page of its own (/jobs-2, the skills of third parties)
  menus: { '/job-2': { name: 'OrganisationJobs' } },
});
