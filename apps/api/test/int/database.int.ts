import { verify } from '@node-rs/argon2';
import { Client } from 'pg';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { driftSql, applyMigrations } from '../../src/core/database/migrator';
import { repoPaths } from '../../src/core/config/paths';
import { openDatabase, type Database } from '../../src/core/database/database';
import { seedDemo, isSeeded } from '../../src/seed/demo';
import { declaredMenus } from '../../src/core/database/menu-sync';
import { databaseUrl } from './support';

describe('migrations and the demo seed on the real PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: databaseUrl(), dataDir: '/nonexistent', migrateOnStart: true });
  });
  afterAll(() => db.close());

  it('has a migration for everything in the schema files (the CI check)', () => {
    // PGlite (the shadow database) loads its WebAssembly through dynamic import, which jest's CommonJS sandbox
    // cannot do, so the check runs as the real command does.
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    const r = spawnSync(process.execPath, [join(__dirname, '../../dist/cli/migrate.js'), 'check'], { encoding: 'utf8', env });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('Migrations match the schema.');
    expect(r.status).toBe(0);
  });

  it('leaves the migrated database with no drift from the schema', async () => {
    expect(await driftSql(repoPaths(), { url: databaseUrl() })).toBe('');
  });

  it('notices drift when the live database is changed by hand', async () => {
    const pg = new Client({ connectionString: databaseUrl() });
    await pg.connect();
    try {
      await pg.query('ALTER TABLE country ADD COLUMN drift_probe integer');
      expect(await driftSql(repoPaths(), { url: databaseUrl() })).toMatch(/DROP COLUMN "drift_probe"/);
    } finally {
      await pg.query('ALTER TABLE country DROP COLUMN IF EXISTS drift_probe');
      await pg.end();
    }
    expect(await driftSql(repoPaths(), { url: databaseUrl() })).toBe('');
  });

  it('records applied migrations the way `prisma migrate deploy` does, and applies nothing twice', async () => {
    const pg = new Client({ connectionString: databaseUrl() });
    await pg.connect();
    const { rows } = await pg.query('SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations');
    await pg.end();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.finished_at).not.toBeNull();
      expect(r.rolled_back_at).toBeNull();
    }
    expect(await applyMigrations(repoPaths(), { url: databaseUrl() })).toEqual([]);
  });

  it('seeds two companies with financial years 1404 and 1405, the current one marked', async () => {
    await seedDemo(db.prisma, { adminMobile: '09121112233', adminPassword: 'seed-test-pass-1', now: new Date('2026-11-22T08:00:00Z') });
    expect(await isSeeded(db.prisma)).toBe(true);
    // the seed's own companies (other suites of the run may add companies of their own)
    const companies = await db.prisma.company.findMany({ where: { code: { in: ['1001', '1002'] } }, include: { financialYears: { orderBy: { year: 'asc' } } }, orderBy: { code: 'asc' } });
    expect(companies).toHaveLength(2);
    expect(companies.filter((c) => c.isDefault)).toHaveLength(1);
    for (const c of companies) {
      // the seed's years (the payroll suites open the earlier years their payrolls post in, and the
      // finance suites close a year, which opens the next)
      const seeded = c.financialYears.filter((y) => y.year === 1404 || y.year === 1405);
      expect(seeded.map((y) => [y.year, y.isCurrent])).toEqual([
        [1404, false],
        [1405, true],
      ]);
      expect(seeded[1]!.startDate.toISOString().slice(0, 10)).toBe('2026-03-21');
      expect(seeded[1]!.endDate.toISOString().slice(0, 10)).toBe('2027-03-20');
    }
  });

  it('creates an administrator whose password is an argon2id hash and whose role reaches every menu with every action', async () => {
    const admin = await db.prisma.user.findUniqueOrThrow({
      where: { mobileNumber: '09121112233' },
      include: { roles: { include: { role: { include: { permissions: true } } } }, thirdParty: { include: { companies: true } } },
    });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(admin.passwordHash!, 'seed-test-pass-1')).toBe(true);
    expect(await verify(admin.passwordHash!, 'wrong')).toBe(false);
    expect(admin.thirdParty.companies).toHaveLength(2);
    // the menus and actions the module manifests declare, which the sync on opening wrote and granted the
    // Administrator role (on this fresh database every one of them was new)
    const declared = declaredMenus();
    const menus = new Map((await db.prisma.actionMenu.findMany({ where: { name: { in: declared.map((d) => d.name) } }, select: { id: true, name: true, isActive: true } })).map((m) => [m.name, m]));
    const actions = new Map((await db.prisma.action.findMany({ select: { id: true, name: true } })).map((a) => [a.name, a.id]));
    const granted = new Set(admin.roles.flatMap((r) => r.role.permissions.map((p) => `${p.actionMenuId}:${p.actionId}`)));
    expect(menus.size).toBe(declared.length);
    expect(declared.length).toBeGreaterThanOrEqual(40);
    expect([...menus.values()].every((m) => m.isActive)).toBe(true);
    const missing = declared.flatMap((d) => d.actions.map((a) => [d.name, a] as const)).filter(([menu, action]) => !granted.has(`${menus.get(menu)!.id}:${actions.get(action)}`));
    // the workflows' steps are actions too (Submit, Cancel on a document's page; Confirm, Reject on its level screens)
    expect([...actions.keys()]).toEqual(expect.arrayContaining(['Create', 'Update', 'Delete', 'Activate', 'Submit', 'Cancel', 'Confirm', 'Reject']));
    expect(missing).toEqual([]);
    const parents = await db.prisma.actionMenu.findMany({ where: { parentId: null }, select: { name: true } });
    expect(parents.map((p) => p.name).sort()).toEqual(
      ['BaseInformation', 'CommercialSystem', 'DealerSystem', 'EngineeringSystem', 'FinancialSystem', 'HumanResourceInformation', 'TransportationAndRequestMachinery', 'TreasuryInformation', 'WarehouseSystem'].sort(),
    );
  });

  it('seeds a little base data and can run again without duplicating anything', async () => {
    const counts = async () => ({
      cities: await db.prisma.city.count(),
      users: await db.prisma.user.count(),
      perms: await db.prisma.rolePermission.count(),
      companies: await db.prisma.company.count(),
    });
    const before = await counts();
    expect(before.cities).toBeGreaterThan(0);
    await seedDemo(db.prisma, { adminMobile: '09121112233', adminPassword: 'seed-test-pass-1', now: new Date('2026-11-22T08:00:00Z') });
    expect(await counts()).toEqual(before);
    expect(await db.prisma.company.count({ where: { code: { in: ['1001', '1002'] } } })).toBe(2);
  });

  it('keeps the audit log append-only: the database itself refuses updates and deletes', async () => {
    const row = await db.prisma.auditLog.create({ data: { event: 'test', entity: 'probe' } });
    await expect(db.prisma.auditLog.update({ where: { id: row.id }, data: { event: 'changed' } })).rejects.toThrow(/append-only/);
    await expect(db.prisma.auditLog.delete({ where: { id: row.id } })).rejects.toThrow(/append-only/);
    expect((await db.prisma.auditLog.findUniqueOrThrow({ where: { id: row.id } })).event).toBe('test');
  });

  it('writes nothing when a seed fails half-way', async () => {
    const companiesBefore = await db.prisma.company.count();
    const usersBefore = await db.prisma.user.count();
    // a mobile number longer than the column allows fails at the user insert, after companies were upserted
    await expect(seedDemo(db.prisma, { adminMobile: '0912000000000000', adminPassword: 'x-long-enough' })).rejects.toThrow();
    expect(await db.prisma.company.count()).toBe(companiesBefore);
    expect(await db.prisma.user.count()).toBe(usersBefore);
  });
});
