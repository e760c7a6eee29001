/**
 * Menus and actions follow the code: every migrate (and so every start with KARSAZ_MIGRATE_ON_START, and
 * `pnpm migrate:deploy`) writes the menus and actions the module manifests declare (packages/entities
 * `MODULES`) into `action_menu` and `action`.
 *
 * The rules:
 * - A declared menu or action that is missing is created. One that exists (matched by its stored name) gets the
 *   manifest's label, parent, order, icon and url, except a field a customer changed on the access screens: the
 *   sync records what it wrote (`menu_sync`), and a field whose stored value differs from that record is kept
 *   (a reordered menu stays where the customer put it).
 * - A menu the sync wrote earlier that no manifest declares any more is deactivated, never deleted, and so are
 *   the page entries earlier seeds wrote although no page served them (LEGACY_PAGELESS_MENUS). Menus created on
 *   the access screens are left alone. Role permissions (the customers' grants) are never deleted.
 * - The administrator rule: the role named `Administrator` (created when missing) is granted a menu's action the
 *   first time the sync declares that pair, when the menu or the action is new to the database or the menu was
 *   already synced before (a workflow action added to a synced page). The pair is then recorded, so a grant a
 *   customer removed is not added again. On a database an earlier version left (menus without a record), the
 *   existing menus' existing pairs are recorded without granting: their grants stay as the customer left them.
 * - A second sync with the same manifests writes nothing.
 */
import { MODULES, PARENT_MENUS, STANDARD_ACTIONS, actionsOf, type ModuleDefinition } from '@karsaz/entities';
import type { PrismaClient } from '../../generated/prisma/client';

export const ADMINISTRATOR_ROLE = { name: 'Administrator', title: 'مدیر سامانه' };

/** Page entries earlier versions seeded although no page of the app served them (they opened the not-found page). */
export const LEGACY_PAGELESS_MENUS = ['Products', 'Warehouses', 'BankAccounts', 'Payroll', 'Dealers', 'TransportRequests', 'MachineryRequests'];

/** Serialises concurrent syncs (several instances starting at once) inside the database. */
const SYNC_LOCK = 7_310_042;

export interface MenuSyncReport {
  actionsCreated: string[];
  menusCreated: string[];
  menusUpdated: string[];
  menusDeactivated: string[];
  /** `menu:action` pairs granted to the administrator role */
  granted: string[];
}

interface MenuFields {
  description: string;
  url: string | null;
  baseUrl: string | null;
  icon: string | null;
  priority: number;
  subSystemType: number;
  parent: string | null;
  isActive: boolean;
}
const MENU_FIELDS = ['description', 'url', 'baseUrl', 'icon', 'priority', 'subSystemType', 'parent'] as const;

interface DesiredMenu {
  name: string;
  fields: Omit<MenuFields, 'isActive'>;
  actions: readonly string[];
}

interface MenuState {
  fields: Partial<MenuFields>;
  granted: string[];
}
interface ActionState {
  fields: { title?: string };
}

/** The menus the manifests declare: the parent menus first, then every page and permission under its parent. */
export function declaredMenus(modules: readonly ModuleDefinition[] = MODULES): DesiredMenu[] {
  const parents = new Map(PARENT_MENUS.map((p) => [p.name as string, p]));
  const out: DesiredMenu[] = PARENT_MENUS.map((p) => ({
    name: p.name,
    fields: { description: p.label.fa, url: null, baseUrl: null, icon: p.icon, priority: p.order, subSystemType: p.subSystemType, parent: null },
    actions: STANDARD_ACTIONS,
  }));
  for (const m of modules) {
    for (const menu of [...m.menus, ...m.permissions]) {
      const parent = parents.get(menu.parent)!;
      out.push({
        name: menu.name,
        fields: { description: menu.label.fa, url: menu.url, baseUrl: parent.linkBase ?? null, icon: menu.icon ?? null, priority: menu.order, subSystemType: parent.subSystemType, parent: parent.name },
        actions: menu.actions,
      });
    }
  }
  return out;
}

/** JSON with sorted keys: jsonb keeps its own key order, so records are compared by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Brings `action_menu` and `action` to what the manifests declare (see the rules above), in one transaction. */
export async function syncMenus(prisma: PrismaClient, modules: readonly ModuleDefinition[] = MODULES): Promise<MenuSyncReport> {
  const report: MenuSyncReport = { actionsCreated: [], menusCreated: [], menusUpdated: [], menusDeactivated: [], granted: [] };
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`);
      const records = new Map((await tx.menuSync.findMany()).map((r) => [`${r.kind}:${r.name}`, r.state as unknown]));
      const saveRecord = async (kind: 'menu' | 'action', name: string, state: MenuState | ActionState) => {
        const before = records.get(`${kind}:${name}`);
        if (before !== undefined && same(before, state)) return;
        const data = { state: state as object, syncedAt: new Date() };
        await tx.menuSync.upsert({ where: { kind_name: { kind, name } }, update: data, create: { kind, name, ...data } });
      };

      // actions
      const actionIds = new Map<string, number>();
      const newActions = new Set<string>();
      const existingActions = new Map((await tx.action.findMany()).map((a) => [a.name, a]));
      for (const a of actionsOf(modules)) {
        const row = existingActions.get(a.name);
        const rec = records.get(`action:${a.name}`) as ActionState | undefined;
        if (!row) {
          const created = await tx.action.create({ data: { name: a.name, title: a.label.fa } });
          actionIds.set(a.name, created.id);
          newActions.add(a.name);
          report.actionsCreated.push(a.name);
          await saveRecord('action', a.name, { fields: { title: a.label.fa } });
          continue;
        }
        actionIds.set(a.name, row.id);
        const follows = !rec || rec.fields.title === row.title;
        if (follows && row.title !== a.label.fa) await tx.action.update({ where: { id: row.id }, data: { title: a.label.fa, version: { increment: 1 } } });
        await saveRecord('action', a.name, { fields: { title: follows ? a.label.fa : rec!.fields.title } });
      }

      // menus
      const rows = await tx.actionMenu.findMany();
      const nameById = new Map(rows.map((r) => [r.id, r.name]));
      const byName = new Map(rows.map((r) => [r.name, r]));
      const menuIds = new Map(rows.map((r) => [r.name, r.id]));
      const grants: { menu: string; action: string }[] = [];
      const declared = declaredMenus(modules);
      for (const d of declared) {
        const row = byName.get(d.name);
        const rec = records.get(`menu:${d.name}`) as MenuState | undefined;
        const parentId = d.fields.parent ? menuIds.get(d.fields.parent)! : null;
        const { parent: _parent, ...columns } = d.fields;
        let created = false;
        let state: MenuState;
        if (!row) {
          const made = await tx.actionMenu.create({ data: { name: d.name, ...columns, parentId, isActive: true } });
          menuIds.set(d.name, made.id);
          created = true;
          report.menusCreated.push(d.name);
          state = { fields: { ...d.fields, isActive: true }, granted: [] };
        } else {
          const current: MenuFields = {
            description: row.description ?? '', url: row.url, baseUrl: row.baseUrl, icon: row.icon, priority: row.priority, subSystemType: row.subSystemType,
            parent: row.parentId === null ? null : (nameById.get(row.parentId) ?? null), isActive: row.isActive,
          };
          const data: Record<string, unknown> = {};
          const fields: Partial<MenuFields> = {};
          for (const f of MENU_FIELDS) {
            // a field follows the code unless a customer changed it from what the sync last wrote
            const follows = !rec || same(current[f], rec.fields[f]);
            if (follows && !same(current[f], d.fields[f])) data[f === 'parent' ? 'parentId' : f] = f === 'parent' ? parentId : d.fields[f];
            (fields as Record<string, unknown>)[f] = follows ? d.fields[f] : rec!.fields[f];
          }
          // back in a manifest after the sync deactivated it; a menu a customer deactivated stays so
          if (rec && rec.fields.isActive === false && !current.isActive) data.isActive = true;
          fields.isActive = true;
          if (Object.keys(data).length) {
            await tx.actionMenu.update({ where: { id: row.id }, data: { ...data, version: { increment: 1 } } });
            report.menusUpdated.push(d.name);
          }
          state = { fields, granted: rec?.granted ?? [] };
        }
        const granted = new Set(state.granted);
        for (const action of d.actions) {
          if (granted.has(action)) continue;
          // the administrator rule (see above)
          if (created || newActions.has(action) || rec) grants.push({ menu: d.name, action });
          granted.add(action);
        }
        state.granted = [...granted];
        await saveRecord('menu', d.name, state);
      }

      // menus of pages no manifest declares any more
      const declaredNames = new Set(declared.map((d) => d.name));
      for (const row of rows) {
        if (declaredNames.has(row.name) || !row.isActive) continue;
        const rec = records.get(`menu:${row.name}`) as MenuState | undefined;
        if (!rec && !LEGACY_PAGELESS_MENUS.includes(row.name)) continue;
        await tx.actionMenu.update({ where: { id: row.id }, data: { isActive: false, version: { increment: 1 } } });
        report.menusDeactivated.push(row.name);
        await saveRecord('menu', row.name, { fields: { ...(rec?.fields ?? {}), isActive: false }, granted: rec?.granted ?? [] });
      }

      if (grants.length) {
        const role = await tx.role.upsert({ where: { name: ADMINISTRATOR_ROLE.name }, update: {}, create: ADMINISTRATOR_ROLE });
        await tx.rolePermission.createMany({
          data: grants.map((g) => ({ roleId: role.id, actionMenuId: menuIds.get(g.menu)!, actionId: actionIds.get(g.action)! })),
          skipDuplicates: true,
        });
        report.granted = grants.map((g) => `${g.menu}:${g.action}`);
      }
    },
    { timeout: 60000 },
  );
  return report;
}

/** The report in one line for the start log; null when the sync changed nothing. */
export function describeSync(r: MenuSyncReport): Record<string, number | string[]> | null {
  const changed = r.actionsCreated.length + r.menusCreated.length + r.menusUpdated.length + r.menusDeactivated.length + r.granted.length;
  if (!changed) return null;
  return {
    actionsCreated: r.actionsCreated,
    menusCreated: r.menusCreated.length,
    menusUpdated: r.menusUpdated,
    menusDeactivated: r.menusDeactivated,
    granted: r.granted.length,
  };
}
