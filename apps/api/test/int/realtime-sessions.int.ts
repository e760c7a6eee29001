import WebSocket from 'ws';
import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';
import { RealtimeService } from '../../src/modules/messaging/realtime.service';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
}

interface Live {
  ws: WebSocket;
  /** when and how the server closed it */
  closed: Promise<{ code: number; at: number }>;
  isOpen: () => boolean;
}

/** A socket the server welcomed; rejects if the server refuses it. */
function connect(host: string, token: string): Promise<Live> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/api/message-sender/notification?access_token=${encodeURIComponent(token)}`);
    const closed = new Promise<{ code: number; at: number }>((r) => ws.on('close', (code) => r({ code, at: Date.now() })));
    ws.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'welcome') resolve({ ws, closed, isOpen: () => ws.readyState === ws.OPEN });
    });
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
    ws.on('error', reject);
  });
}

/** The close of a socket, or a failure after `ms`. */
function closeOf(live: Live, ms = 2000): Promise<{ code: number; at: number }> {
  return Promise.race([live.closed, new Promise<never>((_r, reject) => setTimeout(() => reject(new Error('the socket stayed open')), ms))]);
}

const PASSWORD = 'Karsaz-Strong-Pass-1';

describe('a socket lives as long as its session: every way a session ends closes it (4401) on every instance', () => {
  const prefix = `karsaz-it-rts:${process.pid}:${Date.now()}`;
  let a: TestApp;
  let b: TestApp;
  let hostB: string;
  let admin: string;
  beforeAll(async () => {
    // two API instances sharing PostgreSQL and Redis (one deployment: the same RATE_LIMIT_PREFIX)
    a = await startTestApp({ env: { RATE_LIMIT_PREFIX: prefix } });
    b = await startTestApp({ env: { RATE_LIMIT_PREFIX: prefix } });
    hostB = await listen(b);
    admin = (await a.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const login = async (mobileNumber: string) => (await a.http().post(`${USER}/login`).send({ mobileNumber, password: PASSWORD }).expect(200)).body.value as { access_token: string; refresh_token: string };

  /** Ends a session on instance A and expects B's socket of it closed with 4401 within a second. */
  async function expectClosedWithinASecond(live: Live, end: () => Promise<unknown>) {
    const started = Date.now();
    await end();
    const { code, at } = await closeOf(live);
    expect(code).toBe(4401);
    expect(at - started).toBeLessThan(1000);
  }

  it('logout: both tabs of the session close; another session of the user stays', async () => {
    const u = await signUpUser(a, PASSWORD);
    const other = await login(u.mobileNumber);
    const tab1 = await connect(hostB, u.tokens.access_token);
    const tab2 = await connect(hostB, u.tokens.access_token);
    const kept = await connect(hostB, other.access_token);
    expect(b.app.get(RealtimeService).sessionSocketCount(sid(u.tokens.access_token))).toBe(2);
    await expectClosedWithinASecond(tab1, () => a.http().post(`${USER}/logout`).set(bearer(u.tokens.access_token)).send({}).expect(200));
    expect((await closeOf(tab2)).code).toBe(4401);
    expect(kept.isOpen()).toBe(true);
    // the ended session cannot come back
    await expect(connect(hostB, u.tokens.access_token)).rejects.toThrow('closed 4401');
    kept.ws.close();
  });

  it('password change: every other session closes, the one that changed it stays', async () => {
    const u = await signUpUser(a, PASSWORD);
    const second = await login(u.mobileNumber);
    const mine = await connect(hostB, u.tokens.access_token);
    const theirs = await connect(hostB, second.access_token);
    await expectClosedWithinASecond(theirs, () =>
      a.http().put(`${USER}/setPass`).set(bearer(u.tokens.access_token)).send({ currentPassword: PASSWORD, password: 'Karsaz-Strong-Pass-2' }).expect(200),
    );
    expect(mine.isOpen()).toBe(true);
    mine.ws.close();
  });

  it('deactivation and disabling of the user by an administrator close all its sockets', async () => {
    const u = await signUpUser(a, PASSWORD);
    const live = await connect(hostB, u.tokens.access_token);
    await expectClosedWithinASecond(live, () => a.http().post(`${USER}/inActive`).set(bearer(admin)).send({ id: u.userId }).expect(200));
    await a.http().post(`${USER}/active`).set(bearer(admin)).send({ id: u.userId }).expect(200);
    const again = await login(u.mobileNumber);
    const live2 = await connect(hostB, again.access_token);
    await expectClosedWithinASecond(live2, () => a.http().post(`${USER}/disable`).set(bearer(admin)).send({ id: u.userId }).expect(200));
  });

  it('an administrator ending a user’s sessions closes all its sockets', async () => {
    const u = await signUpUser(a, PASSWORD);
    const second = await login(u.mobileNumber);
    const one = await connect(hostB, u.tokens.access_token);
    const two = await connect(hostB, second.access_token);
    await expectClosedWithinASecond(one, async () => {
      const res = await a.http().post(`${USER}/revokeUserSessions`).set(bearer(admin)).send({ id: u.userId }).expect(200);
      expect(res.body.value).toEqual({ count: 2 });
    });
    expect((await closeOf(two)).code).toBe(4401);
    // the account stays usable: a new sign-in works
    await login(u.mobileNumber);
  });

  it('a reused refresh token ends the session and its socket', async () => {
    const u = await signUpUser(a, PASSWORD);
    await refresh(a, u.tokens.refresh_token).expect(200);
    const live = await connect(hostB, u.tokens.access_token);
    // the old token was used long enough ago to be a theft, not a race between two tabs
    await a.infra.db.prisma.refreshToken.update({
      where: { tokenHash: createHash('sha256').update(u.tokens.refresh_token).digest('hex') },
      data: { usedAt: new Date(Date.now() - 60_000) },
    });
    await expectClosedWithinASecond(live, () => refresh(a, u.tokens.refresh_token).expect((res) => expect(res.status).toBeGreaterThanOrEqual(400)));
  });

  it('the sessions screen: ending one session, or all the others, closes their sockets', async () => {
    const u = await signUpUser(a, PASSWORD);
    const second = await login(u.mobileNumber);
    const third = await login(u.mobileNumber);
    const mine = await connect(hostB, u.tokens.access_token);
    const s2 = await connect(hostB, second.access_token);
    const s3 = await connect(hostB, third.access_token);
    await expectClosedWithinASecond(s2, () => a.http().post(`${USER}/revokeSession`).set(bearer(u.tokens.access_token)).send({ id: sid(second.access_token) }).expect(200));
    expect(s3.isOpen()).toBe(true);
    await expectClosedWithinASecond(s3, () => a.http().post(`${USER}/revokeOtherSessions`).set(bearer(u.tokens.access_token)).send({}).expect(200));
    expect(mine.isOpen()).toBe(true);
    mine.ws.close();
  });

  it('an instance whose Redis subscription dropped rechecks its sockets’ sessions when it is back', async () => {
    const u = await signUpUser(a, PASSWORD);
    const live = await connect(hostB, u.tokens.access_token);
    // the session ends while B hears nothing (written straight to the database: no announcement at all)
    await a.infra.db.prisma.authSession.update({ where: { id: sid(u.tokens.access_token) }, data: { revokedAt: new Date(), revokedReason: 'test' } });
    expect(live.isOpen()).toBe(true);
    // B's subscriber connection drops and comes back
    (b.app.get(RealtimeService) as unknown as { subscriber: { disconnect(reconnect: boolean): void } }).subscriber.disconnect(true);
    expect((await closeOf(live, 5000)).code).toBe(4401);
  });
});

describe('embedded fan-out (no Redis) and token expiry', () => {
  let e: TestApp;
  let host: string;
  beforeAll(async () => {
    // no REDIS_URL: the in-process queue and fan-out, as in the embedded mode; access tokens live 3 s
    e = await startTestApp({ env: { REDIS_URL: undefined as unknown as string, ACCESS_TOKEN_TTL_SECONDS: '3' } });
    expect(e.infra.redis).toBeNull();
    host = await listen(e);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('closes the socket of a session ended in the same process', async () => {
    const u = await signUpUser(e, PASSWORD);
    const live = await connect(host, u.tokens.access_token);
    const started = Date.now();
    await e.http().post(`${USER}/logout`).set(bearer(u.tokens.access_token)).send({}).expect(200);
    const { code, at } = await closeOf(live);
    expect(code).toBe(4401);
    expect(at - started).toBeLessThan(1000);
  });

  it('closes a socket when its access token expires', async () => {
    const u = await signUpUser(e, PASSWORD);
    const fresh = (await e.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: PASSWORD }).expect(200)).body.value.access_token as string;
    const exp = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()).exp as number;
    const live = await connect(host, fresh);
    const { code, at } = await closeOf(live, 5000);
    expect(code).toBe(4401);
    // at the token's expiry (JWT exp has whole seconds), not before
    expect(at).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect(at).toBeLessThan(exp * 1000 + 1000);
  });
});

