import { PrismaPg } from '@prisma/adapter-pg';
import { Pool, types as pgTypes, type CustomTypesConfig } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { serialTransactions } from './serial-transactions';
import { DependencyUnavailableError, unavailableDependency } from '../http/dependency-errors';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaClient, type Prisma } from '../../generated/prisma/client';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { KarsazConfig } from '../config/config';
import { repoPaths } from '../config/paths';
import { openEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrator';
import { scopedClient } from './company-scope';
import { syncMenus, type MenuSyncReport } from './menu-sync';
import type { EventEmitter } from 'node:events';
import { accessWritesEmitter, watchAccessWrites } from './access-writes';
import { ENTITIES, SEARCH_TEXT_FIELD, searchColumns } from '@karsaz/entities';

export { PrismaClient };

export interface Database {
  /**
   * The unscoped client: every company's rows. For the seed, migrations, scripts and tests; the app's services
   * get `scoped` (the DI token PrismaClient).
   */
  prisma: PrismaClient;
  /** The same connection with company isolation (company-scope.ts): what every service and controller uses. */
  scoped: PrismaClient;
  mode: 'postgresql' | 'embedded';
  /** Migrations applied while opening (empty when up to date or when migrating on start is off). */
  applied: string[];
  /** What the menu sync changed (null when migrating on start is off): menus and actions follow the manifests. */
  synced: MenuSyncReport | null;
  /**
   * Runs one read-only statement and answers its rows with Prisma's value types (a day or a time as a Date at UTC,
   * a numeric as its exact text): the engine's compiled lists (entity/list-sql.ts). On PostgreSQL it goes straight
   * to the pool Prisma's adapter shares, skipping the client's per-query work; embedded, through $queryRawUnsafe.
   */
  read(text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
  /** 'written' after every write to sessions, users, roles, grants, actions, menus or OAuth clients (access-writes.ts). */
  accessWrites: EventEmitter;
  close(): Promise<void>;
}

/**
 * A transaction waits up to `maxWait` for a connection of the pool (10) and may then run for `timeout` (Prisma's
 * defaults are 2 s and 5 s): a burst of writes (200 at once, test/faults/kill9.fault.ts) queues for the pool and
 * for the rows it locks (a document's numbering) instead of failing; one that still runs out of time is rolled
 * back and answered 503 (envelope.ts), never 500. The import sets its own, longer limits.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/**
 * What no query reads unless it asks: the search text of every searchable entity (docs/search.md), a column the
 * database keeps for searchTerm, never part of a row the API answers, audits or exports.
 */
export const OMITTED = Object.fromEntries(
  ENTITIES.filter((e) => searchColumns(e).length).map((e) => [e.model.charAt(0).toLowerCase() + e.model.slice(1), { [SEARCH_TEXT_FIELD]: true }]),
);

/**
 * pg's value parsers as Prisma's are for the engine's columns: a day (`date`) and a time of day (`time`) become a
 * Date at UTC (pg would read a day in the process's zone, a time as text); numerics stay exact text, timestamps
 * Dates, integers numbers, as pg does by default.
 */
const PRISMA_LIKE_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pgTypes.builtins.DATE) return (s: string) => new Date(`${s}T00:00:00.000Z`);
    if (oid === pgTypes.builtins.TIME) return (s: string) => new Date(`1970-01-01T${s}Z`);
    return pgTypes.getTypeParser(oid, format);
  },
} as unknown as CustomTypesConfig;

/** The client on a driver adapter, with the project's options. */
function client(adapter: SqlDriverAdapterFactory): PrismaClient {
  return new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS, omit: OMITTED as Prisma.GlobalOmitConfig }) as unknown as PrismaClient;
}

/**
 * Opens the database: PostgreSQL through the pg driver adapter when DATABASE_URL is set, otherwise the embedded
 * PGlite under `<dataDir>/pg`. Unless KARSAZ_MIGRATE_ON_START is false, pending migrations are applied first and
 * the menus and actions are synced from the module manifests (menu-sync.ts).
 */
export async function openDatabase(config: Pick<KarsazConfig, 'databaseUrl' | 'dataDir' | 'migrateOnStart'>): Promise<Database> {
  const paths = repoPaths();
  if (config.databaseUrl) {
    const applied = config.migrateOnStart ? await applyMigrations(paths, { url: config.databaseUrl }) : [];
    const accessWrites = accessWritesEmitter();
    // one pool for Prisma's adapter and the direct reads (closed by $disconnect: disposeExternalPool)
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    const base = client(serialTransactions(new PrismaPg(pool, { disposeExternalPool: true })));
    const prisma = watchAccessWrites(base, accessWrites);
    const synced = config.migrateOnStart ? await syncOrClose(prisma, () => base.$disconnect()) : null;
    const read = async (text: string, values: unknown[]) => {
      try {
        return (await pool.query({ text, values, types: PRISMA_LIKE_TYPES })).rows as Record<string, unknown>[];
      } catch (err) {
        // a refused or reset socket of this pool is the database's, answered 503 as Prisma's would be
        if (unavailableDependency(err) === 'service') throw new DependencyUnavailableError('database', err);
        throw err;
      }
    };
    return { prisma, scoped: watchAccessWrites(scopedClient(base), accessWrites), mode: 'postgresql', applied, synced, accessWrites, read, close: () => base.$disconnect() };
  }
  const pglite: PGlite = await openEmbeddedDatabase(config.dataDir);
  const applied = config.migrateOnStart ? await applyMigrations(paths, { pglite }) : [];
  const accessWrites = accessWritesEmitter();
  const base = client(new PrismaPGlite(pglite));
  const prisma = watchAccessWrites(base, accessWrites);
  const synced = config.migrateOnStart ? await syncOrClose(prisma, async () => { await base.$disconnect(); await pglite.close(); }) : null;
  return {
    prisma,
    scoped: watchAccessWrites(scopedClient(base), accessWrites),
    mode: 'embedded',
    applied,
    synced,
    accessWrites,
    read: (text, values) => base.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values),
    close: async () => {
      await base.$disconnect();
      await pglite.close();
    },
  };
}

async function syncOrClose(prisma: PrismaClient, close: () => Promise<void>): Promise<MenuSyncReport> {
  try {
    return await syncMenus(prisma);
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
