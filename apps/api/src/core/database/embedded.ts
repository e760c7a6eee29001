import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations use (pg_trgm: the trigram indexes behind every list's search), for
 * each PGlite the project opens: the embedded database and the migrator's scratch databases.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded PostgreSQL (PGlite) used when no DATABASE_URL is set; its files live under `<dataDir>/pg`. */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const db = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  return db;
}
