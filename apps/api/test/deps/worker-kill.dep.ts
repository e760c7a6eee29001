/**
 * Fault 4: a worker (`dist/worker.js`) killed with `kill -9` in the middle of sending. The API serves HTTP only
 * (KARSAZ_RUN_WORKERS=false) as in production; the job queue's crash detection is shortened by its settings
 * (QUEUE_LOCK_MS, QUEUE_STALLED_INTERVAL_MS, MESSAGE_LEASE_MS) so the test takes seconds, not minutes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Client } from 'pg';
import { ADMIN, KarsazProcess, USER_API, call, dropDatabase, freePort, freshDatabase, json, waitFor } from './harness';

jest.setTimeout(150_000);

/** A Kavenegar double that counts calls; like Kavenegar it sends a text once per `localid`. */
class SmsStub {
  readonly requests: string[] = [];
  readonly sent = new Map<string, number>();
  readonly held: ServerResponse[] = [];
  hold = true;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (d) => (body += String(d)));
      req.on('end', () => {
        const localId = new URLSearchParams(body).get('localid') ?? '';
        this.requests.push(localId);
        if (!this.sent.has(localId)) this.sent.set(localId, 1);
        if (this.hold) this.held.push(res);
        else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] }));
        }
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    this.held.splice(0).forEach((r) => r.destroy());
    await new Promise((r) => this.server?.close(r));
  }
}

describe('fault 4: a worker killed mid-job', () => {
  let db: string;
  let api: KarsazProcess;
  let pg: Client;
  let stub: SmsStub;
  let token: string;
  let userId: number;
  const workers: KarsazProcess[] = [];
  const env: Record<string, string> = {};

  const worker = async (extra: Record<string, string> = {}) => {
    const w = new KarsazProcess('worker', { ...env, ...extra });
    workers.push(w);
    return w.start().ready();
  };
  const send = async (content: string): Promise<number> => {
    const r = await call(`${api.base}/api/messaging/v1/message/send`, json(token, { recipientUserId: userId, type: 0, content }));
    expect(r.status).toBe(200);
    return r.body.value.id;
  };
  const statuses = async (ids: number[]) => (await pg.query('SELECT status FROM message WHERE id = ANY($1) ORDER BY id', [ids])).rows.map((r) => r.status as number);

  beforeAll(async () => {
    db = await freshDatabase('worker');
    stub = await new SmsStub().start();
    Object.assign(env, {
      DATABASE_URL: db,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      RATE_LIMIT_PREFIX: `karsaz-dep-worker:${Date.now()}`,
      KARSAZ_RUN_WORKERS: 'false',
      QUEUE_LOCK_MS: '3000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      MESSAGE_LEASE_MS: '11000',
    });
    api = new KarsazProcess('main', env, await freePort());
    await api.start().ready();
    const login = await call(`${api.base}${USER_API}/login`, json(null, ADMIN));
    token = login.body.value.access_token;
    userId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    pg = new Client({ connectionString: db });
    await pg.connect();
  });

  afterAll(async () => {
    for (const w of workers) await w.stop('SIGKILL');
    await api?.stop();
    await stub?.stop();
    await pg?.end();
    if (db) await dropDatabase(db);
  });

  it('retries the jobs of a worker killed mid-send (stalled-job detection) and sends each message exactly once', async () => {
    const kavenegar = { KAVENEGAR_API_KEY: 'test-key', KAVENEGAR_BASE_URL: `http://127.0.0.1:${stub.port}` };
    const first = await worker(kavenegar);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await send(`پیامک ${i + 1}`));
    // the provider has taken some of them (and, as far as it knows, sent them) but not answered: kill -9 now
    await waitFor(() => stub.held.length >= 2, 20_000, 'the worker to be mid-send');
    await first.stop('SIGKILL');
    const inFlight = [...new Set(stub.requests)];
    stub.held.splice(0).forEach((r) => r.destroy());
    expect(await statuses(ids)).toEqual([0, 0, 0, 0]);

    stub.hold = false;
    const second = await worker(kavenegar);
    const readyAt = Date.now();
    await waitFor(async () => (await statuses(ids)).every((s) => s === 1), 60_000, 'every message sent', 250);
    const took = Date.now() - readyAt;

    // exactly once: every message reached the provider under its own key, each sent once
    expect([...stub.sent.keys()].sort()).toEqual(ids.map((id) => `karsaz-${id}`).sort());
    expect([...stub.sent.values()].every((n) => n === 1)).toBe(true);
    // the ones in flight at the kill were retried under the same key
    for (const id of inFlight) expect(stub.requests.filter((r) => r === id).length).toBeGreaterThanOrEqual(2);
    // by the queue's stalled-job detection (the sweeper would wait 30 s and more)
    expect(second.lines().some((l) => l.msg === 'a job stalled (its worker stopped mid-job); it runs again')).toBe(true);
    expect(took).toBeLessThan(25_000);
    const rows = (await pg.query('SELECT sent_at, lease_until FROM message WHERE id = ANY($1)', [ids])).rows;
    expect(rows.every((r) => r.sent_at !== null && r.lease_until === null)).toBe(true);
    await second.stop('SIGKILL');
  });

  it('does not send again when the send completed but the worker died before marking it sent (key checked in PostgreSQL)', async () => {
    // no worker runs (the first case's are stopped): the message waits in the outbox
    for (const w of workers) await w.stop('SIGKILL');
    const id = await send('پیامک پس از سقوط');
    const mobile = (await pg.query('SELECT address FROM message WHERE id = $1', [id])).rows[0].address as string;
    // what a worker killed right after the development provider's send leaves behind: the text is out under its
    // key, the message still queued
    await pg.query('INSERT INTO dev_sms (mobile_number, text, local_id) VALUES ($1, $2, $3)', [mobile, 'پیامک پس از سقوط', `karsaz-${id}`]);
    const w = await worker();
    await waitFor(async () => (await statuses([id]))[0] === 1, 30_000, 'the message marked sent', 250);
    const copies = (await pg.query('SELECT count(*)::int AS n FROM dev_sms WHERE local_id = $1', [`karsaz-${id}`])).rows[0].n;
    expect(copies).toBe(1);
    expect(w.lines().some((l) => /not sent again/.test(String(l.msg)))).toBe(true);
  });
});
