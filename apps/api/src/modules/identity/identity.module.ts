import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { resolveJwtSecret } from '../../core/auth/secret';
import { AuthGuard } from '../../core/auth/auth.guard';
import { AccessGuard } from '../../core/auth/access';
import { SessionEvents } from '../../core/auth/session-events';
import { AuthCache } from '../../core/auth/auth-cache';
import { AuditService } from '../../core/audit/audit.service';
import { WriteModule } from '../../core/write/write.module';
import { SmsService } from '../messaging/sms';
import { OtpService } from './otp.service';
import { DeviceCookies } from './device-cookie';
import { SessionService } from './session.service';
import { IdentityService } from './identity.service';
import { ProfileService } from './profile.service';
import { UserController } from './user.controller';
import { UserScope } from './user-scope';
import { TokenController } from './token.controller';
import { ApplicantController } from './applicant.controller';
import { CompanyAccessController } from './meta-data.controller';
import { SessionsController } from './sessions.controller';
import { ActionAdminController, ActionMenuAdminController, RoleAdminController } from './access-admin.controller';
import { OAuthClientController } from './oauth-client.controller';
import { OAuthMetadataController } from './oauth-metadata.controller';
import { OtpSupportController } from './otp-support.controller';

@Module({
  imports: [
    WriteModule,
    JwtModule.registerAsync({
      inject: [INFRASTRUCTURE],
      useFactory: (infra: Infrastructure) => ({
        secret: resolveJwtSecret(infra.config.auth.jwtSecret, infra.config.dataDir),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [UserController, RoleAdminController, ActionAdminController, ActionMenuAdminController, TokenController, ApplicantController, CompanyAccessController, SessionsController, OAuthClientController, OAuthMetadataController, OtpSupportController],
  providers: [
    AuditService,
    SmsService,
    OtpService,
    SessionEvents,
    AuthCache,
    SessionService,
    IdentityService,
    DeviceCookies,
    ProfileService,
    UserScope,
    AuthGuard,
    AccessGuard,
    // every route: a valid token unless @Public(), then the declared menu and action
    { provide: APP_GUARD, useExisting: AuthGuard },
    { provide: APP_GUARD, useExisting: AccessGuard },
  ],
  exports: [AuthGuard, AuditService, SmsService, SessionService, SessionEvents, AuthCache, OtpService],
})
export class IdentityModule {}
