import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkModules, defineModule, PARENT_MENUS, STANDARD_ACTIONS } from './module';
import { MODULES } from './modules';
import { ENTITIES, entityPages } from './registry';
import { country } from './base-data/country';

describe('the module manifests', () => {
  it('are sound: unique names and urls, known parents and actions, every entity guarded by a declared page', () => {
    expect(checkModules(MODULES)).toEqual([]);
  });

  it('are where the registry takes its entities from, each entity in exactly one module', () => {
    const owned = MODULES.flatMap((m) => m.entities.map((e) => e.name));
    expect(owned).toEqual(ENTITIES.map((e) => e.name));
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('give every entity page a menu, and hold no menu for a page the app lacks', () => {
    const menuUrls = MODULES.flatMap((m) => m.menus.map((menu) => menu.url));
    for (const page of entityPages()) expect(menuUrls).toContain(page.url);
    // the entries earlier seeds listed although no page serves them (they opened the not-found page)
    for (const dead of ['/bank-account-2', '/payroll-2', '/dealer-2', '/transport-request-2', '/machinery-request-2', '/dealer-rescue-vehicle-2']) {
      expect(menuUrls).not.toContain(dead);
    }
    // a custom page is a menu without an entity
    const custom = MODULES.flatMap((m) => m.menus.filter((menu) => !menu.entity).map((menu) => menu.url)).sort();
    expect(custom).toEqual(['/access-management-2', '/estimation/wizard-2', '/inbox-2', '/inventory-turnover-report-2', '/manage-leads-access-management', '/menus-priority-2', '/notification-2', '/otp-2', '/reports/inventory-valuation', '/telegramChat-2']);
  });

  it('keep the stored names of the pages earlier versions seeded, so the sync adopts their rows', () => {
    const byUrl = Object.fromEntries(MODULES.flatMap((m) => m.menus.map((menu) => [menu.url, menu.name])));
    expect(byUrl['/countries-2']).toBe('Countries');
    expect(byUrl['/states-2']).toBe('States');
    expect(byUrl['/thirdparties-2']).toBe('ThirdParties');
    // and the sidebar label users know, where it differs from the list's title
    expect(MODULES.flatMap((m) => m.menus).find((x) => x.name === 'ThirdParties')!.label.fa).toBe('اشخاص');
    expect(byUrl['/access-management-2']).toBe('AccessManagement');
    expect(byUrl['/supplier-2']).toBe('Suppliers');
    expect(PARENT_MENUS.map((p) => p.name)).toHaveLength(9);
  });

  it('derive an entity page’s actions from its operations, and let a manifest name workflow actions', () => {
    const m = defineModule({
      name: 'probe',
      label: { fa: 'آزمون', en: 'Probe' },
      entities: [country],
      menuOrder: 1000,
      pages: [{ name: 'ProbeRequests', url: '/probe-request-2', parent: 'WarehouseSystem', label: { fa: 'درخواست', en: 'Requests' }, actions: ['Create', 'Submit', 'Approve'] }],
      actions: [
        { name: 'Submit', label: { fa: 'ارسال', en: 'Submit' } },
        { name: 'Approve', label: { fa: 'تأیید', en: 'Approve' } },
      ],
      workflows: ['probeRequest'],
    });
    expect(m.menus).toEqual([
      { name: 'Countries', url: '/countries-2', parent: 'BaseInformation', order: 1010, icon: 'world', label: country.label.plural, actions: [...STANDARD_ACTIONS], entity: 'country' },
      { name: 'ProbeRequests', url: '/probe-request-2', parent: 'WarehouseSystem', order: 1020, label: { fa: 'درخواست', en: 'Requests' }, actions: ['Create', 'Submit', 'Approve'] },
    ]);
    expect(checkModules([m])).toEqual([]);
    // an action no module declares, a url served twice and an unknown parent are named
    const broken = defineModule({
      name: 'broken',
      label: { fa: 'x', en: 'x' },
      pages: [
        { name: 'A', url: '/a-2', parent: 'BaseInformation', label: { fa: 'a', en: 'a' }, actions: ['Ship'] },
        { name: 'B', url: '/a-2', parent: 'Nowhere' as never, label: { fa: 'b', en: 'b' } },
      ],
    });
    expect(checkModules([broken])).toEqual([
      'module broken: menu A (/a-2): the action Ship is declared by no module',
      'module broken: menu B (/a-2): the url is also a page of module broken',
      'module broken: menu B (/a-2): Nowhere is not a parent menu',
    ]);
  });
});

describe('the core of packages/entities', () => {
  // the core files (definitions, routes, the module type, the registry's functions) import no area folder; only
  // modules.ts, the list of the modules, does
  const src = __dirname;
  const areas = readdirSync(src).filter((f) => statSync(join(src, f)).isDirectory());

  it('imports no area folder', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(src).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && f !== 'modules.ts')) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const m of text.matchAll(/from\s+'\.\/([^'/]+)\//g)) if (areas.includes(m[1]!)) offenders.push(`${file} imports ./${m[1]}/`);
      for (const m of text.matchAll(/(?:import|require)\(\s*'\.\/([^'/]+)\//g)) if (areas.includes(m[1]!)) offenders.push(`${file} imports ./${m[1]}/`);
    }
    expect(areas.length).toBeGreaterThanOrEqual(7);
    expect(offenders).toEqual([]);
  });

  it('has every area folder declare itself in a module.ts that modules.ts lists', () => {
    const listed = readFileSync(join(src, 'modules.ts'), 'utf8');
    for (const area of areas) {
      expect(readdirSync(join(src, area))).toContain('module.ts');
      expect(listed).toContain(`'./${area}/module'`);
    }
  });
});
