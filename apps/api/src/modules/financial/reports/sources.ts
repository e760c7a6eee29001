import { Injectable } from '@nestjs/common';
import { jalaliToIsoDate } from '@karsaz/domain';
import { ACCOUNT_KIND, ACCOUNT_LEVEL, JALALI_MONTHS } from '@karsaz/entities';
import { PrismaClient } from '../../../core/database/database';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { CLOSING, accountName, accountSums, balanceColumns, equals, range, reportYear, runningLedger, yearParam } from './common';

/**
 * The financial reports' sources (packages/entities/src/financial/reports.ts, docs/finance.md). Balances come from
 * the per-day sums (`gl_day_balance`), lines from the ledger (`gl_entry`), both of the report's year.
 */

/** `/financial/account-review-report`: the groups, or the accounts right under `parentId`, with their sums. */
@ReportSource('accountReview')
@Injectable()
export class AccountReviewSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const under = f.parentId === undefined ? ` AND a.level = ${p.add(ACCOUNT_LEVEL.group, 'int')}` : ` AND a.parent_id = ${p.add(f.parentId, 'int')}`;
    return `
      WITH ${accountSums(f, p, year)}
      SELECT a.code AS "code", ${accountName('a', language)} AS "account", a.id AS "accountId", ${balanceColumns('s')},
             (EXISTS (SELECT 1 FROM account c WHERE c.parent_id = a.id AND c.company_id = ${p.company}))::int AS "hasChildren",
             (a.level = ${p.add(ACCOUNT_LEVEL.subsidiary, 'int')})::int AS "isPostable"
        FROM account a LEFT JOIN sums s ON s.id = a.id
       WHERE a.company_id = ${p.company}${under}`;
  }
}

/** `/financial/trial-balance-report`: every general or subsidiary account with a turnover or a balance. */
@ReportSource('trialBalance')
@Injectable()
export class TrialBalanceSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const level = f.level === undefined ? ACCOUNT_LEVEL.subsidiary : Number(f.level);
    return `
      WITH ${accountSums(f, p, year)}
      SELECT a.code AS "code", ${accountName('a', language)} AS "account", a.id AS "accountId", ${balanceColumns('s')}
        FROM sums s JOIN account a ON a.id = s.id AND a.company_id = ${p.company}
       WHERE a.level = ${p.add(level, 'int')} AND (s.debit <> 0 OR s.credit <> 0 OR s.net <> 0)`;
  }
}

/** `/financial/ledger-report`: the lines of an account, a third party, a cost centre or a project, with the balance. */
@ReportSource('ledger')
@Injectable()
export class LedgerSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const where = `${equals(f, 'accountId', 'g.account_id', p)}${equals(f, 'thirdPartyId', 'g.third_party_id', p)}${equals(f, 'costCenterId', 'g.cost_center_id', p)}${equals(f, 'projectId', 'g.project_id', p)}`;
    return runningLedger(f, p, year, where, language);
  }
}

/** `/bank-account-transaction-report-2`: the lines naming a company bank account, with the balance. */
@ReportSource('bankAccountTransactions')
@Injectable()
export class BankAccountTransactionsSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    return runningLedger(f, p, year, ` AND g.bank_account_id IS NOT NULL${equals(f, 'bankAccountId', 'g.bank_account_id', p)}`, language);
  }
}

/** `/thirdpary-transaction-report-2`: per third party, its turnover in the range and its balance at the range's end. */
@ReportSource('thirdPartyTransactions')
@Injectable()
export class ThirdPartyTransactionsSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const r = range(f);
    const from = r.from ? p.add(r.from, 'date') : null;
    const turnover = (col: string) => (from ? `CASE WHEN g.entry_date >= ${from} THEN g.${col} ELSE 0 END` : `g.${col}`);
    return `
      WITH s AS (
        SELECT g.third_party_id AS id, sum(${turnover('debit')}) AS debit, sum(${turnover('credit')}) AS credit, sum(g.debit - g.credit) AS net
          FROM gl_entry g
         WHERE g.company_id = ${p.company} AND g.financial_year_id = ${yearParam(year, p)} AND g.voucher_kind <> ${p.add(CLOSING, 'int')}
           AND g.third_party_id IS NOT NULL${equals(f, 'thirdPartyId', 'g.third_party_id', p)}${equals(f, 'accountId', 'g.account_id', p)}${r.to ? ` AND g.entry_date <= ${p.add(r.to, 'date')}` : ''}
         GROUP BY g.third_party_id
      )
      SELECT coalesce(tp.full_name, tp.company_name, trim(concat_ws(' ', tp.first_name, tp.last_name))) AS "thirdParty", tp.id AS "thirdPartyId", ${balanceColumns('s')}
        FROM s JOIN third_party tp ON tp.id = s.id`;
  }
}

/** `/revenue-and-cost-operational-report-2`: each general revenue or cost account's net within the range. */
@ReportSource('profitAndLoss')
@Injectable()
export class ProfitAndLossSource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const r = range(f);
    const revenue = p.add(ACCOUNT_KIND.revenue, 'int');
    return `
      WITH s AS (
        SELECT sub.parent_id AS id, sum(d.credit - d.debit) AS net
          FROM gl_day_balance d JOIN account sub ON sub.id = d.account_id AND sub.company_id = ${p.company}
         WHERE d.company_id = ${p.company} AND d.financial_year_id = ${yearParam(year, p)} AND d.kind = 0
           AND sub.kind IN (${revenue}, ${p.add(ACCOUNT_KIND.cost, 'int')})${r.from ? ` AND d.day >= ${p.add(r.from, 'date')}` : ''}${r.to ? ` AND d.day <= ${p.add(r.to, 'date')}` : ''}
         GROUP BY sub.parent_id
      )
      SELECT a.code AS "code", ${accountName('a', language)} AS "account", a.id AS "accountId",
             ${p.label('a.kind', [{ value: ACCOUNT_KIND.revenue, label: { fa: 'درآمد', en: 'Revenue' } }, { value: ACCOUNT_KIND.cost, label: { fa: 'هزینه', en: 'Cost' } }], language)} AS "kind",
             CASE WHEN a.kind = ${revenue} THEN s.net ELSE 0 END AS "revenue",
             CASE WHEN a.kind = ${revenue} THEN 0 ELSE -s.net END AS "cost",
             s.net AS "profit"
        FROM s JOIN account a ON a.id = s.id AND a.company_id = ${p.company}`;
  }
}

/**
 * `/credit-debit-liquidity-report-2`: per month of the year with a movement, what the cash and bank accounts took in
 * and paid out, and their balance at the month's end.
 */
@ReportSource('liquidity')
@Injectable()
export class LiquiditySource implements ReportSource {
  constructor(private readonly prisma: PrismaClient) {}
  async query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): Promise<string> {
    const year = await reportYear(this.prisma, f);
    const jy = year?.year ?? 1400;
    const months = JALALI_MONTHS.map((m) => {
      const start = jalaliToIsoDate(jy, m.value, 1)!;
      const end = m.value === 12 ? jalaliToIsoDate(jy + 1, 1, 1)! : jalaliToIsoDate(jy, m.value + 1, 1)!;
      return `(${p.add(m.value, 'int')}, ${p.add(m.label[language], 'text')}, ${p.add(start, 'date')}, ${p.add(end, 'date')})`;
    });
    return `
      WITH m(month, name, start_day, next_day) AS (VALUES ${months.join(', ')}),
      d AS (
        SELECT d.day, d.debit, d.credit
          FROM gl_day_balance d JOIN account a ON a.id = d.account_id AND a.company_id = ${p.company}
         WHERE d.company_id = ${p.company} AND d.financial_year_id = ${yearParam(year, p)} AND d.kind = 0 AND a.is_liquid${equals(f, 'accountId', 'd.account_id', p)}
      ), per AS (
        SELECT m.month, m.name, coalesce(sum(d.debit), 0) AS inflow, coalesce(sum(d.credit), 0) AS outflow
          FROM m JOIN d ON d.day >= m.start_day AND d.day < m.next_day
         GROUP BY m.month, m.name
      )
      SELECT per.month AS "month", per.name AS "monthName", per.inflow AS "inflow", per.outflow AS "outflow", per.inflow - per.outflow AS "net",
             sum(per.inflow - per.outflow) OVER (ORDER BY per.month) AS "balance"
        FROM per`;
  }
}

export const FINANCIAL_REPORT_SOURCES = [AccountReviewSource, TrialBalanceSource, LedgerSource, BankAccountTransactionsSource, ThirdPartyTransactionsSource, ProfitAndLossSource, LiquiditySource];
