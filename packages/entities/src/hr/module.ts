import { defineModule } from '../module';
import { employmentType } from './employment-type';
import { shift, shiftTiming } from './shift';
import { companyBenefit, companyInformation, instruction, recruitmentStep, shiftRotation, workingGroup } from './relational';

/**
 * Human resources (api/hr/v1): the organisation's reference lists, shifts, instructions and company information
 * (spec hr-aftersales-contracting §2, §3). Its first entities prove the kernel's field kinds: durations in hours,
 * minutes and seconds, times of day with a next-day flag, Jalali date ranges, many-to-many selections, several
 * attachments per row, and orders unique within a parent.
 */
export const hrModule = defineModule({
  name: 'hr',
  label: { fa: 'منابع انسانی', en: 'Human resources' },
  entities: [employmentType, shift, shiftTiming, workingGroup, shiftRotation, instruction, companyInformation, recruitmentStep, companyBenefit],
  menuOrder: 300,
});
