import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireEmbeddedLock } from './embedded-lock';

/**
 * The PostgreSQL extensions the migrations use (pg_trgm: the trigram indexes behind every list's search), for
 * each PGlite the project opens: the embedded database and the migrator's scratch databases.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The lock file that makes one process the owner of the embedded database (embedded-lock.ts). */
export function embeddedLockFile(dataDir: string): string {
  return join(dataDir, 'pg.lock');
}

/**
 * The embedded PostgreSQL (PGlite) used when no DATABASE_URL is set; its files live under `<dataDir>/pg`. Every
 * entry point (API, worker, seed, migrate) opens it here, so it is held by one process: a second one is refused
 * with an EmbeddedDatabaseLockedError naming the holder. Closing the database releases the lock.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const lock = acquireEmbeddedLock(embeddedLockFile(dataDir));
  try {
    const db = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    const close = db.close.bind(db);
    db.close = async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    };
    return db;
  } catch (err) {
    lock.release();
    throw err;
  }
}
