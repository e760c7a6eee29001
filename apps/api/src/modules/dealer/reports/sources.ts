import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, PRE_ORDER_STATUS, RECEPTION_STATUS } from '@karsaz/entities';
import type { ReportFilterValues } from '../../../core/report/filters';
import { ReportSource, type ReportSourceContext } from '../../../core/report/source';
import { equals, within, type ReportParams } from '../../../core/report/sql';

/** A base-data name (a city's) in the caller's language; its English name falls back to the Persian one. */
const named = (alias: string, language: ReportSourceContext['language']) => (language === 'en' ? `coalesce(${alias}.name_en, ${alias}.name_fa)` : `${alias}.name_fa`);

/**
 * `/dealer-realization-rate-2`: per car of a sales plan (its line), the capacity and the orders on it that are live,
 * registered for good (registered or delivered) and delivered; take-up = registered ÷ capacity, realization =
 * delivered ÷ registered (two places; none without a registration).
 */
@ReportSource('dealerRealization')
@Injectable()
export class DealerRealizationSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams): string {
    const [draft, registered, delivered] = [PRE_ORDER_STATUS.draft, PRE_ORDER_STATUS.registered, PRE_ORDER_STATUS.delivered].map((v) => p.add(v, 'int'));
    return `
      WITH orders AS (
        SELECT o.dealer_sales_plan_line_id AS line_id,
               count(*) FILTER (WHERE o.status IN (${draft}, ${registered}, ${delivered})) AS live,
               count(*) FILTER (WHERE o.status IN (${registered}, ${delivered})) AS registered,
               count(*) FILTER (WHERE o.status = ${delivered}) AS delivered
          FROM dealer_pre_order o
         WHERE o.company_id = ${p.company}
         GROUP BY o.dealer_sales_plan_line_id
      )
      SELECT sp.name AS "plan", sp.id AS "planId", v.name AS "vehicle", v.id AS "vehicleId", op.name AS "option", c.name AS "colour",
             l.capacity AS "capacity", coalesce(o.live, 0) AS "orders", coalesce(o.registered, 0) AS "registered", coalesce(o.delivered, 0) AS "delivered",
             round(coalesce(o.registered, 0) * 100.0 / l.capacity, 2) AS "takeUpPercent",
             CASE WHEN coalesce(o.registered, 0) = 0 THEN NULL ELSE round(o.delivered * 100.0 / o.registered, 2) END AS "realizationPercent"
        FROM dealer_sales_plan_line l
        JOIN dealer_sales_plan sp ON sp.id = l.dealer_sales_plan_id AND sp.company_id = ${p.company}
        JOIN dealer_vehicle v ON v.id = l.dealer_vehicle_id AND v.company_id = ${p.company}
        LEFT JOIN dealer_vehicle_option op ON op.id = l.dealer_vehicle_option_id AND op.company_id = ${p.company}
        LEFT JOIN dealer_color c ON c.id = l.dealer_color_id AND c.company_id = ${p.company}
        LEFT JOIN orders o ON o.line_id = l.id
       WHERE l.company_id = ${p.company}${equals(f, 'dealerSalesPlanId', 'sp.id', p)}${equals(f, 'dealerCompanyId', 'sp.dealer_company_id', p)}${equals(f, 'kind', 'sp.kind', p)}${within(f, 'registrationStart', 'sp.registration_start', p)}`;
  }
}

/**
 * `/dealer-grid-2`: per dealer of the company, its work in the date range (each kind of row by its own day, in
 * Tehran): appointments (holding their slot: booked or attended), attended, no-shows; receptions and those
 * delivered with their amount; the average satisfaction score of delivered ones answered; customers' requests; and
 * pre-orders registered for good.
 */
@ReportSource('dealerGrid')
@Injectable()
export class DealerGridSource implements ReportSource {
  query(f: ReportFilterValues, p: ReportParams, { language }: ReportSourceContext): string {
    const day = (column: string) => `(${column} AT TIME ZONE 'Asia/Tehran')::date`;
    const [booked, attended, noShow] = [APPOINTMENT_STATUS.booked, APPOINTMENT_STATUS.attended, APPOINTMENT_STATUS.noShow].map((v) => p.add(v, 'int'));
    const closed = p.add(RECEPTION_STATUS.closed, 'int');
    const held = [PRE_ORDER_STATUS.registered, PRE_ORDER_STATUS.delivered].map((v) => p.add(v, 'int')).join(', ');
    return `
      WITH appointments AS (
        SELECT a.dealer_id, count(*) FILTER (WHERE a.status IN (${booked}, ${attended})) AS total,
               count(*) FILTER (WHERE a.status = ${attended}) AS attended, count(*) FILTER (WHERE a.status = ${noShow}) AS no_show
          FROM dealer_appointment a WHERE a.company_id = ${p.company}${within(f, 'date', 'a.appointment_date', p)}
         GROUP BY a.dealer_id
      ), receptions AS (
        SELECT r.dealer_id, count(*) AS total, count(*) FILTER (WHERE r.status = ${closed}) AS delivered,
               coalesce(sum(r.total_price) FILTER (WHERE r.status = ${closed}), 0) AS amount, avg(sl.score) AS satisfaction
          FROM dealer_reception r
          LEFT JOIN dealer_satisfaction_level sl ON sl.id = r.dealer_satisfaction_level_id AND sl.company_id = ${p.company}
         WHERE r.company_id = ${p.company}${within(f, 'date', day('r.received_at'), p)}
         GROUP BY r.dealer_id
      ), requests AS (
        SELECT q.dealer_id, count(*) AS total FROM dealer_request q WHERE q.company_id = ${p.company}${within(f, 'date', 'q.request_date', p)} GROUP BY q.dealer_id
      ), orders AS (
        SELECT o.dealer_id, count(*) AS registered FROM dealer_pre_order o
         WHERE o.company_id = ${p.company} AND o.status IN (${held})${within(f, 'date', day('o.registered_at'), p)}
         GROUP BY o.dealer_id
      )
      SELECT d.name AS "dealer", d.id AS "dealerId", rk.name AS "rank", ${named('ci', language)} AS "city",
             coalesce(a.total, 0) AS "appointments", coalesce(a.attended, 0) AS "attended", coalesce(a.no_show, 0) AS "noShow",
             coalesce(r.total, 0) AS "receptions", coalesce(r.delivered, 0) AS "delivered", coalesce(r.amount, 0) AS "deliveredAmount",
             round(r.satisfaction, 2) AS "satisfaction", coalesce(q.total, 0) AS "requests", coalesce(o.registered, 0) AS "registeredOrders"
        FROM dealer d
        LEFT JOIN dealer_rank rk ON rk.id = d.dealer_rank_id AND rk.company_id = ${p.company}
        LEFT JOIN city ci ON ci.id = d.city_id
        LEFT JOIN appointments a ON a.dealer_id = d.id
        LEFT JOIN receptions r ON r.dealer_id = d.id
        LEFT JOIN requests q ON q.dealer_id = d.id
        LEFT JOIN orders o ON o.dealer_id = d.id
       WHERE d.company_id = ${p.company}${equals(f, 'dealerCompanyId', 'd.dealer_company_id', p)}`;
  }
}
