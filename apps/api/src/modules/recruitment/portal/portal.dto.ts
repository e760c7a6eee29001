import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested, buildMessage } from 'class-validator';
import { normalizeNationalCode, toAsciiDigits } from '@karsaz/domain';
import { IsInt, EmptyIsNone, Trimmed } from '../../../core/http/validators';

/**
 * What the applicant portal takes (docs/recruitment.md "The applicant portal"): the résumé, saved whole, and an
 * application to a job ad. Text is trimmed; an empty optional value means none.
 */

/** کد ملی: Persian digits and dashes accepted, stored as ten digits with a valid check digit. */
function IsNationalCode(): PropertyDecorator {
  return ValidateBy({
    name: 'nationalCode',
    validator: { validate: (v) => typeof v === 'string' && normalizeNationalCode(v) === v, defaultMessage: buildMessage((each) => `${each}$property is not a valid nationalCode`) },
  });
}

export const DEGREES = [1, 2, 3, 4, 5] as const;
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;

export class ResumeEducationDto {
  @ApiProperty({ enum: DEGREES, description: '1 diploma, 2 associate, 3 bachelor, 4 master, 5 doctorate' }) @IsIn(DEGREES) degree!: number;
  @ApiProperty({ maxLength: 150 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(150) field!: string;
  @ApiProperty({ maxLength: 150 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(150) institute!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'out of 20' }) @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(20) grade?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1300) @Max(1500) startYear?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1300) @Max(1500) endYear?: number | null;
}

export class ResumeWorkDto {
  @ApiProperty({ maxLength: 150 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(150) company!: string;
  @ApiProperty({ maxLength: 150 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(150) title!: string;
  @ApiProperty({ example: '2024-03-20' }) @IsISO8601({ strict: true }) startDate!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2025-03-20' }) @EmptyIsNone() @IsOptional() @IsISO8601({ strict: true }) endDate?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(1000) description?: string | null;
}

export class ResumeSkillDto {
  @ApiProperty({ maxLength: 100 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(100) title!: string;
  @ApiProperty({ enum: SKILL_LEVELS, description: '1 beginner … 5 expert' }) @IsIn(SKILL_LEVELS) level!: number;
}

export class ResumeDto {
  @ApiProperty({ maxLength: 100 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(100) firstName!: string;
  @ApiProperty({ maxLength: 100 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(100) lastName!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ten digits' })
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : (normalizeNationalCode(value) ?? toAsciiDigits(value.trim()))) : value))
  @IsOptional() @IsNationalCode()
  nationalCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '1995-05-01' }) @EmptyIsNone() @IsOptional() @IsISO8601({ strict: true }) birthDate?: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, enum: [1, 2], description: '1 man, 2 woman' }) @IsOptional() @IsIn([1, 2]) gender?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, enum: [1, 2], description: '1 single, 2 married' }) @IsOptional() @IsIn([1, 2]) maritalStatus?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, enum: [1, 2, 3, 4], description: '1 done, 2 exempt, 3 not yet, 4 not applicable' }) @IsOptional() @IsIn([1, 2, 3, 4]) militaryStatus?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(200) @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(100) city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(500) address?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(2000) about?: string | null;
  @ApiPropertyOptional({ description: 'the version read; a save over a newer one answers 409' }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) version?: number;
  @ApiProperty({ type: [ResumeEducationDto] }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => ResumeEducationDto) educations!: ResumeEducationDto[];
  @ApiProperty({ type: [ResumeWorkDto] }) @IsArray() @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => ResumeWorkDto) works!: ResumeWorkDto[];
  @ApiProperty({ type: [ResumeSkillDto] }) @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => ResumeSkillDto) skills!: ResumeSkillDto[];
}

export class ApplyDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) jobAdId!: number;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(2000) coverLetter?: string | null;
}

export class PortalPageQuery {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ default: 10, maximum: 50 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) pageSize?: number;
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class PortalIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

export class PortalIdBody {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) id!: number;
}
