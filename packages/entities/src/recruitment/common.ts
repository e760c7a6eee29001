import { description } from '../base-data/common';
import type { EntityDefinition, FieldDefinition } from '../definition';
import { HR, hrCode, hrName, hrTitle, options } from '../hr/common';
import { companyReference, type ReferenceSpec } from '../reference';

/**
 * What recruitment's entities share (spec hr-aftersales-contracting §2 "Human resources routes", §3 "Recruitment
 * entities", §5): the area (`/api/recruitment/v1/…`), the HR menu they sit under, the recruiter's role.
 */

export const RECRUITMENT_ROLES = { recruiter: 'Recruiter', hrManager: 'HrManager' } as const;

/** A company's reference list of recruitment (question groups, test groups, interview locations). */
export function recruitmentReference(d: ReferenceSpec, extra: Partial<EntityDefinition> = {}): EntityDefinition {
  return companyReference('recruitment', HR, { code: hrCode, name: hrName }, d, extra);
}

export const score = (fa: string, en: string, extra: Partial<FieldDefinition> = {}): FieldDefinition =>
  ({ type: 'decimal', label: { fa, en }, min: 0, max: 10000, ...extra }) as FieldDefinition;

export { HR, description, hrTitle, options };
