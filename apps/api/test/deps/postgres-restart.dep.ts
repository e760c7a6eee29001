/**
 * Fault 2: PostgreSQL restarted under load. A private PostgreSQL cluster (the machine's shared one is never
 * touched) is stopped with `pg_ctl -m fast` (every session ended, as an operator's restart does) while eight
 * callers list and save; it comes back four seconds later. During the outage every request is answered quickly
 * with 503 in the envelope and a Retry-After; after it, everything succeeds again without restarting the API.
 */
import { Client } from 'pg';
import { KarsazProcess, PrivatePostgres, auth, call, freePort, json, signIn, sleep, waitFor } from './harness';

jest.setTimeout(120_000);

interface Outcome {
  kind: 'list' | 'save';
  code?: string;
  started: number;
  ended: number;
  status: number;
  body: any;
  retryAfter: string | null;
}

describe('fault 2: PostgreSQL restarted under load', () => {
  let pg: PrivatePostgres;
  let api: KarsazProcess;

  beforeAll(async () => {
    pg = new PrivatePostgres(await freePort()).init();
    pg.start();
    api = new KarsazProcess('main', { DATABASE_URL: pg.url, REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_PREFIX: `karsaz-dep-pg:${Date.now()}` }, await freePort());
    await api.start().ready();
  });

  afterAll(async () => {
    await api?.stop();
    pg?.destroy();
  });

  it('answers 503 in the envelope (never 500, never a hang) while it is down, and recovers without a restart', async () => {
    const { access_token: token } = await signIn(api.base);
    const pid = api.proc!.pid;
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    let n = 0;
    const outcomes: Outcome[] = [];
    let stopLoad = false;

    const one = async (kind: 'list' | 'save'): Promise<void> => {
      const started = Date.now();
      const code = kind === 'save' ? `P${run}${++n}` : undefined;
      try {
        const r =
          kind === 'list'
            ? await call(`${api.base}/api/base-data/v1/country/getFiltered?pageSize=5`, { ...auth(token), timeoutMs: 20_000 })
            : await call(`${api.base}/api/base-data/v1/country/create`, { ...json(token, { code, nameFa: `کشور ${code}` }), timeoutMs: 20_000 });
        outcomes.push({ kind, code, started, ended: Date.now(), status: r.status, body: r.body, retryAfter: r.headers.get('retry-after') });
      } catch (err) {
        outcomes.push({ kind, code, started, ended: Date.now(), status: -1, body: String(err), retryAfter: null });
      }
    };
    const caller = async (i: number): Promise<void> => {
      while (!stopLoad) {
        await one(i % 2 ? 'list' : 'save');
        await sleep(50);
      }
    };

    const load = Promise.all(Array.from({ length: 8 }, (_, i) => caller(i)));
    await sleep(2000);
    const downAt = Date.now();
    pg.stop();
    // the operator's view while it is down: the health check names the database
    await sleep(1000);
    const health = await call(`${api.base}/api/health`, { timeoutMs: 10_000 });
    await sleep(3000);
    pg.start();
    const upAt = Date.now();
    await sleep(8000);
    stopLoad = true;
    await load;

    // never a hang, never a 500: 200, or 503 in the envelope with Retry-After
    // a request that got no answer at all: the API's own account of it says why (it was seen once in CI, not here)
    if (outcomes.some((o) => o.status === -1)) console.log(`API log (last 8,000 characters):\n${api.log.slice(-8000)}`);
    expect(outcomes.filter((o) => o.status === -1)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ended - o.started))).toBeLessThan(10_000);
    const bad = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(bad.map((o) => ({ status: o.status, body: o.body }))).toEqual([]);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.body).toMatchObject({ isSuccess: false, message: expect.any(String), traceId: expect.any(String) });
      expect(Number(o.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(o.body)).not.toMatch(/at \w+ \(|prisma|ECONNREFUSED/i);
    }
    // the outage is visible: requests begun while it was down were refused
    expect(refused.some((o) => o.started >= downAt + 500 && o.started < upAt)).toBe(true);
    // and the API recovered by itself: everything begun two seconds after PostgreSQL returned succeeded
    const after = outcomes.filter((o) => o.started > upAt + 2000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status !== 200).map((o) => ({ status: o.status, body: o.body }))).toEqual([]);

    expect(health.status).toBe(503);
    expect(health.body.errors.map((e: { field: string }) => e.field)).toContain('database');

    // the same process, the same session
    expect(api.proc!.pid).toBe(pid);
    expect(api.running).toBe(true);
    const list = await call(`${api.base}/api/base-data/v1/country/getFiltered?pageSize=5&searchTerm=P${run}`, auth(token));
    expect(list.status).toBe(200);
    // every save acknowledged with 200 is there
    const saved = outcomes.filter((o) => o.kind === 'save' && o.status === 200).map((o) => o.code!);
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const stored = new Set((await db.query(`SELECT code FROM country WHERE code LIKE $1`, [`P${run}%`])).rows.map((r: { code: string }) => r.code));
    await db.end();
    expect(saved.filter((c) => !stored.has(c))).toEqual([]);
    await waitFor(async () => (await call(`${api.base}/api/health`)).status === 200, 10_000, 'health to be up again');
    // the operator's log says what happened
    expect(api.lines().some((l) => l.level === 'warn' && /the database is unavailable/.test(String(l.msg)))).toBe(true);
  });
});
