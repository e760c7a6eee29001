import type { FieldDefinition } from '../definition';

/** The code and the two names most reference data carries. */
export const codeAndNames = {
  code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
  nameFa: { type: 'string', label: { fa: 'عنوان', en: 'Persian title' }, required: true, max: 150 },
  nameEn: { type: 'string', label: { fa: 'عنوان لاتین', en: 'English title' }, max: 150 },
} as const satisfies Record<string, FieldDefinition>;

export const description = {
  type: 'text',
  label: { fa: 'توضیحات', en: 'Description' },
  max: 1000,
} as const satisfies FieldDefinition;
