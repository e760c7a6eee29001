import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root: the nearest folder up from this file that holds pnpm-workspace.yaml. */
export function repoRoot(): string {
  let dir = __dirname;
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return resolve(process.cwd());
}

export function repoPaths() {
  const root = repoRoot();
  return {
    root,
    schemaDir: join(root, 'prisma', 'schema'),
    migrationsDir: join(root, 'prisma', 'migrations'),
    dataDir: process.env.KARSAZ_DATA_DIR ? resolve(process.env.KARSAZ_DATA_DIR) : join(root, '.data'),
    webDist: join(root, 'apps', 'web', 'dist'),
  };
}
