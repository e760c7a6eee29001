import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsInt } from '../../core/http/validators';

export class RoleDto {
  @ApiProperty({ example: 'Accountant' }) @IsString() @IsNotEmpty() @MaxLength(100) @Matches(/^[A-Za-z][A-Za-z0-9_.-]*$/) name!: string;
  @ApiProperty({ example: 'حسابدار' }) @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @ApiPropertyOptional({ default: 'karsaz' }) @IsOptional() @IsString() @MaxLength(50) scope?: string;
}

export class UpdateRoleDto extends RoleDto {
  @ApiProperty() @IsInt() @Min(1) id!: number;
  @ApiPropertyOptional({ description: 'the version read; a stale one answers 409' }) @IsOptional() @IsInt() @Min(1) version?: number;
}

export class ActionDto {
  @ApiProperty({ example: 'Approve' }) @IsString() @IsNotEmpty() @MaxLength(100) @Matches(/^[A-Za-z][A-Za-z0-9_.-]*$/) name!: string;
  @ApiProperty({ example: 'تأیید' }) @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
}

export class UpdateActionDto extends ActionDto {
  @ApiProperty() @IsInt() @Min(1) id!: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) version?: number;
}

export class ActionMenuDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the parent menu; none: a main menu' }) @IsOptional() @IsInt() @Min(1) parentId?: number | null;
  @ApiProperty({ example: 'Cities' }) @IsString() @IsNotEmpty() @MaxLength(150) name!: string;
  @ApiPropertyOptional({ example: 'شهرها' }) @IsOptional() @IsString() @MaxLength(300) description?: string;
  @ApiPropertyOptional({ example: '/cities-2' }) @IsOptional() @IsString() @MaxLength(300) @Matches(/^\/[\w\-/:?]*$/) url?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) baseUrl?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) icon?: string;
  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsInt() priority?: number;
  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsInt() @Min(0) subSystemType?: number;
}

export class UpdateActionMenuDto extends ActionMenuDto {
  @ApiProperty() @IsInt() @Min(1) id!: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) version?: number;
}

export class PermissionDto {
  @ApiProperty() @IsInt() @Min(1) actionMenuId!: number;
  @ApiProperty() @IsInt() @Min(1) actionId!: number;
}

export class AddActionsToRoleDto {
  @ApiProperty() @IsInt() @Min(1) roleId!: number;
  @ApiProperty({ type: [PermissionDto], description: 'the role’s whole set of (menu, action) grants; it replaces the previous set' })
  @IsArray() @ArrayMaxSize(5000) @ValidateNested({ each: true }) @Type(() => PermissionDto) permissions!: PermissionDto[];
}

export class ActionIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) actionId!: number;
}

export class ScopeQuery {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(50) scope!: string;
}

export class NameQuery {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(150) Name!: string;
}

export class ParentIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) ParentId!: number;
}

export class RoleIdOnlyQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) RoleId!: number;
}
