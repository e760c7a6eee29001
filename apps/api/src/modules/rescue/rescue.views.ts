import { ApiProperty } from '@nestjs/swagger';

/** What the rescue-vehicle routes answer (OpenAPI models of the values in the envelope). */

/** A rescue vehicle with its last reported position. status: 0 available, 1 on a mission, 2 out of service. */
export class RescueVehicleView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) companyId!: number;
  @ApiProperty({ type: 'integer', description: 'the operator' }) thirdPartyId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() plateNumber!: string;
  @ApiProperty({ type: 'integer', description: '0 tow truck, 1 mobile workshop, 2 car' }) vehicleType!: number;
  @ApiProperty({ type: 'integer', description: '0 available, 1 on a mission, 2 out of service' }) status!: number;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) locatedAt!: string | null;
  @ApiProperty({ type: 'integer' }) version!: number;
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
