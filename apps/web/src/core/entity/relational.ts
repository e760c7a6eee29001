import { normalizeText, toAsciiDigits } from '@karsaz/domain';
import { joinModelOf, type EntityDefinition } from '@karsaz/entities';
import { localizeDigits, type Language } from '@karsaz/ui';
import type { EntityRow } from './entityApi';

/**
 * The pure rules of the relational field kinds on the web: a set of linked rows (`links`) is held in the form as
 * its ids joined by commas ("3,7") and sent as an array; a list cell shows the linked rows' titles joined with «، »;
 * values unique within their parent are checked across a document's lines while the user types.
 */

/** The ids a form value holds ("3,7" → [3, 7]). */
export function linksIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return String(value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** A row's linked rows' titles, as a cell shows them. */
export function linksCellText(entity: EntityDefinition, field: string, row: EntityRow, language: Language): string {
  const linked = (row[joinModelOf(entity, field).titles] as Record<string, unknown>[] | undefined) ?? [];
  const titles = linked.map((r) => String(Object.entries(r).find(([k]) => k !== 'id')?.[1] ?? r.id));
  return localizeDigits(titles.join(language === 'fa' ? '، ' : ', '), language);
}

const comparable = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const text = toAsciiDigits(normalizeText(String(v))).trim().toLowerCase();
  return text === '' ? null : text;
};

/**
 * The cells of a document's lines whose value repeats an earlier line's in a field unique within the document,
 * keyed as the server keys them (`lines[3].order`), each with the field's label for the message.
 */
export function duplicateLineCells(line: EntityDefinition, lines: Record<string, unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, def] of Object.entries(line.fields)) {
    if (!def.uniqueWithin) continue;
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      const k = comparable(l[field]);
      if (k === null) return;
      if (seen.has(k)) out[`lines[${i}].${field}`] = field;
      seen.add(k);
    });
  }
  return out;
}
