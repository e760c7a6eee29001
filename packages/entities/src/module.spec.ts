import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkModules, defineModule, PARENT_MENUS, reportMenuName, STANDARD_ACTIONS } from './module';
import { MODULES } from './modules';
import { ENTITIES, REPORTS, entityPages, findEntity, findReport, reportReadersOf } from './registry';
import { checkReports, type ReportDefinition } from './report';
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
    for (const dead of ['/transport-request-2', '/machinery-request-2']) {
      expect(menuUrls).not.toContain(dead);
    }
    // a custom page is a menu without an entity
    const custom = MODULES.flatMap((m) => m.menus.filter((menu) => !menu.entity).map((menu) => menu.url)).sort();
    expect(custom).toEqual([
      '/access-management-2', '/aggregation-report-2', '/bank-account-transaction-report-2', '/cost-center-stock-report-2', '/credit-debit-liquidity-report-2', '/dealer-grid-2', '/dealer-realization-rate-2', '/engineering-report-2', '/estimation/wizard-2',
      '/financial/account-review-report', '/financial/financial-years', '/financial/ledger-report', '/financial/trial-balance-report', '/inbox-2', '/interviewer-dashboard-2', '/inventory-turnover-report-2', '/manage-leads-access-management', '/menus-priority-2',
      '/mission-management-2', '/notification-2', '/operation-report-2', '/otp-2', '/personnel-requests-2', '/product-report-2', '/reports/inventory-valuation', '/revenue-and-cost-operational-report-2',
      '/shift-month-2', '/suggested-service-price-report-2', '/supply-goods-report-2', '/telegramChat-2', '/thirdpary-transaction-report-2',
    ]);
  });

  it('make each report’s url a page of its module held through View and Export', () => {
    const contracting = MODULES.find((m) => m.name === 'contracting')!;
    expect(contracting.reports.map((r) => r.url)).toEqual(['/operation-report-2', '/supply-goods-report-2', '/product-report-2', '/aggregation-report-2', '/engineering-report-2', '/suggested-service-price-report-2', '/cost-center-stock-report-2']);
    for (const r of contracting.reports) {
      expect(contracting.menus.find((m) => m.url === r.url)).toEqual({ name: reportMenuName(r), url: r.url, parent: 'EngineeringSystem', order: expect.any(Number), icon: r.icon, label: r.label, actions: ['View', 'Export'] });
    }
    expect(contracting.actions.map((a) => a.name)).toEqual(expect.arrayContaining(['View', 'Export']));
    expect(reportMenuName({ name: 'suggestedServicePrice' })).toBe('SuggestedServicePriceReport');
    // the pages come after the module's others, so adding reports moves no page a customer knows
    const orders = contracting.menus.map((m) => m.order);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
    expect(contracting.menus.slice(-contracting.reports.length).map((m) => m.url)).toEqual(contracting.reports.map((r) => r.url));
  });

  it('check reports: names, urls, links, enums, totals, charts and sorts', () => {
    const bad: ReportDefinition = {
      name: 'Bad-name', url: '/bad-report-2', area: 'service', parent: 'EngineeringSystem', label: { fa: 'x', en: 'x' },
      filters: [
        { key: 'projectId', type: 'link', entity: 'nothing', label: { fa: 'x', en: 'x' } },
        { key: 'thirdPartyId', type: 'link', entity: 'thirdparty', view: 'getNobody', label: { fa: 'x', en: 'x' } },
        { key: 'kind', type: 'enum', label: { fa: 'x', en: 'x' } },
        { key: 'date', type: 'dateRange', label: { fa: 'x', en: 'x' } },
        { key: 'dateFrom', type: 'text', label: { fa: 'x', en: 'x' } },
      ],
      columns: [
        { key: 'title', type: 'text', label: { fa: 'x', en: 'x' }, total: true },
        { key: 'project', type: 'link', label: { fa: 'x', en: 'x' } },
        { key: 'projectId', type: 'int', label: { fa: 'x', en: 'x' } },
        { key: 'title', type: 'money', label: { fa: 'x', en: 'x' } },
      ],
      chart: { kind: 'bar', x: 'nowhere', series: ['project'] },
      defaultSort: { key: 'amount', direction: 'asc' },
    };
    expect(checkReports([bad, { ...bad, name: 'ok' }], findEntity).filter((p) => p.startsWith('report Bad-name'))).toEqual([
      'report Bad-name: the name must be camelCase letters and digits',
      'report Bad-name: filter projectId links to nothing, which is no entity',
      'report Bad-name: filter thirdPartyId: thirdparty has no view getNobody',
      'report Bad-name: filter kind is an enum without options',
      'report Bad-name: the filter parameter dateFrom is used twice',
      'report Bad-name: column title is text: only numbers have totals',
      'report Bad-name: the column title is used twice',
      'report Bad-name: column projectId clashes with the id of the link project',
      'report Bad-name: the default sort amount is no column',
      'report Bad-name: the chart\'s x nowhere is no column',
      'report Bad-name: the chart\'s series project is no numeric column',
    ]);
    expect(checkReports([bad, { ...bad, name: 'ok' }], findEntity)).toContain('report ok: the url /bad-report-2 is used twice');
    expect(checkReports(REPORTS, findEntity)).toEqual([]);
    // a report page's holders look up its filters' rows; the entity pages' readers are unchanged otherwise
    expect(reportReadersOf('warehouse')).toEqual(['/product-report-2', '/cost-center-stock-report-2']);
    expect(reportReadersOf('costcenter')).toEqual(['/operation-report-2', '/supply-goods-report-2', '/product-report-2', '/aggregation-report-2', '/engineering-report-2', '/cost-center-stock-report-2', '/financial/ledger-report']);
    expect(findReport('/operation-report-2')?.name).toBe('operation');
    expect(findReport('aggregation')?.url).toBe('/aggregation-report-2');
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
