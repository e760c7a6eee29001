import { Injectable } from '@nestjs/common';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { STATEMENT_STATE, equals, unitName, within } from './common';

/**
 * `/operation-report-2`: per project and operation (and unit), the contract quantity and amount of the contractors'
 * contract lines, and what statements that are not cancelled claimed of them (within the statement date range):
 * quantity, amount, and the claimed quantity as a percentage of the contract's (two places).
 */
@ReportSource('operation')
@Injectable()
export class OperationReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    return `
      WITH lines AS (
        SELECT k.project_id, l.operation_info_id, l.unit_id, l.id, l.quantity, l.amount
          FROM contractor_contract_line l
          JOIN contractor_contract k ON k.id = l.contractor_contract_id AND k.company_id = ${p.company}
          JOIN project pj ON pj.id = k.project_id AND pj.company_id = ${p.company}
         WHERE l.company_id = ${p.company}${equals(f, 'projectId', 'k.project_id', p)}${equals(f, 'costCenterId', 'pj.cost_center_id', p)}${equals(f, 'contractorId', 'k.contractor_id', p)}
      ), claims AS (
        SELECT sl.contractor_contract_line_id AS line_id, sum(sl.quantity) AS quantity, sum(sl.amount) AS amount
          FROM contractor_statement_line sl
          JOIN contractor_statement s ON s.id = sl.contractor_statement_id AND s.company_id = ${p.company}
         WHERE sl.company_id = ${p.company} AND s.status <> ${p.add(STATEMENT_STATE.cancelled, 'int')}${within(f, 'statementDate', 's.statement_date', p)}
         GROUP BY sl.contractor_contract_line_id
      )
      SELECT pr.name AS "project", pr.id AS "projectId", o.name AS "operation", o.id AS "operationId", ${unitName('u', language)} AS "unit",
             sum(l.quantity) AS "contractQuantity", coalesce(sum(c.quantity), 0) AS "claimedQuantity",
             CASE WHEN sum(l.quantity) = 0 THEN NULL ELSE round(coalesce(sum(c.quantity), 0) * 100 / sum(l.quantity), 2) END AS "progressPercent",
             coalesce(sum(l.amount), 0) AS "contractAmount", coalesce(sum(c.amount), 0) AS "claimedAmount"
        FROM lines l
        JOIN project pr ON pr.id = l.project_id AND pr.company_id = ${p.company}
        JOIN operation_info o ON o.id = l.operation_info_id AND o.company_id = ${p.company}
        LEFT JOIN measure_unit u ON u.id = l.unit_id
        LEFT JOIN claims c ON c.line_id = l.id
       GROUP BY pr.id, pr.name, o.id, o.name, u.id, u.name_fa, u.name_en`;
  }
}
