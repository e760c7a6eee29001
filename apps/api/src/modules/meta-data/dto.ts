import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, Min, Max, ValidateNested } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { toAsciiDigits } from '@karsaz/domain';

/** Paging and search sent in a body (the POST lookups of spec §7). */
export class PageBody {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class IdsBody extends PageBody {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayNotEmpty() @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

export class RoleIdsBody extends PageBody {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayNotEmpty() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) roleIds!: number[];
}

export class SkillIdsBody extends PageBody {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayNotEmpty() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) skillIds!: number[];
}

export class SkillCodesBody extends PageBody {
  @ApiProperty({ type: [String] })
  @IsArray() @ArrayNotEmpty() @ArrayMaxSize(100) @IsString({ each: true }) @MaxLength(20, { each: true })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : v)) : value))
  codes!: string[];
}

export class SkillQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) skillId!: number;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ default: 10 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class IdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

export class AddSupplierSkillBody {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) thirdPartyId!: number;
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) skillId!: number;
  @ApiPropertyOptional({ enum: [1, 2, 3, 4], default: 2 }) @IsOptional() @IsIn([1, 2, 3, 4]) level?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
}

export class RolesPart {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isEmployer?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isEmployee?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isContractor?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isSupplier?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isConsultant?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isManager?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isSupervisor?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isPlanner?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isDirector?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isExpert?: boolean;
}

/** updateDetails: a third party's roles and its set of skills, changed together under its version. */
export class UpdateDetailsBody {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) version!: number;
  @ApiPropertyOptional({ type: RolesPart }) @IsOptional() @ValidateNested() @Type(() => RolesPart) roles?: RolesPart;
  @ApiPropertyOptional({ type: [Number], description: 'the skills it has after the call (the others are removed)' })
  @IsOptional() @IsArray() @ArrayMaxSize(200) @IsInt({ each: true }) @Min(1, { each: true }) skillIds?: number[];
}

/** The Excel export of the filtered third parties: the list's filters and the columns wanted. */
export class ExcelExportBody extends PageBody {
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) columns?: string[];
  @ApiPropertyOptional() @IsOptional() @IsIn([1, 2]) kind?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isEmployer?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isEmployee?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isContractor?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isSupplier?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional({ enum: ['fa', 'en'] }) @IsOptional() @IsIn(['fa', 'en']) language?: 'fa' | 'en';
}
