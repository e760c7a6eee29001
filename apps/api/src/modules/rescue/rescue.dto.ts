import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsISO8601, IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { IsInt } from '../../core/http/validators';

export class ThirdPartyIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) thirdPartyId!: number;
}

export class LocationIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

class Position {
  @ApiProperty({ minimum: -90, maximum: 90 }) @IsDefined() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-90) @Max(90) latitude!: number;
  @ApiProperty({ minimum: -180, maximum: 180 }) @IsDefined() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-180) @Max(180) longitude!: number;
}

/** POST location/create: a position report (spec: rescueVehicleId, latitude, longitude). */
export class CreateLocationDto extends Position {
  @ApiProperty() @IsDefined() @IsInt() @Min(1) rescueVehicleId!: number;
}

/** POST updateLocation: the vehicle's current position. */
export class UpdateLocationDto extends Position {
  @ApiProperty({ description: 'the rescue vehicle id' }) @IsDefined() @IsInt() @Min(1) id!: number;
}

export class LocationsQuery {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 10;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) rescueVehicleId?: number;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' }) @IsOptional() @IsIn(['asc', 'desc']) orderDirection?: 'asc' | 'desc';
  @ApiPropertyOptional({ format: 'date-time', description: 'positions reported at or after this moment' }) @IsOptional() @IsISO8601({ strict: true }) from?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'positions reported at or before this moment' }) @IsOptional() @IsISO8601({ strict: true }) to?: string;
}

export class VehicleLocationsQuery extends LocationsQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) declare rescueVehicleId: number;
}

/** GET getFilteredNearby: vehicles within `radiusKm` of a point, nearest first. */
export class NearbyQueryDto {
  @ApiProperty({ minimum: -90, maximum: 90 }) @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-90) @Max(90) latitude!: number;
  @ApiProperty({ minimum: -180, maximum: 180 }) @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(-180) @Max(180) longitude!: number;
  @ApiPropertyOptional({ default: 50, minimum: 0.1, maximum: 2000, description: 'km' }) @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0.1) @Max(2000) radiusKm = 50;
  @ApiPropertyOptional({ description: '0 available, 1 on a mission, 2 out of service' }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(2) status?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(3) vehicleType?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) dealerId?: number;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 10;
}
