import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, Min } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { PageQuery } from '../identity/dto';

export class LeadUserIdQuery extends PageQuery {
  @ApiProperty({ description: 'the lead (a manager) whose led users are listed' }) @Type(() => Number) @IsInt() @Min(1) LeadUserId!: number;
}

export class LedUserIdQuery {
  @ApiProperty({ description: 'the user whose leads are listed' }) @Type(() => Number) @IsInt() @Min(1) UserId!: number;
}

export class CreateLeadAccessDto {
  @ApiProperty({ description: 'the lead (a manager)' }) @IsInt() @Min(1) leadUserId!: number;
  @ApiProperty({ type: [Number], description: 'the users the lead leads: sees and approves their requests' })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) userIds!: number[];
}

/** A user as the leads screen shows it. */
export class LeadUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty() isActive!: boolean;
}

export class LeadAccessRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() leadUserId!: number;
  @ApiProperty() userId!: number;
  @ApiProperty() companyId!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: LeadUserDto, description: 'the led user (getsByLeadUserId) or the lead (getLeadsByUserId)' }) user!: LeadUserDto;
}

export class LeadAccessPageDto {
  @ApiProperty({ type: [LeadAccessRowDto] }) data!: LeadAccessRowDto[];
  @ApiProperty() rowCount!: number;
}

export class LeadSummaryDto extends LeadUserDto {
  @ApiProperty({ description: 'how many users this lead leads in the company' }) ledCount!: number;
}

export class LeadSummaryPageDto {
  @ApiProperty({ type: [LeadSummaryDto] }) data!: LeadSummaryDto[];
  @ApiProperty() rowCount!: number;
}

export class LeadUserPageDto {
  @ApiProperty({ type: [LeadUserDto] }) data!: LeadUserDto[];
  @ApiProperty() rowCount!: number;
}

export class CreatedLeadAccessDto {
  @ApiProperty({ type: [Number], description: 'the ids of the rows written (users already led are skipped)' }) ids!: number[];
}
