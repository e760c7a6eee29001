import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { ok } from './envelope';

export const RAW_RESPONSE = 'karsaz:raw-response';

/**
 * Wraps what a handler returns in `{ isSuccess: true, value }`. Handlers that answer in another form on purpose
 * (OAuth2's token endpoint, file downloads) carry @RawResponse().
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    return raw ? next.handle() : next.handle().pipe(map((value) => ok(value ?? null)));
  }
}
