import { Injectable } from '@nestjs/common';
import { getEntity, type EnumField } from '@karsaz/entities';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import type { ReportParams } from '../../../core/report/sql';
import { equals, unitName, within } from './common';

const STATUS = (getEntity('supplygoods').fields.status as EnumField).options;

/**
 * `/supply-goods-report-2`: every line of the supply requests (commercial's supply_goods), with its request's
 * number, date, project and state; the goods by the line's own name and unit (copied from a warehouse product).
 */
@ReportSource('supplyGoods')
@Injectable()
export class SupplyGoodsReportSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    return `
      SELECT g.code AS "code", g.request_date AS "requestDate", pr.name AS "project", pr.id AS "projectId",
             coalesce(l.goods_name, pd.name) AS "goods", ${unitName('u', language)} AS "unit",
             l.quantity AS "quantity", l.unit_price AS "unitPrice", l.amount AS "amount", ${p.label('g.status', STATUS, language)} AS "status"
        FROM supply_goods_line l
        JOIN supply_goods g ON g.id = l.supply_goods_id AND g.company_id = ${p.company}
        JOIN project pr ON pr.id = g.project_id AND pr.company_id = ${p.company}
        LEFT JOIN product pd ON pd.id = l.goods_id AND pd.company_id = ${p.company}
        LEFT JOIN measure_unit u ON u.id = coalesce(l.measure_unit_id, pd.measure_unit_id)
       WHERE l.company_id = ${p.company}${equals(f, 'projectId', 'g.project_id', p)}${equals(f, 'costCenterId', 'pr.cost_center_id', p)}${equals(f, 'status', 'g.status', p)}${within(f, 'requestDate', 'g.request_date', p)}`;
  }
}
