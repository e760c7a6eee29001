import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorReply } from './envelope';

/** One filter for every exception thrown in Nest's pipeline: the contract's envelope, the right status. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendError(exception, req, reply);
  }
}

export function sendError(exception: unknown, req: FastifyRequest, reply: FastifyReply): void {
  const r = toErrorReply(exception, req);
  if (r.internal) req.log.error({ err: exception }, 'request failed');
  else if (r.dependency) req.log.warn({ dependency: r.dependency, err: (exception as Error)?.message?.slice(0, 300) }, `request refused: the ${r.dependency} is unavailable`);
  else if (r.status >= 400) req.log.debug({ status: r.status, message: r.body.message }, 'request refused');
  if (reply.sent) return;
  reply.status(r.status).headers(r.headers).header('content-type', 'application/json; charset=utf-8').send(r.body);
}
