import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PublicDealerView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) city!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ example: '08:00' }) receptionStart!: string;
  @ApiProperty({ example: '16:00' }) receptionEnd!: string;
  @ApiProperty() slotMinutes!: number;
}

export class NamedItemView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class BookingOptionsView {
  @ApiProperty({ type: PublicDealerView }) dealer!: PublicDealerView;
  @ApiProperty({ type: NamedItemView, isArray: true }) serviceGroups!: NamedItemView[];
  @ApiProperty({ type: NamedItemView, isArray: true }) vehicles!: NamedItemView[];
}

export class SlotView {
  @ApiProperty({ example: '09:30' }) time!: string;
  @ApiProperty() taken!: number;
  @ApiProperty() free!: number;
}

export class BookedView {
  @ApiProperty({ description: 'the tracking number' }) code!: string;
  @ApiProperty() dealerName!: string;
  @ApiProperty({ example: '2026-12-01' }) appointmentDate!: string;
  @ApiProperty({ example: '09:30' }) slotTime!: string;
}

export class DayAppointmentView {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() mobile!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) plate!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) vehicle!: string | null;
  @ApiProperty() serviceGroup!: string;
  @ApiProperty() status!: number;
  @ApiProperty() source!: number;
}

export class DaySlotView extends SlotView {
  @ApiProperty({ type: DayAppointmentView, isArray: true }) appointments!: DayAppointmentView[];
}
