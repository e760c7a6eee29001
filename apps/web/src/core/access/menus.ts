import compactPages from 'virtual:karsaz/entity-pages';
import { expandPage } from '../entity/pageEntry';

const entityPages = compactPages.map(expandPage);
import type { ProfileMenu } from '../auth/identity';

/**
 * Menu-driven access (spec platform-core §2 "Menu-access exemptions", §6). Pure functions over the profile's menus;
 * the router guard, the sidebar, `usePageAccess` and the shortcuts build on them.
 */

/** A menu as these functions need it: the profile's menu items (or any object with the same fields). */
export type MenuLike = Pick<ProfileMenu, 'url'> & Partial<Pick<ProfileMenu, 'actions' | 'baseUrl' | 'subSystemType'>>;

/** Pages every signed-in user may open, whatever the menus say. */
export const ALWAYS_OPEN_PATHS: readonly string[] = ['/dashboard-2', '/profile', '/setting', '/notification-2', '/inbox-2'];

/**
 * The '-2' admin pages the menu check lets through (spec §2). Each entry is a path: a requested path is exempt
 * when it equals one of them or lies below it. Entries are compared case-insensitively.
 */
const EXEMPT_SUFFIXED: readonly string[] = [
  '/working-group-2',
  '/job-request-2',
  '/picker-man-2',
  '/manage-Attendance-2',
  '/bank-account-2',
  '/bank-attribute-2',
  '/bank-account-transaction-report-2',
  '/region-2',
  '/access-management-2',
  '/payroll-2',
  '/insurance-management-2',
  '/employment-decree-2',
  '/orders-2',
  '/entry-management-2',
  '/exit-management-2',
  '/calendar-2',
  '/reports/inventory-valuation',
  '/mvm-card/card-charge',
  '/mvm-card/card-request',
  '/attendance-device-2',
  '/hr-jobs-2',
  '/shift-2',
  '/company-information-2',
];

/** The exempt pages, and the '-2' ones under their names without the suffix as well. */
export const EXEMPT_PATHS: readonly string[] = [...EXEMPT_SUFFIXED, ...EXEMPT_SUFFIXED.filter((p) => p.endsWith('-2')).map((p) => p.slice(0, -2))];

/** Whole families of exempt pages: every page whose first segment starts with one of these. */
export const EXEMPT_PREFIXES: readonly string[] = ['dealer-', 'aftersales-'];

/** The path without the /common base, query or hash, with one leading slash and no trailing one. */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '';
  if (/^\/?common(\/|$)/i.test(path)) path = path.replace(/^\/?common/i, '');
  path = '/' + path.replace(/^\/+/, '').replace(/\/+$/, '');
  return path;
}

/** '/x' for a path /x/y/z ('/' for the root). */
export function firstSegment(pathname: string): string {
  const path = normalizePath(pathname);
  const [segment = ''] = path.slice(1).split('/');
  return '/' + segment;
}

const lower = (text: string) => text.toLowerCase();
const EXEMPT_LOWER = EXEMPT_PATHS.map(lower);
const ALWAYS_LOWER = ALWAYS_OPEN_PATHS.map(lower);
const under = (path: string, base: string) => path === base || path.startsWith(base + '/');

/** The page is open to every signed-in user, menus or not (the always-open pages and the exempt ones). */
export function isExempt(pathname: string): boolean {
  const path = lower(normalizePath(pathname));
  if (path === '/') return true;
  if (ALWAYS_LOWER.some((base) => under(path, base))) return true;
  if (EXEMPT_LOWER.some((base) => under(path, base))) return true;
  const segment = firstSegment(path).slice(1);
  return EXEMPT_PREFIXES.some((prefix) => segment.startsWith(prefix));
}

/** The menu the path belongs to: its url is '/' + the path's first segment (or a longer url the path lies under). */
export function menuUrlOf(pathname: string, menus: readonly MenuLike[]): string | undefined {
  const path = lower(normalizePath(pathname));
  const segment = lower(firstSegment(path));
  const urls = menus.map((m) => m.url).filter((url): url is string => !!url);
  return urls.find((url) => lower(url) === segment) ?? urls.find((url) => url.length > 1 && under(path, lower(normalizePath(url))));
}

/** Form pages with addresses of their own (`/supply-goods-2/:id?`) open to the holders of their entity's pages. */
// (from the page index built with the app: the first load carries no entity definition)
const FORM_PAGES = [...new Set(entityPages.flatMap((p) => (p.formPages?.create.startsWith('/') ? [p.formPages.create] : [])))].map((path) => ({
  path: lower(path),
  menus: entityPages.filter((p) => p.formPages?.create === path).map((p) => p.url),
}));

/** Whether a signed-in user with these menus may open the path (spec §6): a menu for its first segment, or exempt. */
export function canOpen(pathname: string, menus: readonly MenuLike[]): boolean {
  if (isExempt(pathname) || menuUrlOf(pathname, menus) !== undefined) return true;
  const path = lower(normalizePath(pathname));
  return FORM_PAGES.some((f) => under(path, f.path) && f.menus.some((url) => menuUrlOf(url, menus) !== undefined));
}

/** Menu url -> the names of the actions the user holds on it (Create, Update, Delete, Activate, workflow steps). */
export function actionsByUrl(menus: readonly MenuLike[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const menu of menus) {
    if (!menu.url) continue;
    const set = map.get(menu.url) ?? new Set<string>();
    for (const action of menu.actions ?? []) set.add(action);
    map.set(menu.url, set);
  }
  return map;
}

/** The actions held on a url (exact first, then case-insensitively); an empty set when none. */
export function actionsFor(map: ReadonlyMap<string, ReadonlySet<string>>, url: string | undefined): ReadonlySet<string> {
  if (!url) return new Set();
  const exact = map.get(url);
  if (exact) return exact;
  const wanted = lower(url);
  for (const [key, value] of map) if (lower(key) === wanted) return value;
  return new Set();
}

/** Subsystem types whose pages live in this application (spec §2). */
export const INTERNAL_SUBSYSTEM_TYPES: readonly number[] = [1, 6, 7, 8, 9];
/** The warehouse (type 3) is internal too, except this page. */
export const EXTERNAL_WAREHOUSE_URL = '/warehouse/temporary-delivery-management';

/** Whether a sidebar child is a router link (true) or a link to another application (`baseUrl + url`). */
export function isInternalMenuLink(item: Pick<ProfileMenu, 'url'> & Partial<Pick<ProfileMenu, 'subSystemType'>>, parentSubSystemType?: number | null): boolean {
  const type = parentSubSystemType ?? item.subSystemType;
  if (type === undefined || type === null) return false;
  if (INTERNAL_SUBSYSTEM_TYPES.includes(type)) return true;
  if (type === 3) return lower(normalizePath(item.url ?? '')) !== lower(EXTERNAL_WAREHOUSE_URL);
  return false;
}

/** The address of an external menu item: the other application's base URL plus the item url. */
export function externalHref(item: Pick<ProfileMenu, 'url' | 'baseUrl'>): string {
  const base = (item.baseUrl ?? '').replace(/\/+$/, '');
  const url = item.url ?? '';
  return base + (url.startsWith('/') || !base ? url : '/' + url);
}

