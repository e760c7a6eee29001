import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../auth/principal';
import { DomainException } from '../http/errors';

/**
 * Who a piece of work runs for: the signed-in caller of a request (set by RequestContextInterceptor after the
 * guards), a job acting for a user and company (`runInContext`), or the system (`asSystem`: the seed,
 * migrations, jobs over every company). The Prisma client the services get scopes every company-owned model by
 * it (database/company-scope.ts), so no query has to remember the company.
 */
export interface RequestContext {
  /** the caller; null for the system and for public routes */
  readonly principal: Principal | null;
  /** the company every company-owned row is read and written in; null: none (company-owned models answer 403) */
  readonly companyId: number | null;
  readonly userId: number | null;
  /** the financial year of the request (`X-Financial-Year`, checked to be one of the company's), or null */
  readonly financialYearId: number | null;
  /** true: unscoped, every company is visible (only through asSystem) */
  readonly system: boolean;
}

const storage = new AsyncLocalStorage<RequestContext & { financialYearId: number | null }>();

/** The context of the running work, or undefined outside any (then company-owned models refuse to be queried). */
export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` (and everything it awaits) for a caller, a job's user and company, or a request. */
export function runInContext<T>(context: Partial<RequestContext> & { companyId: number | null }, fn: () => T): T {
  return storage.run(
    {
      principal: context.principal ?? null,
      companyId: context.companyId,
      userId: context.userId ?? (context.principal?.clientId ? null : context.principal?.subjectId) ?? null,
      financialYearId: context.financialYearId ?? null,
      system: false,
    },
    fn,
  );
}

/** Records the request's checked financial year (RequestContextInterceptor, once per request). */
export function setFinancialYear(id: number | null): void {
  const context = storage.getStore();
  if (!context || context.system) throw new Error('no request context to set the financial year in');
  context.financialYearId = id;
}

/** The context of a signed-in caller (principal may be undefined on a public route). */
export function contextOf(principal: Principal | undefined | null, financialYearId: number | null = null): Partial<RequestContext> & { companyId: number | null } {
  return { principal: principal ?? null, companyId: principal?.companyId ?? null, userId: principal?.clientId ? null : (principal?.subjectId ?? null), financialYearId };
}

/**
 * Runs `fn` unscoped: every company's rows are visible and creates must name their company. For the seed,
 * migrations and system jobs only; a request never runs as the system. Prisma's queries are lazy and take the
 * context in which they are awaited: await them inside `fn` (`asSystem(async () => await prisma.x.count())`).
 */
export function asSystem<T>(fn: () => T): T {
  return storage.run({ principal: null, companyId: null, userId: null, financialYearId: null, system: true }, fn);
}

export const NO_COMPANY = {
  fa: 'توکن شما شرکتی را مشخص نمی‌کند؛ ابتدا یک شرکت انتخاب کنید.',
  en: 'The token names no company; choose a company first.',
};

/** The one answer to a token without a company on anything company-owned: 403 (README "Company isolation"). */
export function noCompany(): DomainException {
  return new DomainException(403, 'FORBIDDEN', { text: NO_COMPANY, detail: 'the token names no company' });
}

/** The company of the running request; 403 when the token names none. */
export function requireCompany(): number {
  const context = currentContext();
  if (!context?.companyId) throw noCompany();
  return context.companyId;
}
