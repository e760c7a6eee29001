/**
 * Fault 8: two API instances (the built `dist/main.js`, twice) behind one port-forwarding proxy (a TCP
 * round-robin: each new connection goes to the next instance). They share one database, one Redis and one
 * JWT_SECRET; the test proves they share sessions, rate limits and the realtime fan-out.
 */
import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import { KarsazProcess, RoundRobinProxy, ADMIN, USER_API, auth, call, dropDatabase, freePort, freshDatabase, json, waitFor } from './harness';

jest.setTimeout(150_000);

interface Answer {
  status: number;
  body: any;
}

describe('fault 8: two API instances behind one proxy', () => {
  let db: string;
  let a: KarsazProcess;
  let b: KarsazProcess;
  let proxy: RoundRobinProxy;

  /** One request on a new connection through the proxy: consecutive calls alternate between the instances. */
  function viaProxy(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: proxy.port,
          path,
          method,
          agent: false,
          timeout: 15_000,
          headers: { ...(payload !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += String(d)));
          res.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  const refreshVia = (refreshToken: string) =>
    viaProxy(
      'POST',
      '/connect/token',
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'karsaz-web', client_secret: 'karsaz-web' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );

  beforeAll(async () => {
    db = await freshDatabase('two');
    const env = {
      DATABASE_URL: db,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // one deployment: one namespace for rate limits, the queue and the realtime channel
      RATE_LIMIT_PREFIX: `karsaz-dep-two:${Date.now()}`,
      LOGIN_FAILURES_PER_ACCOUNT: '4',
    };
    a = new KarsazProcess('main', env, await freePort());
    b = new KarsazProcess('main', env, await freePort());
    await Promise.all([a.start().ready(), b.start().ready()]);
    proxy = await new RoundRobinProxy([a.port, b.port]).start();
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    if (db) await dropDatabase(db);
  });

  it('shares sessions: signed in through one instance, the token works on the other, and either refreshes it once', async () => {
    // the proxy alternates: sign in on one, list on the other, and so on
    const login = await viaProxy('POST', `${USER_API}/login`, ADMIN);
    expect(login.status).toBe(200);
    const { access_token, refresh_token } = login.body.value;
    const lists = await Promise.all([0, 1, 2, 3].map(() => viaProxy('GET', '/api/base-data/v1/country/getFiltered?pageSize=1', undefined, { authorization: `Bearer ${access_token}` })));
    expect(lists.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // and directly on each instance, to be sure both were asked
    expect((await call(`${a.base}/api/base-data/v1/country/getFiltered?pageSize=1`, auth(access_token))).status).toBe(200);
    expect((await call(`${b.base}/api/base-data/v1/country/getFiltered?pageSize=1`, auth(access_token))).status).toBe(200);

    // refresh through the proxy (one instance), then the rotated token through the other; the spent one is refused
    const first = await refreshVia(refresh_token);
    expect(first.status).toBe(200);
    const second = await refreshVia(first.body.refresh_token);
    expect(second.status).toBe(200);
    const reused = await call(`${a.base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: 'karsaz-web', client_secret: 'karsaz-web' }).toString(),
    });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);
    // logging out on B ends the session on A too
    const t = second.body.access_token as string;
    expect((await call(`${a.base}/api/base-data/v1/country/getFiltered?pageSize=1`, auth(t))).status).toBe(200);
    const out = await call(`${b.base}${USER_API}/logout`, json(t, {}));
    expect(out.status).toBe(200);
    expect((await call(`${a.base}/api/base-data/v1/country/getFiltered?pageSize=1`, auth(t))).status).toBe(401);
  });

  it('fans out realtime: a socket on instance A receives the notice caused by a request to instance B', async () => {
    const login = await call(`${a.base}${USER_API}/login`, json(null, ADMIN));
    const token = login.body.value.access_token as string;
    const userId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    const received: { Id?: number; Content?: string }[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${a.port}/api/message-sender/notification?access_token=${encodeURIComponent(token)}`);
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === 'welcome') resolve();
        else received.push(m);
      });
      ws.on('error', reject);
      ws.on('close', (code) => reject(new Error(`closed ${code}`)));
    });
    try {
      const started = Date.now();
      const sent = await call(`${b.base}/api/messaging/v1/message/send`, json(token, { recipientUserId: userId, type: 2, priority: 1, content: 'اعلان از نمونهٔ ب' }));
      expect(sent.status).toBe(200);
      await waitFor(() => received.some((m) => m.Id === sent.body.value.id), 5000, 'the notice on instance A', 20);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(received.filter((m) => m.Id === sent.body.value.id)).toEqual([expect.objectContaining({ Content: 'اعلان از نمونهٔ ب' })]);
    } finally {
      ws.close();
    }
  });

  it('counts rate limits across both instances: failed sign-ins spread over A and B lock the account on both', async () => {
    const wrong = { mobileNumber: ADMIN.mobileNumber, password: 'not-the-password-1' };
    // four failures (the limit), alternating between the instances through the proxy
    const failures = [];
    for (let i = 0; i < 4; i++) failures.push((await viaProxy('POST', `${USER_API}/login`, wrong)).status);
    expect(failures.every((s) => s === 400 || s === 401)).toBe(true);
    // either instance now refuses the account, the right password included (answered like a wrong password, or
    // 429): the count was shared, as two failures on each instance alone stay under the limit of four
    const onA = await call(`${a.base}${USER_API}/login`, json(null, ADMIN));
    const onB = await call(`${b.base}${USER_API}/login`, json(null, ADMIN));
    for (const r of [onA, onB]) {
      expect([401, 429]).toContain(r.status);
      expect(r.body).toMatchObject({ isSuccess: false });
    }
  });
});
