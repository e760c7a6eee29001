/**
 * Processes for the dependency-fault tests: the built API and worker (`dist/main.js`, `dist/worker.js`) as child
 * processes, and private dependencies this test may stop without touching the machine's shared ones (a PostgreSQL
 * cluster in a temporary folder, a `redis-server` without persistence, s3rver), plus a round-robin TCP proxy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const apiRoot = join(__dirname, '../..');
export const repoRoot = join(apiRoot, '../..');
// the primitives every test that runs the built API as a process shares
export { freePort, sleep } from '../faults/harness';
import { freePort, sleep } from '../faults/harness';

export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string, everyMs = 100): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** fetch with a deadline: a hang is a failure, not a stuck test. */
export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<{ status: number; headers: Headers; body: any; ms: number }> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
}

export const json = (token: string | null, body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
export const auth = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

/** A built API (`main`) or worker process with its own environment and collected log lines. */
export class KarsazProcess {
  proc: ChildProcess | null = null;
  log = '';
  constructor(
    readonly script: 'main' | 'worker',
    readonly env: Record<string, string>,
    readonly port = 0,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Log lines (pino JSON) parsed; other lines are skipped. */
  lines(): Record<string, unknown>[] {
    return this.log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return {};
        }
      });
  }

  start(): this {
    this.log = '';
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...(this.port ? { PORT: String(this.port) } : {}),
      KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), `karsaz-deps-${this.script}-`)),
      JWT_SECRET: 'dependency-fault-tests-secret-of-32-chars-or-more',
      ...this.env,
    };
    this.proc = spawn(process.execPath, [join(apiRoot, 'dist', `${this.script}.js`)], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc.stdout!.on('data', (d) => (this.log += String(d)));
    this.proc.stderr!.on('data', (d) => (this.log += String(d)));
    return this;
  }

  get running(): boolean {
    return !!this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /**
   * The API: until it logged that it listens and /api/health answers at all (200, or 503 with a dependency down): the
   * log line is this process's own, so a port another tier's process reused for a moment cannot pass for it. The
   * worker: 'worker ready'.
   */
  // a busy machine has been seen to take over a minute to start the app (every module's routes mapped)
  async ready(ms = 120_000): Promise<this> {
    const start = Date.now();
    for (;;) {
      if (!this.running) throw new Error(`${this.script} exited (${this.proc?.exitCode ?? this.proc?.signalCode}): ${this.log.slice(-2000)}`);
      if (this.script === 'worker') {
        if (this.log.includes('worker ready')) return this;
      } else if (this.log.includes('Karsaz listening')) {
        const r = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
        await r?.arrayBuffer().catch(() => undefined);
        if (r && (r.status === 200 || r.status === 503)) return this;
      }
      if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${this.script} to be ready: ${this.log.slice(-2000)}`);
      await sleep(200);
    }
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM', ms = 15_000): Promise<void> {
    // DEPS_LOG_DIR=/some/dir keeps each process's log for a look after the run
    if (process.env.DEPS_LOG_DIR) writeFileSync(join(process.env.DEPS_LOG_DIR, `${this.script}-${this.port}-${Date.now()}.log`), this.log);
    const p = this.proc;
    if (!p || !this.running) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill(signal);
    const timer = setTimeout(() => p.kill('SIGKILL'), ms);
    await exited;
    clearTimeout(timer);
  }
}

export async function startApi(env: Record<string, string>): Promise<KarsazProcess> {
  return new KarsazProcess('main', env, await freePort()).start().ready();
}

/** A PostgreSQL cluster of the test's own in a temporary folder, run as the `postgres` OS user when we are root. */
export class PrivatePostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'karsaz-pg-'));
  /** PG_BIN, else the newest server installed from Debian's packages */
  private readonly bin =
    process.env.PG_BIN ??
    join(
      '/usr/lib/postgresql',
      (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : ['15']).sort((x, y) => Number(y) - Number(x))[0]!,
      'bin',
    );
  constructor(readonly port: number) {}

  private run(cmd: string, args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    const r = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', join(this.bin, cmd), ...args], { encoding: 'utf8', timeout: 60_000 }) : spawnSync(join(this.bin, cmd), args, { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout || r.error?.message}`);
  }

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init(): this {
    if (process.getuid?.() === 0) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(this.dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
    }
    this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    return this;
  }

  start(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(this.dir, 'log'), '-w', '-t', '30', 'start']);
  }

  /** `-m fast`: every session is ended (57P01), as an operator's restart does. */
  stop(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', '-t', '30', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      /* not running */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A throw-away Redis without persistence: stopping it loses every key, as a crashed cache would. */
export class PrivateRedis {
  proc: ChildProcess | null = null;
  constructor(readonly port: number) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(() => spawnSync('redis-cli', ['-p', String(this.port), 'ping']).stdout?.toString().trim() === 'PONG', 10_000, 'redis-server');
  }
  async stop(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGKILL');
    await exited;
    this.proc = null;
  }
}

/** s3rver (an S3-compatible server) in this process, on a fixed port so it can be stopped and started again. */
export class PrivateS3 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  private static readonly S3rver = require('s3rver');
  private server: { run(): Promise<unknown>; close(): Promise<void> } | null = null;
  readonly dir = mkdtempSync(join(tmpdir(), 'karsaz-s3-'));
  constructor(readonly port: number) {}
  get env(): Record<string, string> {
    return { S3_ENDPOINT: `http://127.0.0.1:${this.port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'karsaz-deps' };
  }
  async start(): Promise<void> {
    this.server = new PrivateS3.S3rver({ port: this.port, address: '127.0.0.1', silent: true, directory: this.dir });
    await this.server!.run();
  }
  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }
}

/** A TCP proxy that hands each new connection to the next target in turn (a port-forwarding load balancer). */
export class RoundRobinProxy {
  private server: Server | null = null;
  private next = 0;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(readonly targets: number[]) {}
  async start(): Promise<this> {
    this.server = createServer((client) => {
      const target = this.targets[this.next++ % this.targets.length];
      const upstream = createConnection({ host: '127.0.0.1', port: target });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }
  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  async stop(): Promise<void> {
    this.sockets.forEach((s) => s.destroy());
    await new Promise((r) => this.server?.close(r) ?? r(undefined));
  }
}

/**
 * A migrated and seeded database on the run's shared PostgreSQL, for tests that do not stop it: a copy
 * (CREATE DATABASE … TEMPLATE) of the run's database, which the first call migrates and seeds once with the
 * built seed command, so each test file starts its API in seconds instead of migrating again.
 */
export async function freshDatabase(label: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg');
  const server = process.env.TEST_DATABASE_SERVER_URL!;
  const template = process.env.TEST_DATABASE_NAME!;
  const templateUrl = process.env.TEST_DATABASE_URL!;
  const probe = new Client({ connectionString: templateUrl });
  await probe.connect();
  const migrated = (await probe.query(`SELECT to_regclass('public.user_account') IS NOT NULL AS ok`)).rows[0].ok;
  const ready = migrated && (await probe.query('SELECT count(*)::int AS n FROM user_account')).rows[0].n > 0;
  await probe.end();
  if (!ready) {
    const r = spawnSync(process.execPath, [join(apiRoot, 'dist/seed/run.js')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 120_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: templateUrl, KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-deps-seed-')) },
    });
    if (r.status !== 0) throw new Error(`seeding the template database failed: ${r.stderr || r.stdout}`);
  }
  const name = `${template}_${label}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL! });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
}

export const ADMIN = { mobileNumber: '09120000000', password: 'karsaz-demo-1404' };
export const USER_API = '/api/identity/user/v1';

export async function signIn(base: string): Promise<{ access_token: string; refresh_token: string }> {
  const r = await call(`${base}${USER_API}/login`, json(null, ADMIN));
  if (r.status !== 200) throw new Error(`sign-in answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.value;
}
