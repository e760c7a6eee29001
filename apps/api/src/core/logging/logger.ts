import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Structured JSON logs (pino), the same instance for Fastify's request logs and Nest's own. */
export function createLogger(level: string): Logger {
  // Synchronous writes: the last lines before an exit (start-up failures, the shutdown report) are never lost.
  return pino(
    {
    level,
    base: { service: 'karsaz-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'], censor: '***' },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}

/** The request id (core/http/limits.ts): a caller's well-formed `X-Request-Id`, else a new UUID. */
export { requestId } from '../http/limits';

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
