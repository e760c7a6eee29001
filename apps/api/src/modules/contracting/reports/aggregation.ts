import { Injectable } from '@nestjs/common';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { ISSUE, STATEMENT_STATE, SUPPLY_CANCELLED, equals, within } from './common';

/**
 * `/aggregation-report-2`: one row per project that has, in the date range (each document by its own date), a
 * contractor contract (its amount), a statement that is not cancelled (gross, deductions, payable; and the same of
 * the approved ones), a supply request that is not cancelled (its total) or a posted goods issue (its value). A
 * contractor narrows the contracts and statements to theirs and keeps the projects with one of them.
 */
@ReportSource('aggregation')
@Injectable()
export class AggregationReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams): string {
    const approved = p.add(STATEMENT_STATE.approved, 'int');
    return `
      WITH k AS (
        SELECT c.project_id, sum(c.total_amount) AS amount
          FROM contractor_contract c
         WHERE c.company_id = ${p.company}${equals(f, 'contractorId', 'c.contractor_id', p)}${within(f, 'date', 'c.contract_date', p)}
         GROUP BY c.project_id
      ), s AS (
        SELECT st.project_id, sum(st.gross_amount) AS gross, sum(st.total_deductions) AS deductions, sum(st.payable_amount) AS payable,
               sum(st.gross_amount) FILTER (WHERE st.status = ${approved}) AS approved_gross,
               sum(st.total_deductions) FILTER (WHERE st.status = ${approved}) AS approved_deductions,
               sum(st.payable_amount) FILTER (WHERE st.status = ${approved}) AS approved_payable
          FROM contractor_statement st
         WHERE st.company_id = ${p.company} AND st.status <> ${p.add(STATEMENT_STATE.cancelled, 'int')}${equals(f, 'contractorId', 'st.contractor_id', p)}${within(f, 'date', 'st.statement_date', p)}
         GROUP BY st.project_id
      ), g AS (
        SELECT sg.project_id, sum(sg.total_amount) AS amount
          FROM supply_goods sg
         WHERE sg.company_id = ${p.company} AND sg.status <> ${p.add(SUPPLY_CANCELLED, 'int')}${within(f, 'date', 'sg.request_date', p)}
         GROUP BY sg.project_id
      ), i AS (
        SELECT d.project_id, sum(l.amount) AS value
          FROM stock_document_line l
          JOIN stock_document d ON d.id = l.stock_document_id AND d.company_id = ${p.company}
         WHERE l.company_id = ${p.company} AND d.kind = ${p.add(ISSUE.kind, 'int')} AND d.status = ${p.add(ISSUE.posted, 'int')} AND d.project_id IS NOT NULL${within(f, 'date', 'd.document_date', p)}
         GROUP BY d.project_id
      )
      SELECT pr.name AS "project", pr.id AS "projectId",
             coalesce(k.amount, 0) AS "contractsAmount",
             coalesce(s.gross, 0) AS "grossAmount", coalesce(s.deductions, 0) AS "deductions", coalesce(s.payable, 0) AS "payableAmount",
             coalesce(s.approved_gross, 0) AS "approvedGross", coalesce(s.approved_deductions, 0) AS "approvedDeductions", coalesce(s.approved_payable, 0) AS "approvedPayable",
             coalesce(g.amount, 0) AS "supplyAmount", coalesce(i.value, 0) AS "issuedValue"
        FROM project pr
        LEFT JOIN k ON k.project_id = pr.id
        LEFT JOIN s ON s.project_id = pr.id
        LEFT JOIN g ON g.project_id = pr.id
        LEFT JOIN i ON i.project_id = pr.id
       WHERE pr.company_id = ${p.company}${equals(f, 'projectId', 'pr.id', p)}${equals(f, 'costCenterId', 'pr.cost_center_id', p)}
             AND (k.project_id IS NOT NULL OR s.project_id IS NOT NULL${f.contractorId === undefined ? ' OR g.project_id IS NOT NULL OR i.project_id IS NOT NULL' : ''})`;
  }
}
