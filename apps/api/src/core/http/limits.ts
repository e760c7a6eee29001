import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message, pickLanguage, type MessageCode } from '../i18n/messages';
import { upstreamError } from './error-codes';

/**
 * HTTP hygiene below the routes (docs/http-limits.md): which request ids are trusted, the CSP's WebSocket
 * origins, the envelope for what Node refuses before Fastify sees a request, and the minimum upload rate.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9._-]{8,64}$/;

/** A caller's `X-Request-Id` becomes the trace id only when it is a UUID or 8–64 characters of `A-Za-z0-9._-`. */
export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && (UUID.test(value) || TOKEN.test(value));
}

/** The request id (Fastify's genReqId): the caller's when well formed, else a new UUID. It is also the traceId. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return isWellFormedRequestId(given) ? given : randomUUID();
}

/** A Host header that can stand in a CSP source: a DNS name or IPv4 (or a bracketed IPv6) and an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The CSP's `connect-src`: this origin, and WebSockets to the host the page was served from (ws: and wss:, as a
 * proxy may end TLS in front of us). No ws:/wss: wildcard: a script injected into the page cannot open a socket
 * to any other host. A Host header that is not a plain host leaves `'self'` alone.
 */
export function connectSources(req: IncomingMessage): string {
  const host = req.headers.host;
  return typeof host === 'string' && HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
}

/** A raw HTTP answer in the contract's envelope, written on a socket Fastify never turned into a request. */
function rawEnvelope(status: number, code: MessageCode, lang: 'fa' | 'en', traceId: string): string {
  const text = message(code, lang);
  const body = JSON.stringify({ isSuccess: false, message: text, errors: [], traceId, ...upstreamError(code, text, status) });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status] ?? 'Error';
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${traceId}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

/** The language of a request Node could not parse, read from what it received (Persian unless it says `en`). */
function languageOf(raw: Buffer | undefined): 'fa' | 'en' {
  const m = raw?.toString('latin1').match(/\r\naccept-language:[ \t]*([^\r\n]{0,100})/i);
  return pickLanguage(m?.[1]);
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses (a URL or headers beyond `maxHeaderSize`, e.g. a URL
 * with 10,000 parameters: 431; a request not received within `requestTimeout`: 408; anything malformed: 400) is
 * answered in the envelope, then the connection is closed.
 */
export function envelopeClientErrorHandler(this: FastifyInstance, err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, MessageCode] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'HEADERS_TOO_LARGE'] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'REQUEST_TIMEOUT'] : [400, 'BAD_REQUEST'];
  this.log.debug({ code: err.code, status }, 'client error');
  if (socket.writable) socket.write(rawEnvelope(status, code, languageOf(Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined), randomUUID()));
  socket.destroy();
}

export interface BodyRateLimits {
  /** the body must arrive at this average rate (bytes per second) once the grace period is over */
  minBytesPerSecond: number;
  /** how long a body may arrive at any rate (a slow start, a handler checking the caller before it reads) */
  graceMs: number;
}

const hasBody = (req: IncomingMessage) => !!req.headers['transfer-encoding'] || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A request whose body trickles in (a few bytes a second, holding a connection and a handler for minutes) is
 * answered 408 in the envelope and its connection closed: after `graceMs` the body must have arrived at
 * `minBytesPerSecond` on average, checked every quarter of the grace period (at most every second) until the
 * whole request is in. Reads the socket's byte count only, so the body's own readers are undisturbed.
 */
export function enforceBodyRate(fastify: FastifyInstance, limits: BodyRateLimits): void {
  if (limits.minBytesPerSecond <= 0) return;
  const every = Math.max(50, Math.min(1000, Math.floor(limits.graceMs / 4)));
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.raw;
    if (!hasBody(raw) || raw.complete) return;
    const socket = raw.socket;
    const started = Date.now();
    const startBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const elapsed = Date.now() - started;
      if (elapsed < limits.graceMs) return;
      const rate = ((socket.bytesRead - startBytes) * 1000) / elapsed;
      if (rate >= limits.minBytesPerSecond) return;
      clearInterval(timer);
      req.log.info({ bytesPerSecond: Math.round(rate), elapsedMs: elapsed }, 'request body too slow: answered 408');
      // nothing was answered yet (the body is still coming): write the answer ourselves and end the connection
      if (!reply.raw.headersSent && socket.writable) socket.write(rawEnvelope(408, 'REQUEST_TIMEOUT', pickLanguage(raw.headers['accept-language']), String(req.id)));
      socket.destroy();
    }, every);
    timer.unref();
    // the answer went out, or the connection ended
    reply.raw.once('close', () => clearInterval(timer));
  });
}
