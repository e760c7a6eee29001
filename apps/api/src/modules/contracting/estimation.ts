import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { tehranDate, toDecimalString } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { suggestedPrices } from './reports/suggested-price';

/**
 * What the estimate wizard (`/estimation/wizard-2`) proposes for a project's operations: each operation's unit, the
 * quantity the project's employer contracts give it (Σ volume of their operations), and the suggested unit price of
 * the suggested-service-price report (`suggestedPrices`, the one definition of it: the average price of the twelve
 * months up to today; none: empty), with how many prices it averages and the latest contract item's price.
 */

const WIZARD_PAGES = ['/estimation/wizard-2', '/estimation-2'];

export class SuggestionQuery {
  @ApiProperty({ description: 'the project whose employer contracts give the quantities' }) @Type(() => Number) @IsInt() projectId!: number;
  @ApiPropertyOptional({ description: 'the operations (ids, comma-separated or repeated); none: the operations of the project’s employer contracts', type: [Number] })
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : (Array.isArray(value) ? value : String(value).split(',')).map((v) => Number(v))))
  @IsArray() @ArrayMaxSize(500) @IsInt({ each: true })
  operationInfoIds?: number[];
}

export class OperationSuggestion {
  @ApiProperty() operationInfoId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ nullable: true, type: Number }) unitId!: number | null;
  @ApiProperty({ nullable: true, type: String }) unitName!: string | null;
  @ApiProperty({ description: 'Σ volume of the operation in the project’s employer contracts (decimal string)' }) contractQuantity!: string;
  @ApiProperty({ nullable: true, type: String, description: 'average contract unit price of the last 12 months, to the rial' }) suggestedPrice!: string | null;
  @ApiProperty({ nullable: true, type: String }) latestPrice!: string | null;
  @ApiProperty() samples!: number;
}

export class SuggestionList {
  @ApiProperty({ type: [OperationSuggestion] }) data!: OperationSuggestion[];
}

@Injectable()
export class EstimationSuggestions {
  constructor(private readonly prisma: PrismaClient) {}

  async forProject(companyId: number, q: SuggestionQuery): Promise<SuggestionList> {
    const data = await this.prisma.$queryRawUnsafe<OperationSuggestion[]>(
      `WITH wanted AS (
         SELECT o.id FROM operation_info o
          WHERE o.company_id = $1 AND ($3::int[] IS NULL OR o.id = ANY($3::int[]))
            AND ($3::int[] IS NOT NULL OR o.id IN (SELECT po.operation_info_id FROM project_operation po JOIN employer_contract ec ON ec.id = po.employer_contract_id
                                                    WHERE ec.company_id = $1 AND ec.project_id = $2))
       ), priced AS (
         SELECT l.operation_info_id, l.unit_price, c.contract_date, l.id
           FROM contractor_contract_line l JOIN contractor_contract c ON c.id = l.contractor_contract_id
          WHERE c.company_id = $1 AND c.contract_date > (now() AT TIME ZONE 'Asia/Tehran')::date - interval '12 months'
            AND l.operation_info_id IN (SELECT id FROM wanted)
       )
       SELECT o.id AS "operationInfoId", o.name, o.code, o.unit_id AS "unitId", mu.name_fa AS "unitName",
              coalesce((SELECT sum(po.volume) FROM project_operation po JOIN employer_contract ec ON ec.id = po.employer_contract_id
                         WHERE ec.company_id = $1 AND ec.project_id = $2 AND po.operation_info_id = o.id), 0)::text AS "contractQuantity",
              (SELECT p.unit_price::text FROM priced p WHERE p.operation_info_id = o.id ORDER BY p.contract_date DESC, p.id DESC LIMIT 1) AS "latestPrice"
         FROM operation_info o LEFT JOIN measure_unit mu ON mu.id = o.unit_id
        WHERE o.id IN (SELECT id FROM wanted)
        ORDER BY o.priority, o.code`,
      companyId, q.projectId, q.operationInfoIds ?? null,
    );
    const prices = await suggestedPrices(this.prisma, companyId, data.map((d) => d.operationInfoId), tehranDate(new Date()));
    return {
      data: data.map((d) => {
        const price = prices.get(d.operationInfoId);
        return { ...d, contractQuantity: toDecimalString(d.contractQuantity) ?? '0', suggestedPrice: price?.suggestedPrice ?? null, samples: price?.lineCount ?? 0 };
      }),
    };
  }
}

/** GET /api/service/v1/estimation/suggestions: the wizard's proposals for a project. */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/estimation')
export class EstimationController {
  constructor(private readonly suggestions: EstimationSuggestions) {}

  @Get('suggestions') @Access(WIZARD_PAGES) @ApiEnvelope(SuggestionList)
  suggest(@Query() q: SuggestionQuery) {
    return this.suggestions.forProject(requireCompany(), q);
  }
}
