import { calculateDocument, documentRuleProblems, type DocumentCalculation } from '@karsaz/domain';
import { documentCalculation, getEntity, stateByValue, type EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import type { Principal } from '../auth/principal';
import { DomainException, conflict, type RawFieldError } from '../http/errors';
import { entityDelegate, type Row } from './delegate';
import { rangeErrors } from './field-kinds';
import { duplicateLineErrors } from './unique-within';

type Tx = Prisma.TransactionClient;
type Line = Record<string, unknown> & { id?: number; lines?: Line[] };

/**
 * What the engine does for a document with lines (issue 9 "documents with lines"): the derived amounts worked
 * out by packages/domain's one calculator, the full set of lines written in the header's transaction (added,
 * changed, removed), every bad line reported at once as `lines[2].quantity`, and lines read back with the header.
 */

/** The calculation of a document and its lines (memoised per definition). */
const calcs = new WeakMap<EntityDefinition, DocumentCalculation>();
export function calculationOf(entity: EntityDefinition): DocumentCalculation | null {
  if (!entity.lines) return null;
  let c = calcs.get(entity);
  if (!c) calcs.set(entity, (c = documentCalculation(entity, getEntity(entity.lines.entity))));
  return c;
}

/** Works out the header's derived fields from the lines sent, and gives back the lines with theirs. */
export function deriveDocument(entity: EntityDefinition, header: Record<string, unknown>, lines: Line[] | undefined): Line[] | undefined {
  const calc = calculationOf(entity);
  if (!calc || !lines) return lines;
  const result = calculateDocument(header, lines, calc);
  for (const field of Object.keys(calc.header)) header[field] = result.header[field];
  return result.lines;
}

/**
 * The document's own rules (`rules` of its definition, packages/domain: a test's questions numbered 1…n adding up
 * to its score), on the header as it will be stored and the lines as they will be (the ones sent, else the stored
 * ones): every problem at once as a 400 on its field, in the rule's own words. The form runs the same rules.
 */
export async function assertDocumentRules(entity: EntityDefinition, header: Record<string, unknown>, lines: Line[] | undefined, documentId: number | undefined, tx: Tx): Promise<void> {
  if (!entity.rules?.length) return;
  const current = lines ?? (entity.lines && documentId ? await readLines(entity, documentId, tx) : []);
  const problems = documentRuleProblems(entity.rules, header, current);
  if (problems.length) {
    throw new DomainException(400, 'VALIDATION', { fieldErrors: problems.map((x) => ({ field: x.field, constraint: x.code, args: [], fallback: x.message.en, text: x.message })) });
  }
}

/** 409 when a workflow document is outside an editable state: it changes only through its actions there. */
export function assertEditable(entity: EntityDefinition, row: Row): void {
  const w = entity.workflow;
  if (!w) return;
  const state = stateByValue(w, row[w.field]);
  if (state?.editable) return;
  const label = state?.label ?? { fa: String(row[w.field]), en: String(row[w.field]) };
  throw conflict(
    {
      fa: `این ${entity.label.singular.fa} در وضعیت «${label.fa}» است و جز با اقدام‌های گردش کار تغییر نمی‌کند.`,
      en: `This ${entity.label.singular.en.toLowerCase()} is ${label.en.toLowerCase()}: only its workflow actions change it now.`,
    },
    `state ${state?.key ?? row[w.field]}`,
  );
}

export interface LineWriter {
  /** the fields of a line a caller may write, typed for storage (dates, empty values) */
  writable(entity: EntityDefinition, dto: Record<string, unknown>): Record<string, unknown>;
  /** the 400 errors of rows' link fields, their paths prefixed (all the lines checked together) */
  linkErrors(entity: EntityDefinition, rows: { data: Record<string, unknown>; prefix: string }[], p: Principal, tx: Tx): Promise<RawFieldError[]>;
}

/**
 * Writes the full set of a document's lines inside the header's transaction: a line with an `id` of this
 * document is updated, one without is added, a stored one not sent is removed (with its own lines). Every bad
 * line is reported at once (400); nothing is written then, because the caller's transaction rolls back.
 */
export async function saveLines(
  entity: EntityDefinition,
  documentId: number,
  lines: Line[],
  p: Principal,
  tx: Tx,
  w: LineWriter,
  prefix = 'lines',
): Promise<{ added: number; changed: number; removed: number; ids: number[] }> {
  const def = entity.lines!;
  const lineEntity = getEntity(def.entity);
  const d = entityDelegate(tx, lineEntity);
  const company = lineEntity.scope === 'company' ? { companyId: p.companyId } : {};
  const stored = new Set((await d.findMany({ where: { [def.via]: documentId }, select: { id: true } })).map((r) => r.id));
  const errors: RawFieldError[] = [];
  const sent = new Set<number>();
  const rows: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    const at = `${prefix}[${i}]`;
    if (line.id !== undefined && line.id !== null) {
      if (!stored.has(line.id) || sent.has(line.id)) {
        errors.push({ field: `${at}.id`, constraint: 'lineOfDocument', args: [], fallback: `${at}.id is not a line of this document` });
      }
      sent.add(line.id);
    }
    const data = w.writable(lineEntity, line);
    delete data[def.via];
    // the derived amounts the calculator worked out (read-only for callers, so not among the writable fields)
    for (const [f, d] of Object.entries(lineEntity.fields)) if ((d.type === 'money' || d.type === 'decimal') && d.computed) data[f] = line[f] ?? null;
    errors.push(...rangeErrors(lineEntity, data, null, `${at}.`));
    rows.push(data);
  }
  errors.push(...(await w.linkErrors(lineEntity, rows.map((data, i) => ({ data, prefix: `${prefix}[${i}].` })), p, tx)));
  errors.push(...duplicateLineErrors(lineEntity, rows, prefix));
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });

  const gone = [...stored].filter((id) => !sent.has(id));
  if (gone.length) await deleteLines(lineEntity, { id: { in: gone } }, tx);
  let added = 0;
  let changed = 0;
  const ids: number[] = [];
  for (const [i, line] of lines.entries()) {
    const data = rows[i]!;
    let id: number;
    if (line.id) {
      await d.updateMany({ where: { id: line.id, [def.via]: documentId }, data: { ...data, version: { increment: 1 }, updatedBy: p.subjectId } });
      id = line.id;
      changed++;
    } else {
      id = (await d.create({ data: { ...data, [def.via]: documentId, ...company, createdBy: p.subjectId, updatedBy: p.subjectId } })).id;
      added++;
    }
    ids.push(id);
    if (lineEntity.lines && line.lines) await saveLines(lineEntity, id, line.lines, p, tx, w, `${prefix}[${i}].lines`);
  }
  return { added, changed, removed: gone.length, ids };
}

/** Deletes lines (and their own lines first). */
export async function deleteLines(lineEntity: EntityDefinition, where: Record<string, unknown>, tx: Tx): Promise<number> {
  const d = entityDelegate(tx, lineEntity);
  if (lineEntity.lines) {
    const ids = (await d.findMany({ where, select: { id: true } })).map((r) => r.id);
    if (ids.length) await deleteLines(getEntity(lineEntity.lines.entity), { [lineEntity.lines.via]: { in: ids } }, tx);
  }
  return (await d.deleteMany({ where })).count;
}

/** A document's lines in their order (by id), each with its own lines, for the answer of getById. */
export async function readLines(entity: EntityDefinition, documentId: number, tx: object, include?: (e: EntityDefinition) => Record<string, unknown> | undefined): Promise<Row[]> {
  const def = entity.lines!;
  const lineEntity = getEntity(def.entity);
  const rows = await entityDelegate(tx, lineEntity).findMany({ where: { [def.via]: documentId }, orderBy: { id: 'asc' }, include: include?.(lineEntity) });
  if (lineEntity.lines) for (const r of rows) r.lines = await readLines(lineEntity, r.id, tx, include);
  return rows;
}
