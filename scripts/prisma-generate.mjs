// Generates the Prisma client into apps/api/src/generated/prisma. Prisma's CLI insists on locating its native
// schema engine even though generating does not use it, and that engine cannot be downloaded here, so a stand-in
// that refuses to run is named instead (migrations use the WebAssembly engine: apps/api/src/cli/migrate.ts).
// The CLI is run with this Node directly, so no package manager needs to be on PATH.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/api/package.json'));
const cli = join(dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? join(root, 'scripts/lib/no-schema-engine.sh'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const r = spawnSync(process.execPath, [cli, 'generate', '--config', join(root, 'prisma.config.ts')], { cwd: join(root, 'apps/api'), env, encoding: 'utf8' });
if (r.status !== 0) {
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  process.exit(r.status ?? 1);
}
