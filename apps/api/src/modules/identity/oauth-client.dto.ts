import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { GRANT_TYPES } from './token.controller';

export const CLIENT_KINDS = ['confidential', 'public'] as const;
export const CLIENT_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{2,99}$/;

class OAuthClientFields {
  @ApiProperty({ example: 'Warehouse sync' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @ApiProperty({ type: [String], example: ['https://erp.example.com/oauth/callback'], description: 'absolute https URLs, http://localhost or http://127.0.0.1 for development, or paths of this site' })
  @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(500, { each: true }) redirectUris!: string[];
  @ApiProperty({ type: [String], enum: GRANT_TYPES, example: ['client_credentials'] })
  @IsArray() @ArrayMaxSize(3) @IsIn(GRANT_TYPES, { each: true }) grantTypes!: string[];
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'client_credentials: the company of the service account' }) @IsOptional() @IsInt() @Min(1) companyId?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'client_credentials: the role whose permissions the service account holds' }) @IsOptional() @IsInt() @Min(1) roleId?: number | null;
}

export class CreateOAuthClientDto extends OAuthClientFields {
  @ApiProperty({ example: 'warehouse-sync', description: 'the client_id: 3 to 100 of a-z 0-9 . _ -' }) @IsString() @Matches(CLIENT_ID_PATTERN) clientId!: string;
  @ApiProperty({ enum: CLIENT_KINDS, description: 'confidential: a secret made by the server, shown once; public: no secret, PKCE' }) @IsIn(CLIENT_KINDS) kind!: 'confidential' | 'public';
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

export class UpdateOAuthClientDto extends OAuthClientFields {
  @ApiProperty({ example: 'warehouse-sync' }) @IsString() @Matches(CLIENT_ID_PATTERN) clientId!: string;
  @ApiProperty({ description: 'the version read; a stale one answers 409' }) @IsInt() @Min(1) version!: number;
}

export class ClientIdDto {
  @ApiProperty({ example: 'warehouse-sync' }) @IsString() @Matches(CLIENT_ID_PATTERN) clientId!: string;
}

export class ClientIdQuery {
  @ApiProperty({ example: 'warehouse-sync' }) @IsString() @Matches(CLIENT_ID_PATTERN) Id!: string;
}

export class OAuthClientView {
  @ApiProperty() clientId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: CLIENT_KINDS }) kind!: string;
  @ApiProperty({ type: [String] }) redirectUris!: string[];
  @ApiProperty({ type: [String] }) grantTypes!: string[];
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: Number, nullable: true }) roleId!: number | null;
  @ApiProperty({ type: String, nullable: true }) roleTitle!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'the SPA of this installation: its secret is configured (KARSAZ_WEB_CLIENT_SECRET) and it cannot be edited here' }) isBuiltIn!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) secretRotatedAt!: Date | null;
}

export class OAuthClientPage {
  @ApiProperty({ type: [OAuthClientView] }) data!: OAuthClientView[];
  @ApiProperty() rowCount!: number;
}

export class OAuthClientSecret {
  @ApiProperty() clientId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the client secret, shown this once (null for a public client); only its hash is kept' }) clientSecret!: string | null;
}
