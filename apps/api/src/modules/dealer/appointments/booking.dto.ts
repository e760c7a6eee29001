import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { toAsciiDigits } from '@karsaz/domain';
import { IsIdentifier, IsInt, IsIranianMobile, EmptyIsNone, Trimmed } from '../../../core/http/validators';

const clock = () => Transform(({ value }) => (typeof value === 'string' ? toAsciiDigits(value).trim().slice(0, 5) : value));

export class DealerIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() dealerId!: number;
}

export class DealerDayQuery extends DealerIdQuery {
  @ApiProperty({ example: '2026-12-01', description: 'the day (ISO date)' }) @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) date!: string;
}

export class SendBookingCodeDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobile!: string;
}

/** A customer's booking on the public page: the slot, who and what, and the code the SMS brought. */
export class BookAppointmentDto {
  @ApiProperty() @IsInt() dealerId!: number;
  @ApiProperty({ example: '2026-12-01' }) @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) appointmentDate!: string;
  @ApiProperty({ example: '09:30' }) @clock() @Matches(/^([01]\d|2[0-3]):[0-5]\d$/) slotTime!: string;
  @ApiProperty() @IsInt() dealerServiceGroupId!: number;
  @ApiProperty({ maxLength: 100 }) @Trimmed() @IsString() @IsNotEmpty() @MaxLength(100) customerName!: string;
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobile!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsInt() dealerVehicleId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '12ب345ایران67' }) @EmptyIsNone() @IsOptional() @IsIdentifier('plate') plate?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'NAAM01CA9KK123456' }) @EmptyIsNone() @IsOptional() @IsIdentifier('vin') vin?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(1000) description?: string | null;
  @ApiProperty({ description: 'the token sendCode answered' }) @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @ApiProperty({ example: '123456' }) @Transform(({ value }) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value)) @Matches(/^\d{6}$/) code!: string;
}
