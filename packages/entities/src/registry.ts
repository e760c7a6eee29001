import { menuUrlsOf, type EntityDefinition, type FieldDefinition, type LinkField } from './definition';
import { workflowProblems } from './workflow';
import { pagesOf, type EntityPage } from './module';
import { MODULES } from './modules';
import type { ReportDefinition } from './report';

export type { EntityPage } from './module';

/** Every entity the engine serves: the entities of every module manifest (modules.ts), in their order. */
export const ENTITIES: readonly EntityDefinition[] = MODULES.flatMap((m) => m.entities);

const byName = new Map(ENTITIES.map((e) => [e.name, e]));

export function findEntity(name: string): EntityDefinition | undefined {
  return byName.get(name.toLowerCase());
}

/** Every report of the module manifests, in their order. */
export const REPORTS: readonly ReportDefinition[] = MODULES.flatMap((m) => m.reports);

/** A report by its name or its page's url. */
export function findReport(nameOrUrl: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.name === nameOrUrl || r.url === nameOrUrl);
}

/**
 * The report pages whose filters look rows of `entity` up: their holders read its active rows and a row's title
 * (the filter's choices), as the pages of the entities that link to it do.
 */
export function reportReadersOf(entity: string, reports: readonly ReportDefinition[] = REPORTS): string[] {
  return [...new Set(reports.filter((r) => r.filters.some((f) => f.type === 'link' && f.entity === entity)).map((r) => r.url))];
}

export function getEntity(name: string): EntityDefinition {
  const e = findEntity(name);
  if (!e) throw new Error(`No entity named ${name}`);
  return e;
}

/** The list screens of the app: every entity's own page and its views' pages. */
export function entityPages(entities: readonly EntityDefinition[] = ENTITIES): EntityPage[] {
  return pagesOf(entities);
}

/** The full path of one of an entity's routes: below its base, or absolute when it starts with `/`. */
export function routePath(entity: Pick<EntityDefinition, 'basePath'>, path: string): string {
  return path.startsWith('/') ? path : `${entity.basePath}/${path}`;
}

/** The link fields of other entities that point at `target` (what may refer to one of its rows). */
export function referrersOf(target: string, entities: readonly EntityDefinition[] = ENTITIES): { entity: EntityDefinition; field: string }[] {
  const out: { entity: EntityDefinition; field: string }[] = [];
  for (const entity of entities) {
    for (const [field, def] of Object.entries(entity.fields)) {
      if (def.type === 'link' && (def as LinkField).entity === target) out.push({ entity, field });
    }
  }
  return out;
}

/** Mistakes a definition can hold that types cannot catch; an empty list when the registry is sound. */
export function checkRegistry(entities: readonly EntityDefinition[] = ENTITIES): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const models = new Set<string>();
  const paths = new Set<string>();
  for (const e of entities) {
    const where = `entity ${e.name}`;
    if (names.has(e.name)) problems.push(`${where}: the name is used twice`);
    if (models.has(e.model)) problems.push(`${where}: the model ${e.model} is used twice`);
    names.add(e.name);
    models.add(e.model);
    if (e.name !== e.name.toLowerCase()) problems.push(`${where}: names are lower case`);
    if (!/^[A-Z][A-Za-z0-9]*$/.test(e.model)) problems.push(`${where}: the model must be PascalCase`);
    if (!/^[a-z][a-z0-9_]*$/.test(e.table)) problems.push(`${where}: the table must be snake_case`);
    const fields = Object.keys(e.fields);
    const reserved = ['id', 'companyId', 'isActive', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
    for (const f of fields) if (reserved.includes(f)) problems.push(`${where}: ${f} is added by the engine`);
    const known = (f: string) => fields.includes(f) || ['id', 'isActive', 'createdAt', 'updatedAt'].includes(f);
    if (!fields.includes(e.titleField)) problems.push(`${where}: the title field ${e.titleField} is not a field`);
    for (const f of [...e.searchFields, ...e.list.columns, ...(e.list.filters ?? [])]) if (!known(f)) problems.push(`${where}: ${f} is not a field`);
    if (e.list.sort && !known(e.list.sort.field)) problems.push(`${where}: the sort field ${e.list.sort.field} is not a field`);
    for (const s of e.form?.sections ?? []) for (const f of s.fields) if (!fields.includes(f)) problems.push(`${where}: the form names ${f}, which is not a field`);
    if (e.code && e.fields[e.code.field]?.type !== 'string') problems.push(`${where}: the code field must be a string field`);
    if (e.financialYear && (e.scope !== 'company' || e.fields[e.financialYear.dateField]?.type !== 'date' || !e.fields[e.financialYear.dateField]?.required)) {
      problems.push(`${where}: a financial-year document is company-scoped and names a required date field`);
    }
    if (fields.includes('financialYearId')) problems.push(`${where}: financialYearId is added by the engine`);
    for (const [f, def] of Object.entries(e.fields)) {
      if (def.when && !fields.includes(def.when.field)) problems.push(`${where}: ${f} is shown when ${def.when.field}, which is not a field`);
      if (def.type === 'link' && !entities.some((t) => t.name === def.entity)) problems.push(`${where}: ${f} links to an unknown entity ${def.entity}`);
      if (def.type === 'link' && def.view && !entities.find((t) => t.name === def.entity)?.views?.some((v) => v.path === def.view)) problems.push(`${where}: ${f} names ${def.view}, which is not a view of ${def.entity}`);
      if (def.type === 'link' && !f.endsWith('Id')) problems.push(`${where}: the link field ${f} must end in Id`);
      if (def.type === 'links' && !entities.some((t) => t.name === def.entity)) problems.push(`${where}: ${f} links to an unknown entity ${def.entity}`);
      if (def.type === 'links' && def.view && !entities.find((t) => t.name === def.entity)?.views?.some((v) => v.path === def.view)) problems.push(`${where}: ${f} names ${def.view}, which is not a view of ${def.entity}`);
      if (def.type === 'links' && !f.endsWith('Ids')) problems.push(`${where}: the links field ${f} must end in Ids`);
      if ((def.type === 'string' || def.type === 'text') && def.english && !['string', 'text'].includes(e.fields[def.english]?.type ?? '')) problems.push(`${where}: ${f} is in English in ${def.english}, which is not a text field`);
      if (def.uniqueWithin && e.fields[def.uniqueWithin]?.type !== 'link') problems.push(`${where}: ${f} is unique within ${def.uniqueWithin}, which is not a link field`);
      if (def.type === 'enum' && new Set(def.options.map((o) => o.value)).size !== def.options.length) problems.push(`${where}: ${f} repeats an option value`);
      if (def.type === 'time' && def.nextDay && e.fields[def.nextDay]?.type !== 'boolean') problems.push(`${where}: ${f}'s next-day flag ${def.nextDay} is not a boolean field`);
      if ((def.type === 'date' || def.type === 'datetime') && def.rangeStart && e.fields[def.rangeStart]?.type !== def.type) problems.push(`${where}: ${f}'s range start ${def.rangeStart} is not a ${def.type} field`);
    }
    if (e.menu.personal) {
      // the person path: links, each on the entity the one before leads to, the last to personnel
      let at: EntityDefinition | undefined = e;
      for (const step of e.menu.personal.person.split('.')) {
        const def: FieldDefinition | undefined = at?.fields[step];
        at = def?.type === 'link' ? entities.find((t) => t.name === def.entity) : undefined;
      }
      // personnel, or another row whose own third party is its person (a rescue vehicle's operator)
      const person = at?.fields.thirdPartyId;
      if (at?.name !== 'personnel' && !(person?.type === 'link' && person.entity === 'thirdparty')) problems.push(`${where}: the self-service page's person ${e.menu.personal.person} is not a path of links to personnel or to a row with its own thirdPartyId`);
      if (!menuUrlsOf(e).includes(e.menu.personal.url)) problems.push(`${where}: the self-service page ${e.menu.personal.url} is not one of its pages`);
    }
    for (const [c, child] of Object.entries(e.children ?? {})) {
      const target = entities.find((t) => t.name === child.entity);
      const via = target?.fields[child.via];
      if (!target || via?.type !== 'link' || via.entity !== e.name) problems.push(`${where}: the children ${c} need a link field ${child.via} on ${child.entity} that points here`);
    }
    if (e.lines) {
      const target = entities.find((t) => t.name === e.lines!.entity);
      const via = target?.fields[e.lines.via];
      if (!target || via?.type !== 'link' || via.entity !== e.name) problems.push(`${where}: the lines need a link field ${e.lines.via} on ${e.lines.entity} that points here`);
    }
    for (const [f, def] of Object.entries(e.fields)) {
      if ((def.type !== 'money' && def.type !== 'decimal') || !def.computed) continue;
      if (!def.readOnly) problems.push(`${where}: the derived ${f} must be read-only`);
      const lineFields = e.lines ? entities.find((t) => t.name === e.lines!.entity)?.fields ?? {} : {};
      if ('sum' in def.computed && !lineFields[def.computed.sum]) problems.push(`${where}: ${f} sums ${def.computed.sum}, which is not a field of its lines`);
      if ('product' in def.computed) for (const x of def.computed.product) if (!fields.includes(x)) problems.push(`${where}: ${f} multiplies ${x}, which is not a field`);
      for (const k of ['difference', 'percent', 'add'] as const) {
        if (!(k in def.computed)) continue;
        const names = (def.computed as Record<typeof k, readonly string[]>)[k];
        for (const x of names) {
          if (!fields.includes(x)) problems.push(`${where}: ${f} uses ${x}, which is not a field`);
          // the calculator goes through the fields in their order: a derived field may use only one declared before it
          else if (fields.indexOf(x) > fields.indexOf(f)) problems.push(`${where}: ${f} uses ${x}, which is declared after it`);
        }
      }
    }
    problems.push(...workflowProblems(e));
    const views = e.views ?? [];
    for (const r of [
      ...Object.values(e.routes),
      ...(e.lookups ?? []).map((l) => ({ method: 'GET', path: l.path })),
      ...(e.aliases ?? []),
      ...views.filter((v) => v.path).map((v) => ({ method: 'GET', path: v.path! })),
    ]) {
      const key = `${r!.method} ${routePath(e, r!.path)}`;
      if (paths.has(key)) problems.push(`${where}: the route ${key} is served twice`);
      paths.add(key);
    }
    for (const a of e.aliases ?? []) if (!e.routes[a.op]) problems.push(`${where}: the alias ${a.path} serves ${a.op}, which has no route`);
    for (const l of e.lookups ?? []) {
      if (!fields.includes(l.by) && l.by !== 'id') problems.push(`${where}: the lookup ${l.path} is by ${l.by}, which is not a field`);
    }
    if (e.attachments && e.scope !== 'company') problems.push(`${where}: attachments are kept per company: the entity must be company-scoped`);
    if (e.attachments && !e.routes.update) problems.push(`${where}: attachments are added with the Update action: the entity needs an update route`);
    if (e.attachment && !fields.includes(e.attachment.nameField)) problems.push(`${where}: the attachment's name field ${e.attachment.nameField} is not a field`);
    for (const v of views) {
      for (const f of Object.keys(v.where)) if (!fields.includes(f)) problems.push(`${where}: the view ${v.path ?? v.page?.url} filters on ${f}, which is not a field`);
      if (!v.path && !v.page) problems.push(`${where}: a view needs a path or a page`);
      // a view's page asks its list for its slice through the list's filters
      if (v.page) for (const f of Object.keys(v.where)) if (!e.list.filters?.includes(f)) problems.push(`${where}: the view page ${v.page.url} filters on ${f}, which is not a list filter`);
    }
    if (!e.activeFlag && (e.routes.activate || e.routes.deactivate || e.routes.groupActivate || e.routes.groupDeactivate || e.routes.getActives)) {
      problems.push(`${where}: activation routes need activeFlag`);
    }
  }
  return problems;
}

/**
 * The address of an entity's form page: below the list page (`/thirdparties-2/create/5`), or absolute when the
 * definition names its own (`/supply-goods-2/5`, the spec's `/supply-goods-2/:id?`).
 */
export function formPageUrl(entity: EntityDefinition, pageUrl: string, mode: 'create' | 'edit' | 'view', id?: number): string {
  const forms = entity.menu.formPages!;
  const sub = (mode === 'create' ? forms.create : mode === 'view' && forms.view ? forms.view : forms.edit).replace('$id', String(id ?? ''));
  return sub.startsWith('/') ? sub : `${pageUrl}/${sub}`;
}

/**
 * Every page whose holders work on an entity's rows: `menuUrlsOf`, and for a document's lines the pages of their
 * document (the approvers of a supply request read its lines' units from their level screens).
 */
export function workPagesOf(entity: EntityDefinition, entities: readonly EntityDefinition[] = ENTITIES): string[] {
  const documents = entities.filter((d) => d.lines?.entity === entity.name);
  return [...new Set([...menuUrlsOf(entity), ...documents.flatMap((d) => workPagesOf(d, entities))])];
}
