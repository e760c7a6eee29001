import type { CellValue } from 'exceljs';
import { normalizeText, parseDayText, parseDuration, parseTimeOfDay, toAsciiDigits } from '@karsaz/domain';
import type { EntityDefinition, FieldDefinition } from '@karsaz/entities';

/**
 * How a spreadsheet becomes the bodies of creates (the list screen's Excel import, checked and written on the
 * server by ImportService): the first row names the columns, by the titles the list's export writes (a field's
 * label in Persian or English, `وضعیت`/`Status` for the active flag) or by the field's key; each later row is
 * one record. Cells are read as a person typed them: Persian or ASCII digits, thousands separators, Jalali or ISO
 * days, enum labels in either language, yes/no words. A value that cannot be read is passed on as typed, so the
 * entity's own DTO rules name it.
 */

/** The column that holds the active flag (the export's `entity.status`). */
export const ACTIVE_COLUMN = 'isActive';
const ACTIVE_TITLES = ['isactive', 'وضعیت', 'status'];
const YES = ['1', 'true', 'yes', 'y', 'بله', 'بلی', 'آری', 'فعال', 'active', 'درست'];
const NO = ['0', 'false', 'no', 'n', 'خیر', 'نه', 'غیرفعال', 'غیر فعال', 'inactive', 'نادرست'];

const key = (s: string) => normalizeText(s).replace(/\s+/g, ' ').toLowerCase();

// a set of rows (links) is no cell of a sheet: it is chosen in the form
export const writableFields = (entity: EntityDefinition): [string, FieldDefinition][] => Object.entries(entity.fields).filter(([, def]) => !def.readOnly && def.type !== 'links');

/** The field each column holds (1-based column → field key); columns that name no field are left out. */
export function columnsOf(entity: EntityDefinition, headers: Map<number, string>): Map<number, string> {
  const byTitle = new Map<string, string>();
  for (const [field, def] of writableFields(entity)) for (const name of [field, def.label.fa, def.label.en]) if (!byTitle.has(key(name))) byTitle.set(key(name), field);
  if (entity.activeFlag) for (const t of ACTIVE_TITLES) byTitle.set(t, ACTIVE_COLUMN);
  const out = new Map<number, string>();
  const taken = new Set<string>();
  for (const [col, title] of headers) {
    const field = byTitle.get(key(title));
    if (!field || taken.has(field)) continue;
    taken.add(field);
    out.set(col, field);
  }
  return out;
}

/** What a cell holds: a formula's result, a rich text's text, a link's text. */
export function plainCell(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return plainCell(value.result as CellValue);
    if ('text' in value) return plainCell(value.text as CellValue);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

const text = (v: string | number | boolean | Date): string => (v instanceof Date ? v.toISOString() : normalizeText(String(v)));

/** A number typed with Persian digits or separators (`۱٬۲۵۰`, `1,250.5`) as its ASCII text; null when it is none. */
function numberText(v: string): string | null {
  const ascii = toAsciiDigits(v).replace(/[,\u066C\u060C\s]/g, '').replace(/\u066B/g, '.');
  return /^-?\d+(\.\d+)?$/.test(ascii) ? ascii : null;
}

/**
 * The value a create takes for a field from a cell; `undefined` for an empty cell (absent), and for a link the
 * cell's text (resolved to an id by the service, which looks the linked rows up in one query per field).
 */
export function cellToValue(def: FieldDefinition, raw: string | number | boolean | Date | null): unknown {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return def.type === 'boolean' ? (def.default ?? false) : undefined;
  switch (def.type) {
    case 'string':
    case 'text':
      return typeof raw === 'number' ? String(raw) : text(raw);
    case 'int': {
      if (typeof raw === 'number') return raw;
      const n = numberText(text(raw));
      return n === null ? text(raw) : Number(n);
    }
    case 'decimal':
    case 'money': {
      // sent on as text: the DTO reads exact decimals from their text
      if (typeof raw === 'number') return String(raw);
      return numberText(text(raw)) ?? text(raw);
    }
    case 'link':
      return typeof raw === 'number' ? String(raw) : text(raw);
    case 'links':
      return undefined;
    case 'enum': {
      if (typeof raw === 'number') return raw;
      const t = text(raw);
      const n = numberText(t);
      if (n !== null) return Number(n);
      const option = def.options.find((o) => key(o.label.fa) === key(t) || key(o.label.en) === key(t));
      return option ? option.value : t;
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const t = key(toAsciiDigits(text(raw)));
      return YES.includes(t) ? true : NO.includes(t) ? false : t;
    }
    case 'date': {
      if (raw instanceof Date) return raw.toISOString().slice(0, 10);
      const t = text(raw);
      return parseDayText(t) ?? t;
    }
    case 'time': {
      // a time cell is a moment of Excel's day zero: its clock is the time
      if (raw instanceof Date) return raw.toISOString().slice(11, 16);
      const t = text(raw);
      return parseTimeOfDay(t) ?? t;
    }
    case 'duration': {
      // `120:30:00` as the export writes it, or whole seconds; a duration cell is a moment counted from Excel's day zero
      if (raw instanceof Date) return Math.round((raw.getTime() - Date.UTC(1899, 11, 30)) / 1000);
      if (typeof raw === 'number') return raw;
      const t = text(raw);
      return parseDuration(t) ?? t;
    }
    case 'datetime': {
      if (raw instanceof Date) return raw.toISOString();
      const t = text(raw);
      // a day alone is its midnight on the Tehran clock (+03:30)
      const day = parseDayText(t);
      return day ? new Date(`${day}T00:00:00+03:30`).toISOString() : t;
    }
  }
}

/** The active flag of a cell of the status column; null when it names neither. */
export function activeValue(raw: string | number | boolean | Date | null): boolean | null {
  if (raw === null || raw === '') return true;
  if (typeof raw === 'boolean') return raw;
  const t = key(toAsciiDigits(text(raw)));
  return YES.includes(t) ? true : NO.includes(t) ? false : null;
}
