import { description } from '../base-data/common';
import type { EntityDefinition, EnumOption, FieldDefinition } from '../definition';
import { companyReference, type ReferenceSpec } from '../reference';

/** What the HR entities share: their parent menu, the code and title most of them carry, their route style. */

export const HR = 'HumanResourceInformation' as const;

export const hrCode = { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' } as const satisfies FieldDefinition;
export const hrTitle = { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 } as const satisfies FieldDefinition;
export const hrName = { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 } as const satisfies FieldDefinition;

/** Enum options from `[value, fa, en]` triples. */
export function options(...list: [number, string, string][]): EnumOption[] {
  return list.map(([value, fa, en]) => ({ value, label: { fa, en } }));
}

/**
 * A company's reference list of HR (employment statuses, study fields, grades…): code (from the entity's sequence)
 * and name, more fields in `fields`, `/api/hr/v1/{name}/…` with activation, a page of its own under Human resources.
 */
export function hrReference(d: ReferenceSpec, extra: Partial<EntityDefinition> = {}): EntityDefinition {
  return companyReference('hr', HR, { code: hrCode, name: hrName }, d, extra);
}

export { description };
