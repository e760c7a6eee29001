import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainException } from './errors';

/**
 * How deep a JSON body may nest (objects and arrays). The deepest body a route takes is a document with lines of
 * lines, five or six levels; 32 leaves room for any honest client. A body nested 2,000 levels deep used to reach
 * the recursive walks after the parser (normalisation, class-transformer) and end as a 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, counted without parsing (brackets inside strings are skipped); stops counting
 * once `limit` is passed, so a hostile body costs one linear scan.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The JSON body parser of every route, the sign-in included: Fastify's own (secure-json-parse, refusing
 * `__proto__` and `constructor.prototype`) behind a depth check that answers 400 `JSON_TOO_DEEP` in the envelope.
 */
export function useJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parse = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (req, body, done) => {
    const text = body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(new DomainException(400, 'JSON_TOO_DEEP', { detail: `nested deeper than ${MAX_JSON_DEPTH} levels` }), undefined);
      return;
    }
    parse(req as never, text, done);
  });
}
