import { describe, expect, it } from 'vitest';
import { actionsByUrl, actionsFor, canOpen, externalHref, firstSegment, isExempt, isInternalMenuLink, menuUrlOf, normalizePath } from './menus';
import { pageAccessOf } from './usePageAccess';
import { shortcutAllowed, shortcutOf } from './useShortcuts';

const menus = [
  { url: null, actions: [] },
  { url: '/cities-2', actions: ['Create', 'Update'] },
  { url: '/countries-2', actions: ['Delete', 'Activate', 'Approve'] },
  { url: '/warehouse/temporary-delivery-management', actions: [] },
];

describe('paths', () => {
  it('normalises away the base path, the query, the hash and extra slashes', () => {
    expect(normalizePath('/common/cities-2/12?x=1#top')).toBe('/cities-2/12');
    expect(normalizePath('cities-2/')).toBe('/cities-2');
    expect(normalizePath('/')).toBe('/');
    expect(firstSegment('/cities-2/create/5')).toBe('/cities-2');
    expect(firstSegment('/')).toBe('/');
  });
});

describe('canOpen', () => {
  it('opens a path whose first segment is a menu url', () => {
    expect(canOpen('/cities-2', menus)).toBe(true);
    expect(canOpen('/cities-2/create/3', menus)).toBe(true);
    expect(canOpen('/common/countries-2', menus)).toBe(true);
  });

  it('refuses a path no menu covers', () => {
    expect(canOpen('/currencies-2', menus)).toBe(false);
    expect(canOpen('/product-2', [])).toBe(false);
  });

  it('always opens the dashboard, profile, setting and notifications', () => {
    for (const path of ['/dashboard-2', '/profile', '/setting', '/notification-2', '/']) expect(canOpen(path, [])).toBe(true);
    // the inbox and the documents it opens for those who take part in their approval
    for (const path of ['/inbox-2', '/inbox-2/supplygoods/12']) expect(canOpen(path, [])).toBe(true);
  });

  it('lets the exempt admin pages through, with and without the -2 suffix', () => {
    for (const path of [
      '/working-group-2',
      '/job-request-2',
      '/manage-Attendance-2',
      '/manage-attendance-2',
      '/dealer-sos-request-2',
      '/dealer-create-sos-request',
      '/afterSales-claim-2',
      '/bank-account',
      '/access-management-2',
      '/payroll-2',
      '/entry-management-2',
      '/exit-management-2',
      '/reports/inventory-valuation',
      '/mvm-card/card-charge',
      '/mvm-card/card-request',
      '/company-information-2',
      '/shift-2',
    ]) {
      expect(isExempt(path), path).toBe(true);
      expect(canOpen(path, []), path).toBe(true);
    }
  });

  it('does not widen an exempt page to its neighbours', () => {
    expect(isExempt('/reports/other')).toBe(false);
    expect(isExempt('/mvm-card/report')).toBe(false);
    expect(isExempt('/bank-account-typo-2')).toBe(false);
    expect(isExempt('/shifty-2')).toBe(false);
  });

  it('finds the menu a path belongs to, also a longer menu url', () => {
    expect(menuUrlOf('/cities-2/5', menus)).toBe('/cities-2');
    expect(menuUrlOf('/warehouse/temporary-delivery-management', menus)).toBe('/warehouse/temporary-delivery-management');
    expect(menuUrlOf('/warehouse/other', menus)).toBeUndefined();
  });
});

describe('actionsByUrl', () => {
  it('maps every menu url to the actions held on it', () => {
    const map = actionsByUrl(menus);
    expect([...map.keys()]).toEqual(['/cities-2', '/countries-2', '/warehouse/temporary-delivery-management']);
    expect([...actionsFor(map, '/cities-2')]).toEqual(['Create', 'Update']);
    expect(actionsFor(map, '/COUNTRIES-2').has('Approve')).toBe(true);
    expect(actionsFor(map, '/nothing').size).toBe(0);
    expect(actionsFor(map, undefined).size).toBe(0);
  });

  it('gives the page flags', () => {
    const access = pageAccessOf(actionsFor(actionsByUrl(menus), '/countries-2'));
    expect(access).toMatchObject({ create: false, update: false, delete: true, activate: true });
    expect(access.can('Approve')).toBe(true);
    expect(access.can('Reject')).toBe(false);
  });
});

describe('isInternalMenuLink', () => {
  it('keeps subsystem types 1, 6, 7, 8 and 9 inside the app', () => {
    for (const type of [1, 6, 7, 8, 9]) expect(isInternalMenuLink({ url: '/x-2' }, type)).toBe(true);
  });

  it('keeps the warehouse inside except temporary-delivery management', () => {
    expect(isInternalMenuLink({ url: '/product-2' }, 3)).toBe(true);
    expect(isInternalMenuLink({ url: '/warehouse/temporary-delivery-management' }, 3)).toBe(false);
  });

  it('sends the other types to their own application', () => {
    for (const type of [2, 4, 5, 10]) expect(isInternalMenuLink({ url: '/x-2' }, type)).toBe(false);
    expect(isInternalMenuLink({ url: '/x-2', subSystemType: 7 })).toBe(true);
    expect(externalHref({ baseUrl: 'https://eng.example/', url: '/projects-2' })).toBe('https://eng.example/projects-2');
    expect(externalHref({ baseUrl: null, url: '/projects-2' })).toBe('/projects-2');
  });
});

describe('shortcuts', () => {
  const key = (code: string, extra: Partial<KeyboardEvent> = {}) => ({ altKey: true, ctrlKey: false, metaKey: false, code, ...extra });

  it('reads the physical key, whatever the layout types', () => {
    expect(shortcutOf(key('KeyN'))).toBe('N');
    expect(shortcutOf(key('Space'))).toBe('Space');
    expect(shortcutOf(key('KeyN', { altKey: false }))).toBeUndefined();
    expect(shortcutOf(key('KeyN', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutOf(key('KeyZ'))).toBeUndefined();
  });

  it('runs new, edit, delete and activate only with their flag; the others always', () => {
    const none = { create: false, update: false, delete: false, activate: false };
    for (const name of ['N', 'E', 'D', 'O'] as const) expect(shortcutAllowed(name, none)).toBe(false);
    expect(shortcutAllowed('N', { ...none, create: true })).toBe(true);
    expect(shortcutAllowed('E', { ...none, update: true })).toBe(true);
    expect(shortcutAllowed('D', { ...none, delete: true })).toBe(true);
    expect(shortcutAllowed('O', { ...none, activate: true })).toBe(true);
    for (const name of ['F', 'B', 'S', 'A', 'Q', 'Y', 'U', 'I', 'M', 'H', 'Space', 'K'] as const) expect(shortcutAllowed(name, none)).toBe(true);
  });
});
