import { DECIMAL_COLUMNS, type EntityDefinition, type FieldDefinition } from './definition';
import { ENTITIES, referrersOf } from './registry';
import { joinModelOf, linksFieldsOf, linksReferrersOf } from './links';

/**
 * The Prisma models of the entity definitions, one schema file per area (`prisma/schema/entities-<area>.prisma`).
 * The files are generated and committed, and migrations are made from them like from any hand-written schema, so
 * a change of a definition shows up as a reviewed migration. Every model gets `id`, the definition's fields,
 * `companyId` when company-scoped, `isActive` when it has the active flag, `version`, and the audit stamps.
 * `companyId` is a plain indexed column: Prisma would need the back-relation on the hand-written Company model
 * for a foreign key, and companies are never deleted.
 */

export const GENERATED_HEADER =
  '// Generated from packages/entities by `pnpm entities` — do not edit; change the definition and run it again.\n';

export function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The relation field a link `provinceId` gives its entity: `province`. */
export function relationField(linkField: string): string {
  return linkField.replace(/Id$/, '');
}

/**
 * The Prisma condition "the row is the caller's own" of an entity with a self-service page: its person path, link
 * by link, ends at the personnel's third party (`{ leaveRequest: { personnel: { thirdPartyId } } }`), or the caller
 * created it.
 */
export function personalFilter(entity: EntityDefinition, thirdPartyId: number | null, userId: number): Record<string, unknown> | null {
  const personal = entity.menu.personal;
  if (!personal) return null;
  const steps = personal.person.split('.');
  let cond: Record<string, unknown> = { thirdPartyId: thirdPartyId ?? -1 };
  for (const step of [...steps].reverse()) cond = { [relationField(step)]: cond };
  return { OR: [cond, { createdBy: userId }] };
}

/** The back-relation field on the target of a link: `cityViaProvince` (City.provinceId → Province). */
export function backRelationField(source: EntityDefinition, linkField: string): string {
  return `${lowerFirst(source.model)}Via${upperFirst(relationField(linkField))}`;
}

function relationName(source: EntityDefinition, linkField: string): string {
  return `${source.model}_${relationField(linkField)}`;
}

function scalar(def: FieldDefinition): string {
  switch (def.type) {
    case 'string':
      // a secret is stored sealed, longer than what was typed
      return def.secret ? 'String' : `String @db.VarChar(${def.max ?? 200})`;
    case 'text':
      return 'String';
    case 'int':
      return 'Int';
    case 'decimal':
    case 'money':
      return `Decimal @db.Decimal(${DECIMAL_COLUMNS[def.type].precision}, ${DECIMAL_COLUMNS[def.type].scale})`;
    case 'boolean':
      return 'Boolean';
    case 'date':
      return 'DateTime @db.Date';
    case 'datetime':
      return 'DateTime @db.Timestamptz(3)';
    case 'time':
      // a time of day without a zone: `08:30` reads back as written
      return 'DateTime @db.Time(0)';
    case 'duration':
      // whole seconds
      return 'Int';
    case 'enum':
      return 'Int @db.SmallInt';
    case 'link':
    case 'links':
      return 'Int';
  }
}

function fieldLine(entity: EntityDefinition, name: string, def: FieldDefinition, entities: readonly EntityDefinition[]): string[] {
  // a set of rows is its join table's pairs, not a column
  if (def.type === 'links') return [`  ${joinModelOf(entity, name).relation} ${joinModelOf(entity, name).model}[]`];
  const [type, ...attrs] = scalar(def).split(' ');
  // a boolean always has a value; every other optional field may be empty
  // a field required only under a condition (`when`) is empty otherwise
  const optional = (!def.required || def.when) && def.type !== 'boolean' && (def as { default?: unknown }).default === undefined ? '?' : '';
  const parts = [`${type}${optional}`];
  if (def.unique && entity.scope === 'global') parts.push('@unique');
  const fallback = (def as { default?: string | number | boolean }).default;
  // as PostgreSQL keeps it (`'08:00:00'::time without time zone`), so the next diff finds nothing to change
  if (fallback !== undefined && def.type === 'time') parts.push(`@default(dbgenerated("'${String(fallback).length === 5 ? `${fallback}:00` : fallback}'::time without time zone"))`);
  else if (fallback !== undefined) parts.push(`@default(${typeof fallback === 'string' ? JSON.stringify(fallback) : fallback})`);
  else if (def.type === 'boolean') parts.push('@default(false)');
  if (snake(name) !== name) parts.push(`@map("${snake(name)}")`);
  parts.push(...attrs);
  const lines = [`  ${name} ${parts.join(' ')}`];
  if (def.type === 'link') {
    const target = entities.find((e) => e.name === def.entity)!;
    lines.push(
      `  ${relationField(name)} ${target.model}${optional} @relation("${relationName(entity, name)}", fields: [${name}], references: [id], onDelete: Restrict)`,
    );
  }
  return lines;
}

/** One model's Prisma text. */
export function prismaModel(entity: EntityDefinition, entities: readonly EntityDefinition[] = ENTITIES): string {
  const lines: string[] = [`// ${entity.label.plural.en} (${entity.label.plural.fa}): ${entity.basePath}`, `model ${entity.model} {`];
  lines.push('  id Int @id @default(autoincrement())');
  if (entity.scope === 'company') lines.push('  companyId Int @map("company_id")');
  // the financial year's id, like companyId a plain indexed column (FinancialYear is hand-written)
  if (entity.financialYear) lines.push('  financialYearId Int? @map("financial_year_id")');
  for (const [name, def] of Object.entries(entity.fields)) lines.push(...fieldLine(entity, name, def, entities));
  if (entity.activeFlag) lines.push('  isActive Boolean @default(true) @map("is_active")');
  if (searchColumns(entity).length) lines.push(`  ${SEARCH_TEXT_FIELD} String? @map("search_text")`);
  lines.push(
    '  version Int @default(1)',
    '  createdAt DateTime @default(now()) @map("created_at") @db.Timestamptz(3)',
    '  createdBy Int? @map("created_by")',
    '  updatedAt DateTime @updatedAt @map("updated_at") @db.Timestamptz(3)',
    '  updatedBy Int? @map("updated_by")',
  );
  for (const r of entity.backRelations ?? []) lines.push(`  ${r.field} ${r.model}[]`);
  for (const { entity: source, field } of referrersOf(entity.name, entities)) {
    lines.push(`  ${backRelationField(source, field)} ${source.model}[] @relation("${relationName(source, field)}")`);
  }
  for (const { entity: source, field } of linksReferrersOf(entity.name, entities)) {
    const join = joinModelOf(source, field);
    lines.push(`  ${join.backRelation} ${join.model}[] @relation("${join.model}_target")`);
  }
  lines.push('');
  const indexes = new Set<string>();
  let companyLed = false;
  // a value unique within its parent (a benefit's title within its company information); a document's lines are
  // checked on the server instead, so that two lines may swap their orders within one save
  const isLine = entities.some((d) => d.lines?.entity === entity.name);
  for (const [name, def] of Object.entries(entity.fields)) if (def.uniqueWithin && !isLine) lines.push(`  @@unique([${def.uniqueWithin}, ${name}])`);
  for (const fields of entity.uniques ?? []) {
    lines.push(`  @@unique([${fields.join(', ')}])`);
    companyLed ||= fields[0] === 'companyId';
  }
  if (entity.scope === 'company') {
    for (const [name, def] of Object.entries(entity.fields)) {
      if (!def.unique) continue;
      lines.push(`  @@unique([companyId, ${name}])`);
      companyLed = true;
    }
  }
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.type !== 'link') continue;
    indexes.add(entity.scope === 'company' ? `companyId, ${name}` : name);
    companyLed ||= entity.scope === 'company';
  }
  if (entity.financialYear) indexes.add('companyId, financialYearId');
  // a company's rows are found by an index that starts with companyId; add one when no other does
  if (entity.scope === 'company' && !companyLed) indexes.add('companyId');
  for (const f of entity.list.filters ?? []) if (entity.fields[f]?.type !== 'link' && entity.fields[f]?.type !== 'links' && !entity.fields[f]?.unique) indexes.add(f);
  for (const index of entity.indexes ?? []) indexes.add(index.join(', '));
  for (const index of indexes) lines.push(`  @@index([${index}])`);
  // searchTerm is a 'contains' over the search key of the search fields (search_text, filled by a trigger: see
  // searchTriggerSql): a trigram index keeps it off full scans. A search field that is also a text filter (a
  // case-insensitive 'contains' on the column itself) keeps its own trigram index.
  if (searchColumns(entity).length) lines.push(`  @@index([${SEARCH_TEXT_FIELD}(ops: raw("gin_trgm_ops"))], type: Gin, map: "${entity.table}_search_text_trgm")`);
  for (const f of new Set([entity.titleField, ...entity.searchFields])) {
    const def = entity.fields[f];
    if ((def?.type === 'string' || def?.type === 'text') && entity.list.filters?.includes(f)) lines.push(`  @@index([${f}(ops: raw("gin_trgm_ops"))], type: Gin, map: "${entity.table}_${snake(f)}_trgm")`);
  }
  lines.push(`  @@map("${entity.table}")`, '}');
  return [lines.join('\n'), ...linksFieldsOf(entity).map(([field, def]) => joinModel(entity, field, entities.find((e) => e.name === def.entity)!))].join('\n\n');
}

/** The join table of a links field: the pair is the key, the owner's pairs go with it, a used target stays. */
function joinModel(owner: EntityDefinition, field: string, target: EntityDefinition): string {
  const join = joinModelOf(owner, field);
  return [
    `// ${owner.label.plural.en}: ${field} (many-to-many to ${target.model})`,
    `model ${join.model} {`,
    '  ownerId Int @map("owner_id")',
    '  targetId Int @map("target_id")',
    `  owner ${owner.model} @relation(fields: [ownerId], references: [id], onDelete: Cascade)`,
    `  target ${target.model} @relation("${join.model}_target", fields: [targetId], references: [id], onDelete: Restrict)`,
    '',
    '  @@id([ownerId, targetId])',
    '  @@index([targetId])',
    `  @@map("${join.table}")`,
    '}',
  ].join('\n');
}

/** The schema files of every area: file name → content. */
export function prismaSchemaFiles(entities: readonly EntityDefinition[] = ENTITIES): Record<string, string> {
  const byArea = new Map<string, EntityDefinition[]>();
  for (const e of entities) if (e.storage !== 'external') byArea.set(e.area, [...(byArea.get(e.area) ?? []), e]);
  const files: Record<string, string> = {};
  for (const [area, list] of [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    files[`entities-${area}.prisma`] = `${GENERATED_HEADER}\n${list.map((e) => prismaModel(e, entities)).join('\n\n')}\n`;
  }
  return files;
}

/**
 * The column `searchTerm` is matched in: the search keys (searchKey of @karsaz/domain) of the search fields, one a
 * line. The database fills it (searchTriggerSql); the API never answers it (the client omits it, database.ts).
 */
export const SEARCH_TEXT_FIELD = 'searchText';

/** The columns an entity's search key is made of, in order: its title and search fields that hold text. */
export function searchColumns(entity: EntityDefinition): string[] {
  if (entity.storage === 'external') return [];
  return [...new Set([entity.titleField, ...entity.searchFields])].filter((f) => entity.fields[f]?.type === 'string' || entity.fields[f]?.type === 'text').map(snake);
}

/**
 * The link fields among an entity's search fields whose target has a search text: a row named by a moment or a
 * number (a punch, a person's day or month) is found by its person's name, code or national code, the term matched
 * in the linked row's search text (entity.service searchCondition).
 */
export function searchLinks(entity: EntityDefinition): string[] {
  if (entity.storage === 'external') return [];
  return entity.searchFields.filter((f) => {
    const def = entity.fields[f];
    if (def?.type !== 'link') return false;
    const target = ENTITIES.find((e) => e.name === def.entity);
    return !!target && searchColumns(target).length > 0;
  });
}

/**
 * The trigger that keeps an entity's search_text, as a migration holds it: on every insert, and on every update of
 * a searched column, `karsaz_fill_search_text` (migration `search_normalised_text`) writes the columns' search
 * keys. `pnpm migrate:diff` appends it for the tables a migration creates (searchTriggersFor).
 */
export function searchTriggerSql(entity: EntityDefinition): string {
  const cols = searchColumns(entity);
  return `CREATE TRIGGER "${entity.table}_search_text" BEFORE INSERT OR UPDATE OF ${cols.map((c) => `"${c}"`).join(', ')} ON "${entity.table}" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text(${cols.map((c) => `'${c}'`).join(', ')});`;
}

/**
 * What a migration Prisma wrote still needs for the search keys: the trigger of every searchable entity whose table
 * it creates, and the trigger and a backfill of every table it gives a search_text column. `pnpm migrate:diff`
 * appends it, so a new entity's search works without a hand-written statement.
 */
export function searchTriggersFor(migrationSql: string, entities: readonly EntityDefinition[]): string {
  const created = new Set([...migrationSql.matchAll(/CREATE TABLE "([a-z0-9_]+)"/g)].map((m) => m[1]));
  // the column may be any of the statement's ADD COLUMNs (a table the engine takes over gains several at once)
  const gained = new Set([...migrationSql.matchAll(/ALTER TABLE "([a-z0-9_]+)"[^;]*?ADD COLUMN\s+"search_text"/g)].map((m) => m[1]));
  const lines = entities.flatMap((e) => {
    if (!searchColumns(e).length) return [];
    if (created.has(e.table)) return [searchTriggerSql(e)];
    if (gained.has(e.table)) return [searchTriggerSql(e), searchBackfillSql(e)];
    return [];
  });
  return lines.length ? `\n-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)\n${lines.join('\n')}\n` : '';
}

/** The statement that fills search_text of the rows an entity already has (after its trigger is created). */
export function searchBackfillSql(entity: EntityDefinition): string {
  const cols = searchColumns(entity);
  return `UPDATE "${entity.table}" SET "search_text" = karsaz_search_text(${cols.map((c) => `"${c}"`).join(', ')});`;
}
