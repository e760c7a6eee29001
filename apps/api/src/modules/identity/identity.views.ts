import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ActionMenuView } from './access-admin.views';

/** What the sign-in, sign-up and profile routes answer (OpenAPI models of the values in the envelope). */

/** A one-time code sent: the token that names it (never the code), when it expires and when another may be asked. */
export class SentChallengeView {
  @ApiProperty({ description: 'names the challenge in verifyOtp; never the code itself' }) token!: string;
  @ApiProperty({ type: 'integer', description: 'seconds until the code expires' }) expiresIn!: number;
  @ApiProperty({ type: 'integer', description: 'seconds before another code may be sent to the number' }) resendAfter!: number;
}

/** A session's tokens (OAuth 2 token response fields). */
export class TokenSetView {
  @ApiProperty() access_token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ type: 'integer', description: 'seconds the access token lives' }) expires_in!: number;
  @ApiProperty() scope!: string;
  @ApiProperty({ enum: ['Bearer'] }) token_type!: 'Bearer';
}

/** A code checked: a password token (sign-up, reset), and for a sign-in code the session's tokens too. */
export class VerifiedOtpView {
  @ApiProperty({ enum: [true] }) isValid!: true;
  @ApiProperty({ description: 'sign-up and reset: the one-use token for setPass' }) token!: string;
  @ApiPropertyOptional({ description: 'a sign-in code: the session' }) access_token?: string;
  @ApiPropertyOptional() refresh_token?: string;
  @ApiPropertyOptional({ type: 'integer' }) expires_in?: number;
  @ApiPropertyOptional() scope?: string;
  @ApiPropertyOptional({ enum: ['Bearer'] }) token_type?: 'Bearer';
}

/** An applicant's code checked: the applicant's session. */
export class ApplicantSessionView extends TokenSetView {
  @ApiProperty({ enum: [true] }) isValid!: true;
}

/** A menu of the signed-in user's sidebar with the actions its roles hold on it. */
export class ProfileMenuView extends PickType(ActionMenuView, ['id', 'parentId', 'name', 'description', 'url', 'baseUrl', 'priority', 'subSystemType', 'icon'] as const) {
  @ApiProperty({ type: [String], description: 'the actions held: Create, Update, Delete, Activate…' }) actions!: string[];
}

/** The signed-in user: its third party and names, its company, and the menus its roles reach. */
export class ProfileView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) thirdPartyId!: number;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ type: 'integer', nullable: true }) companyId!: number | null;
  @ApiProperty({ description: 'whether the roles, actions and menus of the organisation are its to change (docs/roles.md)' }) organisationWide!: boolean;
  @ApiProperty({ type: [ProfileMenuView] }) menus!: ProfileMenuView[];
}

/** The signed-in applicant. */
export class ApplicantProfileView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
}
