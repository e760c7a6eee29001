import { MODULES, PARENT_MENUS, type Text } from '@karsaz/entities';
import type { Language } from '@karsaz/ui';

/**
 * The written labels of every menu the code declares (issue 11): the module manifests' pages and permissions and
 * the parent menus (packages/entities), by the stored name the menu sync writes (apps/api/src/core/database/
 * menu-sync.ts). The database keeps only the Persian label (`description`); the English one is the manifest's,
 * never derived from the stored name («Contractorservices»).
 */
export const MENU_LABELS: ReadonlyMap<string, Text> = new Map<string, Text>([
  ...PARENT_MENUS.map((p) => [p.name as string, p.label] as const),
  ...MODULES.flatMap((m) => [...m.menus, ...m.permissions].map((menu) => [menu.name, menu.label] as const)),
]);

/** `BaseInformation` → `Base Information`: only for a menu no manifest declares (one made on the access screens). */
export function humanizeName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').trim();
}

/**
 * A menu's label in the interface language: in Persian its stored description (which a customer may have changed),
 * in English the manifest's written label; a menu made on the access screens falls back to its name, spaced.
 */
export function menuLabel(menu: { name: string; description?: string | null }, language: Language): string {
  if (language === 'fa') return menu.description?.trim() || MENU_LABELS.get(menu.name)?.fa || humanizeName(menu.name);
  return MENU_LABELS.get(menu.name)?.en || humanizeName(menu.name);
}
