import { Injectable } from '@nestjs/common';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { STATEMENT_STATE, equals, partyName, within } from './common';

/**
 * `/engineering-report-2`: per contractor contract, its amount; of its statements that are not cancelled (within the
 * statement date range) the gross, how many and the last one's date; and its physical progress: the quantities they
 * claimed priced at the contract's unit prices, as a percentage of the contract amount (two places).
 */
@ReportSource('engineering')
@Injectable()
export class EngineeringReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams): string {
    const cancelled = p.add(STATEMENT_STATE.cancelled, 'int');
    const dates = (column: string) => within(f, 'statementDate', column, p);
    return `
      WITH c AS (
        SELECT k.id, k.code, k.title, k.project_id, k.contractor_id, k.contract_date, k.total_amount
          FROM contractor_contract k
          JOIN project pj ON pj.id = k.project_id AND pj.company_id = ${p.company}
         WHERE k.company_id = ${p.company}${equals(f, 'projectId', 'k.project_id', p)}${equals(f, 'contractorId', 'k.contractor_id', p)}${equals(f, 'costCenterId', 'pj.cost_center_id', p)}
      ), st AS (
        SELECT s.contractor_contract_id AS contract_id, sum(s.gross_amount) AS gross, count(*) AS n, max(s.statement_date) AS last_date
          FROM contractor_statement s
         WHERE s.company_id = ${p.company} AND s.status <> ${cancelled}${dates('s.statement_date')}
         GROUP BY s.contractor_contract_id
      ), done AS (
        SELECT cl.contractor_contract_id AS contract_id, sum(sl.quantity * cl.unit_price) AS value
          FROM contractor_statement_line sl
          JOIN contractor_statement s2 ON s2.id = sl.contractor_statement_id AND s2.company_id = ${p.company}
          JOIN contractor_contract_line cl ON cl.id = sl.contractor_contract_line_id AND cl.company_id = ${p.company}
         WHERE sl.company_id = ${p.company} AND s2.status <> ${cancelled}${dates('s2.statement_date')}
         GROUP BY cl.contractor_contract_id
      )
      SELECT c.code AS "code", c.title AS "title", pr.name AS "project", pr.id AS "projectId", ${partyName('tp')} AS "contractor", tp.id AS "contractorId",
             c.contract_date AS "contractDate", coalesce(c.total_amount, 0) AS "contractAmount", coalesce(st.gross, 0) AS "grossClaimed",
             CASE WHEN coalesce(c.total_amount, 0) = 0 THEN NULL ELSE round(coalesce(done.value, 0) * 100 / c.total_amount, 2) END AS "physicalProgress",
             coalesce(st.n, 0) AS "statementCount", st.last_date AS "lastStatementDate"
        FROM c
        JOIN project pr ON pr.id = c.project_id AND pr.company_id = ${p.company}
        LEFT JOIN third_party tp ON tp.id = c.contractor_id
        LEFT JOIN st ON st.contract_id = c.id
        LEFT JOIN done ON done.contract_id = c.id`;
  }
}
