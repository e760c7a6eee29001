/**
 * A small harness for tests that run the built API (or worker) as a real process: a free port, spawn with an
 * environment, wait for health, keep the output, send signals, wait for the exit. Nothing here knows about a
 * particular fault; the fault tests (and the embedded-lock test) build on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const API_MAIN = join(__dirname, '../../dist/main.js');
export const WORKER_MAIN = join(__dirname, '../../dist/worker.js');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The environment of a machine with nothing configured: only PATH and HOME of the test's own. */
export function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...extra };
}

/**
 * The environment of the run's fresh database and the real Redis (int global setup), with its own data folder and
 * its own Redis namespace, so processes of one test share state and other tests' processes do not.
 */
export function serviceEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-fault-')),
    JWT_SECRET: 'fault-tests-secret-of-at-least-32-characters',
    RATE_LIMIT_PREFIX: `karsaz-fault:${process.pid}:${Date.now()}`,
    LOG_LEVEL: 'info',
    ...extra,
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  stdout(): string;
  stderr(): string;
  /** The JSON log lines of stdout, parsed. */
  logs(): Record<string, unknown>[];
  /** Resolves when the process has exited (its streams closed). */
  exited: Promise<Exit>;
  isRunning(): boolean;
  /** Polls GET /api/health until it answers 200 (rejects if the process exits or the time runs out). */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** Polls the output until `pattern` shows up. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit. Safe to call on an exited process. */
  stop(graceMs?: number): Promise<Exit>;
}

export interface StartOptions {
  /** dist/main.js by default */
  script?: string;
  env: NodeJS.ProcessEnv;
  /** PORT and HOST are set from a free port unless given in env */
  port?: number;
}

/** Spawns `node <script>` with `env` (only what is given, plus PATH/HOME unless env has them). */
export async function startProcess(options: StartOptions): Promise<RunningProcess> {
  const port = options.port ?? (options.env.PORT ? Number(options.env.PORT) : await freePort());
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', ...options.env, PORT: String(port) };
  const child = spawn(process.execPath, [options.script ?? API_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (err += String(d)));
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  const base = `http://127.0.0.1:${port}`;
  const p: RunningProcess = {
    child,
    pid: child.pid!,
    port,
    base,
    stdout: () => out,
    stderr: () => err,
    logs: () =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => {
          try {
            return JSON.parse(l) as Record<string, unknown>;
          } catch {
            return {};
          }
        }),
    exited,
    isRunning: () => !done,
    async waitHealthy(timeoutMs = 60000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (done) throw new Error(`the process exited before it was healthy:\n${err || out.slice(-2000)}`);
        const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) }).then((r) => r.status, () => 0);
        if (status === 200) return;
        await sleep(250);
      }
      throw new Error(`not healthy within ${timeoutMs} ms:\n${err || out.slice(-2000)}`);
    },
    async waitForOutput(pattern, timeoutMs = 30000) {
      const until = Date.now() + timeoutMs;
      while (!pattern.test(out + err)) {
        if (Date.now() > until) throw new Error(`no ${pattern} in the output within ${timeoutMs} ms:\n${err || out.slice(-2000)}`);
        await sleep(100);
      }
    },
    signal(sig) {
      if (!done) child.kill(sig);
    },
    async stop(graceMs = 10000) {
      if (done) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  return p;
}

/** Starts the built API and waits until it is healthy. */
export async function startApi(env: NodeJS.ProcessEnv, timeoutMs = 90000): Promise<RunningProcess> {
  const p = await startProcess({ env });
  try {
    await p.waitHealthy(timeoutMs);
  } catch (e) {
    await p.stop(1000);
    throw e;
  }
  return p;
}

/** Signs in with a mobile number and password (the demo administrator by default); answers the access token. */
export async function signIn(base: string, mobileNumber = '09120000000', password = 'karsaz-demo-1404'): Promise<string> {
  const res = await fetch(`${base}/api/identity/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber, password }),
  });
  const body = (await res.json()) as { value?: { access_token?: string } };
  if (res.status !== 200 || !body.value?.access_token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.value.access_token;
}
