import {
  IDENTIFIER_KINDS, decimalCompare, durationSeconds, formatDecimal, formatDuration, normalizeText, parseDecimal, parseTimeOfDay, toAsciiDigits, type IdentifierKind,
} from '@karsaz/domain';
import { companionFields, decimalColumnOf, type EntityDefinition, type FieldDefinition } from '@karsaz/entities';
import {
  formatJalaliDate, formatNumber, isoDateTimeToJalaliText, isoDateToJalaliText, jalaliTextToIsoDate, jalaliTextToIsoDateTime, localizeDigits, type Language,
} from '@karsaz/ui';
import type { TFunction } from 'i18next';
import type { EntityRow } from './entityApi';
import { linksCellText, linksIds } from './relational';

/**
 * The pure rules of the generic form and list: what a field's input may hold, how typed text becomes the value
 * sent (spec platform-core §5: strings trimmed, empty becomes nothing, numbers converted, ids taken from the
 * selection), and how a stored value is shown (Persian digits, Jalali dates, enum and link labels).
 */

export type FormValues = Record<string, string | boolean | number | null>;

export const writableFields = (entity: EntityDefinition): [string, FieldDefinition][] =>
  Object.entries(entity.fields).filter(([, def]) => !def.readOnly);

/** The form's sections: the definition's, or one with every writable field; a companion is drawn with its field. */
export function formSections(entity: EntityDefinition): { title?: { fa: string; en: string }; fields: string[] }[] {
  const drawnWith = new Set(Object.values(companionFields(entity)));
  const sections = entity.form?.sections ?? [{ fields: writableFields(entity).map(([key]) => key) }];
  return sections.map((s) => ({ ...s, fields: s.fields.filter((f) => !drawnWith.has(f)) }));
}

/**
 * Whole seconds of a duration's typed text `120:30:00` (an empty part is 0; Persian digits taken); null when it is
 * not one (minutes or seconds of 60 or more, anything but digits).
 */
export function durationTextSeconds(text: string): number | null {
  const parts = toAsciiDigits(text).split(':').map((p) => p.trim());
  if (parts.length > 3 || parts.some((p) => !/^\d*$/.test(p))) return null;
  const [h = '', m = '', sec = ''] = parts;
  return durationSeconds({ hours: Number(h || 0), minutes: Number(m || 0), seconds: Number(sec || 0) });
}

/** A duration in the reader's digits: `۱۲۰:۳۰:۰۰`. */
export const durationText = (seconds: number, language: Language) => localizeDigits(formatDuration(seconds), language);

/** Whether the form shows a field for these values (`when` of the definition). */
export function isShown(def: FieldDefinition, values: FormValues): boolean {
  if (!def.when) return true;
  const v = values[def.when.field];
  return def.when.in.some((x) => String(x) === String(v ?? ''));
}

/** Whether a key press may go into a letters-and-digits field (the keyboard helper of spec §5). */
export function isLetterOrDigit(key: string): boolean {
  return key.length !== 1 || /[\p{L}\p{N}]/u.test(key);
}

const isIdentifier = (format: string | undefined): format is IdentifierKind => !!format && format in IDENTIFIER_KINDS;

/** A stored value as the form holds it (text; a Jalali day, a duration), or the field's default when there is none. */
function formValue(def: FieldDefinition, stored: unknown): FormValues[string] {
  if (def.type === 'boolean') return typeof stored === 'boolean' ? stored : (def.default ?? false);
  if (stored === null || stored === undefined) return 'default' in def && def.default !== undefined ? String(def.default) : '';
  // dates are typed and shown in Jalali (Asia/Tehran); toBody turns them back into ISO
  if (def.type === 'date') return isoDateToJalaliText(String(stored));
  if (def.type === 'datetime') return isoDateTimeToJalaliText(String(stored));
  if (def.type === 'duration') return formatDuration(Number(stored));
  return String(stored);
}

/** The initial values of the form: a row's values as text, or the definition's defaults. */
export function initialValues(entity: EntityDefinition, row?: EntityRow | null): FormValues {
  const values: FormValues = {};
  for (const [key, def] of writableFields(entity)) values[key] = formValue(def, row?.[key]);
  return values;
}

/**
 * The read-only fields the form's sections show (a document's number within its contract, the amounts the server
 * works out), as the stored row holds them: drawn read-only, never sent (toBody takes the writable fields only).
 */
export function readOnlyValues(entity: EntityDefinition, row?: EntityRow | null): FormValues {
  const values: FormValues = {};
  if (!row) return values;
  for (const field of formSections(entity).flatMap((s) => s.fields)) {
    const def = entity.fields[field];
    if (def?.readOnly) values[field] = formValue(def, row[field]);
  }
  return values;
}

/** The title a row carries of the row its link `field` names (`unit: { id, nameFa }`), if it carries one. */
export function linkedTitle(row: EntityRow, field: string): string | undefined {
  const linked = row[field.replace(/Id$/, '')] as Record<string, unknown> | null | undefined;
  const title = linked && typeof linked === 'object' ? Object.entries(linked).find(([k]) => k !== 'id')?.[1] : undefined;
  return title === undefined || title === null || title === '' ? undefined : String(title);
}

/** Field errors of the form's values in the interface language; an empty object when the values can be sent. */
export function validateValues(
  entity: EntityDefinition,
  values: FormValues,
  t: TFunction,
  language: Language,
  options: { codeOptional?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, def] of writableFields(entity)) {
    const label = def.label[language];
    const raw = values[key];
    if (def.type === 'boolean' || !isShown(def, values)) continue;
    const text = typeof raw === 'string' ? normalizeText(raw) : raw === null || raw === undefined ? '' : String(raw);
    const optional = options.codeOptional && entity.code?.field === key;
    if (!text) {
      if (def.required && !optional) errors[key] = t('entity.required', { field: label });
      continue;
    }
    if ((def.type === 'string' || def.type === 'text') && def.max && text.length > def.max) errors[key] = t('entity.tooLong', { field: label, max: def.max });
    else if (def.type === 'string' && def.format === 'code' && !/^[\p{L}\p{N}_\-./]+$/u.test(toAsciiDigits(text))) errors[key] = t('entity.lettersDigits', { field: label });
    else if (def.type === 'string' && def.format === 'digits' && !/^\d+$/.test(toAsciiDigits(text))) errors[key] = t('entity.notNumber', { field: label });
    else if (def.type === 'string' && isIdentifier(def.format) && IDENTIFIER_KINDS[def.format](text) === null) errors[key] = t('entity.invalidFormat', { field: label });
    else if (def.type === 'date' && jalaliTextToIsoDate(text) === null) errors[key] = t('entity.invalidDate', { field: label });
    else if (def.type === 'datetime' && jalaliTextToIsoDateTime(text) === null) errors[key] = t('entity.invalidDate', { field: label });
    else if ((def.type === 'date' || def.type === 'datetime') && def.rangeStart && endBeforeStart(def.type, values[def.rangeStart] ?? null, text)) {
      errors[key] = t('entity.endBeforeStart', { field: label, start: entity.fields[def.rangeStart]!.label[language] });
    } else if (def.type === 'time' && parseTimeOfDay(text) === null) errors[key] = t('entity.invalidTime', { field: label });
    else if (def.type === 'duration') {
      const seconds = durationTextSeconds(text);
      if (seconds === null) errors[key] = t('entity.invalidDuration', { field: label });
      else if (def.min !== undefined && seconds < def.min) errors[key] = t('entity.tooSmall', { field: label, min: durationText(def.min, language) });
      else if (def.max !== undefined && seconds > def.max) errors[key] = t('entity.tooLarge', { field: label, max: durationText(def.max, language) });
    }
    else if (def.type === 'int' && !Number.isSafeInteger(Number(toAsciiDigits(text).replace(/[,\u066c]/g, '')))) errors[key] = t('entity.notNumber', { field: label });
    else if (def.type === 'decimal' || def.type === 'money') {
      // exact: the typed text is checked as a decimal of the column, never through a JavaScript number
      const column = decimalColumnOf(def)!;
      const parsed = parseDecimal(text, column);
      if (!parsed.ok) {
        errors[key] = parsed.problem === 'scale' ? (column.scale ? t('entity.decimalPlaces', { field: label, places: localizeDigits(column.scale, language) }) : t('entity.wholeNumber', { field: label }))
          : parsed.problem === 'precision' ? t('entity.decimalDigits', { field: label, digits: localizeDigits(column.precision - column.scale, language) })
          : t('entity.notNumber', { field: label });
      } else if (def.min !== undefined && decimalCompare(parsed.value, def.min) < 0) errors[key] = t('entity.tooSmall', { field: label, min: formatDecimal(def.min, language) });
      else if (def.max !== undefined && decimalCompare(parsed.value, def.max) > 0) errors[key] = t('entity.tooLarge', { field: label, max: formatDecimal(def.max, language) });
    }
  }
  return errors;
}

/** Whether a range's typed end names a day (or moment) before its typed start; false while either is not valid. */
function endBeforeStart(kind: 'date' | 'datetime', start: FormValues[string], end: string): boolean {
  const read = kind === 'date' ? jalaliTextToIsoDate : jalaliTextToIsoDateTime;
  const [a, b] = [typeof start === 'string' && start.trim() ? read(normalizeText(start)) : null, read(end)];
  return !!a && !!b && new Date(b).getTime() < new Date(a).getTime();
}

/** The body of a create or update call from the form's values. */
export function toBody(entity: EntityDefinition, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, def] of writableFields(entity)) {
    // a field the form hides for these values (a person's names on a company) is cleared
    if (!isShown(def, values)) {
      body[key] = def.type === 'boolean' ? false : null;
      continue;
    }
    const raw = values[key];
    if (def.type === 'boolean') {
      body[key] = !!raw;
      continue;
    }
    // a set of linked rows: the ids chosen ("3,7" in the form), an empty set when none
    if (def.type === 'links') {
      body[key] = linksIds(raw);
      continue;
    }
    const text = typeof raw === 'string' ? normalizeText(raw) : raw === null || raw === undefined ? '' : String(raw);
    if (!text) {
      // nothing typed: an optional field is cleared (null), a code left empty is taken from the sequence
      if (!def.required) body[key] = null;
      continue;
    }
    switch (def.type) {
      case 'int':
      case 'link':
      case 'enum':
        body[key] = Number.parseInt(toAsciiDigits(text).replace(/[,\u066c]/g, ''), 10);
        break;
      case 'decimal':
      case 'money': {
        // sent as the exact decimal string; text that is not one is sent as typed, for the server to name
        const parsed = parseDecimal(text, decimalColumnOf(def)!);
        body[key] = parsed.ok ? parsed.value : text;
        break;
      }
      case 'date':
        body[key] = jalaliTextToIsoDate(text) ?? text;
        break;
      case 'datetime':
        body[key] = jalaliTextToIsoDateTime(text) ?? text;
        break;
      case 'time':
        body[key] = parseTimeOfDay(text) ?? text;
        break;
      case 'duration':
        body[key] = durationTextSeconds(text) ?? text;
        break;
      case 'string':
        body[key] = def.format === 'code' || def.format === 'digits' || isIdentifier(def.format) ? toAsciiDigits(text) : text;
        break;
      default:
        body[key] = text;
    }
  }
  return body;
}

/** A time on the next day, in a cell. */
const NEXT_DAY = { fa: '(روز بعد)', en: '(next day)' } as const;

/** The text a list cell shows for `field` of `row`. */
export function cellText(entity: EntityDefinition, field: string, row: EntityRow, language: Language): string {
  if (field === 'isActive') return '';
  if (field === 'createdAt' || field === 'updatedAt') return row[field] ? formatJalaliDate(String(row[field]), language) : '';
  const def = entity.fields[field];
  const value = row[field];
  if (!def || value === null || value === undefined || value === '') return field === 'id' ? localizeDigits(String(value ?? ''), language) : '';
  // a text kept in English too (a payslip line's title): the English one for an English reader, when there is one
  if ((def.type === 'string' || def.type === 'text') && def.english && language === 'en' && row[def.english]) return String(row[def.english]);
  switch (def.type) {
    case 'links':
      return linksCellText(entity, field, row, language);
    case 'link':
      return linkedTitle(row, field) ?? localizeDigits(String(value), language);
    case 'enum':
      return def.options.find((o) => o.value === value)?.label[language] ?? String(value);
    case 'boolean':
      return '';
    case 'date':
      return formatJalaliDate(String(value), language);
    case 'datetime':
      // a moment: its day and its time on the Tehran clock
      return formatJalaliDate(String(value), language, { time: true });
    case 'time': {
      const time = localizeDigits(String(value), language);
      return def.nextDay && row[def.nextDay] === true ? `${time} ${NEXT_DAY[language]}` : time;
    }
    case 'duration':
      return durationText(Number(value), language);
    case 'int':
      return def.grouping === false ? localizeDigits(String(value), language) : formatNumber(Number(value), language);
    case 'decimal':
    case 'money':
      // exact, every place kept, grouped in the reader's digits
      return formatDecimal(String(value), language);
    default:
      return localizeDigits(String(value), language);
  }
}
