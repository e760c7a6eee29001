import { ENTITIES } from '@karsaz/entities';
import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import { currentContext, noCompany } from '../context/request-context';

/**
 * The models whose every row belongs to one company and is read and written in the caller's company only: the
 * entity definitions with `scope: 'company'`, and the hand-written ones below. Models with a `companyId` that is
 * not an owner (the audit log, sessions, a third party's company assignments, messages, code sequences) are
 * listed in COMPANY_COLUMN_NOT_OWNER; test/int/company-sweep.int.ts fails on a model with a companyId in neither.
 */
export const HAND_WRITTEN_COMPANY_MODELS = ['LeadAccess', 'RescueVehicleLocation', 'DealerSatisfactionLink', 'FinancialYear', 'ApprovalTask', 'WorkflowHistory', 'EntityAttachment', 'StockBalance', 'StockLayer', 'GlDayBalance'] as const;

export const COMPANY_COLUMN_NOT_OWNER = {
  AuditLog: 'records the company an event happened in; read by administrators across companies',
  AuthSession: 'the company a session works in, chosen at sign-in',
  AuthorizationCode: 'the company a single-sign-on code carries to its token',
  EntityCodeSequence: 'the code counter of each company (0 for global entities), kept by nextCode',
  ThirdPartyCompany: 'which companies a third party (a user) may work in: read across companies to sign in and switch',
  Message: 'a message to one recipient, with the company it was sent from (null for system messages)',
  OAuthClient: 'an integrator client is the organisation’s; its companyId is the company its service account acts in (client_credentials), administered across companies',
} as const;

export const COMPANY_MODELS: ReadonlySet<string> = new Set([
  ...ENTITIES.filter((e) => e.scope === 'company' && e.storage !== 'external').map((e) => e.model),
  ...HAND_WRITTEN_COMPANY_MODELS,
]);

const WHERE_OPS = new Set([
  'findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy',
  'update', 'updateMany', 'updateManyAndReturn', 'delete', 'deleteMany', 'upsert',
]);
const CREATE_OPS = new Set(['create', 'createMany', 'createManyAndReturn']);

type Args = Record<string, unknown> & { where?: Record<string, unknown>; data?: unknown; create?: Record<string, unknown>; update?: Record<string, unknown> };

/** `where` narrowed to the company, whatever it held (an AND keeps a unique where's own fields at the top). */
function narrowed(where: Record<string, unknown> | undefined, companyId: number): Record<string, unknown> {
  const and = where?.AND === undefined ? [] : Array.isArray(where.AND) ? where.AND : [where.AND];
  return { ...where, AND: [...and, { companyId }] };
}

/** Data of a write: the company filled in on a create, never moved to another company on an update. */
function owned(data: unknown, companyId: number): unknown {
  if (Array.isArray(data)) return data.map((d) => owned(d, companyId));
  if (!data || typeof data !== 'object') return data;
  const row = { ...(data as Record<string, unknown>) };
  // a relation-style create (`company: { connect }`) names the company through the relation: leave it to Prisma
  if ('company' in row) delete row.company;
  row.companyId = companyId;
  return row;
}

/**
 * What a query of a company-owned model becomes in the running context: scoped to its company (reads, updates,
 * deletes, aggregates), with the company filled in (creates); unchanged for the system (asSystem); 403 for a
 * token without a company; an error outside any context, so a query that forgot its context fails loudly
 * instead of reading every company.
 */
export function scopeArgs(model: string, operation: string, args: Args): Args {
  if (!COMPANY_MODELS.has(model)) return args;
  const context = currentContext();
  if (!context) throw new Error(`${model}.${operation} ran outside a request context; wrap system work in asSystem()`);
  if (context.system) return args;
  const companyId = context.companyId;
  if (!companyId) throw noCompany();
  const next: Args = { ...args };
  if (WHERE_OPS.has(operation)) next.where = narrowed(args.where, companyId);
  if (CREATE_OPS.has(operation)) next.data = owned(args.data, companyId);
  // an upsert's where is narrowed above, so its update stays in the company; its create is filled in
  if (operation === 'upsert') next.create = owned(args.create, companyId) as Record<string, unknown>;
  if ((operation === 'update' || operation === 'updateMany' || operation === 'updateManyAndReturn') && args.data && typeof args.data === 'object' && 'companyId' in (args.data as object)) {
    next.data = { ...(args.data as Record<string, unknown>), companyId };
  }
  return next;
}

/** The Prisma extension: every operation of a company-owned model goes through scopeArgs. */
export const companyScope = Prisma.defineExtension({
  name: 'karsaz-company-scope',
  query: {
    $allModels: {
      $allOperations({ model, operation, args, query }) {
        return query(scopeArgs(model, operation, args as Args) as typeof args);
      },
    },
  },
});

/** The client the services get: the base client with company isolation (typed as the base client it behaves as). */
export function scopedClient(base: PrismaClient): PrismaClient {
  return base.$extends(companyScope) as unknown as PrismaClient;
}
