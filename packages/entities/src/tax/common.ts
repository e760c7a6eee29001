import { description } from '../base-data/common';
import type { FieldDefinition, NumberField } from '../definition';

/** What the tax authority's entities share: their parent menu (the financial system) and their routes' area. */
export const TAX_PARENT = 'FinancialSystem' as const;

/** A 13-digit goods or service code of the authority (شناسهٔ کالا/خدمت). */
export const goodsCode = (fa: string, en: string) =>
  ({
    type: 'string', label: { fa, en }, required: true, unique: true, min: 13, max: 13, format: 'digits',
    hint: { fa: 'دقیقاً ۱۳ رقم، از فهرست شناسه‌های سامانهٔ مودیان', en: 'Exactly 13 digits, from the authority’s list of codes' },
  }) as const satisfies FieldDefinition;

/** A VAT rate in percent (ten by default). */
export const vatRate = { type: 'decimal', label: { fa: 'نرخ مالیات بر ارزش افزوده (درصد)', en: 'VAT rate (percent)' }, default: 10, min: 0, max: 100 } as const satisfies NumberField;

/** Amounts in rials (numeric(20,0)). */
export const rials = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, min: 0 }) as const satisfies FieldDefinition;

export { description };
