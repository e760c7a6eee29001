import { ApiProperty } from '@nestjs/swagger';

/** What the rescue-vehicle routes answer (OpenAPI models of the values in the envelope). */

/** A kind of rescue vehicle, or one of its states (getVehicleTypes, getVehicleStatuses). */
export class VehicleKindView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() titleEn!: string;
}

/** One reported position of a vehicle. */
export class RescueLocationView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) rescueVehicleId!: number;
  @ApiProperty({ type: Number }) latitude!: number;
  @ApiProperty({ type: Number }) longitude!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'integer', nullable: true }) createdBy!: number | null;
}

/** The position an operator's updateLocation recorded. */
export class ReportedLocationView {
  @ApiProperty({ type: 'integer', description: 'the vehicle' }) id!: number;
  @ApiProperty({ type: Number }) latitude!: number;
  @ApiProperty({ type: Number }) longitude!: number;
  @ApiProperty({ type: String, format: 'date-time' }) locatedAt!: string;
}
