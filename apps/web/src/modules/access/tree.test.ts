import { describe, expect, it } from 'vitest';
import type { ActionMenu } from './api';
import { movePriority, orderedTree } from './tree';

const menu = (id: number, parentId: number | null, priority: number): ActionMenu => ({
  id, parentId, priority, name: `M${id}`, description: null, url: null, baseUrl: null, icon: null, subSystemType: 1, isActive: true, version: 1,
});

const menus = [menu(1, null, 20), menu(2, null, 10), menu(3, 1, 10), menu(4, 1, 10), menu(5, 2, 5), menu(6, 99, 0)];

describe('orderedTree', () => {
  it('walks parents before children, siblings by priority then id, orphans as roots', () => {
    expect(orderedTree(menus).map((r) => [r.menu.id, r.depth])).toEqual([[6, 0], [2, 0], [5, 1], [1, 0], [3, 1], [4, 1]]);
  });
});

describe('movePriority', () => {
  it('swaps a menu with its neighbour and renumbers the siblings that change', () => {
    // siblings of 4 (parent 1): 3 (10), 4 (10) — ties broken by id; moving 4 up gives 4:10, 3:20
    expect(movePriority(menus, menus[3]!, -1).map((c) => [c.menu.id, c.priority])).toEqual([[3, 20]]);
    expect(movePriority(menus, menus[2]!, 1).map((c) => [c.menu.id, c.priority])).toEqual([[3, 20]]);
  });

  it('does nothing past either end', () => {
    expect(movePriority(menus, menus[2]!, -1)).toEqual([]);
    expect(movePriority(menus, menus[3]!, 1)).toEqual([]);
  });

  it('moves a root among roots only', () => {
    // roots: 6 (0), 2 (10), 1 (20); moving 1 up gives 6:10, 1:20 (as it was), 2:30
    expect(movePriority(menus, menus[0]!, -1).map((c) => [c.menu.id, c.priority])).toEqual([[6, 10], [2, 30]]);
  });
});
