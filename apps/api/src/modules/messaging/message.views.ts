import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI models of the messaging answers (message.controller.ts). */

export class MessageView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', description: 'getMessageType' }) type!: number;
  @ApiProperty({ type: 'integer', description: 'getMessagePriority' }) priority!: number;
  @ApiProperty({ type: 'integer', description: 'getMessageStatus' }) status!: number;
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty() content!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'the same as created' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
}

/** One value of a messaging enumeration: its number, its name and its titles. */
export class MessageEnumValue {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Persian' }) title!: string;
  @ApiProperty() titleEn!: string;
}

export const COUNT_VALUE = { type: 'object', required: ['rowCount'], properties: { rowCount: { type: 'integer' } } };
export const UPDATED_VALUE = { type: 'object', required: ['updated'], properties: { updated: { type: 'integer', description: 'messages marked' } } };
