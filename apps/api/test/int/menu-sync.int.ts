import { Client } from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { MODULES, PARENT_MENUS, defineModule, actionPermission, findModule, workflowActions, type ModuleDefinition } from '@karsaz/entities';
import { PrismaClient } from '../../src/core/database/database';
import { applyMigrations } from '../../src/core/database/migrator';
import { repoPaths } from '../../src/core/config/paths';
import { declaredMenus, syncMenus, LEGACY_PAGELESS_MENUS } from '../../src/core/database/menu-sync';
import { seedDemo } from '../../src/seed/demo';
import { startTestApp, type TestApp } from './support';

/**
 * Menus and actions follow the code (issue 9 item 2): a database an earlier version left gains the manifests'
 * new menus on start, loses the entries of pages that do not exist (deactivated, not deleted), keeps every
 * customer grant, and the Administrator role gets the new menus by the documented rule; a second start changes
 * nothing.
 */

const ADMIN = { mobile: '09120000000', password: 'karsaz-demo-1404' };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Pages this version adds: the earlier database lacks their menus. */
// pages an earlier version lacked: two of its own, and the workflow kernel's and the supply request's (which bring
// their steps as new actions)
const KERNEL_PAGES = ['workflow', 'commercial'].flatMap((m) => findModule(m)!.menus.map((x) => x.name));
const NEW_PAGES = ['Notifications', 'Suppliers', ...KERNEL_PAGES];
// the steps of every workflow (Submit, Cancel, Confirm, Reject, ChangeStatus, …): the earlier version had the four
// actions of the access screens only
/** The named actions the modules declare beyond the standard four: their workflows' steps, and View for read-only pages. */
const WORKFLOW_ACTIONS = [...new Set([
  ...MODULES.flatMap((m) => m.entities).flatMap((e) => (e.workflow ? workflowActions(e.workflow).map((a) => actionPermission(a.action)) : [])),
  ...MODULES.flatMap((m) => m.actions.map((a) => a.name)),
])];

describe('the menu sync on a database an earlier version left', () => {
  const name = `karsaz_menusync_${Date.now()}_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL!;
  const url = (() => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  let prisma: PrismaClient;
  let t: TestApp | null = null;
  const ids: Record<string, number> = {};

  const menu = (n: string) => prisma.actionMenu.findUniqueOrThrow({ where: { name: n } });
  const pairsOf = async (roleName: string) => {
    const rows = await prisma.rolePermission.findMany({ where: { role: { name: roleName } }, include: { actionMenu: true, action: true } });
    return new Set(rows.map((r) => `${r.actionMenu.name}:${r.action.name}`));
  };
  /** Everything the sync may write, to compare two starts. */
  const snapshot = async () => ({
    menus: await prisma.actionMenu.findMany({ orderBy: { id: 'asc' } }),
    actions: await prisma.action.findMany({ orderBy: { id: 'asc' } }),
    grants: await prisma.rolePermission.findMany({ orderBy: [{ roleId: 'asc' }, { actionMenuId: 'asc' }, { actionId: 'asc' }] }),
    records: await prisma.menuSync.findMany({ orderBy: [{ kind: 'asc' }, { name: 'asc' }] }),
  });

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    // the schema as the migrations leave it (the earlier version's schema plus this one's tables), no sync yet
    await applyMigrations(repoPaths(), { url });
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });

    // what the earlier version's seed wrote: the four actions, its menus (without this version's new pages, with
    // the entries that never had a page), and the Administrator role holding every menu with every action
    const actions: { id: number }[] = [];
    for (const [n, title] of [['Create', 'ایجاد'], ['Update', 'ویرایش'], ['Delete', 'حذف'], ['Activate', 'فعال‌سازی']]) actions.push(await prisma.action.create({ data: { name: n, title } }));
    const parents = new Map<string, number>();
    for (const p of PARENT_MENUS) {
      const row = await prisma.actionMenu.create({ data: { name: p.name, description: p.label.fa, subSystemType: p.subSystemType, icon: p.icon, priority: p.order } });
      parents.set(p.name, row.id);
      ids[p.name] = row.id;
    }
    const old = declaredMenus().filter((d) => d.fields.parent && !NEW_PAGES.includes(d.name));
    let priority = 0;
    for (const d of old) {
      // an older label and no icon, as the earlier seed wrote them
      const description = d.name === 'Countries' ? 'کشور' : d.fields.description;
      const row = await prisma.actionMenu.create({ data: { name: d.name, description, url: d.fields.url, parentId: parents.get(d.fields.parent!)!, subSystemType: d.fields.subSystemType, priority: (priority += 10) } });
      ids[d.name] = row.id;
    }
    for (const [n, u, parent] of [['TransportRequests', '/transport-request-2', 'TransportationAndRequestMachinery'], ['MachineryRequests', '/machinery-request-2', 'TransportationAndRequestMachinery']] as const) {
      ids[n] = (await prisma.actionMenu.create({ data: { name: n, description: n, url: u, parentId: parents.get(parent)!, priority: (priority += 10) } })).id;
    }
    // a menu a customer made on the access screens: the sync leaves it alone
    ids.CustomerLink = (await prisma.actionMenu.create({ data: { name: 'CustomerLink', description: 'گزارش مشتری', url: '/customer-report', baseUrl: 'https://reports.example', parentId: parents.get('FinancialSystem')! } })).id;
    const administrator = await prisma.role.create({ data: { name: 'Administrator', title: 'مدیر سامانه' } });
    await prisma.rolePermission.createMany({ data: Object.values(ids).filter((id) => id !== ids.CustomerLink).flatMap((menuId) => actions.map((a) => ({ roleId: administrator.id, actionMenuId: menuId, actionId: a.id }))) });
    // the customer took Delete on cities from the administrator, and gave a clerk role its own grants
    await prisma.rolePermission.delete({ where: { roleId_actionMenuId_actionId: { roleId: administrator.id, actionMenuId: ids.Cities!, actionId: actions[2]!.id } } });
    const clerk = await prisma.role.create({ data: { name: 'Clerk', title: 'کارمند' } });
    await prisma.rolePermission.createMany({
      data: [
        { roleId: clerk.id, actionMenuId: ids.Cities!, actionId: actions[1]!.id },
        { roleId: clerk.id, actionMenuId: ids.TransportRequests!, actionId: actions[0]!.id },
        { roleId: clerk.id, actionMenuId: ids.CustomerLink!, actionId: actions[0]!.id },
      ],
    });
    // and the demo organisation (companies, the administrator user, base data)
    await seedDemo(prisma, { adminMobile: ADMIN.mobile, adminPassword: ADMIN.password });
    expect(await prisma.menuSync.count()).toBe(0);
  });

  afterAll(async () => {
    await t?.close();
    await prisma?.$disconnect();
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('gains the new menus on start, and the administrator gets them by the rule', async () => {
    const before = await pairsOf('Administrator');
    t = await startTestApp({ env: { DATABASE_URL: url } });
    const report = t.infra.db.synced!;
    expect(report.menusCreated.sort()).toEqual([...NEW_PAGES].sort());
    expect(report.actionsCreated.sort()).toEqual([...WORKFLOW_ACTIONS].sort());

    // every menu the manifests declare exists and is active
    for (const d of declaredMenus()) {
      const row = await menu(d.name);
      expect({ name: row.name, url: row.url, description: row.description, isActive: row.isActive }).toEqual({ name: d.name, url: d.fields.url, description: d.fields.description, isActive: true });
    }
    // labels and icons follow the manifests on menus the earlier version wrote
    expect((await menu('Countries')).description).toBe('کشورها');
    expect((await menu('Countries')).icon).toBe('world');

    // the new pages are the administrator's with their declared actions
    const after = await pairsOf('Administrator');
    for (const d of declaredMenus().filter((x) => NEW_PAGES.includes(x.name))) {
      expect(d.actions.length).toBeGreaterThan(0);
      for (const a of d.actions) expect(after.has(`${d.name}:${a}`)).toBe(true);
    }
    // the existing menus keep the grants the customer left: the removed Delete on cities is not back
    expect(after.has('Cities:Delete')).toBe(false);
    expect([...before].every((p) => after.has(p))).toBe(true);
    expect([...after].filter((p) => !before.has(p)).sort()).toEqual(report.granted.sort());
  });

  it('deactivates the entries of pages that do not exist, deletes nothing, and keeps every grant', async () => {
    for (const n of ['TransportRequests', 'MachineryRequests']) {
      expect(LEGACY_PAGELESS_MENUS).toContain(n);
      expect((await menu(n)).isActive).toBe(false);
    }
    expect(t!.infra.db.synced!.menusDeactivated.sort()).toEqual(['MachineryRequests', 'TransportRequests']);
    expect((await menu('CustomerLink')).isActive).toBe(true);
    expect(await pairsOf('Clerk')).toEqual(new Set(['Cities:Update', 'TransportRequests:Create', 'CustomerLink:Create']));
    expect((await pairsOf('Administrator')).has('TransportRequests:Create')).toBe(true);
  });

  it('shows the administrator the new page and no entry without a page', async () => {
    const login = await t!.http().post('/api/identity/user/v1/login').send({ mobileNumber: ADMIN.mobile, password: ADMIN.password }).expect(200);
    const token = login.body.value.access_token as string;
    const profile = await t!.http().get('/api/identity/user/v1/profile').set(bearer(token)).expect(200);
    const urls = (profile.body.value.menus as { url: string | null }[]).flatMap((m) => (m.url ? [m.url] : []));
    expect(urls).toContain('/notification-2');
    expect(urls).toContain('/supplier-2');
    expect(urls).not.toContain('/machinery-request-2');
    // the rescue feed's permission became the rescue vehicles' page under its stored name, and still guards the feed
    expect(urls).toContain('/dealer-rescue-vehicle-2');
    await t!.http().get('/api/rescue-vehicle/v1/location/getFiltered?pageIndex=1&pageSize=1').set(bearer(token)).expect(200);
  });

  it('changes nothing on a second start', async () => {
    const before = await snapshot();
    await t!.close();
    t = await startTestApp({ env: { DATABASE_URL: url } });
    expect(t.infra.db.synced).toEqual({ actionsCreated: [], menusCreated: [], menusUpdated: [], menusDeactivated: [], granted: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps what a customer changed: a reordered menu, a removed grant, a deactivated menu', async () => {
    await prisma.actionMenu.update({ where: { name: 'States' }, data: { priority: 5 } });
    await prisma.actionMenu.update({ where: { name: 'Currencies' }, data: { isActive: false } });
    await prisma.rolePermission.deleteMany({ where: { role: { name: 'Administrator' }, actionMenu: { name: 'Notifications' } } });
    const report = await syncMenus(prisma);
    expect(report).toEqual({ actionsCreated: [], menusCreated: [], menusUpdated: [], menusDeactivated: [], granted: [] });
    expect((await menu('States')).priority).toBe(5);
    expect((await menu('Currencies')).isActive).toBe(false);
    expect([...(await pairsOf('Administrator'))].filter((p) => p.startsWith('Notifications:'))).toEqual([]);
  });

  it('follows a manifest change: a new page and workflow action for the administrator, a removed page deactivated and back', async () => {
    const probe = defineModule({
      name: 'probe',
      label: { fa: 'آزمون', en: 'Probe' },
      pages: [{ name: 'ProbeRequests', url: '/probe-request-2', parent: 'WarehouseSystem', order: 10, label: { fa: 'درخواست‌های آزمون', en: 'Probe requests' }, actions: ['Create', 'Submit', 'Countersign'] }],
      actions: [
        { name: 'Submit', label: { fa: 'ارسال', en: 'Submit' } },
        { name: 'Countersign', label: { fa: 'امضای دوم', en: 'Countersign' } },
      ],
    });
    // the states page grants Countersign too, and the messaging module's pages (notifications, messengers) are gone from the code
    const withCountersign = (m: ModuleDefinition): ModuleDefinition => ({ ...m, menus: m.menus.map((x) => (x.name === 'Cities' ? { ...x, actions: [...x.actions, 'Countersign'] } : x)) });
    const changed = [...MODULES.filter((m) => m.name !== 'messaging').map(withCountersign), probe];
    const first = await syncMenus(prisma, changed);
    // Submit came with the supply request on the first start
    expect(first.actionsCreated.sort()).toEqual(['Countersign']);
    expect(first.menusCreated).toEqual(['ProbeRequests']);
    expect(first.menusDeactivated.sort()).toEqual(['Notifications', 'TelegramChat']);
    expect(first.granted.sort()).toEqual(['Cities:Countersign', 'ProbeRequests:Countersign', 'ProbeRequests:Create', 'ProbeRequests:Submit']);
    const admin = await pairsOf('Administrator');
    for (const p of first.granted) expect(admin.has(p)).toBe(true);
    // the Delete on cities the customer removed stays removed
    expect(admin.has('Cities:Delete')).toBe(false);
    expect((await menu('Notifications')).isActive).toBe(false);
    expect((await menu('ProbeRequests')).url).toBe('/probe-request-2');

    // a label changed in the code follows, while a reorder by the customer stays
    const relabelled = changed.map((m) => (m.name === 'probe' ? { ...m, menus: m.menus.map((x) => ({ ...x, label: { fa: 'درخواست‌ها', en: 'Requests' }, order: 30 })) } : m));
    await prisma.actionMenu.update({ where: { name: 'ProbeRequests' }, data: { priority: 7 } });
    expect((await syncMenus(prisma, relabelled)).menusUpdated).toEqual(['ProbeRequests']);
    expect(await menu('ProbeRequests')).toMatchObject({ description: 'درخواست‌ها', priority: 7 });

    // back to this version's manifests: notifications return, the probe page goes, nothing is deleted
    const back = await syncMenus(prisma);
    expect(back.menusDeactivated).toEqual(['ProbeRequests']);
    expect(back.menusUpdated.sort()).toEqual(['Notifications', 'TelegramChat']);
    expect((await menu('Notifications')).isActive).toBe(true);
    expect(await prisma.rolePermission.count({ where: { actionMenu: { name: 'ProbeRequests' } } })).toBe(3);
  });
});
