import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { searchKey, tehranDate, toDecimalString, unitCostOf } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { likeLiteral } from '../../core/entity/list-sql';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { Lang } from '../../core/i18n/lang.decorator';
import type { Lang as Language } from '../../core/i18n/messages';

/** The page of the valuation report (a custom page of the warehouse module). */
export const VALUATION_PAGE = '/reports/inventory-valuation';
const STOCK_PAGES = ['/product-2', '/cardex-2', '/new-cardex-2', '/entry-management-2', '/exit-management-2', VALUATION_PAGE];

export class ValuationQuery {
  @ApiPropertyOptional({ description: 'the day to value stock at (ISO date, its end); today in Tehran when left out', example: '2026-03-20' })
  @IsOptional() @IsISO8601({ strict: true }) date?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) warehouseId?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) productCategoryId?: number;
  @ApiPropertyOptional({ description: 'a product’s name, code or barcode (Persian-aware, as every search)' }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 20, maximum: 500 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) pageSize = 20;
}

export class ProductBalanceQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) productId!: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) warehouseId?: number;
  @ApiPropertyOptional({ description: 'the balance at the end of this day (ISO date); now when left out' }) @IsOptional() @IsISO8601({ strict: true }) date?: string;
}

/** One product in one warehouse, valued. Quantities and values are exact decimal strings. */
export class ValuationRow {
  @ApiProperty() productId!: number;
  @ApiProperty() productCode!: string;
  @ApiProperty() productName!: string;
  @ApiProperty({ nullable: true, type: String }) measureUnit!: string | null;
  @ApiProperty() warehouseId!: number;
  @ApiProperty() warehouseName!: string;
  @ApiProperty({ example: '12.5' }) quantity!: string;
  @ApiProperty({ example: '1250000' }) value!: string;
  @ApiProperty({ nullable: true, type: String, description: 'value ÷ quantity, four places' }) unitCost!: string | null;
}

export class ValuationTotals {
  @ApiProperty({ description: 'the value of every matching row, not only the page' }) value!: string;
  @ApiProperty() date!: string;
}

export class ValuationPage {
  @ApiProperty({ type: [ValuationRow] }) data!: ValuationRow[];
  @ApiProperty() rowCount!: number;
  @ApiProperty({ type: ValuationTotals }) totals!: ValuationTotals;
}

export class ProductBalanceRow {
  @ApiProperty() warehouseId!: number;
  @ApiProperty() warehouseName!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() value!: string;
  @ApiProperty({ nullable: true, type: String }) unitCost!: string | null;
}

/** A numeric column's text as the API answers decimals ("14.0000" → "14"; none → "0"). */
const canonical = (v: string | null): string => toDecimalString(v) ?? '0';

/**
 * The stock reports (docs/warehouse.md): stock valued at any date, and a product's balance. Both read the ledger:
 * the value of a pair at a date is its last move's running balance on or before that day (one index probe a pair,
 * research/stock.md §5), and today's is the balance row.
 */
@Injectable()
export class WarehouseReports {
  constructor(private readonly prisma: PrismaClient) {}

  async valuation(companyId: number, q: ValuationQuery, lang: Language = 'fa'): Promise<ValuationPage> {
    const date = q.date ?? tehranDate(new Date());
    const params: unknown[] = [companyId, date];
    const where: string[] = ['b.company_id = $1'];
    if (q.warehouseId) where.push(`b.warehouse_id = $${params.push(q.warehouseId)}`);
    if (q.productCategoryId) where.push(`p.product_category_id = $${params.push(q.productCategoryId)}`);
    const term = q.searchTerm ? searchKey(q.searchTerm) : '';
    if (term) where.push(`p.search_text LIKE $${params.push(`%${likeLiteral(term)}%`)}`);
    const limit = params.push(q.pageSize);
    const offset = params.push((q.pageIndex - 1) * q.pageSize);
    const rows = await this.prisma.$queryRawUnsafe<(ValuationRow & { rowCount: number; totalValue: string | null })[]>(
      `WITH at AS (
         SELECT b.product_id, b.warehouse_id, m.qty_after, m.value_after
           FROM stock_balance b JOIN product p ON p.id = b.product_id
           CROSS JOIN LATERAL (
             SELECT s.qty_after, s.value_after FROM stock_move s
              WHERE s.company_id = b.company_id AND s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id AND s.move_date <= $2::date
              ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m
          WHERE ${where.join(' AND ')} AND (m.qty_after <> 0 OR m.value_after <> 0))
       SELECT count(*) OVER ()::int AS "rowCount", (sum(at.value_after) OVER ())::text AS "totalValue",
              p.id AS "productId", p.code AS "productCode", p.name AS "productName", ${lang === 'en' ? 'coalesce(mu.name_en, mu.name_fa)' : 'mu.name_fa'} AS "measureUnit",
              w.id AS "warehouseId", w.name AS "warehouseName", at.qty_after::text AS quantity, at.value_after::text AS value,
              CASE WHEN at.qty_after = 0 THEN NULL ELSE round(at.value_after / at.qty_after, 4)::text END AS "unitCost"
         FROM at JOIN product p ON p.id = at.product_id JOIN warehouse w ON w.id = at.warehouse_id LEFT JOIN measure_unit mu ON mu.id = p.measure_unit_id
        ORDER BY p.code, w.code LIMIT $${limit} OFFSET $${offset}`,
      ...params,
    );
    let rowCount = rows[0]?.rowCount ?? 0;
    let totalValue = rows[0]?.totalValue ?? null;
    if (!rows.length && q.pageIndex > 1) {
      // a page past the end still answers the count and the total
      const again = await this.valuation(companyId, { ...q, pageIndex: 1, pageSize: 1 }, lang);
      rowCount = again.rowCount;
      totalValue = again.totals.value;
    }
    return {
      data: rows.map(({ rowCount: _c, totalValue: _t, ...r }) => ({ ...r, quantity: canonical(r.quantity), value: canonical(r.value), unitCost: r.unitCost === null ? null : canonical(r.unitCost) })),
      rowCount,
      totals: { value: canonical(totalValue), date },
    };
  }

  async productBalance(companyId: number, q: ProductBalanceQuery): Promise<ProductBalanceRow[]> {
    const params: unknown[] = [companyId, q.productId];
    const byWarehouse = q.warehouseId ? `AND b.warehouse_id = $${params.push(q.warehouseId)}` : '';
    const rows = q.date
      ? await this.prisma.$queryRawUnsafe<ProductBalanceRow[]>(
          `SELECT b.warehouse_id AS "warehouseId", w.name AS "warehouseName", coalesce(m.qty_after, 0)::text AS quantity, coalesce(m.value_after, 0)::text AS value
             FROM stock_balance b JOIN warehouse w ON w.id = b.warehouse_id
             LEFT JOIN LATERAL (SELECT s.qty_after, s.value_after FROM stock_move s
                                 WHERE s.company_id = b.company_id AND s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id AND s.move_date <= $${params.push(q.date)}::date
                                 ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m ON true
            WHERE b.company_id = $1 AND b.product_id = $2 ${byWarehouse} ORDER BY w.code`,
          ...params,
        )
      : await this.prisma.$queryRawUnsafe<ProductBalanceRow[]>(
          `SELECT b.warehouse_id AS "warehouseId", w.name AS "warehouseName", b.quantity::text AS quantity, b.value::text AS value
             FROM stock_balance b JOIN warehouse w ON w.id = b.warehouse_id
            WHERE b.company_id = $1 AND b.product_id = $2 ${byWarehouse} ORDER BY w.code`,
          ...params,
        );
    return rows.map((r) => {
      const quantity = canonical(r.quantity);
      const value = canonical(r.value);
      return { warehouseId: r.warehouseId, warehouseName: r.warehouseName, quantity, value, unitCost: quantity === '0' ? null : canonical(unitCostOf(quantity, value)!) };
    });
  }
}

/** GET /api/warehouse/v1/report/… in the caller's company. */
@ApiTags('warehouse')
@ApiBearerAuth('bearer')
@Controller('api/warehouse/v1/report')
export class WarehouseReportController {
  constructor(private readonly reports: WarehouseReports) {}

  /** Stock valued at the end of a day: every product and warehouse with something on hand then, and the total. */
  @Get('inventoryValuation') @Access(VALUATION_PAGE) @ApiEnvelope(ValuationPage)
  inventoryValuation(@Query() q: ValuationQuery, @Lang() lang: Language) {
    return this.reports.valuation(requireCompany(), q, lang);
  }

  /** A product's quantity and value in each warehouse, now or at the end of a day. */
  @Get('productBalance') @Access(STOCK_PAGES) @ApiEnvelope(ProductBalanceRow, { isArray: true })
  productBalance(@Query() q: ProductBalanceQuery) {
    return this.reports.productBalance(requireCompany(), q);
  }
}

