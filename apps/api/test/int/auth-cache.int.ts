import { Client } from 'pg';
import { databaseUrl, startTestApp, type TestApp, waitFor } from './support';
import { USER, signUpUser } from './identity-support';
import { AuthCache } from '../../src/core/auth/auth-cache';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
const CITIES = '/api/base-data/v1/city/getFiltered?pageSize=1';

/**
 * AuthGuard keeps "this session is live and holds this permission" in memory (core/auth/auth-cache.ts), yet
 * every way access ends takes effect at once on every instance: two instances share PostgreSQL and Redis, the
 * change is made on A, and the very next call on B is refused. The cache is kept for a minute here, so a
 * refusal can only come from the invalidation, never from the entry running out.
 */
describe('the auth cache: revocation on one instance is immediate on the others', () => {
  const prefix = `karsaz-it-authcache:${process.pid}:${Date.now()}`;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let role: number;
  let citiesMenu: number;
  let accessMenu: number;
  let createAction: number;
  const api = (m: 'get' | 'post' | 'put', path: string) => a.http()[m](path).set(bearer(admin));

  beforeAll(async () => {
    const env = { RATE_LIMIT_PREFIX: prefix, AUTH_CACHE_MS: '60000' };
    a = await startTestApp({ env });
    b = await startTestApp({ env });
    admin = (await a.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const menus = (await api('get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api('get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    citiesMenu = menus.find((m) => m.url === '/cities-2')!.id;
    accessMenu = menus.find((m) => m.url === '/access-management-2')!.id;
    createAction = actions.find((x) => x.name === 'Create')!.id;
    role = (await api('post', '/api/identity/role/v1/create').send({ name: `CityReader${Date.now()}`, title: 'خوانندهٔ شهرها' }).expect(200)).body.value.id;
    // two instances start here (migrations checked, menus synced twice): slow on a loaded machine
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const grantCities = () => api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: citiesMenu, actionId: createAction }] }).expect(200);

  /** A user holding the role, whose list call on B answers 200 twice (the second from B's cache). */
  async function cityReader() {
    await grantCities();
    const u = await signUpUser(a);
    await api('post', `${USER}/addRolesToUser`).send({ userId: u.userId, roleIds: [role] }).expect(200);
    // A announces its writes after they commit, and once more after answering: a late announcement may clear
    // what B's first call stored, so B is asked until its cache holds the answer (it must within a second)
    for (let i = 0; ; i++) {
      await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(200);
      if (b.app.get(AuthCache).size > 0) break;
      if (i === 50) throw new Error('B never kept an answer in its cache');
      await new Promise((r) => setTimeout(r, 20));
    }
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(200);
    return u;
  }

  it('keeps the answer: a change made behind its back (straight SQL, announced to nobody) is not seen until announced', async () => {
    const u = await cityReader();
    const db = new Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      await db.query(`UPDATE auth_session SET revoked_at = now(), revoked_reason = 'test' WHERE id = $1::uuid`, [sid(u.tokens.access_token)]);
      // the cache answers (no query per call): this is what makes the calls cheap
      await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(200);
      // the app's own writes are announced (here A's client, outside any request): every instance forgets
      await a.infra.db.prisma.authSession.updateMany({ where: { id: sid(u.tokens.access_token) }, data: { revokedReason: 'test-announced' } });
      await waitFor(async () => (await b.http().get(CITIES).set(bearer(u.tokens.access_token))).status === 401, 2000);
    } finally {
      await db.end();
    }
  });

  it('sign-out on A: the next call on B answers 401', async () => {
    const u = await cityReader();
    await a.http().post(`${USER}/logout`).set(bearer(u.tokens.access_token)).send({}).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(401);
  });

  it('a session ended from the sessions screen on A: the next call on B answers 401, the other session goes on', async () => {
    const u = await cityReader();
    const other = (await a.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200)).body.value.access_token as string;
    await b.http().get(CITIES).set(bearer(other)).expect(200);
    await a.http().post(`${USER}/revokeSession`).set(bearer(other)).send({ id: sid(u.tokens.access_token) }).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(401);
    await b.http().get(CITIES).set(bearer(other)).expect(200);
  });

  it('an administrator ending the user’s sessions on A: the next call on B answers 401', async () => {
    const u = await cityReader();
    await api('post', `${USER}/revokeUserSessions`).send({ id: u.userId }).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(401);
  });

  it('a permission removed from the role on A: the next call on B answers 403, and granting it back works at once', async () => {
    const u = await cityReader();
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: accessMenu, actionId: createAction }] }).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(403);
    await grantCities();
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(200);
  });

  it('the role taken from the user, or the role deactivated, on A: the next call on B answers 403', async () => {
    const u = await cityReader();
    const other = (await api('post', '/api/identity/role/v1/create').send({ name: `Other${Date.now()}`, title: 'دیگر' }).expect(200)).body.value.id;
    await api('post', `${USER}/addRolesToUser`).send({ userId: u.userId, roleIds: [other], replace: true }).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(403);

    const v = await cityReader();
    await api('post', '/api/identity/role/v1/inactive').send({ id: role }).expect(200);
    await b.http().get(CITIES).set(bearer(v.tokens.access_token)).expect(403);
    await api('post', '/api/identity/role/v1/active').send({ id: role }).expect(200);
    await b.http().get(CITIES).set(bearer(v.tokens.access_token)).expect(200);
  });

  it('the user deactivated on A: the next call on B answers 401', async () => {
    const u = await cityReader();
    await api('post', `${USER}/inActive`).send({ id: u.userId }).expect(200);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(401);
  });

  it('an instance whose subscription is down keeps nothing: it asks the database on every call', async () => {
    const u = await cityReader();
    const cache = b.app.get(AuthCache);
    (cache as unknown as { subscriber: { disconnect(): void } }).subscriber.disconnect();
    await waitFor(async () => !cache.enabled, 2000);
    expect(cache.size).toBe(0);
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(200);
    expect(cache.size).toBe(0);
    // a change it can no longer hear of (straight SQL) is seen all the same
    const db = new Client({ connectionString: databaseUrl() });
    await db.connect();
    await db.query(`UPDATE auth_session SET revoked_at = now(), revoked_reason = 'test' WHERE id = $1::uuid`, [sid(u.tokens.access_token)]).finally(() => db.end());
    await b.http().get(CITIES).set(bearer(u.tokens.access_token)).expect(401);
  });
});

