import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsIranianMobile, IsNotCommonPassword, IsNotPersonalPassword, IsInt } from '../../core/http/validators';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../core/security/passwords';

export class SignUpDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobileNumber!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) firstName!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) lastName!: string;
}

export class SendOtpDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobileNumber!: string;
  /** The spec's body is `{mobileNumber}` alone (platform-core §7): a code to sign in with, so `login` by default. */
  @ApiPropertyOptional({ enum: ['signup', 'login', 'reset'], default: 'login', description: 'what the code is for; the spec’s body leaves it out: sign-in (login)' })
  @IsOptional() @IsIn(['signup', 'login', 'reset']) purpose: 'signup' | 'login' | 'reset' = 'login';
}

export class MobileDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobileNumber!: string;
}

export class VerifyOtpDto {
  @ApiProperty({ description: 'the token sendOtp (or create, forgetPassword) answered' }) @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @ApiProperty({ example: '123456' }) @Matches(/^\d{6}$/) code!: string;
}

export class SetPasswordDto {
  @ApiPropertyOptional({ description: 'the password token verifyOtp answered (sign-up, reset); or send a bearer with currentPassword' })
  @IsOptional() @IsString() @MaxLength(200) token?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(PASSWORD_MAX) currentPassword?: string;
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) @IsNotCommonPassword() password!: string;
}

/** Passwords in every DTO are taken as typed: the body's normalisation does not trim them (app.factory.ts). */
export class LoginDto {
  @ApiProperty({ example: '09120000000' }) @IsIranianMobile() mobileNumber!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(PASSWORD_MAX) password!: string;
}

export class LogoutDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) refresh_token?: string;
}

export class ApplicantVerifyDto extends VerifyOtpDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}

export class UpdateUserCompanyDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) companyId!: number;
}

export class CreateUserByAdminDto extends SignUpDto {
  @ApiPropertyOptional({ minLength: PASSWORD_MIN }) @IsOptional() @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) @IsNotCommonPassword() @IsNotPersonalPassword() password?: string;
  @ApiPropertyOptional({ type: [Number] }) @IsOptional() @IsArray() @ArrayMaxSize(50) @IsInt({ each: true }) @Min(1, { each: true }) roleIds?: number[];
}

export class UpdateUserDto {
  @ApiProperty() @IsInt() @Min(1) id!: number;
  @ApiProperty({ description: 'the version read; a stale one answers 409' }) @IsInt() @Min(1) version!: number;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) firstName!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) lastName!: string;
}

export class IdDto {
  @ApiProperty() @IsInt() @Min(1) id!: number;
}

export class IdsDto {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) ids!: number[];
}

export class RoleIdsDto {
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) roleIds!: number[];
}

export class AddRolesDto {
  @ApiProperty() @IsInt() @Min(1) userId!: number;
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) roleIds!: number[];
  @ApiPropertyOptional({ default: false, description: 'true: roleIds are the user’s whole set of roles (the others are taken away); false: they are added' })
  @IsOptional() @IsBoolean() replace?: boolean;
}

export class PageQuery {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 10;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class CompaniesQuery extends PageQuery {
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) thirdPartyId?: number;
}

export class ThirdPartyQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) thirdPartyId!: number;
}

export class RoleIdQuery extends PageQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) RoleId!: number;
}

export class UserIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) userId!: number;
}

export class IdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

export class IdsQuery {
  @ApiProperty({ description: 'comma-separated ids', example: '1,2,3' }) @Matches(/^\d+(,\d+){0,499}$/) Ids!: string;
}

export class MobileQuery {
  @ApiProperty() @IsIranianMobile() MobileNo!: string;
}
