import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsInt } from '../../../core/http/validators';

/** An applicant's answer to the survey of a decided application. */
export class SurveyAnswerDto {
  @ApiProperty({ description: 'the application' }) @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) @Type(() => Number) @IsInt() @Min(1) @Max(5) rating!: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) satisfactionReasonId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value))
  @IsOptional() @IsString() @MaxLength(1000) comment?: string | null;
}

export class SurveyIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}
