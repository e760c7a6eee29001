import type { EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { currentContext } from '../context/request-context';
import { DomainException } from '../http/errors';

type Tx = Prisma.TransactionClient;

/**
 * Documents that belong to a financial year (`financialYear: { dateField }` on a definition, issue 9 item 7): the
 * year is the one the caller works in (the validated `X-Financial-Year` header, request context), else the company's
 * year that holds the document's date; the date must fall inside it. FinancialYear is company-scoped by the client
 * extension, so only the caller's company's years are ever found.
 */

const day = (v: unknown): Date | null => (v instanceof Date ? v : typeof v === 'string' && v ? new Date(v.length === 10 ? `${v}T00:00:00Z` : v) : null);

function outside(field: string, year: { nameFa: string; nameEn: string | null; year: number }): DomainException {
  const en = year.nameEn ?? `financial year ${year.year}`;
  return new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'inFinancialYear', args: [year.nameFa, en], fallback: `${field} must fall in ${en}` }] });
}

/** The year a new document is filed in (400 on the date field when its date is outside it, or no year holds it). */
export async function financialYearFor(entity: EntityDefinition, data: Record<string, unknown>, tx: Tx): Promise<number | undefined> {
  if (!entity.financialYear) return undefined;
  const field = entity.financialYear.dateField;
  const date = day(data[field]);
  if (!date) return undefined; // the required field's own 400 names it
  const chosen = currentContext()?.financialYearId ?? null;
  const year = chosen
    ? await tx.financialYear.findFirst({ where: { id: chosen } })
    : await tx.financialYear.findFirst({ where: { startDate: { lte: date }, endDate: { gte: date } }, orderBy: { year: 'desc' } });
  if (!year) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'noFinancialYear', args: [], fallback: `no financial year holds ${field}` }] });
  if (date < year.startDate || date > year.endDate) throw outside(field, year);
  return year.id;
}

/** A document's date may change only within its year. */
export async function assertInFinancialYear(entity: EntityDefinition, data: Record<string, unknown>, before: Record<string, unknown>, tx: Tx): Promise<void> {
  if (!entity.financialYear || !(entity.financialYear.dateField in data)) return;
  const field = entity.financialYear.dateField;
  const date = day(data[field]);
  const yearId = before.financialYearId as number | null;
  if (!date || !yearId) return;
  const year = await tx.financialYear.findFirst({ where: { id: yearId } });
  if (year && (date < year.startDate || date > year.endDate)) throw outside(field, year);
}

/** What a list of a financial-year document adds: the caller's year, when the caller chose one. */
export function financialYearFilter(entity: EntityDefinition): Record<string, unknown> {
  const chosen = currentContext()?.financialYearId ?? null;
  return entity.financialYear && chosen ? { financialYearId: chosen } : {};
}
