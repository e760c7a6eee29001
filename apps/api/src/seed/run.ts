/** `pnpm seed`: writes the demo organisation into the configured database (idempotent). */
import { loadConfig } from '../core/config/config';
import { openDatabase } from '../core/database/database';
import { seedDemo } from './demo';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await seedDemo(db.prisma, { adminMobile: config.adminMobile, adminPassword: config.adminPassword });
    console.log(`Seeded the demo organisation into the ${db.mode} database (administrator ${config.adminMobile}).`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
