import { description } from '../base-data/common';
import type { EntityDefinition, FieldDefinition, NumberField } from '../definition';
import { companyReference, type ReferenceSpec } from '../reference';

/** What the warehouse entities share: their parent menu, code and name, their route style (`/api/warehouse/v1/…`). */

export const WAREHOUSE = 'WarehouseSystem' as const;

export const whCode = { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' } as const satisfies FieldDefinition;
export const whName = { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 } as const satisfies FieldDefinition;

/** A company's warehouse reference list (features, tags, brands and models, boxes…), with a page under Warehouse. */
export function warehouseReference(d: ReferenceSpec, extra: Partial<EntityDefinition> = {}): EntityDefinition {
  return companyReference('warehouse', WAREHOUSE, { code: whCode, name: whName }, d, extra);
}

/** Quantities of goods: exact decimals, four places (numeric(18,4)). */
export const quantity = (fa: string, en: string, extra: Partial<Omit<NumberField, 'type' | 'label'>> = {}): NumberField => ({ type: 'decimal', label: { fa, en }, min: 0, ...extra });

/** Amounts in rials (numeric(20,0)). */
export const rials = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, min: 0 }) as const satisfies FieldDefinition;

export { description };
