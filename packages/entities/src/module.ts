import { actionPermission, chainActions, workflowActions } from './workflow';
import { OPERATION_ACTIONS, type EntityDefinition, type Operation, type ParentMenu, type Text } from './definition';
import { EXPORT_ACTION, REPORT_ACTIONS, checkReports, type ReportDefinition } from './report';

/**
 * The module manifest: one per area (`packages/entities/src/<area>/module.ts`), plain data shared by the API and
 * the web app. It names the area's entities, the menus of its pages with the actions each grants, its custom
 * pages (menus with no entity), and the API permissions that have no page. The API serves the entities and
 * declares the permissions from the manifests, and every migrate syncs the menus and actions from them
 * (apps/api/src/core/database/menu-sync.ts). This file is core: it imports no area.
 */

/** The actions the engine's operations need (CONTRACT.md "Who may call what"); every menu may grant them. */
export const STANDARD_ACTIONS = ['Create', 'Update', 'Delete', 'Activate'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** An action a menu may grant: the four standard ones, or a named workflow action declared by a module. */
export interface ActionDefinition {
  /** the stored name (`action.name`), PascalCase: `Submit`, `Approve` */
  name: string;
  label: Text;
}

export const STANDARD_ACTION_DEFINITIONS: readonly ActionDefinition[] = [
  { name: 'Create', label: { fa: 'ایجاد', en: 'Create' } },
  { name: 'Update', label: { fa: 'ویرایش', en: 'Update' } },
  { name: 'Delete', label: { fa: 'حذف', en: 'Delete' } },
  { name: 'Activate', label: { fa: 'فعال‌سازی', en: 'Activate' } },
];

/** The action of a page with nothing to write (the stock ledger, a report): holding it lets a role read the page. */
export const VIEW_ACTION: ActionDefinition = { name: 'View', label: { fa: 'مشاهده', en: 'View' } };

/** A parent menu of spec platform-core §3: a group of the sidebar, one per subsystem. */
export interface ParentMenuDefinition {
  name: ParentMenu;
  label: Text;
  subSystemType: number;
  icon: string;
  order: number;
  /** the subsystems the spec serves from other applications: their pages are linked under this base path */
  linkBase?: string;
}

/** The parent menus (spec platform-core §3); they exist whether or not a module has pages under them yet. */
export const PARENT_MENUS: readonly ParentMenuDefinition[] = [
  { name: 'BaseInformation', label: { fa: 'اطلاعات پایه', en: 'Base information' }, subSystemType: 1, icon: 'database', order: 10 },
  { name: 'EngineeringSystem', label: { fa: 'سامانهٔ مهندسی', en: 'Engineering system' }, subSystemType: 2, icon: 'engineering', order: 20, linkBase: '/common' },
  { name: 'CommercialSystem', label: { fa: 'سامانهٔ بازرگانی', en: 'Commercial system' }, subSystemType: 4, icon: 'commercial', order: 30, linkBase: '/common' },
  { name: 'WarehouseSystem', label: { fa: 'سامانهٔ انبار', en: 'Warehouse system' }, subSystemType: 3, icon: 'warehouse', order: 40 },
  { name: 'FinancialSystem', label: { fa: 'سامانهٔ مالی', en: 'Financial system' }, subSystemType: 5, icon: 'financial', order: 50, linkBase: '/common' },
  { name: 'TreasuryInformation', label: { fa: 'خزانه‌داری', en: 'Treasury' }, subSystemType: 6, icon: 'treasury', order: 60 },
  { name: 'HumanResourceInformation', label: { fa: 'منابع انسانی', en: 'Human resources' }, subSystemType: 7, icon: 'hr', order: 70 },
  { name: 'DealerSystem', label: { fa: 'سامانهٔ نمایندگی', en: 'Dealer system' }, subSystemType: 8, icon: 'dealer', order: 80 },
  { name: 'TransportationAndRequestMachinery', label: { fa: 'حمل‌ونقل و درخواست ماشین‌آلات', en: 'Transport and machinery requests' }, subSystemType: 9, icon: 'transport', order: 90 },
];

/** One page of the sidebar, as the sync writes it into `action_menu`. */
export interface MenuDefinition {
  /** the stored name (`action_menu.name`), the key the sync matches rows by: never rename a shipped one */
  name: string;
  url: string;
  parent: ParentMenu;
  /** the position under the parent (`priority`); a customer's reordering is kept */
  order: number;
  icon?: string;
  label: Text;
  /** the actions a role may hold on the page; the administrator gets them when the sync first declares them */
  actions: readonly string[];
  /** the entity whose list the page is (absent for a custom page) */
  entity?: string;
}

/**
 * An API permission with no page (the rescue vehicles' location feed): a menu row that roles may be granted and
 * that the routes guard with, never shown in the sidebar.
 */
export type PermissionDefinition = Omit<MenuDefinition, 'entity'>;

export interface ModuleDefinition {
  /** the area's name: its folder under packages/entities/src and apps/api/src/modules */
  name: string;
  label: Text;
  entities: readonly EntityDefinition[];
  /** every page of the area: its entities' list pages and its custom pages */
  menus: readonly MenuDefinition[];
  permissions: readonly PermissionDefinition[];
  /** named workflow actions its menus grant beyond the standard four */
  actions: readonly ActionDefinition[];
  /** the workflows of its documents, by name (the workflow declarations live on the entity definitions) */
  workflows: readonly string[];
  /** its reports (report.ts): each one's url is a custom page of the module with the actions View and Export */
  reports: readonly ReportDefinition[];
  /** the dashboard counters it contributes, by key */
  counters: readonly string[];
}

/** A custom page: a menu with no entity. `order` and `actions` default as for entity pages. */
export type PageInput = Omit<MenuDefinition, 'entity' | 'order' | 'actions'> & { order?: number; actions?: readonly string[] };

export interface ModuleInput {
  name: string;
  label: Text;
  entities?: readonly EntityDefinition[];
  /**
   * Where the area's pages sit under their parents: a page without its own `order` gets `menuOrder` plus ten
   * times its position in the module.
   */
  menuOrder?: number;
  /** per page url: the stored name (default: the page's English plural without spaces), order, sidebar label and actions */
  menus?: Record<string, { name?: string; order?: number; label?: Text; actions?: readonly string[]; extraActions?: readonly string[] }>;
  pages?: readonly PageInput[];
  permissions?: readonly PermissionDefinition[];
  actions?: readonly ActionDefinition[];
  workflows?: readonly string[];
  /** its reports (packages/entities/src/report.ts); each one's page is added after the module's other pages */
  reports?: readonly ReportDefinition[];
  counters?: readonly string[];
}

/** The stored name of a report's page: `OperationReport` for the report `operation`. */
export const reportMenuName = (report: Pick<ReportDefinition, 'name'>): string => `${report.name.charAt(0).toUpperCase()}${report.name.slice(1)}Report`;

/** A list screen of the app: an entity's own page, or the page of one of its views (`/supplier-2`). */
export interface EntityPage {
  url: string;
  parent: ParentMenu;
  icon?: string;
  /** the page's title: the entity's plural, or the view's label */
  label: Text;
  entity: EntityDefinition;
  /** the view's slice: the list shows only these rows, and new rows start with these values */
  where?: Record<string, string | number | boolean>;
  /** the key of the page's title in the SPA's texts (`entities.<name>`, `entities.<name>@<url>` for a view) */
  titleKey: `entities.${string}`;
}

/** The list pages of these entities: each one's own page (unless `page: false`) and its views' pages. */
export function pagesOf(entities: readonly EntityDefinition[]): EntityPage[] {
  return entities.flatMap((entity): EntityPage[] => [
    ...(entity.menu.page === false
      ? []
      : [{ url: entity.menu.url, parent: entity.menu.parent, icon: entity.menu.icon, label: entity.label.plural, entity, titleKey: `entities.${entity.name}` as const }]),
    ...(entity.views ?? []).flatMap((v) =>
      v.page ? [{ url: v.page.url, parent: v.page.parent, icon: v.page.icon, label: v.label, entity, where: v.where, titleKey: `entities.${entity.name}@${v.page.url.replace(/^\//, '')}` as const }] : [],
    ),
  ]);
}

/**
 * The standard actions an entity's page grants: those its operations need (OPERATION_ACTIONS), over the entity
 * and every entity managed on the same page (a category's branches and seasons on `/categories-2`).
 */
export function entityActions(url: string, entities: readonly EntityDefinition[]): StandardAction[] {
  const held = new Set<string>();
  for (const e of entities) {
    const urls = [e.menu.url, ...(e.views ?? []).flatMap((v) => (v.page ? [v.page.url] : [])), ...(e.menu.also ?? [])];
    if (!urls.includes(url)) continue;
    for (const op of Object.keys(e.routes) as Operation[]) {
      const action = OPERATION_ACTIONS[op];
      if (action) held.add(action);
    }
  }
  return STANDARD_ACTIONS.filter((a) => held.has(a));
}

/** The name a page's menu row had in earlier versions (the seed derived it from the English plural). */
export function defaultMenuName(label: Text): string {
  return label.en.replace(/[^A-Za-z0-9]/g, '');
}

/** A module's manifest, with its menus resolved: every entity page and custom page with its name, order and actions. */
export function defineModule(input: ModuleInput): ModuleDefinition {
  const entities = input.entities ?? [];
  const base = input.menuOrder ?? 0;
  const pages = [
    ...pagesOf(entities).map((p) => ({ url: p.url, parent: p.parent, icon: p.icon, label: p.label, entity: p.entity.name as string | undefined, name: undefined as string | undefined, order: undefined as number | undefined, actions: undefined as readonly string[] | undefined })),
    ...(input.pages ?? []).map((p) => ({ ...p, entity: undefined })),
    // a report's page is read with View and its sheet downloaded with Export
    ...(input.reports ?? []).map((r) => ({ url: r.url, parent: r.parent, icon: r.icon, label: r.label, entity: undefined, name: reportMenuName(r), order: undefined, actions: REPORT_ACTIONS as readonly string[] })),
  ];
  const menus = pages.map((p, i): MenuDefinition => {
    const o = input.menus?.[p.url] ?? {};
    return {
      name: o.name ?? p.name ?? defaultMenuName(p.label),
      url: p.url,
      parent: p.parent,
      order: o.order ?? p.order ?? base + (i + 1) * 10,
      ...(p.icon ? { icon: p.icon } : {}),
      label: o.label ?? p.label,
      actions: o.actions ?? p.actions ?? (p.entity ? entityActions(p.url, entities) : STANDARD_ACTIONS),
      ...(p.entity ? { entity: p.entity } : {}),
    };
  });
  // a workflow document's steps are named actions: its transitions' on its own page, the chain's decisions
  // (Confirm, Reject) on its level screens, where they mark the page's approvers
  const workflowActionDefs = new Map<string, ActionDefinition>();
  for (const e of entities) {
    if (!e.workflow) continue;
    for (const a of workflowActions(e.workflow)) workflowActionDefs.set(actionPermission(a.action), { name: actionPermission(a.action), label: a.label });
    const steps = [...new Set(e.workflow.transitions.map((t) => actionPermission(t.action)))];
    const levels = new Set((e.workflow.approval?.levels ?? []).flatMap((l) => (l.page ? [l.page.url] : [])));
    for (const menu of menus) {
      if (menu.entity !== e.name || input.menus?.[menu.url]?.actions) continue;
      if (levels.has(menu.url)) menu.actions = chainActions(e.workflow).map(actionPermission);
      // the document's own page and its other views (a warehouse's entries, exits) take its steps
      else menu.actions = [...menu.actions, ...steps.filter((s) => !menu.actions.includes(s))];
    }
  }
  // actions of the page's own hand-written routes (the attendance page's Calculate), after what it has already
  for (const menu of menus) for (const a of input.menus?.[menu.url]?.extraActions ?? []) if (!menu.actions.includes(a)) menu.actions = [...menu.actions, a];
  // a page with nothing to write (a ledger, a report) is held through View, so that a role can be given it
  for (const menu of menus) if (menu.actions.length === 0) menu.actions = [VIEW_ACTION.name];
  const usesView = menus.some((m) => m.actions.includes(VIEW_ACTION.name));
  return {
    name: input.name,
    label: input.label,
    entities,
    menus,
    permissions: input.permissions ?? [],
    actions: [
      ...(input.actions ?? []),
      ...[...workflowActionDefs.values()].filter((a) => !input.actions?.some((x) => x.name === a.name)),
      ...(usesView && !input.actions?.some((x) => x.name === VIEW_ACTION.name) ? [VIEW_ACTION] : []),
      ...(input.reports?.length && !input.actions?.some((x) => x.name === EXPORT_ACTION.name) ? [EXPORT_ACTION] : []),
    ],
    workflows: input.workflows ?? entities.filter((e) => e.workflow).map((e) => e.name),
    reports: input.reports ?? [],
    counters: input.counters ?? [],
  };
}

/** Every action the modules' menus may grant: the standard four and the named ones the modules declare. */
export function actionsOf(modules: readonly ModuleDefinition[]): ActionDefinition[] {
  const out = new Map<string, ActionDefinition>(STANDARD_ACTION_DEFINITIONS.map((a) => [a.name, a]));
  for (const m of modules) for (const a of m.actions) if (!out.has(a.name)) out.set(a.name, a);
  return [...out.values()];
}

/** Mistakes a set of manifests can hold that types cannot catch; an empty list when they are sound. */
export function checkModules(modules: readonly ModuleDefinition[]): string[] {
  const problems: string[] = [];
  const names = new Map<string, string>();
  const urls = new Map<string, string>();
  const moduleNames = new Set<string>();
  const actions = new Set(actionsOf(modules).map((a) => a.name));
  const parents = new Set<string>(PARENT_MENUS.map((p) => p.name));
  for (const p of PARENT_MENUS) names.set(p.name, 'the parent menus');
  for (const m of modules) {
    if (moduleNames.has(m.name)) problems.push(`module ${m.name}: the name is used twice`);
    moduleNames.add(m.name);
    for (const a of m.actions) if (!/^[A-Z][A-Za-z0-9]*$/.test(a.name)) problems.push(`module ${m.name}: the action ${a.name} must be PascalCase`);
    for (const menu of [...m.menus, ...m.permissions]) {
      const where = `module ${m.name}: menu ${menu.name} (${menu.url})`;
      if (names.has(menu.name)) problems.push(`${where}: the name is also used by ${names.get(menu.name)}`);
      names.set(menu.name, `module ${m.name}`);
      if (urls.has(menu.url)) problems.push(`${where}: the url is also a page of ${urls.get(menu.url)}`);
      urls.set(menu.url, `module ${m.name}`);
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(menu.name)) problems.push(`${where}: the name must be letters and digits`);
      if (!menu.url.startsWith('/')) problems.push(`${where}: the url must start with /`);
      if (!parents.has(menu.parent)) problems.push(`${where}: ${menu.parent} is not a parent menu`);
      for (const a of menu.actions) if (!actions.has(a)) problems.push(`${where}: the action ${a} is declared by no module`);
    }
    for (const e of m.entities) {
      const owner = [...m.menus, ...m.permissions].some((menu) => menu.url === e.menu.url) || modules.some((o) => o.menus.some((menu) => menu.url === e.menu.url));
      if (!owner) problems.push(`module ${m.name}: entity ${e.name} is guarded by ${e.menu.url}, which no module declares`);
    }
  }
  const entities = modules.flatMap((m) => m.entities);
  problems.push(...checkReports(modules.flatMap((m) => m.reports), (name) => entities.find((e) => e.name === name)));
  return problems;
}

/** The urls of the page-less API permissions: menu rows the sidebar and the dashboard never list. */
export function permissionUrlsOf(modules: readonly ModuleDefinition[]): string[] {
  return modules.flatMap((m) => m.permissions.map((p) => p.url));
}
