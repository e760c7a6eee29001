import { Injectable } from '@nestjs/common';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { ISSUE, equals, unitName, within } from './common';

/**
 * `/product-report-2`: goods issued from the warehouses to projects — the lines of posted goods issues made out to
 * a project (a reversed one is left out: its goods came back), per project and product: the quantity in the
 * product's main unit, the value the stock ledger took out (the line's amount, written at posting) and how many
 * issues.
 */
@ReportSource('product')
@Injectable()
export class ProductReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    return `
      SELECT pr.name AS "project", pr.id AS "projectId", pd.code AS "productCode", pd.name AS "product", pd.id AS "productId", ${unitName('u', language)} AS "unit",
             sum(coalesce(l.base_quantity, l.quantity)) AS "quantity", coalesce(sum(l.amount), 0) AS "value", count(DISTINCT d.id) AS "documentCount"
        FROM stock_document_line l
        JOIN stock_document d ON d.id = l.stock_document_id AND d.company_id = ${p.company}
        JOIN project pr ON pr.id = d.project_id AND pr.company_id = ${p.company}
        JOIN product pd ON pd.id = l.product_id AND pd.company_id = ${p.company}
        LEFT JOIN measure_unit u ON u.id = pd.measure_unit_id
       WHERE l.company_id = ${p.company} AND d.kind = ${p.add(ISSUE.kind, 'int')} AND d.status = ${p.add(ISSUE.posted, 'int')}
             ${equals(f, 'projectId', 'd.project_id', p)}${equals(f, 'costCenterId', 'pr.cost_center_id', p)}${equals(f, 'warehouseId', 'd.warehouse_id', p)}${within(f, 'documentDate', 'd.document_date', p)}
       GROUP BY pr.id, pr.name, pd.id, pd.code, pd.name, u.name_fa, u.name_en`;
  }
}
