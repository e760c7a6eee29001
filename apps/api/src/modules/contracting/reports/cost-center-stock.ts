import { Injectable } from '@nestjs/common';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { equals, unitName } from './common';

/**
 * `/cost-center-stock-report-2`: what a cost centre holds — the stock balances (the ledger's quantity and value of each
 * product in each warehouse) of the warehouses `/cost-center-warehouse-2` assigns to a cost centre, an active
 * assignment only; a product with nothing left in a warehouse is not listed.
 */
@ReportSource('costCenterStock')
@Injectable()
export class CostCenterStockReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    return `
      SELECT cc.name AS "costCenter", cc.id AS "costCenterId", w.name AS "warehouse", w.id AS "warehouseId",
             pd.code AS "productCode", pd.name AS "product", pd.id AS "productId", ${unitName('u', language)} AS "unit",
             b.quantity AS "quantity", b.value AS "value"
        FROM cost_center_warehouse m
        JOIN cost_center cc ON cc.id = m.cost_center_id AND cc.company_id = ${p.company}
        JOIN warehouse w ON w.id = m.warehouse_id AND w.company_id = ${p.company}
        JOIN stock_balance b ON b.warehouse_id = m.warehouse_id AND b.company_id = ${p.company}
        JOIN product pd ON pd.id = b.product_id AND pd.company_id = ${p.company}
        LEFT JOIN measure_unit u ON u.id = pd.measure_unit_id
       WHERE m.company_id = ${p.company} AND m.is_active AND (b.quantity <> 0 OR b.value <> 0)
             ${equals(f, 'costCenterId', 'm.cost_center_id', p)}${equals(f, 'warehouseId', 'm.warehouse_id', p)}${equals(f, 'productId', 'b.product_id', p)}`;
  }
}
