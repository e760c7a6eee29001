import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '../../../core/http/decorators';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../../core/openapi/api-envelope';
import { IsInt, EmptyIsNone } from '../../../core/http/validators';
import { SatisfactionLinks } from './satisfaction';

export class SatisfactionTokenQuery {
  @ApiProperty({ description: 'the token of the texted link' }) @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
}

export class SatisfactionAnswerDto extends SatisfactionTokenQuery {
  @ApiProperty({ description: 'a satisfaction level of the dealer' }) @IsInt() levelId!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsInt() reasonId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(1000) comment?: string | null;
}

class ChoiceView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}
class LevelView extends ChoiceView {
  @ApiProperty() score!: number;
}
export class SatisfactionFormView {
  @ApiProperty() dealerName!: string;
  @ApiProperty() code!: string;
  @ApiProperty() vehicle!: string;
  @ApiProperty() plate!: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) closedAt!: Date | null;
  @ApiProperty({ description: 'the customer has answered already' }) answered!: boolean;
  @ApiProperty({ type: LevelView, isArray: true }) levels!: LevelView[];
  @ApiProperty({ type: ChoiceView, isArray: true }) reasons!: ChoiceView[];
}

/** A delivered car's satisfaction survey, opened from the texted link without signing in. */
@ApiTags('dealer')
@Controller('api/dealer/v1/publicReception')
export class SatisfactionController {
  constructor(private readonly links: SatisfactionLinks) {}

  @Get('satisfaction') @Public() @ApiEnvelope(SatisfactionFormView) @ApiOperation({ summary: 'The visit a satisfaction link is for, and the levels and reasons to choose from; 404 when the link is not valid' })
  read(@Query() q: SatisfactionTokenQuery) {
    return this.links.read(q.token);
  }

  @Post('satisfaction') @Public() @ApiValueEnvelope(NULL_VALUE) @ApiOperation({ summary: 'The customer’s answer, once a link (409 after)' })
  answer(@Body() dto: SatisfactionAnswerDto, @Meta() meta: RequestMeta) {
    return this.links.answer(dto, meta);
  }
}
