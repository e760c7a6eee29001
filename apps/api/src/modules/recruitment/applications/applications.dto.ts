import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INTERVIEW_LEVEL } from '@karsaz/entities';
import { IsInt, EmptyIsNone } from '../../../core/http/validators';

const LEVELS = Object.values(INTERVIEW_LEVEL);

/** An interview level of an application's current step (spec §4), with who interviews, where, when, and the outcome. */
export class SetStepDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ApiProperty({ description: 'the version read' }) @Type(() => Number) @IsInt() @Min(1) version!: number;
  @ApiProperty({ type: 'integer', enum: LEVELS, description: '1 not started, 2 cancelled, 3 accepted, 4 rejected, 5 next step, 6 suspended' }) @IsIn(LEVELS) level!: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) interviewerId?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) interviewLocationId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01T10:30:00+03:30' }) @EmptyIsNone() @IsOptional() @IsISO8601({ strict: true }) scheduledAt?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100) score?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(2000) feedback?: string | null;
}

/** The same decision on the current step of several applications, all or none. */
export class BulkMoveDto {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayNotEmpty() @ArrayMaxSize(200) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
  @ApiProperty({ type: 'integer', enum: [INTERVIEW_LEVEL.accepted, INTERVIEW_LEVEL.rejected, INTERVIEW_LEVEL.nextStep], description: '3 accept, 4 reject, 5 next step' })
  @IsIn([INTERVIEW_LEVEL.accepted, INTERVIEW_LEVEL.rejected, INTERVIEW_LEVEL.nextStep])
  level!: number;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(2000) feedback?: string | null;
}

export class ApplicationIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

/** An interviewer's score and feedback on their interview, under the step's version read. */
export class InterviewFeedbackDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) stepId!: number;
  @ApiProperty({ description: 'the step’s version read' }) @Type(() => Number) @IsInt() @Min(1) version!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100) score?: number | null;
  @ApiProperty({ maxLength: 2000 }) @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)) @IsString() @IsNotEmpty() @MaxLength(2000) feedback!: string;
}

export class JobSeekersQuery {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}
