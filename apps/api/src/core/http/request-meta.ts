import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  traceId?: string;
}

/** The caller's address, user agent and trace id, for limits and the audit log. */
export const Meta = createParamDecorator((_data: unknown, ctx: ExecutionContext): RequestMeta => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  return { ip: req.ip, userAgent: req.headers['user-agent'], traceId: String(req.id) };
});
