// Small helpers shared by the root scripts (start, test, e2e-server): run a command, find pnpm, check freshness.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '12.21.0';

/** pnpm as this process was started by it, else from PATH, else through npx (a machine with only Node and npm). */
export function pnpmCommand() {
  const execpath = process.env.npm_execpath ?? '';
  if (/pnpm/.test(execpath) && existsSync(execpath)) {
    // pnpm may be a JavaScript file run by Node or a self-contained executable
    return /\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : [execpath];
  }
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('12.')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...(options.env ?? {}) } });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function pnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], options);
}

/**
 * pnpm in the background: resolves with its exit status. With `logFile`, its output goes there (to be printed once it
 * has finished, so tiers running side by side do not interleave); without, to this terminal.
 */
export function pnpmAsync(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return new Promise((resolve, reject) => {
    const out = options.logFile ? openSync(options.logFile, 'w') : 'inherit';
    const child = spawn(cmd, [...pre, ...args], { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...(options.env ?? {}) } });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (typeof out === 'number') closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export function must(status, what) {
  if (status !== 0) {
    console.error(`\n✖ ${what} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

/** Newest modification time of the files below the given paths (node_modules, dist and generated skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (!['node_modules', 'dist', 'generated', '.tmp'].includes(e)) walk(join(p, e));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function stale(output, inputs) {
  const out = join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newestMtime(inputs);
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs) return;
  console.log('Installing the workspace (pnpm install --frozen-lockfile)…');
  must(pnpm(['install', '--frozen-lockfile']), 'pnpm install');
}

export const apiInputs = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src', 'packages/entities/src', 'prisma/schema'];
export const webInputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/ui/src', 'packages/api-client/src', 'packages/domain/src', 'packages/entities/src'];

/** Builds the shared packages and the API when their output is missing or older than their sources. */
export function buildApiIfStale() {
  if (!stale('apps/api/dist/main.js', apiInputs) && existsSync(join(root, 'apps/api/src/generated/prisma/client.ts'))) return;
  console.log('Building the API…');
  must(pnpm(['--filter', '@karsaz/domain', '--filter', '@karsaz/entities', '--filter', '@karsaz/api', 'run', 'build']), 'building the API');
}

export function buildWebIfStale() {
  if (!stale('apps/web/dist/index.html', webInputs)) return;
  console.log('Building the web app…');
  must(pnpm(['--filter', '@karsaz/web', 'run', 'build']), 'building the web app');
}
