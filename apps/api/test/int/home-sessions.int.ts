import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sid = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

interface Session { id: string; userAgent: string | null; ip: string | null; createdAt: string; lastRefreshAt: string | null; expiresAt: string; isCurrent: boolean }

describe('the caller’s own sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = async (mobileNumber: string, password: string, userAgent: string) =>
    (await t.http().post(`${USER}/login`).set('User-Agent', userAgent).send({ mobileNumber, password }).expect(200)).body.value as { access_token: string; refresh_token: string };
  const sessions = async (token: string) => (await t.http().get(`${USER}/getSessions`).set(bearer(token)).expect(200)).body.value as Session[];

  it('lists only the caller’s live sessions, with device, address, start and last refresh', async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t);
    const laptop = await login(u.mobileNumber, u.password, 'Laptop/1.0');
    const phone = await login(u.mobileNumber, u.password, 'Phone/2.0');
    const list = await sessions(laptop.access_token);
    const ids = list.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([sid(laptop.access_token), sid(phone.access_token), sid(u.tokens.access_token)]));
    expect(ids).not.toContain(sid(other.tokens.access_token));
    const rows = await t.infra.db.prisma.authSession.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.userId === u.userId && !r.revokedAt)).toBe(true);

    const current = list.find((s) => s.isCurrent)!;
    expect(current.id).toBe(sid(laptop.access_token));
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(current.userAgent).toBe('Laptop/1.0');
    expect(current.ip).toBeTruthy();
    expect(new Date(current.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(current.lastRefreshAt).toBeNull();

    // a refresh is seen as the last refresh
    const refreshed = (await refresh(t, phone.refresh_token).expect(200)).body as { access_token: string };
    const phoneRow = (await sessions(refreshed.access_token)).find((s) => s.id === sid(phone.access_token))!;
    expect(phoneRow.isCurrent).toBe(true);
    expect(phoneRow.userAgent).toBe('Phone/2.0');
    expect(phoneRow.lastRefreshAt).not.toBeNull();
  });

  it('ends one own session: its token gets 401 and its refresh token is refused; the end is audited', async () => {
    const u = await signUpUser(t);
    const a = await login(u.mobileNumber, u.password, 'A');
    const b = await login(u.mobileNumber, u.password, 'B');
    const res = await t.http().post(`${USER}/revokeSession`).set(bearer(a.access_token)).send({ id: sid(b.access_token) }).expect(200);
    expect(res.body).toEqual({ isSuccess: true, value: { count: 1 } });
    await t.http().get(`${USER}/profile`).set(bearer(b.access_token)).expect(401);
    await refresh(t, b.refresh_token).expect(400);
    // the caller's own session lives on
    await t.http().get(`${USER}/profile`).set(bearer(a.access_token)).expect(200);
    expect((await sessions(a.access_token)).map((s) => s.id)).not.toContain(sid(b.access_token));
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'session-revoke', entityId: sid(b.access_token) } });
    expect(audit).toMatchObject({ userId: u.userId, entity: 'session' });
    // ended once: a second time it is no live session of the caller
    await t.http().post(`${USER}/revokeSession`).set(bearer(a.access_token)).send({ id: sid(b.access_token) }).expect(404);
  });

  it('answers 404 for another user’s session and leaves it alive; 400 for an id that is not one', async () => {
    const u = await signUpUser(t);
    const victim = await signUpUser(t);
    const res = await t.http().post(`${USER}/revokeSession`).set(bearer(u.tokens.access_token)).set('Accept-Language', 'en').send({ id: sid(victim.tokens.access_token) }).expect(404);
    expect(res.body).toMatchObject({ isSuccess: false, message: 'The requested item was not found.' });
    await t.http().get(`${USER}/profile`).set(bearer(victim.tokens.access_token)).expect(200);
    const bad = await t.http().post(`${USER}/revokeSession`).set(bearer(u.tokens.access_token)).send({ id: 'not-a-session' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['id']);
    await t.http().post(`${USER}/revokeSession`).set(bearer(u.tokens.access_token)).send({}).expect(400);
    await t.http().get(`${USER}/getSessions`).expect(401);
  });

  it('ends all other sessions but the current one, and only the caller’s', async () => {
    const u = await signUpUser(t);
    const bystander = await signUpUser(t);
    const a = await login(u.mobileNumber, u.password, 'A');
    const b = await login(u.mobileNumber, u.password, 'B');
    const res = await t.http().post(`${USER}/revokeOtherSessions`).set(bearer(a.access_token)).expect(200);
    expect(res.body.value.count).toBe(2); // b and the sign-up's own session
    await t.http().get(`${USER}/profile`).set(bearer(b.access_token)).expect(401);
    await t.http().get(`${USER}/profile`).set(bearer(u.tokens.access_token)).expect(401);
    await t.http().get(`${USER}/profile`).set(bearer(a.access_token)).expect(200);
    await t.http().get(`${USER}/profile`).set(bearer(bystander.tokens.access_token)).expect(200);
    expect((await sessions(a.access_token)).map((s) => s.id)).toEqual([sid(a.access_token)]);
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'sessions-revoke-others', userId: u.userId } });
    expect(audit?.data).toEqual({ ended: 2 });
    // and it shows in the user's recent activity
    const summary = (await t.http().get('/api/dashboard/v1/summary').set(bearer(a.access_token)).expect(200)).body.value;
    expect(summary.recentActivity[0].event).toBe('sessions-revoke-others');
  });
});
