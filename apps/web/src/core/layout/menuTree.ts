import type { ProfileMenu } from '../auth/identity';
import { menuLabel } from '../access/menuLabels';
import { normalizeSearch } from './search';

/** A parent menu with its children, ordered by priority (spec §2 sidebar). */
export interface MenuGroup {
  parent: ProfileMenu;
  children: ProfileMenu[];
}

const byPriority = (a: ProfileMenu, b: ProfileMenu) => a.priority - b.priority || a.id - b.id;

/** The sidebar tree: parents (menus without a parent) with their children; parents without children are left out. */
export function buildMenuTree(menus: readonly ProfileMenu[]): MenuGroup[] {
  const parents = menus.filter((m) => m.parentId === null).sort(byPriority);
  return parents
    .map((parent) => ({ parent, children: menus.filter((m) => m.parentId === parent.id && !!m.url).sort(byPriority) }))
    .filter((group) => group.children.length > 0);
}

/** The groups with only the children whose Persian description, name or English label contains the search (a matching parent keeps all). */
export function filterMenuTree(groups: readonly MenuGroup[], search: string): MenuGroup[] {
  const wanted = normalizeSearch(search);
  if (!wanted) return [...groups];
  const hit = (menu: ProfileMenu) => normalizeSearch(`${menu.description ?? ''} ${menu.name} ${menuLabel(menu, 'en')}`).includes(wanted);
  return groups
    .map((group) => (hit(group.parent) ? group : { parent: group.parent, children: group.children.filter(hit) }))
    .filter((group) => group.children.length > 0);
}
