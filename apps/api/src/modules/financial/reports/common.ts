import { ACCOUNT_LEVEL, VOUCHER_KIND } from '@karsaz/entities';
import type { DateRangeValue, ReportFilterValues } from '../../../core/report/filters';
import type { ReportParams } from '../../../core/report/sql';
import type { Lang } from '../../../core/i18n/messages';
import { currentContext } from '../../../core/context/request-context';
import type { PrismaClient } from '../../../core/database/database';

/** What the financial report sources share: the year they read, the per-account sums, a running ledger. */

/**
 * The financial year a report reads: the one the caller works in (the `X-Financial-Year` header), else the year
 * that holds the end of the date range (or today), else the company's current one. Always one of the caller's
 * company (the client is company-scoped).
 */
export async function reportYear(prisma: PrismaClient, f: ReportFilterValues, key = 'date'): Promise<{ id: number; year: number; start: string; end: string } | null> {
  const chosen = currentContext()?.financialYearId ?? null;
  const at = (f[key] as DateRangeValue | undefined)?.to ?? (f[key] as DateRangeValue | undefined)?.from ?? null;
  const day = at ? new Date(`${at}T00:00:00Z`) : new Date();
  const year =
    (chosen ? await prisma.financialYear.findFirst({ where: { id: chosen } }) : null) ??
    (await prisma.financialYear.findFirst({ where: { startDate: { lte: day }, endDate: { gte: day } }, orderBy: { year: 'desc' } })) ??
    (await prisma.financialYear.findFirst({ orderBy: [{ isCurrent: 'desc' }, { year: 'desc' }] }));
  return year ? { id: year.id, year: year.year, start: year.startDate.toISOString().slice(0, 10), end: year.endDate.toISOString().slice(0, 10) } : null;
}

/** The year's id as a parameter (-1 when the company has no year: the report is empty). */
export const yearParam = (year: { id: number } | null, p: ReportParams) => p.add(year?.id ?? -1, 'int');

export const range = (f: ReportFilterValues, key = 'date') => (f[key] as DateRangeValue | undefined) ?? {};

/** An account's name in the language. */
export const accountName = (alias: string, language: Lang) => (language === 'en' ? `coalesce(${alias}.name_en, ${alias}.name)` : `${alias}.name`);

/** The closing voucher's kind (the reports show the year before it was closed). */
export const CLOSING = VOUCHER_KIND.closing;

/**
 * Per account of every level, what the year's postings (without the closing voucher) add up to: the turnover from
 * the range's start (or the year's) to its end, and the balance at its end (`net`: debit less credit). Read from
 * the per-day sums, rolled up from each subsidiary to its general account and its group. A CTE named `sums` (id,
 * debit, credit, net) after `WITH`.
 */
export function accountSums(f: ReportFilterValues, p: ReportParams, year: { id: number } | null): string {
  const r = range(f);
  const from = r.from ? p.add(r.from, 'date') : null;
  const turnover = (col: string) => (from ? `CASE WHEN d.day >= ${from} THEN d.${col} ELSE 0 END` : `d.${col}`);
  return `
      b AS (
        SELECT d.account_id, sum(${turnover('debit')}) AS debit, sum(${turnover('credit')}) AS credit, sum(d.debit) - sum(d.credit) AS net
          FROM gl_day_balance d
         WHERE d.company_id = ${p.company} AND d.financial_year_id = ${yearParam(year, p)} AND d.kind = 0${r.to ? ` AND d.day <= ${p.add(r.to, 'date')}` : ''}
         GROUP BY d.account_id
      ), t AS (
        SELECT s.id, b.debit, b.credit, b.net FROM b JOIN account s ON s.id = b.account_id AND s.company_id = ${p.company}
        UNION ALL
        SELECT s.parent_id, b.debit, b.credit, b.net FROM b JOIN account s ON s.id = b.account_id AND s.company_id = ${p.company}
        UNION ALL
        SELECT g.parent_id, b.debit, b.credit, b.net FROM b JOIN account s ON s.id = b.account_id AND s.company_id = ${p.company}
          JOIN account g ON g.id = s.parent_id AND g.company_id = ${p.company}
      ), sums AS (
        SELECT id, sum(debit) AS debit, sum(credit) AS credit, sum(net) AS net FROM t WHERE id IS NOT NULL GROUP BY id
      )`;
}

/** The four columns of a balance from `sums` aliased `s`. */
export const balanceColumns = (s: string) => `
  coalesce(${s}.debit, 0) AS "debit", coalesce(${s}.credit, 0) AS "credit",
  CASE WHEN ${s}.net > 0 THEN ${s}.net ELSE 0 END AS "balanceDebit", CASE WHEN ${s}.net < 0 THEN -${s}.net ELSE 0 END AS "balanceCredit"`;

/**
 * Ledger lines with the running balance (the account ledger, the bank account transactions): the year's posted
 * lines matching `where` (without the closing voucher), in date, voucher and line order, after a first row with the
 * balance before the range's start; `seq` is the order the balance was worked out in.
 */
export function runningLedger(f: ReportFilterValues, p: ReportParams, year: { id: number } | null, where: string, language: Lang): string {
  const r = range(f);
  const from = r.from ? p.add(r.from, 'date') : null;
  const to = r.to ? ` AND g.entry_date <= ${p.add(r.to, 'date')}` : '';
  const e = `FROM gl_entry g WHERE g.company_id = ${p.company} AND g.financial_year_id = ${yearParam(year, p)} AND g.voucher_kind <> ${p.add(CLOSING, 'int')}${where}`;
  const side = (x: string) => `CASE WHEN ${x} > 0 THEN ${p.add(language === 'en' ? 'Dr' : 'بدهکار', 'text')} WHEN ${x} < 0 THEN ${p.add(language === 'en' ? 'Cr' : 'بستانکار', 'text')} ELSE '—' END`;
  const opening = from
    ? `SELECT 0 AS ord, ${from} AS entry_date, NULL::int AS voucher_number, NULL::int AS voucher_id, NULL::int AS account_id, NULL::int AS third_party_id,
              NULL::int AS cost_center_id, NULL::int AS project_id, NULL::int AS bank_account_id, ${p.add(language === 'en' ? 'Balance brought forward' : 'مانده از قبل', 'text')} AS description,
              CASE WHEN sum(g.debit - g.credit) > 0 THEN sum(g.debit - g.credit) ELSE 0 END AS debit,
              CASE WHEN sum(g.debit - g.credit) < 0 THEN -sum(g.debit - g.credit) ELSE 0 END AS credit, 0 AS id
         ${e} AND g.entry_date < ${from}
       UNION ALL `
    : '';
  return `
      WITH lines AS (
        ${opening}SELECT 1 AS ord, g.entry_date, g.voucher_number, g.voucher_id, g.account_id, g.third_party_id, g.cost_center_id, g.project_id, g.bank_account_id,
               g.description, g.debit, g.credit, g.id
          ${e}${from ? ` AND g.entry_date >= ${from}` : ''}${to}
      ), ordered AS (
        SELECT l.*, row_number() OVER w AS seq, sum(l.debit - l.credit) OVER w AS running
          FROM lines l WINDOW w AS (ORDER BY l.ord, l.entry_date, l.voucher_number, l.id ROWS UNBOUNDED PRECEDING)
      )
      SELECT o.seq::int AS "seq", o.entry_date AS "entryDate", o.voucher_number AS "voucherNumber", ${accountName('a', language)} AS "account", o.account_id AS "accountId",
             coalesce(tp.full_name, tp.company_name, trim(concat_ws(' ', tp.first_name, tp.last_name)), cc.name, pj.name, ba.title) AS "detail",
             o.description AS "description", o.debit AS "debit", o.credit AS "credit", abs(o.running) AS "balance", ${side('o.running')} AS "side", o.voucher_id AS "voucherId"
        FROM ordered o
        LEFT JOIN account a ON a.id = o.account_id AND a.company_id = ${p.company}
        LEFT JOIN third_party tp ON tp.id = o.third_party_id
        LEFT JOIN cost_center cc ON cc.id = o.cost_center_id AND cc.company_id = ${p.company}
        LEFT JOIN project pj ON pj.id = o.project_id AND pj.company_id = ${p.company}
        LEFT JOIN company_bank_account ba ON ba.id = o.bank_account_id AND ba.company_id = ${p.company}`;
}

export { equals } from '../../../core/report/sql';
export { ACCOUNT_LEVEL };
