import { SEARCH_TEXT_FIELD, backRelationField, findEntity, linksFieldsOf, relationField, searchColumns, snake, type EntityDefinition, type FieldDefinition } from '@karsaz/entities';

/**
 * The engine's list (getFiltered) as one SQL statement: the page, its linked rows' titles and the row count, in one
 * round trip instead of Prisma's three queries (docs/performance.md). It is compiled from the same Prisma `where`
 * and `orderBy` that getFiltered builds (company scope included, see company-scope.ts' scopeArgs), so the rules of a
 * list are written once; a `where` this compiler does not know (a relation filter of a view, an external model)
 * answers null and the list goes through Prisma as before. test/int/list-sql.int.ts checks that both answer the
 * same rows for every entity.
 */

type Kind = 'int' | 'bool' | 'timestamptz' | 'text' | 'date' | 'time' | 'numeric' | 'smallint';

export interface CompiledList {
  text: string;
  values: unknown[];
  /** The row's own keys, in findMany's order. */
  selected: string[];
  /** The relation objects to rebuild from the flat columns: `province` from `__l0_id`, `__l0_t`. */
  links: { relation: string; titleField: string; alias: string }[];
  /** The children counted for `haveChild`, as Prisma's `_count` has them. */
  childCount?: string;
}

const kindOf = (def: FieldDefinition): Kind => {
  switch (def.type) {
    case 'string':
    case 'text':
      return 'text';
    case 'decimal':
    case 'money':
      return 'numeric';
    case 'boolean':
      return 'bool';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'time':
      return 'time';
    case 'enum':
      return 'smallint';
    default:
      return 'int';
  }
};

/** The model's scalar columns in Prisma's field order (the same keys, in the same order, as a findMany row). */
export function columnsOf(entity: EntityDefinition): { field: string; column: string; kind: Kind; selected: boolean }[] {
  const cols: { field: string; column: string; kind: Kind; selected: boolean }[] = [{ field: 'id', column: 'id', kind: 'int', selected: true }];
  if (entity.scope === 'company') cols.push({ field: 'companyId', column: 'company_id', kind: 'int', selected: true });
  if (entity.financialYear) cols.push({ field: 'financialYearId', column: 'financial_year_id', kind: 'int', selected: true });
  for (const [name, def] of Object.entries(entity.fields)) if (def.type !== 'links') cols.push({ field: name, column: snake(name), kind: kindOf(def), selected: true });
  if (entity.activeFlag) cols.push({ field: 'isActive', column: 'is_active', kind: 'bool', selected: true });
  // the search text is read by no query (database.ts OMITTED) but searched
  if (searchColumns(entity).length) cols.push({ field: SEARCH_TEXT_FIELD, column: 'search_text', kind: 'text', selected: false });
  cols.push(
    { field: 'version', column: 'version', kind: 'int', selected: true },
    { field: 'createdAt', column: 'created_at', kind: 'timestamptz', selected: true },
    { field: 'createdBy', column: 'created_by', kind: 'int', selected: true },
    { field: 'updatedAt', column: 'updated_at', kind: 'timestamptz', selected: true },
    { field: 'updatedBy', column: 'updated_by', kind: 'int', selected: true },
  );
  return cols;
}

/** Whether lists go through the compiled statement (true) or Prisma's queries; the equality test compares both. */
export const listSqlSwitch = { enabled: process.env.KARSAZ_LIST_SQL !== 'false', compiled: 0 };

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value as a parameter of its column's kind (a Date as the text PostgreSQL reads for a day, a moment, a time). */
function param(kind: Kind, value: unknown, values: unknown[]): string | null {
  let v = value;
  if (v instanceof Date) {
    const iso = v.toISOString();
    v = kind === 'date' ? iso.slice(0, 10) : kind === 'time' ? iso.slice(11, 19) : iso;
  } else if (typeof v === 'object' && v !== null && typeof (v as { toFixed?: unknown }).toFixed === 'function' && kind === 'numeric') {
    v = (v as { toFixed(): string }).toFixed();
  }
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  values.push(v);
  return `$${values.length}::${kind === 'bool' ? 'boolean' : kind}`;
}

/**
 * A typed term for Prisma's `contains`, which sends it into LIKE as it is: its own %, _ and \\ escaped, so that they
 * are matched as themselves ('50%' finds '50%', not every row with a 50). getFiltered escapes every term it filters
 * or searches with, for Prisma's queries and the compiled statement alike.
 */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `contains` as LIKE, like Prisma's: the value (escaped by likeLiteral) between two %. */
function likeParam(value: unknown, values: unknown[]): string | null {
  if (typeof value !== 'string') return null;
  values.push(`%${value}%`);
  return `$${values.length}::text`;
}

const OPS: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** One field's condition: a value (equality, null), or Prisma's operators that lists use. */
function fieldSql(col: string, kind: Kind, cond: unknown, values: unknown[]): string | null {
  if (cond === null) return `${col} IS NULL`;
  if (typeof cond !== 'object' || cond instanceof Date || typeof (cond as { toFixed?: unknown }).toFixed === 'function') {
    const p = param(kind, cond, values);
    return p && `${col} = ${p}`;
  }
  const parts: string[] = [];
  const ops = cond as Record<string, unknown>;
  const insensitive = ops.mode === 'insensitive';
  for (const [op, value] of Object.entries(ops)) {
    if (op === 'mode') {
      if (value !== 'insensitive' && value !== 'default') return null;
      continue;
    }
    if (op === 'equals') {
      const s = fieldSql(col, kind, value, values);
      if (!s) return null;
      parts.push(s);
    } else if (op === 'contains') {
      if (kind !== 'text') return null;
      const p = likeParam(value, values);
      if (!p) return null;
      parts.push(`${col} ${insensitive ? 'ILIKE' : 'LIKE'} ${p}`);
    } else if (op in OPS) {
      const p = param(kind, value, values);
      if (!p) return null;
      parts.push(`${col} ${OPS[op]} ${p}`);
    } else if (op === 'in') {
      if (!Array.isArray(value)) return null;
      if (!value.length) {
        parts.push('false');
        continue;
      }
      const ps = value.map((v) => param(kind, v, values));
      if (ps.some((p) => !p)) return null;
      parts.push(`${col} IN (${ps.join(', ')})`);
    } else if (op === 'not' && value === null) {
      parts.push(`${col} IS NOT NULL`);
    } else return null; // `not` a value (Prisma's null handling), startsWith, relation filters…: Prisma answers
  }
  if (insensitive && !('contains' in ops)) return null;
  return parts.length ? parts.join(' AND ') : 'true';
}

/**
 * A Prisma `where` of the entity as SQL on alias `t` (or `alias`), or null when it holds what this compiler does not
 * know. A filter through a link's relation (`{ personnel: { searchText: { contains } } }`: a punch searched by its
 * person, or a self-service page's own rows through two links) is an EXISTS on the linked table.
 */
export function whereSql(entity: EntityDefinition, where: Record<string, unknown>, values: unknown[], columns = new Map(columnsOf(entity).map((c) => [c.field, c])), alias = 't'): string | null {
  const parts: string[] = [];
  for (const [key, cond] of Object.entries(where)) {
    if (cond === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const list = Array.isArray(cond) ? cond : [cond];
      const inner = list.map((w) => (w && typeof w === 'object' ? whereSql(entity, w as Record<string, unknown>, values, columns, alias) : null));
      if (inner.some((s) => s === null)) return null;
      if (!inner.length) parts.push(key === 'AND' ? 'true' : 'false');
      else parts.push(`(${inner.map((s) => `(${s})`).join(key === 'AND' ? ' AND ' : ' OR ')})`);
      continue;
    }
    const column = columns.get(key);
    if (column) {
      const s = fieldSql(`${alias}.${q(column.column)}`, column.kind, cond, values);
      if (s === null) return null;
      parts.push(s);
      continue;
    }
    const link = Object.entries(entity.fields).find(([f, d]) => d.type === 'link' && relationField(f) === key);
    const target = link && link[1].type === 'link' ? findEntity(link[1].entity) : undefined;
    if (link && target && target.storage !== 'external' && cond && typeof cond === 'object' && !Array.isArray(cond)) {
      const inner = `${alias}_${snake(key)}`;
      const s = whereSql(target, cond as Record<string, unknown>, values, undefined, inner);
      if (s === null) return null;
      parts.push(`EXISTS (SELECT 1 FROM ${q(target.table)} ${inner} WHERE ${inner}.id = ${alias}.${q(snake(link[0]))} AND ${s})`);
      continue;
    }
    return null;
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

/** What a list statement of an entity holds whatever is asked: its columns, the joins of its links' titles. */
interface Shape {
  columns: Map<string, ReturnType<typeof columnsOf>[number]>;
  /** the answered keys in findMany's order, with the SQL that reads each */
  select: string;
  joins: string;
  selected: string[];
  links: CompiledList['links'];
  childCount?: string;
}

const shapes = new WeakMap<EntityDefinition, Shape | null>();

/** The entity's shape, made once; null for an entity Prisma must answer (sets of rows, an external model). */
function shapeOf(entity: EntityDefinition): Shape | null {
  if (shapes.has(entity)) return shapes.get(entity)!;
  const shape = makeShape(entity);
  shapes.set(entity, shape);
  return shape;
}

function makeShape(entity: EntityDefinition): Shape | null {
  if (entity.storage === 'external' || linksFieldsOf(entity).length) return null;
  const columns = columnsOf(entity);
  const select = columns.filter((c) => c.selected).map((c) => `t.${q(c.column)} AS ${q(c.field)}`);
  const joins: string[] = [];
  const links: CompiledList['links'] = [];
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.type !== 'link') continue;
    const target = findEntity(def.entity);
    const title = target?.fields[target.titleField];
    if (!target || !title) return null;
    const alias = `__l${links.length}`;
    joins.push(`LEFT JOIN ${q(target.table)} ${alias} ON ${alias}.id = t.${q(snake(field))}`);
    select.push(`${alias}.id AS ${q(`${alias}_id`)}`, `${alias}.${q(snake(target.titleField))} AS ${q(`${alias}_t`)}`);
    links.push({ relation: relationField(field), titleField: target.titleField, alias });
  }
  let childCount: string | undefined;
  const child = entity.haveChild ? entity.children?.[entity.haveChild] : undefined;
  if (child) {
    const childEntity = findEntity(child.entity);
    if (!childEntity) return null;
    childCount = backRelationField(childEntity, child.via);
    select.push(`(SELECT count(*)::int FROM ${q(childEntity.table)} c WHERE c.${q(snake(child.via))} = t.id) AS "__children"`);
  }
  return {
    columns: new Map(columns.map((c) => [c.field, c])),
    select: select.join(', '),
    joins: joins.join(' '),
    selected: columns.filter((c) => c.selected).map((c) => c.field),
    links,
    childCount,
  };
}

/**
 * The statement of a list page with its count: `SELECT count, page.* FROM (count) LEFT JOIN LATERAL (page)`, so a
 * page past the end still answers the count (one row whose columns are null). Null when the entity or the where
 * is one Prisma must answer (a set of rows in the answer, a filter through another relation, an external model).
 */
export function compileList(entity: EntityDefinition, where: Record<string, unknown>, orderBy: Record<string, string>[], skip: number, take: number): CompiledList | null {
  const shape = shapeOf(entity);
  if (!shape) return null;
  const values: unknown[] = [];
  const condition = whereSql(entity, where, values, shape.columns);
  if (condition === null) return null;
  const order: string[] = [];
  const outerOrder: string[] = [];
  for (const o of orderBy) {
    const [[field, dir]] = Object.entries(o) as [[string, string]];
    const c = shape.columns.get(field);
    const d = String(dir).toLowerCase();
    if (!c || !c.selected || (d !== 'asc' && d !== 'desc')) return null;
    order.push(`t.${q(c.column)} ${d.toUpperCase()}`);
    outerOrder.push(`p.${q(c.field)} ${d.toUpperCase()}`);
  }
  values.push(take, skip);
  // bigint: a page far past the end (pageIndex up to int4 times pageSize) is an offset beyond int4
  const [limit, offset] = [`$${values.length - 1}::int`, `$${values.length}::bigint`];
  const table = q(entity.table);
  const text =
    `SELECT n."__count", p.* FROM (SELECT count(*)::int AS "__count" FROM ${table} t WHERE ${condition}) n ` +
    `LEFT JOIN LATERAL (SELECT ${shape.select} FROM ${table} t ${shape.joins} WHERE ${condition} ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}) p ON true ` +
    `ORDER BY ${outerOrder.join(', ')}`;
  return { text, values, selected: shape.selected, links: shape.links, childCount: shape.childCount };
}

/** The statement's rows as findMany's (fresh objects, keys in its order): the relations rebuilt, `_count` for haveChild. */
export function listRows(compiled: CompiledList, raw: Record<string, unknown>[]): { rows: Record<string, unknown>[]; count: number } {
  const count = Number(raw[0]?.__count ?? 0);
  const rows: Record<string, unknown>[] = [];
  for (const r of raw) {
    if (r.id === null || r.id === undefined) continue;
    const row: Record<string, unknown> = {};
    for (const field of compiled.selected) row[field] = r[field];
    for (const l of compiled.links) {
      const id = r[`${l.alias}_id`];
      row[l.relation] = id === null || id === undefined ? null : { id, [l.titleField]: r[`${l.alias}_t`] };
    }
    if (compiled.childCount) row._count = { [compiled.childCount]: r.__children };
    rows.push(row);
  }
  return { rows, count };
}
