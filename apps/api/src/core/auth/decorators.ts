import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

export const AUDIENCE = 'karsaz:audience';

/** The route is for applicants' tokens only; every other guarded route refuses them. */
export const ApplicantRoute = () => SetMetadata(AUDIENCE, 'applicant');

/** The caller of a guarded route. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  return ctx.switchToHttp().getRequest().principal;
});
