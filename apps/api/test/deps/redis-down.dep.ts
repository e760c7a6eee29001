/**
 * Fault 3: Redis down. The built API (running its job workers, as the default deployment does) on a Redis of this
 * test's own, killed in the middle and started again empty (no persistence, as a crashed cache). While it is
 * down, signing in, refreshing, lists and saves keep working (the rate limits fall back to this instance's
 * memory, with a warning); messages acknowledged meanwhile wait in PostgreSQL's outbox and go out once Redis is
 * back, and so do one-time codes asked for meanwhile.
 */
import { Client } from 'pg';
import { ADMIN, KarsazProcess, PrivateRedis, USER_API, auth, call, dropDatabase, freePort, freshDatabase, json, waitFor } from './harness';

jest.setTimeout(150_000);

describe('fault 3: Redis down', () => {
  let redis: PrivateRedis;
  let api: KarsazProcess;
  let db: string;
  let pg: Client;

  beforeAll(async () => {
    db = await freshDatabase('redis');
    redis = new PrivateRedis(await freePort());
    await redis.start();
    api = new KarsazProcess('main', { DATABASE_URL: db, REDIS_URL: redis.url, RATE_LIMIT_PREFIX: `karsaz-dep-redis:${Date.now()}` }, await freePort());
    await api.start().ready();
    pg = new Client({ connectionString: db });
    await pg.connect();
  });

  afterAll(async () => {
    await pg?.end();
    await api?.stop();
    await redis?.stop();
    if (db) await dropDatabase(db);
  });

  it('keeps sign-in, lists and saves working while Redis is down, and sends the queued messages when it returns', async () => {
    const before = await call(`${api.base}${USER_API}/login`, json(null, ADMIN));
    expect(before.status).toBe(200);
    const userId = Number(JSON.parse(Buffer.from(before.body.value.access_token.split('.')[1], 'base64url').toString()).sub);
    const mobile = ADMIN.mobileNumber;

    const smsCount = async () => (await pg.query('SELECT count(*)::int AS n FROM dev_sms WHERE mobile_number = $1', [mobile])).rows[0].n as number;
    const smsBefore = await smsCount();

    await redis.stop();

    // sign-in, refresh, list, save: each answers 200, quickly
    const login = await call(`${api.base}${USER_API}/login`, { ...json(null, ADMIN), timeoutMs: 10_000 });
    expect(login.status).toBe(200);
    expect(login.ms).toBeLessThan(5000);
    const token = login.body.value.access_token as string;
    const refreshed = await call(`${api.base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.body.value.refresh_token, client_id: 'karsaz-web', client_secret: 'karsaz-web' }).toString(),
      timeoutMs: 10_000,
    });
    expect(refreshed.status).toBe(200);
    const list = await call(`${api.base}/api/base-data/v1/country/getFiltered?pageSize=5`, { ...auth(token), timeoutMs: 10_000 });
    expect(list.status).toBe(200);
    const code = `R${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const saved = await call(`${api.base}/api/base-data/v1/country/create`, { ...json(token, { code, nameFa: `کشور ${code}` }), timeoutMs: 10_000 });
    expect(saved.status).toBe(200);
    // a wrong password is still refused as such (the failure counts in this instance's memory meanwhile)
    const wrong = await call(`${api.base}${USER_API}/login`, { ...json(null, { ...ADMIN, password: 'not-the-password-1' }), timeoutMs: 10_000 });
    expect(wrong.status).toBe(401);

    // messages acknowledged while Redis is down: an SMS and a notification
    const sms = await call(`${api.base}/api/messaging/v1/message/send`, { ...json(token, { recipientUserId: userId, type: 0, content: `پیامک در نبود ردیس ${code}` }), timeoutMs: 10_000 });
    const notice = await call(`${api.base}/api/messaging/v1/message/send`, { ...json(token, { recipientUserId: userId, type: 2, content: `اعلان در نبود ردیس ${code}` }), timeoutMs: 10_000 });
    expect([sms.status, notice.status]).toEqual([200, 200]);
    const ids = [sms.body.value.id, notice.body.value.id] as number[];
    // a one-time code asked for meanwhile (password reset): answered at once, sent later
    const reset = await call(`${api.base}${USER_API}/forgetPassword`, { ...json(null, { mobileNumber: mobile }), timeoutMs: 10_000 });
    expect(reset.status).toBe(200);
    expect(reset.ms).toBeLessThan(5000);

    // the operator: the health check names Redis, the log says the limits fell back
    const health = await call(`${api.base}/api/health`, { timeoutMs: 10_000 });
    expect(health.status).toBe(503);
    expect(health.body.errors.map((e: { field: string }) => e.field)).toEqual(['redis']);
    expect(api.lines().some((l) => l.level === 'warn' && /rate limits? .*(memory|fall)/i.test(String(l.msg)))).toBe(true);
    // nothing went out, nothing was lost
    const statuses = async () => (await pg.query('SELECT id, status FROM message WHERE id = ANY($1) ORDER BY id', [ids])).rows as { id: number; status: number }[];
    expect((await statuses()).map((r) => r.status)).toEqual([0, 0]);

    await redis.start();

    // delivered: the SMS sent (1), the notification in the inbox, unread (3) (docs/error-codes.md, message statuses)
    await waitFor(async () => (await statuses()).every((r) => r.status === 1 || r.status === 3), 60_000, 'the messages to go out after Redis returned', 250);
    const texts = (await pg.query('SELECT text FROM dev_sms WHERE mobile_number = $1 AND text = $2', [mobile, `پیامک در نبود ردیس ${code}`])).rows;
    expect(texts).toHaveLength(1);
    // the message and the reset code, each once
    await waitFor(async () => (await smsCount()) >= smsBefore + 2, 30_000, 'the reset code to go out', 250);
    expect(await smsCount()).toBe(smsBefore + 2);
    await waitFor(async () => (await call(`${api.base}/api/health`)).status === 200, 20_000, 'health to be up again');
  });
});
