/**
 * Creates and applies Prisma migrations with Prisma's own WebAssembly schema engine.
 *
 * Prisma's CLI downloads a native schema engine from Prisma's servers, which is not reachable on restricted
 * networks (and not on the machines this project is built on). The engine is also published as WebAssembly and
 * works through a driver adapter, so this module drives it directly:
 *  - `createMigrationSql` diffs the committed migrations (replayed on an in-memory PGlite shadow database) against
 *    the schema files and returns the SQL of the next migration;
 *  - `applyMigrations` applies pending migrations and records them in `_prisma_migrations`, exactly as
 *    `prisma migrate deploy` does, so the folder stays usable by the standard CLI;
 *  - `driftSql` tells what SQL would bring a live database to the schema (empty when there is no drift).
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './embedded';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const glue = require('@prisma/schema-engine-wasm/schema_engine_bg') as {
  __wbg_set_wasm(exports: unknown): void;
  SchemaEngine: SchemaEngineStatic;
};

interface MigrationList {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  shadowDbInitScript: string;
  migrationDirectories: { path: string; migrationFile: { path: string; content: { tag: 'ok'; value: string } } }[];
}
interface SchemaEngineInstance {
  diff(p: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(p: unknown): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
}
interface SchemaEngineStatic {
  ['new'](options: { datamodels: [string, string][] | undefined }, log: (msg: string) => void, adapter: object): Promise<SchemaEngineInstance>;
}

let wasmReady = false;
function initWasm(): void {
  if (wasmReady) return;
  const pkgDir = join(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'), '..');
  const bytes = readFileSync(join(pkgDir, 'schema_engine_bg.wasm'));
  const module = new WebAssembly.Module(bytes);
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  wasmReady = true;
}

export interface MigratorPaths {
  schemaDir: string;
  migrationsDir: string;
}

export function readSchemaFiles(schemaDir: string): { path: string; content: string }[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.prisma'))
    .sort()
    .map((f) => ({ path: join(schemaDir, f), content: readFileSync(join(schemaDir, f), 'utf8') }));
}

export function readMigrations(migrationsDir: string): MigrationList {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((d) => statSync(join(migrationsDir, d)).isDirectory() && existsSync(join(migrationsDir, d, 'migration.sql')))
        .sort()
    : [];
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => ({
      path: d,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: readFileSync(join(migrationsDir, d, 'migration.sql'), 'utf8') } },
    })),
  };
}

/** A factory whose main connection is the given one and whose shadow database is a fresh in-memory PGlite. */
function withPgliteShadow(main: () => Promise<SqlDriverAdapter>, cleanups: (() => Promise<void>)[]): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: 'postgres',
    adapterName: 'karsaz-migrator',
    connect: main,
    connectToShadowDb: async () => {
      const shadow = new PGlite({ extensions: PGLITE_EXTENSIONS });
      cleanups.push(() => shadow.close().catch(() => undefined));
      return new PrismaPGlite(shadow).connect();
    },
  };
}

/**
 * The pg adapter runs a script by splitting it on every ';', which breaks migrations holding functions or
 * triggers ($$ bodies). PostgreSQL's simple query protocol runs a whole script as one implicit transaction, which
 * is what Prisma's native engine does, so scripts go to the server whole.
 */
async function connectPgWithScripts(url: string, cleanups: (() => Promise<void>)[]): Promise<SqlDriverAdapter> {
  const pool = new Pool({ connectionString: url, max: 2 });
  cleanups.push(() => pool.end().catch(() => undefined));
  // Describing a live database reads catalog columns of PostgreSQL's internal "char" type (OID 18), which the
  // pg adapter cannot map; their values are one-letter strings, so they are handed over as text (OID 25).
  const charAsText = (target: { query: (...args: unknown[]) => unknown }) => {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.then((r: { fields?: { dataTypeID: number }[] }) => {
        for (const f of r?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
        return r;
      });
    };
  };
  charAsText(pool as unknown as { query: (...args: unknown[]) => unknown });
  pool.on('connect', (client) => charAsText(client as unknown as { query: (...args: unknown[]) => unknown }));
  const adapter = await new PrismaPg(pool).connect();
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === 'executeScript') return async (script: string) => void (await pool.query(script));
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export type MigrationTarget = { url: string } | { pglite: PGlite };

function factoryFor(target: MigrationTarget | null, cleanups: (() => Promise<void>)[]): SqlMigrationAwareDriverAdapterFactory {
  if (target && 'url' in target) return withPgliteShadow(() => connectPgWithScripts(target.url, cleanups), cleanups);
  if (target && 'pglite' in target) {
    const db = target.pglite;
    return withPgliteShadow(() => new PrismaPGlite(db).connect(), cleanups);
  }
  return withPgliteShadow(async () => {
    const scratch = new PGlite({ extensions: PGLITE_EXTENSIONS });
    cleanups.push(() => scratch.close().catch(() => undefined));
    return new PrismaPGlite(scratch).connect();
  }, cleanups);
}

async function withEngine<T>(paths: MigratorPaths, target: MigrationTarget | null, fn: (e: SchemaEngineInstance) => Promise<T>): Promise<T> {
  initWasm();
  const files = readSchemaFiles(paths.schemaDir);
  const cleanups: (() => Promise<void>)[] = [];
  const engine = await glue.SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content]) },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(factoryFor(target, cleanups)),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    for (const c of cleanups) await c();
  }
}

const noFilter = { externalTables: [], externalEnums: [] };

/** The SQL that takes the database built by the committed migrations to the schema; '' when they agree. */
export async function createMigrationSql(paths: MigratorPaths): Promise<string> {
  return withEngine(paths, null, async (engine) => {
    const res = await engine.diff({
      from: { tag: 'migrations', ...readMigrations(paths.migrationsDir) },
      to: { tag: 'schemaDatamodel', files: readSchemaFiles(paths.schemaDir) },
      script: true,
      exitCode: true,
      filters: noFilter,
    });
    return res.exitCode === 2 ? (res.stdout ?? '') : '';
  });
}

/** Applies pending migrations to the target and records them in `_prisma_migrations`. */
export async function applyMigrations(paths: MigratorPaths, target: MigrationTarget): Promise<string[]> {
  return withEngine(paths, target, async (engine) => {
    const res = await engine.applyMigrations({ migrationsList: readMigrations(paths.migrationsDir), filters: noFilter });
    return res.appliedMigrationNames;
  });
}

/** The SQL that would bring the live database to the schema; '' when it has no drift. */
export async function driftSql(paths: MigratorPaths, target: { url: string }): Promise<string> {
  return withEngine(paths, target, async (engine) => {
    // 'schemaDatasource' is the database behind the engine's adapter, i.e. the live one.
    const res = await engine.diff({
      from: { tag: 'schemaDatasource', files: readSchemaFiles(paths.schemaDir), configDir: paths.schemaDir },
      to: { tag: 'schemaDatamodel', files: readSchemaFiles(paths.schemaDir) },
      script: true,
      exitCode: true,
      filters: noFilter,
    });
    return res.exitCode === 2 ? (res.stdout ?? '') : '';
  });
}
