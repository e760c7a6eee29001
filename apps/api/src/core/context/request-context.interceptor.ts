import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Observable, concatMap, from, switchMap } from 'rxjs';
import { accessWrittenIn } from '../database/access-writes';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Principal } from '../auth/principal';
import { DomainException } from '../http/errors';
import { contextOf, currentContext, runInContext, setFinancialYear } from './request-context';

export const FINANCIAL_YEAR_HEADER = 'X-Financial-Year';
const ANY_FINANCIAL_YEAR = 'karsaz:any-financial-year';

/**
 * The route reads no financial year and ignores the header: the shell's company and financial-year selectors,
 * which must keep answering while the header still carries the year of the company the user just left.
 */
export const AnyFinancialYear = () => SetMetadata(ANY_FINANCIAL_YEAR, true);

const BAD_YEAR = {
  fa: 'سرآیند X-Financial-Year باید شناسهٔ یکی از سال‌های مالی شرکت توکن باشد.',
  en: 'The X-Financial-Year header must be the id of a financial year of the token’s company.',
};

/**
 * Runs every HTTP handler in the request context (request-context.ts) of the caller the guards admitted: its
 * company scopes every company-owned model, and the `X-Financial-Year` header, when sent by a staff caller, must
 * name one of that company's financial years (400 naming the header otherwise) and becomes
 * `currentContext().financialYearId`. When the handler wrote sessions, users, roles or grants, `afterAccessWrite`
 * (SessionEvents.accessChanged) runs once the handler has returned, i.e. after its commit and before the answer
 * goes out, so no instance's auth cache keeps what was read in between (core/auth/auth-cache.ts).
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly prisma: PrismaClient,
    private readonly afterAccessWrite?: () => Promise<void>,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const principal = req.principal;
    const any = this.reflector.getAllAndOverride<boolean>(ANY_FINANCIAL_YEAR, [context.getHandler(), context.getClass()]);
    const header = any || principal?.kind !== 'staff' ? undefined : req.headers[FINANCIAL_YEAR_HEADER.toLowerCase()];
    return new Observable((subscriber) =>
      runInContext(contextOf(principal), () => {
        const context = currentContext();
        return from(this.financialYear(header))
          .pipe(
            switchMap((id) => (setFinancialYear(id), next.handle())),
            concatMap(async (value) => {
              if (this.afterAccessWrite && accessWrittenIn(context)) await this.afterAccessWrite();
              return value;
            }),
          )
          .subscribe(subscriber);
      }),
    );
  }

  /** The header's financial year, checked to be one of the context's company (the scoped client sees no other). */
  private async financialYear(header: string | string[] | undefined): Promise<number | null> {
    if (header === undefined || header === '') return null;
    const text = Array.isArray(header) ? header[0]! : header;
    const id = /^[1-9][0-9]{0,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    const bad = () =>
      new DomainException(400, 'VALIDATION', { text: BAD_YEAR, fieldErrors: [{ field: FINANCIAL_YEAR_HEADER, constraint: 'financialYear', args: [], fallback: BAD_YEAR.en }] });
    if (!Number.isSafeInteger(id) || id > 2147483647) throw bad();
    const contextCompany = currentContext()?.companyId;
    if (!contextCompany) throw bad();
    if (!(await this.prisma.financialYear.count({ where: { id } }))) throw bad();
    return id;
  }
}
