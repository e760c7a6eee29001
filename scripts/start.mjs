// `npm start` / `pnpm start`: installs the workspace if it is missing, builds what is missing or stale, then runs
// the API, which migrates, seeds on the first run, and serves the API under /api and the SPA under /common/ on
// one port (PORT, 3000 by default). With no DATABASE_URL, REDIS_URL or S3 settings it runs on its embedded
// defaults (PGlite under .data/, an in-process queue, a folder for objects).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, ensureInstalled, buildApiIfStale, buildWebIfStale } from './lib/run.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Karsaz needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

ensureInstalled();
buildApiIfStale();
buildWebIfStale();

const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
