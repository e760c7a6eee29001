import { MODULES, PARENT_MENUS, defaultMenuName } from '@karsaz/entities';
import { describe, expect, it } from 'vitest';
import { MENU_LABELS, menuLabel } from './menuLabels';
import { menuTarget } from './menuTarget';

/** Every menu the sync writes (apps/api/src/core/database/menu-sync.ts declaredMenus): parents, pages, permissions. */
const declared = [
  ...PARENT_MENUS.map((p) => ({ name: p.name as string, label: p.label, url: null as string | null })),
  ...MODULES.flatMap((m) => [...m.menus, ...m.permissions].map((menu) => ({ name: menu.name, label: menu.label, url: menu.url as string | null }))),
];

/** A path or stored name with its separators dropped: «contractor-service-2» → «contractorservice». */
const runTogether = (text: string) => text.replace(/[^A-Za-z]/g, '').toLowerCase();

describe('menu labels (issue 11)', () => {
  it('every declared menu has a written Persian and English label', () => {
    expect(declared.length).toBeGreaterThan(40);
    for (const menu of declared) {
      expect(menu.label.fa.trim(), menu.name).not.toBe('');
      expect(menu.label.en.trim(), menu.name).not.toBe('');
      expect(MENU_LABELS.get(menu.name), menu.name).toEqual(menu.label);
    }
  });

  it('no English label is words run together from a stored name or a path', () => {
    for (const menu of declared) {
      const words = menu.label.en.split(/\s+/);
      // a label of several words must not be shown as its stored name (its words glued together)
      if (words.length > 1) expect(menuLabel({ name: menu.name, description: menu.label.fa }, 'en'), menu.name).not.toBe(defaultMenuName(menu.label));
      // a one-word label is a word, not a path with its hyphens dropped
      if (words.length === 1 && menu.url && /-[a-z]/.test(menu.url.replace(/-2$/, ''))) expect(runTogether(menu.label.en), menu.name).not.toBe(runTogether(menu.url.replace(/-2$/, '')));
    }
  });

  it('the sidebar shows the written label in English and the stored description in Persian', () => {
    for (const menu of declared) {
      expect(menuLabel({ name: menu.name, description: menu.label.fa }, 'en')).toBe(menu.label.en);
      expect(menuLabel({ name: menu.name, description: 'نام دیگر' }, 'fa')).toBe('نام دیگر');
    }
    const en = (name: string) => menuLabel({ name, description: null }, 'en');
    expect(en('Contractorservices')).toBe('Contractor services');
    expect(en('Expertgrades')).toBe('Expert grades');
    expect(en('Machinerydefinitions')).toBe('Machinery definitions');
    expect(en('Costcentres')).toBe('Cost centres');
    expect(en('Employercontracts')).toBe('Employer contracts');
    // a menu made on the access screens: its name, spaced
    expect(en('WarehouseReports')).toBe('Warehouse Reports');
  });
});

describe('menuTarget: where a sidebar child leads (issue 11)', () => {
  const at = { origin: 'https://karsaz.example', basePath: '/common/' };

  it('keeps the internal subsystem types in the router', () => {
    expect(menuTarget({ url: '/cities-2', baseUrl: null }, 1, at)).toEqual({ kind: 'route', to: '/cities-2' });
  });

  it('an entry of this app’s own base (/common, or its full address) is a router navigation, not a page load', () => {
    expect(menuTarget({ url: '/expert-2', baseUrl: '/common' }, 2, at)).toEqual({ kind: 'route', to: '/expert-2' });
    expect(menuTarget({ url: '/expert-2', baseUrl: '/common/' }, 2, at)).toEqual({ kind: 'route', to: '/expert-2' });
    expect(menuTarget({ url: 'projects-2?x=1', baseUrl: 'https://karsaz.example/common' }, 5, at)).toEqual({ kind: 'route', to: '/projects-2?x=1' });
  });

  it('another application, or another path of this site, loads its own document', () => {
    expect(menuTarget({ url: '/projects-2', baseUrl: 'https://eng.example/' }, 2, at)).toEqual({ kind: 'external', href: 'https://eng.example/projects-2' });
    expect(menuTarget({ url: '/projects-2', baseUrl: '/engineering' }, 2, at)).toEqual({ kind: 'external', href: '/engineering/projects-2' });
    expect(menuTarget({ url: '/warehouse/temporary-delivery-management', baseUrl: 'https://wh.example' }, 3, at).kind).toBe('external');
  });
});
