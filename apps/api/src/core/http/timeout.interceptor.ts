import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { TimeoutError, catchError, throwError, timeout, type Observable } from 'rxjs';
import { DomainException } from './errors';

/** A handler that runs longer than the request time-out (300000 ms by default, as in the spec) answers 504. */
@Injectable()
export class TimeoutInterceptor implements NestInterceptor {
  constructor(private readonly ms: number) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      timeout(this.ms),
      catchError((err) => throwError(() => (err instanceof TimeoutError ? new DomainException(504, 'REQUEST_TIMEOUT') : err))),
    );
  }
}
