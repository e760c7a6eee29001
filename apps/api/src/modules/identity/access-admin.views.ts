import { ApiProperty } from '@nestjs/swagger';

/** The rows the role, action and menu administration answers (OpenAPI models; the Prisma rows as JSON). */

export class RoleView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'karsaz, or another system the role belongs to' }) scope!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isDisabled!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class RoleWithHolding extends RoleView {
  @ApiProperty({ description: 'whether the user holds the role' }) hasRole!: boolean;
}

export class ActionView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isDisabled!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class ActionMenuView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', nullable: true }) parentId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) url!: string | null;
  @ApiProperty({ type: String, nullable: true }) baseUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) icon!: string | null;
  @ApiProperty({ type: 'integer' }) priority!: number;
  @ApiProperty({ type: 'integer' }) subSystemType!: number;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

/** A menu the module manifests declare, with the actions its page offers (the permission matrix's cells). */
export class DeclaredMenuActionsView {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, isArray: true }) actions!: string[];
}

export class PermissionView {
  @ApiProperty({ type: 'integer' }) actionMenuId!: number;
  @ApiProperty({ type: 'integer' }) actionId!: number;
}

export class UserRoleRef {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
}

/** A user as the user administration answers it (user.controller.ts `toUser`). */
export class UserView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ type: 'integer' }) thirdPartyId!: number;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isDisabled!: boolean;
  @ApiProperty() mobileVerified!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: UserRoleRef, isArray: true }) roles!: UserRoleRef[];
}

/** A company the third party is assigned to (meta-data.controller.ts). */
export class AssignedCompanyView {
  @ApiProperty({ type: 'integer', description: 'the assignment' }) id!: number;
  @ApiProperty({ type: 'integer' }) companyId!: number;
  @ApiProperty() companyName!: string;
  @ApiProperty() isDefault!: boolean;
}

/** An open financial year of the token's company. */
export class FinancialYearView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() nameFa!: string;
  @ApiProperty({ type: String, nullable: true }) nameEn!: string | null;
  @ApiProperty({ type: 'integer' }) year!: number;
  @ApiProperty({ type: String, format: 'date' }) startDate!: string;
  @ApiProperty({ type: String, format: 'date' }) endDate!: string;
  @ApiProperty() isCurrent!: boolean;
}
