import type { ProfileMenu } from '../auth/identity';
import { BASE_PATH } from '../router/paths';
import { externalHref, isInternalMenuLink } from './menus';

/** Where a sidebar child leads: a page of this app (a router navigation) or another application (a full load). */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * Where a sidebar child leads (spec §2; issue 11). The internal subsystem types are router links. Any other item
 * leads to `baseUrl + url`, and when that address is this application's own (same origin, under the app's base
 * path `/common/`, as the engineering, commercial and financial pages served here are) it is a router link too:
 * following it keeps the open tabs and the pages kept alive. Only a truly external address loads a new document.
 */
export function menuTarget(
  item: Pick<ProfileMenu, 'url' | 'baseUrl'> & Partial<Pick<ProfileMenu, 'subSystemType'>>,
  parentSubSystemType?: number | null,
  { origin = globalThis.location?.origin ?? 'http://localhost', basePath = BASE_PATH }: { origin?: string; basePath?: string } = {},
): MenuTarget {
  if (isInternalMenuLink(item, parentSubSystemType)) return { kind: 'route', to: item.url ?? '/' };
  const href = externalHref(item);
  let target: URL;
  try {
    target = new URL(href, origin + basePath);
  } catch {
    return { kind: 'external', href };
  }
  const base = basePath.replace(/\/+$/, '');
  const own = target.origin === new URL(origin).origin && (target.pathname === base || target.pathname.startsWith(base + '/'));
  if (!own) return { kind: 'external', href };
  return { kind: 'route', to: (target.pathname.slice(base.length) || '/') + target.search };
}
