import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayNotEmpty, IsArray, ValidateNested, IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, buildMessage } from 'class-validator';
import { IsExactDecimal, IsInt } from '../http/validators';
import { hasInvisible, stripInvisible } from '../http/text-rules';
import { durationRules, kindApiOptions, rangeParams, timeRules } from './field-kinds';
import { IDENTIFIER_KINDS, toAsciiDigits, type IdentifierKind } from '@karsaz/domain';
import { DECIMAL_COLUMNS, decimalColumnOf, getEntity, idParamOf, type EntityDefinition, type FieldDefinition, type LookupRoute, type StringFormat } from '@karsaz/entities';

/**
 * The DTO classes of an entity, made from its definition: what a caller may send to create and update a row, and
 * the query of its filtered list. They carry class-validator rules (so the global pipe answers 400 with every
 * field named) and Swagger properties (so the OpenAPI document describes each entity's own schema).
 */

type Decorate = (target: object, key: string) => void;

/** The OpenAPI pattern of a numeric(precision, scale) value as the API answers and takes it. */
export function decimalPattern({ precision, scale }: { precision: number; scale: number }): string {
  return `^-?\\d{1,${precision - scale}}${scale ? `(\\.\\d{1,${scale}})?` : ''}$`;
}

const isIdentifier = (format: StringFormat | undefined): format is IdentifierKind =>
  !!format && Object.prototype.hasOwnProperty.call(IDENTIFIER_KINDS, format);

/**
 * Brings a typed value to its stored form: ASCII digits in codes and numbers, identifiers normalised, invisible
 * characters out of names and titles (docs/input-rules.md: a single-line string loses bidi controls, zero-width
 * spaces and direction marks, multi-line text keeps the marks; both keep the Persian zero-width non-joiner; an
 * identifier such as a mobile number loses every invisible character before it is normalised).
 */
function normaliser(def: FieldDefinition): ((value: unknown) => unknown) | null {
  if (def.type === 'string' && (def.format === 'code' || def.format === 'digits')) {
    return (v) => (typeof v === 'string' ? toAsciiDigits(v) : v);
  }
  if (def.type === 'string' && isIdentifier(def.format)) {
    const normalise = IDENTIFIER_KINDS[def.format];
    return (v) => (typeof v === 'string' && v !== '' ? (normalise(stripInvisible(v, 'all')) ?? v) : v);
  }
  if (def.type === 'string' && (def.format === 'email' || def.format === 'url')) return null;
  if (def.type === 'string') return (v) => (typeof v === 'string' ? stripInvisible(v, 'line').trim() : v);
  if (def.type === 'text') return (v) => (typeof v === 'string' ? stripInvisible(v, 'prose').trim() : v);
  return null;
}

/** Codes, digits, e-mail addresses and URLs take no invisible character at all, not even a zero-width non-joiner. */
function visibleOnlyRule(): Decorate {
  return ValidateBy({
    name: 'invisibleCharacter',
    validator: { validate: (v) => typeof v !== 'string' || !hasInvisible(v, 'all'), defaultMessage: buildMessage((e) => `${e}$property contains an invisible or text-direction character`) },
  }) as Decorate;
}

function identifierRule(kind: IdentifierKind): Decorate {
  return ValidateBy({
    name: kind,
    validator: {
      // the transform already brought a valid value to its stored form; a value still not in it is not valid
      validate: (v) => typeof v === 'string' && IDENTIFIER_KINDS[kind](v) === v,
      defaultMessage: buildMessage((each) => `${each}$property is not a valid ${kind}`),
    },
  }) as Decorate;
}

/** The swagger description of a field. */
export function apiOptions(def: FieldDefinition): ApiPropertyOptions {
  const description = `${def.label.en} (${def.label.fa})`;
  switch (def.type) {
    case 'string':
    case 'text':
      return { type: String, description, maxLength: def.max, minLength: def.min, ...(def.format ? { format: def.format } : {}) };
    case 'int':
      return { type: 'integer', description, minimum: def.min, maximum: def.max };
    case 'decimal':
    case 'money': {
      // an exact decimal travels as a string (a JSON number of at most 15 digits is still accepted)
      const { precision, scale } = DECIMAL_COLUMNS[def.type];
      return { type: String, description: `${description}: a decimal string, numeric(${precision},${scale})${def.min !== undefined ? `, at least ${def.min}` : ''}${def.max !== undefined ? `, at most ${def.max}` : ''}`, pattern: decimalPattern(DECIMAL_COLUMNS[def.type]), example: def.type === 'money' ? '2500000' : '12.5' };
    }
    case 'boolean':
      return { type: Boolean, description };
    case 'date':
      return { type: String, format: 'date', description };
    case 'datetime':
      return { type: String, format: 'date-time', description };
    case 'time':
    case 'duration':
      return kindApiOptions(def, description);
    case 'enum':
      return { type: 'integer', enum: def.options.map((o) => o.value), description: `${description}: ${def.options.map((o) => `${o.value} ${o.label.en}`).join(', ')}` };
    case 'link':
      return { type: 'integer', minimum: 1, description: `${description}: id of a ${def.entity}` };
    case 'links':
      return { type: 'integer', isArray: true, minimum: 1, maxItems: def.max ?? 500, description: `${description}: ids of ${def.entity} rows (the full set; omitted on update: unchanged)` };
  }
}

/** The rules of one writable field. */
export function fieldRules(def: FieldDefinition): Decorate[] {
  const rules: Decorate[] = [];
  // a required field the form shows only under a condition (a permit's number when there is a permit) is required
  // only then; otherwise it is not checked, and the form sends it empty
  const when = def.when;
  if (def.required && when) rules.push(ValidateIf((o: Record<string, unknown>) => when.in.some((x) => String(x) === String(o[when.field] ?? ''))) as Decorate);
  const decimal = decimalColumnOf(def);
  if (decimal && (def.type === 'decimal' || def.type === 'money')) rules.push(IsExactDecimal(decimal, { min: def.min, max: def.max }) as Decorate);
  const normalise = normaliser(def);
  if (normalise) rules.push(Transform(({ value }) => normalise(value)) as Decorate);
  // an empty string in an optional field means "no value"
  if (!def.required) rules.push(Transform(({ value }) => (value === '' ? null : value)) as Decorate, IsOptional() as Decorate);
  // a required value that is missing is reported as missing (validation.ts keeps that one message for the field)
  else if (def.type !== 'string' && def.type !== 'text' && def.type !== 'links') rules.push(IsNotEmpty() as Decorate);
  switch (def.type) {
    case 'string':
    case 'text':
      rules.push(IsString() as Decorate);
      if (def.required) rules.push(IsNotEmpty() as Decorate);
      rules.push(MaxLength(def.max ?? (def.type === 'string' ? 200 : 4000)) as Decorate);
      if (def.min) rules.push(MinLength(def.min) as Decorate);
      if (def.format === 'code' || def.format === 'digits' || def.format === 'email' || def.format === 'url') rules.push(visibleOnlyRule());
      if (def.format === 'code') rules.push(Matches(/^[\p{L}\p{N}_\-./]+$/u) as Decorate);
      if (def.format === 'digits') rules.push(Matches(/^\d+$/) as Decorate);
      if (def.format === 'email') rules.push(Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/) as Decorate);
      if (def.format === 'url') rules.push(Matches(/^https?:\/\/\S+$/) as Decorate);
      if (isIdentifier(def.format)) rules.push(identifierRule(def.format));
      break;
    case 'int':
    case 'link':
      rules.push(IsInt() as Decorate);
      if (def.type === 'link') rules.push(Min(1) as Decorate);
      if (def.type === 'int' && def.min !== undefined) rules.push(Min(def.min) as Decorate);
      if (def.type === 'int' && def.max !== undefined) rules.push(Max(def.max) as Decorate);
      break;
    case 'boolean':
      rules.push(IsBoolean() as Decorate);
      break;
    case 'date':
    case 'datetime':
      rules.push(IsISO8601({ strict: true }) as Decorate);
      break;
    case 'time':
      rules.push(...timeRules());
      break;
    case 'duration':
      rules.push(...durationRules(def));
      break;
    case 'enum':
      rules.push(IsIn(def.options.map((o) => o.value)) as Decorate);
      break;
    case 'links':
      rules.push(IsArray() as Decorate, ArrayMaxSize(def.max ?? 500) as Decorate, IsInt({ each: true }) as Decorate, Min(1, { each: true }) as Decorate);
      if (def.required) rules.push(ArrayNotEmpty() as Decorate);
      break;
  }
  return rules;
}

function named(name: string): new () => object {
  // a class with its own name, so the OpenAPI document lists it as a schema of its own
  return { [name]: class {} }[name] as new () => object;
}

export function addProperty(cls: new () => object, key: string, required: boolean, api: ApiPropertyOptions, rules: Decorate[]) {
  const proto = cls.prototype as object;
  (required ? ApiProperty(api) : ApiPropertyOptional(api))(proto, key);
  for (const rule of rules) rule(proto, key);
}

const writableFields = (e: EntityDefinition) => Object.entries(e.fields).filter(([, def]) => !def.readOnly);

const lookupCache = new Map<string, new () => object>();

const lineDtoCache = new Map<string, new () => object>();

/**
 * The DTO of one line of a document: the line entity's writable fields but the link to the document (the engine
 * sets it), an optional `id` (a stored line to update), and its own `lines` when it has lines of its own.
 */
function lineDto(entity: EntityDefinition, via: string): new () => object {
  const name = `${entity.model}LineDto`;
  const known = lineDtoCache.get(name);
  if (known) return known;
  const cls = named(name);
  addProperty(cls, 'id', false, { type: 'integer', minimum: 1, description: 'a stored line to update; without it the line is added' }, [
    IsOptional() as Decorate,
    IsInt() as Decorate,
    Min(1) as Decorate,
  ]);
  for (const [key, def] of writableFields(entity)) if (key !== via) addProperty(cls, key, !!def.required, apiOptions(def), fieldRules(def));
  addLines(cls, entity, true);
  lineDtoCache.set(name, cls);
  return cls;
}

/** `lines` on a document's DTO: the full set of its lines, each checked (errors read `lines[2].quantity`). */
function addLines(cls: new () => object, entity: EntityDefinition, required: boolean): void {
  if (!entity.lines) return;
  const line = lineDto(getEntity(entity.lines.entity), entity.lines.via);
  const min = entity.lines.min ?? 0;
  const max = entity.lines.max ?? 500;
  const rules: Decorate[] = [IsArray() as Decorate, ArrayMaxSize(max) as Decorate, ValidateNested({ each: true }) as Decorate, Type(() => line) as Decorate];
  if (min) rules.push(ArrayMinSize(min) as Decorate);
  // a document that needs no lines may be created without any (a shift before its timings)
  if (!required || !min) rules.unshift(IsOptional() as Decorate);
  addProperty(cls, 'lines', required && min > 0, { type: () => line, isArray: true, minItems: min || undefined, maxItems: max, description: `${entity.lines.label.en}: the full set (omitted on update: unchanged)` }, rules);
}

/** The query of a lookup by one field (`GetCostOverByName?costOverName=`), paged when it answers a list. */
export function lookupQuery(entity: EntityDefinition, lookup: LookupRoute): new () => object {
  const name = `${entity.model}${lookup.path.charAt(0).toUpperCase()}${lookup.path.slice(1)}Query`;
  const known = lookupCache.get(name);
  if (known) return known;
  const cls = named(name);
  const def = entity.fields[lookup.by];
  const numeric = lookup.by === 'id' || def?.type === 'link' || def?.type === 'int' || def?.type === 'enum';
  addProperty(
    cls,
    lookup.param,
    true,
    numeric ? { type: 'integer', minimum: 1 } : { type: String, maxLength: 200 },
    numeric
      ? [Type(() => Number) as Decorate, IsInt() as Decorate, Min(1) as Decorate]
      : [Transform(({ value }) => (typeof value === 'string' ? stripInvisible(toAsciiDigits(value), 'line').trim() : value)) as Decorate, IsString() as Decorate, IsNotEmpty() as Decorate, MaxLength(200) as Decorate],
  );
  if (lookup.kind === 'list') {
    const numberQuery = [IsOptional() as Decorate, Type(() => Number) as Decorate, IsInt() as Decorate];
    addProperty(cls, 'pageIndex', false, { type: 'integer', minimum: 1, default: 1 }, [...numberQuery, Min(1) as Decorate]);
    addProperty(cls, 'pageSize', false, { type: 'integer', minimum: 1, maximum: 100, default: 10 }, [...numberQuery, Min(1) as Decorate, Max(100) as Decorate]);
  }
  lookupCache.set(name, cls);
  return cls;
}

export interface EntityDtos {
  create: new () => object;
  update: new () => object;
  filter: new () => object;
  id: new () => object;
  ids: new () => object;
  idQuery: new () => object;
}

const cache = new WeakMap<EntityDefinition, EntityDtos>();

/** The DTO classes of `entity` (made once). */
export function entityDtos(entity: EntityDefinition): EntityDtos {
  const known = cache.get(entity);
  if (known) return known;
  const base = entity.model;

  const create = named(`${base}CreateDto`);
  for (const [key, def] of writableFields(entity)) {
    // a create may leave the code empty: the engine takes the next one of the entity's sequence
    const required = !!def.required && entity.code?.field !== key;
    const rules = fieldRules(required === !!def.required ? def : { ...def, required: false } as FieldDefinition);
    addProperty(create, key, required, apiOptions(def), rules);
  }

  addLines(create, entity, true);

  const update = named(`${base}UpdateDto`);
  addProperty(update, 'id', true, { type: 'integer', minimum: 1 }, [IsInt() as Decorate, Min(1) as Decorate]);
  addProperty(update, 'version', true, { type: 'integer', minimum: 1, description: 'the version read; a stale one answers 409' }, [
    IsInt() as Decorate,
    Min(1) as Decorate,
  ]);
  for (const [key, def] of writableFields(entity)) addProperty(update, key, !!def.required, apiOptions(def), fieldRules(def));
  addLines(update, entity, false);

  const filter = named(`${base}FilterQuery`);
  const numberQuery = [IsOptional() as Decorate, Type(() => Number) as Decorate, IsInt() as Decorate];
  addProperty(filter, 'pageIndex', false, { type: 'integer', minimum: 1, default: 1 }, [...numberQuery, Min(1) as Decorate]);
  addProperty(filter, 'pageSize', false, { type: 'integer', minimum: 1, maximum: 100, default: 10 }, [...numberQuery, Min(1) as Decorate, Max(100) as Decorate]);
  addProperty(filter, 'searchTerm', false, { type: String, maxLength: 100 }, [
    IsOptional() as Decorate,
    // what a search is pasted with (a zero-width space, a direction mark) is not what it looks for
    Transform(({ value }) => (typeof value === 'string' ? stripInvisible(value, 'line') : value)) as Decorate,
    IsString() as Decorate,
    MaxLength(100) as Decorate,
  ]);
  const sortable = ['id', ...Object.keys(entity.fields).filter((f) => entity.fields[f]!.type !== 'links'), 'createdAt', 'updatedAt'];
  addProperty(filter, 'orderBy', false, { type: String, enum: sortable }, [IsOptional() as Decorate, IsIn(sortable) as Decorate]);
  addProperty(filter, 'orderDirection', false, { type: String, enum: ['asc', 'desc'] }, [IsOptional() as Decorate, IsIn(['asc', 'desc', 'ASC', 'DESC']) as Decorate]);
  if (entity.activeFlag) {
    addProperty(filter, 'isActive', false, { type: Boolean }, [
      IsOptional() as Decorate,
      Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)) as Decorate,
      IsBoolean() as Decorate,
    ]);
  }
  for (const key of entity.list.filters ?? []) {
    const def = entity.fields[key];
    if (!def) continue;
    const rules: Decorate[] = [IsOptional() as Decorate];
    if (def.type === 'date' || def.type === 'datetime') {
      // a day or a moment filter is also a from–to range, both ends included
      const { from, to } = rangeParams(key);
      const api = def.type === 'date' ? { type: String, format: 'date' } : { type: String, format: 'date-time' };
      addProperty(filter, from, false, { ...api, description: `${def.label.en}: from (included)` }, [IsOptional() as Decorate, IsISO8601({ strict: true }) as Decorate]);
      addProperty(filter, to, false, { ...api, description: `${def.label.en}: to (included)` }, [IsOptional() as Decorate, IsISO8601({ strict: true }) as Decorate]);
    }
    if (def.type === 'link' || def.type === 'int' || def.type === 'enum' || def.type === 'duration') rules.push(Type(() => Number) as Decorate, IsInt() as Decorate);
    // a set's filter is one id: the rows whose set holds it
    else if (def.type === 'links') {
      rules.push(Type(() => Number) as Decorate, IsInt() as Decorate, Min(1) as Decorate);
      addProperty(filter, key, false, { type: 'integer', minimum: 1, description: `${def.label.en}: the rows whose set holds this ${def.entity}` }, rules);
      continue;
    } else if (def.type === 'time') rules.push(...timeRules());
    else if (def.type === 'date' || def.type === 'datetime') rules.push(IsISO8601({ strict: true }) as Decorate);
    else if (def.type === 'boolean') rules.push(Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)) as Decorate, IsBoolean() as Decorate);
    else rules.push(IsString() as Decorate, MaxLength(200) as Decorate);
    addProperty(filter, key, false, apiOptions(def), rules);
  }

  const id = named(`${base}IdDto`);
  addProperty(id, 'id', true, { type: 'integer', minimum: 1 }, [IsInt() as Decorate, Min(1) as Decorate]);

  const ids = named(`${base}IdsDto`);
  addProperty(ids, 'ids', true, { type: 'integer', isArray: true, minItems: 1, maxItems: 500 }, [
    IsArray() as Decorate,
    ArrayNotEmpty() as Decorate,
    ArrayMaxSize(500) as Decorate,
    IsInt({ each: true }) as Decorate,
    Min(1, { each: true }) as Decorate,
  ]);

  const idParam = idParamOf(entity);
  const idQuery = named(`${base}IdQuery`);
  addProperty(idQuery, idParam, true, { type: 'integer', minimum: 1 }, [Type(() => Number) as Decorate, IsInt() as Decorate, Min(1) as Decorate]);

  const dtos = { create, update, filter, id, ids, idQuery };
  cache.set(entity, dtos);
  return dtos;
}
