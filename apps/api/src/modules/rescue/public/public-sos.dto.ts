import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { toAsciiDigits } from '@karsaz/domain';
import { IsIdentifier, IsInt, IsIranianMobile, EmptyIsNone, Trimmed } from '../../../core/http/validators';

export class SosDealerQuery {
  @ApiProperty() @Type(() => Number) @IsInt() dealerId!: number;
}

export class SendSosCodeDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobile!: string;
}

/** A stranded driver's request on the public page: where, why, who, and the code the SMS brought. */
export class CreateSosDto {
  @ApiProperty({ description: 'the dealer asked for help (its company takes the request)' }) @IsInt() dealerId!: number;
  @ApiProperty({ maxLength: 100 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobile!: string;
  @ApiProperty() @IsInt() dealerSosReasonId!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsInt() dealerVehicleId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '12ب345ایران67' }) @EmptyIsNone() @IsOptional() @IsIdentifier('plate') plate?: string | null;
  @ApiProperty({ minimum: -90, maximum: 90 }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-90) @Max(90) latitude!: number;
  @ApiProperty({ minimum: -180, maximum: 180 }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-180) @Max(180) longitude!: number;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(500) address?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(1000) description?: string | null;
  @ApiProperty({ description: 'the token sendCode answered' }) @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @ApiProperty({ example: '123456' }) @Transform(({ value }) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value)) @Matches(/^\d{6}$/) code!: string;
}

export class SosDealerView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

class Choice {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
}

export class SosOptionsView {
  @ApiProperty({ type: SosDealerView }) dealer!: SosDealerView;
  @ApiProperty({ type: [Choice] }) reasons!: Choice[];
  @ApiProperty({ type: [Choice] }) vehicles!: Choice[];
}

export class SosCreatedView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ description: 'the tracking number, also texted to the mobile' }) code!: string;
  @ApiProperty() dealerName!: string;
}
