import type { ActionMenu } from './api';

export interface TreeRow {
  menu: ActionMenu;
  depth: number;
}

const byPriority = (a: ActionMenu, b: ActionMenu) => a.priority - b.priority || a.id - b.id;

/** The menus as a tree walked depth-first, siblings by priority; a menu whose parent is missing counts as a root. */
export function orderedTree(menus: readonly ActionMenu[]): TreeRow[] {
  const ids = new Set(menus.map((m) => m.id));
  const children = new Map<number | null, ActionMenu[]>();
  for (const m of menus) {
    const parent = m.parentId !== null && ids.has(m.parentId) ? m.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  const out: TreeRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const m of [...(children.get(parent) ?? [])].sort(byPriority)) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push({ menu: m, depth });
      walk(m.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The siblings of a menu in order (the same parent, as the tree shows it), the menu included. */
export function siblingsOf(menus: readonly ActionMenu[], menu: ActionMenu): ActionMenu[] {
  const ids = new Set(menus.map((m) => m.id));
  const parentOf = (m: ActionMenu) => (m.parentId !== null && ids.has(m.parentId) ? m.parentId : null);
  return menus.filter((m) => parentOf(m) === parentOf(menu)).sort(byPriority);
}

/**
 * Moves a menu one place up (-1) or down (+1) among its siblings: the new priorities (10, 20, 30, ...) of the
 * siblings whose priority changes. Nothing when it is already first or last.
 */
export function movePriority(menus: readonly ActionMenu[], menu: ActionMenu, step: -1 | 1): { menu: ActionMenu; priority: number }[] {
  const siblings = siblingsOf(menus, menu);
  const at = siblings.findIndex((m) => m.id === menu.id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= siblings.length) return [];
  const order = [...siblings];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order.map((m, i) => ({ menu: m, priority: (i + 1) * 10 })).filter((x) => x.menu.priority !== x.priority);
}
