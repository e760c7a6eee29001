import { MODULES, permissionUrlsOf } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const SUMMARY = '/api/dashboard/v1/summary';

interface Area { id: number; name: string; description: string | null; pages: number; counts: { key: string; url: string; value: number }[] }
interface Summary {
  companyId: number | null;
  companyName: string | null;
  totalPages: number;
  areas: Area[];
  recentActivity: { id: string; at: string; event: string; entity: string | null; entityId: string | null }[];
  pendingApprovals: { count: number; items: unknown[] };
}

const count = (s: Summary, key: string) => s.areas.flatMap((a) => a.counts).find((c) => c.key === key)?.value;

describe('dashboard summary', () => {
  let t: TestApp;
  let admin: { access_token: string; refresh_token: string };
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
  });
  afterAll(() => t.close());

  const summary = async (token: string): Promise<Summary> => {
    const res = await t.http().get(SUMMARY).set(bearer(token)).expect(200);
    expect(res.body.isSuccess).toBe(true);
    return res.body.value as Summary;
  };

  it('needs a bearer', async () => {
    const res = await t.http().get(SUMMARY).expect(401);
    expect(res.body.isSuccess).toBe(false);
  });

  it('answers the areas and pages the administrator holds, with the counts the database has', async () => {
    const s = await summary(admin.access_token);
    const prisma = t.infra.db.prisma;
    // the company the token names (other suites of the run may have moved the administrator's current one)
    const claims = JSON.parse(Buffer.from(admin.access_token.split('.')[1]!, 'base64url').toString()) as { company_id: number };
    const company = await prisma.company.findUniqueOrThrow({ where: { id: claims.company_id } });
    expect(s.companyId).toBe(company.id);
    expect(s.companyName).toBe(company.nameFa);

    // one area per parent menu, pages = the menus with a url under it (a page-less permission is no page)
    const parents = await prisma.actionMenu.findMany({ where: { parentId: null, isActive: true }, include: { children: { where: { isActive: true, url: { not: null, notIn: permissionUrlsOf(MODULES) } } } } });
    const base = s.areas.find((a) => a.name === 'BaseInformation')!;
    expect(base.description).toBe('اطلاعات پایه');
    expect(base.pages).toBe(parents.find((p) => p.name === 'BaseInformation')!.children.length);
    expect(s.areas.find((a) => a.name === 'CommercialSystem')!.pages).toBe(parents.find((p) => p.name === 'CommercialSystem')!.children.length);
    expect(s.totalPages).toBe(s.areas.reduce((sum, a) => sum + a.pages, 0));
    expect(s.areas.every((a) => parents.some((p) => p.id === a.id))).toBe(true);

    // the counts are the tables' own
    expect(count(s, 'roles')).toBe(await prisma.role.count({ where: { isDisabled: false } }));
    expect(count(s, 'city')).toBe(await prisma.city.count());
    expect(count(s, 'country')).toBe(await prisma.country.count());
    // a company's entity counts that company's rows only
    expect(count(s, 'costover')).toBe(await prisma.costOver.count({ where: { companyId: company.id } }));
    expect(count(s, 'activeSessions')).toBe(
      await prisma.authSession.count({ where: { kind: 'staff', companyId: company.id, revokedAt: null, expiresAt: { gt: new Date() } } }),
    );
    expect(count(s, 'users')).toBeGreaterThanOrEqual(1);
    expect(base.counts.find((c) => c.key === 'users')!.url).toBe('/access-management-2');

    // nothing waits for approval yet, honestly
    expect(s.pendingApprovals).toEqual({ count: 0, items: [] });
  });

  it('moves when a user or a role is created, and leaves another company’s rows out', async () => {
    const before = await summary(admin.access_token);
    const stamp = Date.now();

    // a user made by the administrator in its company counts; a role counts
    await t.http().post(`${USER}/createByAdmin`).set(bearer(admin.access_token))
      .send({ mobileNumber: `0935${String(stamp).slice(-7)}`, firstName: 'رضا', lastName: 'کریمی' }).expect(200);
    await t.http().post('/api/identity/role/v1/create').set(bearer(admin.access_token)).send({ name: `Dash${stamp}`, title: 'نقش داشبورد' }).expect(200);
    const after = await summary(admin.access_token);
    expect(count(after, 'users')).toBe(count(before, 'users')! + 1);
    expect(count(after, 'roles')).toBe(count(before, 'roles')! + 1);

    // a user of the other company only does not count here, but counts there
    // the seed's other company: not the one the administrator's token names
    const other = await t.infra.db.prisma.company.findFirstOrThrow({ where: { code: { in: ['1001', '1002'] }, id: { not: after.companyId! } } });
    const u = await signUpUser(t);
    const tp = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: u.userId } });
    // a second sign-in of the administrator, switched to the other company
    const second = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    const otherToken = (await refresh(t, second.refresh_token, { company_id: String(other.id) }).expect(200)).body.access_token as string;
    const otherBefore = await summary(otherToken);
    expect(otherBefore.companyId).toBe(other.id);
    await t.infra.db.prisma.thirdPartyCompany.create({ data: { thirdPartyId: tp.thirdPartyId, companyId: other.id } });
    expect(count(await summary(otherToken), 'users')).toBe(count(otherBefore, 'users')! + 1);
    expect(count(await summary(admin.access_token), 'users')).toBe(count(after, 'users'));

    // a session in the other company counts there, not here
    const sessionsHere = count(await summary(admin.access_token), 'activeSessions');
    const sessionsThere = count(await summary(otherToken), 'activeSessions');
    await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    expect(count(await summary(otherToken), 'activeSessions')).toBe(sessionsThere! + 1);
    expect(count(await summary(admin.access_token), 'activeSessions')).toBe(sessionsHere);
  });

  it('shows a user without roles no areas, and its own last 10 audit entries, newest first', async () => {
    const u = await signUpUser(t);
    const s = await summary(u.tokens.access_token);
    expect(s.areas).toEqual([]);
    expect(s.totalPages).toBe(0);
    const own = await t.infra.db.prisma.auditLog.findMany({ where: { userId: u.userId, event: { not: 'refresh' } }, orderBy: [{ at: 'desc' }, { id: 'desc' }], take: 10 });
    expect(own.length).toBeGreaterThan(0);
    expect(s.recentActivity.map((e) => e.id)).toEqual(own.map((e) => e.id.toString()));
    expect(s.recentActivity.map((e) => e.event)).toContain('sign-in');

    // many entries: only the last 10, and no one else's
    for (let i = 0; i < 12; i++) await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    const later = await summary(u.tokens.access_token);
    expect(later.recentActivity).toHaveLength(10);
    const ids = later.recentActivity.map((e) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(ids);
    const owners = await t.infra.db.prisma.auditLog.findMany({ where: { id: { in: ids } }, select: { userId: true } });
    expect(owners.every((o) => o.userId === u.userId)).toBe(true);
  });
});
