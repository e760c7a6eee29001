import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
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
}

export class VehicleLocationsQuery extends LocationsQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) declare rescueVehicleId: number;
}
