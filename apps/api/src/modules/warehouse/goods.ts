import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { searchKey } from '@karsaz/domain';
import { getEntity, snake } from '@karsaz/entities';
import type { GoodsConsumptionStandard, Prisma, SupplyGoods } from '../../generated/prisma/client';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { likeLiteral } from '../../core/entity/list-sql';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';

type Tx = Prisma.TransactionClient;

/**
 * The goods other modules name (spec hr-aftersales §3 "Thirdparty lookup lists": a goods entry is id, goodsName,
 * code, measureunitName): the warehouse's own products. Engineering's goods consumption standards and the supply
 * requests' lines may name a product (`goodsId`); its name, code and unit are copied onto the row when it is saved,
 * so the row still reads the same if the product is renamed later, and goods not in the warehouse are still named
 * in text.
 */

/** The pages whose forms pick goods. */
const GOODS_PAGES = ['/product-2', '/manage-supply-goods-2', '/opration-info-2', '/new-cardex-2'];

export class GoodsQuery {
  @ApiPropertyOptional({ description: 'a product’s name, code or barcode (Persian-aware)' }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
  @ApiPropertyOptional({ description: 'the upstream client’s name for searchTerm' }) @IsOptional() @IsString() @MaxLength(100) filterData?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 50, maximum: 500 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) pageSize = 50;
}

export class GoodsEntry {
  @ApiProperty() id!: number;
  @ApiProperty() goodsName!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ nullable: true, type: String }) measureunitName!: string | null;
}

export class GoodsPage {
  @ApiProperty({ type: [GoodsEntry] }) data!: GoodsEntry[];
  @ApiProperty() rowCount!: number;
}

@Injectable()
export class GoodsLookup {
  constructor(private readonly prisma: PrismaClient) {}

  async list(companyId: number, q: GoodsQuery): Promise<GoodsPage> {
    const params: unknown[] = [companyId];
    const term = searchKey(q.searchTerm ?? q.filterData ?? '');
    const search = term ? `AND p.search_text LIKE $${params.push(`%${likeLiteral(term)}%`)}` : '';
    const rows = await this.prisma.$queryRawUnsafe<(GoodsEntry & { rowCount: number })[]>(
      `SELECT count(*) OVER ()::int AS "rowCount", p.id, p.name AS "goodsName", p.code, mu.name_fa AS "measureunitName"
         FROM product p LEFT JOIN measure_unit mu ON mu.id = p.measure_unit_id
        WHERE p.company_id = $1 AND p.is_active ${search}
        ORDER BY p.code LIMIT $${params.push(q.pageSize)} OFFSET $${params.push((q.pageIndex - 1) * q.pageSize)}`,
      ...params,
    );
    const rowCount = rows[0]?.rowCount ?? (q.pageIndex > 1 ? (await this.list(companyId, { ...q, pageIndex: 1, pageSize: 1 })).rowCount : 0);
    return { data: rows.map(({ rowCount: _c, ...r }) => r), rowCount };
  }
}

/** GET /api/warehouse/v1/goods/getGoods: the active products as the goods lookup lists them. */
@ApiTags('warehouse')
@ApiBearerAuth('bearer')
@Controller('api/warehouse/v1/goods')
export class GoodsController {
  constructor(private readonly goods: GoodsLookup) {}

  /** The goods of the caller's company (its active products), paged and searched. */
  @Get('getGoods') @Access(GOODS_PAGES) @ApiEnvelope(GoodsPage)
  getGoods(@Query() q: GoodsQuery) {
    return this.goods.list(requireCompany(), q);
  }
}

/** The product's name, code and unit, when there is one of that id. */
async function productOf(tx: Tx, id: unknown): Promise<{ name: string; code: string; measureUnitId: number } | null> {
  if (typeof id !== 'number') return null;
  return tx.product.findUnique({ where: { id }, select: { name: true, code: true, measureUnitId: true } });
}

/** A goods consumption standard that names a product takes its name, code and unit. */
@EntityHooks('goodsconsumptionstandard')
@Injectable()
export class GoodsConsumptionStandardGoodsHooks {
  async beforeSave(data: SaveData<GoodsConsumptionStandard>, { tx }: SaveContext<GoodsConsumptionStandard>) {
    const product = await productOf(tx, data.goodsId);
    if (!product) return;
    data.goodsName = product.name;
    data.goodsCode = product.code;
    data.measureUnitId = product.measureUnitId;
  }
}

/**
 * The lines of a document that name a product (`goodsId`) take its name and unit: a supply request's, a borrow
 * request's. One UPDATE for all of them (the table and columns from the document's definition).
 */
export async function copyProductsToLines(tx: Tx, document: 'supplygoods' | 'borrowrequest', documentId: number): Promise<void> {
  const lines = getEntity(document).lines!;
  await tx.$executeRawUnsafe(
    `UPDATE ${getEntity(lines.entity).table} l SET goods_name = p.name, measure_unit_id = p.measure_unit_id
       FROM product p WHERE p.id = l.goods_id AND l.${snake(lines.via)} = $1`,
    documentId,
  );
}

/** The lines of a supply request that name a product take its name and unit. */
@EntityHooks('supplygoods')
@Injectable()
export class SupplyGoodsGoodsHooks {
  async afterSave(row: { id: number }, { tx }: SaveContext<SupplyGoods>) {
    await copyProductsToLines(tx, 'supplygoods', row.id);
  }
}
