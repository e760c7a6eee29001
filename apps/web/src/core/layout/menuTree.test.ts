import { describe, expect, it } from 'vitest';
import type { ProfileMenu } from '../auth/identity';
import { isNewer } from '../update/version';
import { buildMenuTree, filterMenuTree } from './menuTree';
import { pickFinancialYear } from './selectors';

const menu = (id: number, parentId: number | null, name: string, description: string, url: string | null, priority: number): ProfileMenu => ({
  id, parentId, name, description, url, baseUrl: null, priority, subSystemType: 1, icon: null, actions: [],
});

const menus = [
  menu(1, null, 'BaseInformation', 'اطلاعات پایه', null, 10),
  menu(2, 1, 'Cities', 'شهرها', '/cities-2', 30),
  menu(3, 1, 'States', 'استان‌ها', '/states-2', 20),
  menu(4, null, 'CommercialSystem', 'سامانهٔ بازرگانی', null, 5),
  menu(5, null, 'WarehouseSystem', 'سامانهٔ انبار', null, 1),
  menu(6, 5, 'Products', 'كالاها', '/product-2', 10),
];

describe('the sidebar tree', () => {
  it('groups children under their parents by priority and leaves out empty parents', () => {
    const tree = buildMenuTree(menus);
    expect(tree.map((g) => g.parent.name)).toEqual(['WarehouseSystem', 'BaseInformation']);
    expect(tree[1]!.children.map((c) => c.url)).toEqual(['/states-2', '/cities-2']);
  });

  it('filters by the Persian description or the name, Arabic letters and joiners aside', () => {
    const tree = buildMenuTree(menus);
    expect(filterMenuTree(tree, 'شهر').flatMap((g) => g.children.map((c) => c.url))).toEqual(['/cities-2']);
    expect(filterMenuTree(tree, 'استانها').flatMap((g) => g.children.map((c) => c.url))).toEqual(['/states-2']);
    expect(filterMenuTree(tree, 'کالا').flatMap((g) => g.children.map((c) => c.url))).toEqual(['/product-2']);
    expect(filterMenuTree(tree, 'cities').flatMap((g) => g.children.map((c) => c.url))).toEqual(['/cities-2']);
    // a matching parent keeps all its pages
    expect(filterMenuTree(tree, 'اطلاعات پایه')[0]!.children).toHaveLength(2);
    expect(filterMenuTree(tree, 'nothing')).toEqual([]);
    expect(filterMenuTree(tree, '  ')).toHaveLength(2);
  });
});

describe('the header and the update notice', () => {
  it('shows the stored year while open, else the current one', () => {
    const years = [{ id: 1, nameFa: '۱۴۰۴', isCurrent: false }, { id: 2, nameFa: '۱۴۰۵', isCurrent: true }];
    expect(pickFinancialYear(years, '1')?.id).toBe(1);
    expect(pickFinancialYear(years, '9')?.id).toBe(2);
    expect(pickFinancialYear(years, null)?.id).toBe(2);
    expect(pickFinancialYear([], null)).toBeUndefined();
  });

  it('announces an update only for a different known build', () => {
    expect(isNewer('b2', 'b1')).toBe(true);
    expect(isNewer('b1', 'b1')).toBe(false);
    expect(isNewer(null, 'b1')).toBe(false);
  });
});
