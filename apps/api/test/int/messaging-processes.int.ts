/**
 * The checks with real processes: two API instances (in this process) and the built worker
 * (`dist/worker.js`, a child process) on the same PostgreSQL and a Redis of this test's own (a child
 * `redis-server`, so it can be stopped without touching the shared one).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databaseUrl, testConfig } from './support';
import { USER, signUpUser } from './identity-support';
import { createLogger } from '../../src/core/logging/logger';
import { openInfrastructure, closeInfrastructure, type Infrastructure } from '../../src/core/infrastructure';
import { createApp } from '../../src/app.factory';
import { isSeeded, seedDemo } from '../../src/seed/demo';
import { PrivateRedis, freePort, sleep, waitFor } from '../deps/harness';

jest.setTimeout(240_000);

const root = join(__dirname, '../../../..');
const workerJs = join(__dirname, '../../dist/worker.js');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Instance {
  app: NestFastifyApplication;
  infra: Infrastructure;
  host: string;
  http: () => ReturnType<typeof request>;
}

describe('messages across processes: two API instances, a worker process, a Redis that goes away', () => {
  const env: Record<string, string> = {};
  let redis: PrivateRedis;
  let a: Instance;
  let b: Instance;
  let worker: ChildProcess | null = null;
  let workerLog = '';
  let admin: string;
  let u: Awaited<ReturnType<typeof signUpUser>>;
  const savedRunWorkers = process.env.KARSAZ_RUN_WORKERS;

  /** An API instance as production runs it next to a worker process: HTTP only, no jobs. */
  async function startInstance(): Promise<Instance> {
    const config = testConfig(env);
    const infra = await openInfrastructure(config, createLogger(config.logLevel));
    if (!(await isSeeded(infra.db.prisma))) await seedDemo(infra.db.prisma, { adminMobile: config.adminMobile, adminPassword: config.adminPassword });
    const app = await createApp(infra);
    await app.init();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const host = `127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    return { app, infra, host, http: () => request(app.getHttpServer()) };
  }

  function startWorker(extra: Record<string, string> = {}): ChildProcess {
    workerLog = '';
    const child = spawn(process.execPath, [workerJs], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl(),
        KARSAZ_MIGRATE_ON_START: 'false',
        KARSAZ_SEED_ON_FIRST_RUN: 'false',
        KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-worker-')),
        ...env,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (workerLog += String(d)));
    child.stderr!.on('data', (d) => (workerLog += String(d)));
    return child;
  }

  async function stopWorker(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const w = worker;
    worker = null;
    if (!w || w.exitCode !== null || w.signalCode !== null) return;
    const exited = new Promise((r) => w.once('exit', r));
    w.kill(signal);
    await exited;
  }

  function connect(host: string, token: string): Promise<{ ws: WebSocket; messages: { Id: number; Content: string; Priority: number }[] }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://${host}/api/message-sender/notification?access_token=${encodeURIComponent(token)}`);
      const messages: { Id: number; Content: string; Priority: number }[] = [];
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === 'welcome') return resolve({ ws, messages });
        messages.push(m);
      });
      ws.on('close', (code) => reject(new Error(`closed ${code}`)));
      ws.on('error', reject);
    });
  }

  const status = (inst: Instance, ids: number[]) => inst.infra.db.prisma.message.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });

  beforeAll(async () => {
    // the worker runs the built code: build it when the sources are newer
    const built = spawnSync(process.execPath, ['-e', "import('./scripts/lib/run.mjs').then((m) => m.buildApiIfStale())"], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('could not build the API');
    redis = new PrivateRedis(await freePort());
    await redis.start();
    Object.assign(env, {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      JWT_SECRET: 'integration-tests-secret-of-at-least-32-chars',
      // the realtime channel is named after it: one deployment
      RATE_LIMIT_PREFIX: `karsaz-it-proc:${Date.now()}`,
    });
    process.env.KARSAZ_RUN_WORKERS = 'false';
    a = await startInstance();
    b = await startInstance();
    admin = (await a.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    // the sign-up code goes out through the worker process too
    worker = startWorker();
    await waitFor(() => workerLog.includes('worker ready'), 60_000, 'the worker');
    u = await signUpUser(a as never);
    await stopWorker();
  });

  afterAll(async () => {
    await stopWorker('SIGKILL');
    await a?.app.close();
    await b?.app.close();
    if (a) await closeInfrastructure(a.infra).catch(() => {});
    if (b) await closeInfrastructure(b.infra).catch(() => {});
    await redis?.stop();
    if (savedRunWorkers === undefined) delete process.env.KARSAZ_RUN_WORKERS;
    else process.env.KARSAZ_RUN_WORKERS = savedRunWorkers;
  });

  afterEach(async () => {
    await stopWorker();
  });

  it('delivers a message written through one instance, by the worker process, to a socket held by the other within a second', async () => {
    worker = startWorker();
    await waitFor(() => workerLog.includes('worker ready'), 30_000, 'the worker');
    const tab = await connect(b.host, u.tokens.access_token);
    const started = Date.now();
    const sent = await a.http().post('/api/messaging/v1/message/send').set(bearer(admin)).send({ recipientUserId: u.userId, type: 2, priority: 0, content: 'پیام از نمونهٔ الف' }).expect(200);
    await waitFor(() => tab.messages.length === 1, 1000, 'the message on instance B');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(tab.messages[0]).toMatchObject({ Id: sent.body.value.id, Content: 'پیام از نمونهٔ الف', Priority: 0 });
    await waitFor(async () => (await status(a, [sent.body.value.id]))[0]?.status === 3, 2000, 'status unread (delivered to the inbox)');
    tab.ws.close();
  });

  it('delivers each message exactly once when the worker is killed mid-delivery and started again', async () => {
    // a Kavenegar double that holds its answers until told, and honours `localid` as Kavenegar does
    const requests: string[] = [];
    const sentOnce = new Map<string, number>();
    let hold = true;
    const held: ServerResponse[] = [];
    const answer = (res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] }));
    };
    const double = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (d) => (body += String(d)));
      req.on('end', () => {
        const localId = new URLSearchParams(body).get('localid') ?? '';
        requests.push(localId);
        // the provider sends a text the first time it sees its localid, never again
        sentOnce.set(localId, (sentOnce.get(localId) ?? 0) + (sentOnce.has(localId) ? 0 : 1));
        if (hold) held.push(res);
        else answer(res);
      });
    });
    await new Promise<void>((r) => double.listen(0, '127.0.0.1', () => r()));
    const kavenegar = { KAVENEGAR_API_KEY: 'test-key', KAVENEGAR_BASE_URL: `http://127.0.0.1:${(double.address() as { port: number }).port}` };
    try {
      worker = startWorker(kavenegar);
      await waitFor(() => workerLog.includes('worker ready'), 30_000, 'the worker');
        const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await a.http().post('/api/messaging/v1/message/send').set(bearer(admin)).send({ recipientUserId: u.userId, type: 0, content: `پیامک ${i + 1}` }).expect(200);
        ids.push(r.body.value.id);
      }
      // the provider has some of them in hand, unanswered: kill the worker now
      await waitFor(() => held.length >= 2, 15_000, 'the worker to be mid-delivery');
      await stopWorker('SIGKILL');
      const inFlight = [...new Set(requests)];
      held.splice(0).forEach((res) => res.destroy());
      expect((await status(a, ids)).filter((m) => m.status !== 0)).toEqual([]);

      hold = false;
      worker = startWorker(kavenegar);
      await waitFor(async () => (await status(a, ids)).every((m) => m.status === 1), 150_000, 'every message sent');

      const expected = ids.map((id) => `karsaz-${id}`).sort();
      expect([...sentOnce.keys()].sort()).toEqual(expected);
      expect([...sentOnce.values()].every((n) => n === 1)).toBe(true);
      // the ones in flight at the kill were asked again, under the same localid
      for (const id of inFlight) expect(requests.filter((r) => r === id).length).toBeGreaterThanOrEqual(2);
      const rows = await a.infra.db.prisma.message.findMany({ where: { id: { in: ids } } });
      expect(rows.every((m) => m.sentAt !== null && m.leaseUntil === null)).toBe(true);
    } finally {
      held.forEach((res) => res.destroy());
      double.close();
    }
  });

  it('loses nothing while Redis is down: the messages go out when it returns', async () => {
    worker = startWorker();
    await waitFor(() => workerLog.includes('worker ready'), 30_000, 'the worker');
    const tab = await connect(a.host, u.tokens.access_token);
    const before = await a.http().post('/api/messaging/v1/message/send').set(bearer(admin)).send({ recipientUserId: u.userId, type: 2, content: 'پیش از قطع' }).expect(200);
    await waitFor(() => tab.messages.length === 1, 2000, 'the first message');

    await redis.stop();
    const ids: number[] = [before.body.value.id];
    for (let i = 0; i < 5; i++) {
      const r = await a.http().post('/api/messaging/v1/message/send').set(bearer(admin)).send({ recipientUserId: u.userId, type: i % 2 ? 0 : 2, content: `در نبود ردیس ${i + 1}` }).expect(200);
      ids.push(r.body.value.id);
    }
    await sleep(15_000);
    // nothing could go out, and nothing was dropped
    expect((await status(a, ids.slice(1))).every((m) => m.status === 0)).toBe(true);

    await redis.start();
    await waitFor(async () => (await status(a, ids)).every((m) => m.status === 1 || m.status === 3), 90_000, 'every message out after Redis returned');
    // the socket stayed open. Pub/sub keeps nothing, so a push published before this instance had resubscribed
    // is not on it; then the instance says 'resync' (the SPA refetches the bell). Whatever arrived came once.
    await waitFor(() => tab.messages.length === 4 || tab.messages.some((m) => (m as { type?: string }).type === 'resync'), 15_000, 'the system messages or a resync on the socket');
    const pushed = tab.messages.filter((m) => m.Content).map((m) => m.Content);
    expect(new Set(pushed).size).toBe(pushed.length);
    for (const c of pushed) expect(['پیش از قطع', 'در نبود ردیس 1', 'در نبود ردیس 3', 'در نبود ردیس 5']).toContain(c);
    const sms = await a.infra.db.prisma.devSms.findMany({ where: { mobileNumber: u.mobileNumber, text: { startsWith: 'در نبود ردیس' } } });
    expect(sms.map((s) => s.text).sort()).toEqual(['در نبود ردیس 2', 'در نبود ردیس 4']);
    tab.ws.close();
  });
});
