import { Injectable } from '@nestjs/common';
import { tehranDate, toDecimalString, type IsoDate } from '@karsaz/domain';
import { CONTRACT_REQUEST_KIND } from '@karsaz/entities';
import type { DateRangeValue, ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import { COMPANY_TABLES } from '../../../core/report/report.service';
import { ReportParams, companyScopeProblems } from '../../../core/report/sql';
import { REQUEST_APPROVED, unitName, within } from './common';

/**
 * The price of an operation as the company has contracted it (`/suggested-service-price-report-2`, and the
 * estimation wizard's suggestion): every unit price of its contractor contract lines, dated by their contract, and of
 * the lines of approved contractor contract requests that wrote no contract (one that did is counted by its contract,
 * which carries its lines). The suggested price is the average of the prices of the twelve months up to a day: after
 * the same day a year before, up to and including it; whole rials, half up.
 */

/** Who can run a raw query: the scoped client, or a transaction of it. */
interface RawQueries {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** The price points: `operation_info_id, price, at, kind (1 contract, 2 request), seq`, optionally of one project and some operations. */
function pricePoints(p: ReportParams, o: { projectId?: number; operationIds?: readonly number[] }): string {
  const project = (column: string) => (o.projectId === undefined ? '' : ` AND ${column} = ${p.add(o.projectId, 'int')}`);
  const operations = (column: string) => (o.operationIds === undefined ? '' : ` AND ${column} = ANY(${p.add([...o.operationIds], 'int[]')})`);
  return `
        SELECT l.operation_info_id, l.unit_price AS price, k.contract_date AS at, 1 AS kind, l.id AS seq
          FROM contractor_contract_line l
          JOIN contractor_contract k ON k.id = l.contractor_contract_id AND k.company_id = ${p.company}
         WHERE l.company_id = ${p.company}${project('k.project_id')}${operations('l.operation_info_id')}
        UNION ALL
        SELECT rl.operation_info_id, rl.unit_price, r.request_date, 2, rl.id
          FROM contract_request_line rl
          JOIN contract_request r ON r.id = rl.contract_request_id AND r.company_id = ${p.company}
         WHERE rl.company_id = ${p.company} AND r.status = ${p.add(REQUEST_APPROVED, 'int')} AND r.kind = ${p.add(CONTRACT_REQUEST_KIND.contractor, 'int')}
               AND r.contractor_contract_id IS NULL${project('r.project_id')}${operations('rl.operation_info_id')}`;
}

/** The suggested price of each operation at `asOf` (the average of its prices in the twelve months up to it). */
function suggestedSql(points: string, asOf: string): string {
  return `SELECT operation_info_id, round(avg(price), 0) AS price, count(*)::int AS n FROM (${points}) pts
           WHERE at > (${asOf} - interval '12 months')::date AND at <= ${asOf} GROUP BY operation_info_id`;
}

export interface SuggestedPrice {
  operationInfoId: number;
  /** whole rials, an exact decimal string */
  suggestedPrice: string;
  /** how many prices it averages */
  lineCount: number;
}

/**
 * The suggested unit price of each of `operationIds` at `asOf` in `companyId` (for the estimation wizard): only the
 * operations with a price in the twelve months up to `asOf` have one.
 */
export async function suggestedPrices(tx: RawQueries, companyId: number, operationIds: readonly number[], asOf: IsoDate): Promise<Map<number, SuggestedPrice>> {
  const out = new Map<number, SuggestedPrice>();
  if (!operationIds.length) return out;
  const p = new ReportParams(companyId);
  const sql = suggestedSql(pricePoints(p, { operationIds }), p.add(asOf, 'date'));
  const problems = companyScopeProblems(sql, COMPANY_TABLES);
  if (problems.length) throw new Error(`suggestedPrices is not confined to the company: ${problems.join('; ')}`);
  const rows = await tx.$queryRawUnsafe<{ operation_info_id: number; price: string; n: number }[]>(`SELECT operation_info_id, price::text AS price, n FROM (${sql}) s`, ...p.values);
  for (const r of rows) out.set(r.operation_info_id, { operationInfoId: r.operation_info_id, suggestedPrice: toDecimalString(r.price)!, lineCount: r.n });
  return out;
}

/**
 * `/suggested-service-price-report-2`: per operation with a price in the contract date range (any time when none),
 * how many, the least, average (whole rials, half up), greatest and latest; and the suggested price at the end of the
 * range (today when it has none).
 */
@ReportSource('suggestedServicePrice')
@Injectable()
export class SuggestedServicePriceReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    const operationIds = f.operationInfoId === undefined ? undefined : [f.operationInfoId as number];
    const points = pricePoints(p, { projectId: f.projectId as number | undefined, operationIds });
    const asOf = p.add((f.contractDate as DateRangeValue | undefined)?.to ?? tehranDate(new Date()), 'date');
    return `
      WITH points AS (${points}
      ), stats AS (
        SELECT operation_info_id, count(*) AS n, min(price) AS min_price, round(avg(price), 0) AS avg_price, max(price) AS max_price,
               (array_agg(price ORDER BY at DESC, kind ASC, seq DESC))[1] AS latest
          FROM points WHERE true${within(f, 'contractDate', 'at', p)}
         GROUP BY operation_info_id
      ), suggested AS (${suggestedSql('SELECT * FROM points', asOf)}
      )
      SELECT o.code AS "operationCode", o.name AS "operation", o.id AS "operationId", ${unitName('u', language)} AS "unit",
             st.n AS "lineCount", st.min_price AS "minPrice", st.avg_price AS "avgPrice", st.max_price AS "maxPrice", st.latest AS "latestPrice",
             sg.price AS "suggestedPrice"
        FROM stats st
        JOIN operation_info o ON o.id = st.operation_info_id AND o.company_id = ${p.company}
        LEFT JOIN measure_unit u ON u.id = o.unit_id
        LEFT JOIN suggested sg ON sg.operation_info_id = st.operation_info_id`;
  }
}
