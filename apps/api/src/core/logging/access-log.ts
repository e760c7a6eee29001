import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request (docs/performance.md "Logs"), where Fastify writes two ("incoming request" and
 * "request completed", each a JSON serialisation on the hot path): at the end, at info (error when the answer
 * failed), with the request id (`reqId`, also answered as X-Request-Id), the method, the path without its query
 * string (which can carry search terms and, on the socket's upgrade, the access token), the status and the time.
 * Fastify's other lines (the default error handler's, a route not found) are kept as they are.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const q = request.url.indexOf('?');
    const line = { method: request.method, path: q < 0 ? request.url : request.url.slice(0, q), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
