import { Logger, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { DomainException, type RawFieldError } from './errors';
import { characterErrors } from './text-rules';

/** The arguments a constraint was declared with (e.g. 3 for @MinLength(3)), for the translated message. */
function constraintArgs(target: object | undefined, property: string, constraint: string): unknown[] {
  if (!target) return [];
  const metas = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  const meta = metas.find((m) => m.propertyName === property && (m.name === constraint || m.type === constraint));
  return (meta?.constraints as unknown[] | undefined) ?? [];
}

/** Every field error, nested ones with their paths (`lines[2].quantity`, `items[0].name`). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): RawFieldError[] {
  const out: RawFieldError[] = [];
  for (const e of errors) {
    const field = /^\d+$/.test(e.property) ? `${prefix}[${e.property}]` : prefix ? `${prefix}.${e.property}` : e.property;
    // a value that is missing says so once, not also that it is not a number, not a date…
    const all = Object.entries(e.constraints ?? {});
    const missing = all.filter(([constraint]) => constraint === 'isNotEmpty' || constraint === 'isDefined');
    for (const [constraint, text] of missing.length ? missing : all) {
      out.push({ field, constraint, args: constraintArgs(e.target, e.property, constraint), fallback: text });
    }
    if (e.children?.length) out.push(...flattenValidationErrors(e.children, field));
  }
  return out;
}

const refuse = (fieldErrors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors });

/**
 * The checks every value from a caller goes through before and after its DTO (docs/input-rules.md): a control
 * character (NUL first: PostgreSQL refuses it) anywhere is refused before anything else; after the DTO's own
 * rules (the entity engine's field kinds strip invisibles from names and refuse them in codes), an invisible or
 * bidi character still there is refused with its field.
 */
export function checkCharacters(value: unknown, prefix: string, invisible: boolean): void {
  const errors = characterErrors(value, { invisible }, prefix);
  if (errors.length) throw refuse(errors);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/**
 * The paths of the fields a caller sent that the DTO does not declare (the whitelist dropped them): `plain` is
 * what came in, `dto` what the DTO kept. Nested objects and lists are compared where both sides still are ones.
 */
export function strippedFields(plain: unknown, dto: unknown, prefix = ''): string[] {
  if (!isRecord(plain) || !isRecord(dto)) return [];
  const out: string[] = [];
  for (const key of Object.keys(plain)) {
    const path = Array.isArray(plain) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
    if (!(key in dto)) out.push(path);
    else out.push(...strippedFields(plain[key], dto[key], path));
  }
  return out;
}

const log = new Logger('validation');

/** Unknown fields are dropped, not refused (existing clients send extra ones); their names go to the debug log. */
function logStripped(plain: unknown, dto: unknown, where: string): void {
  const names = strippedFields(plain, dto);
  if (names.length) log.debug(`ignored unknown ${where} fields: ${names.slice(0, 50).join(', ')}`);
}

/** The properties a DTO class declares (its validation metadata), cached per class. */
const declaredCache = new WeakMap<object, Set<string>>();
function declaredProperties(cls: object): Set<string> {
  let names = declaredCache.get(cls);
  if (!names) {
    names = new Set(getMetadataStorage().getTargetValidationMetadatas(cls as new () => object, '', true, false).map((m) => m.propertyName));
    declaredCache.set(cls, names);
  }
  return names;
}

const ID_NAME = /^[A-Za-z]\w*Id$/;

/**
 * The upstream client's spellings of query parameters (docs/integrators.md), applied once for every route, engine
 * or hand-written, before its DTO is checked:
 * - the id parameter: a query DTO whose one field is `{entity}Id` (`costOverId`, `categoryId`) also takes `Id`
 *   (or `id`); one whose one field is `Id` also takes a single `{entity}Id`;
 * - `filterData` is taken as `searchTerm` where the DTO has `searchTerm`.
 * A parameter given under its own name always wins over its alias.
 */
export function applyQueryAliases(value: unknown, cls: object | undefined): unknown {
  if (!cls || !isRecord(value) || Array.isArray(value)) return value;
  const declared = declaredProperties(cls);
  if (!declared.size) return value;
  let out: Record<string, unknown> | undefined;
  const set = (k: string, v: unknown) => ((out ??= { ...value })[k] = v);
  if (declared.has('searchTerm') && value.searchTerm === undefined && value.filterData !== undefined && !declared.has('filterData')) set('searchTerm', value.filterData);
  if (declared.size === 1) {
    const [only] = declared as unknown as [string];
    if (only === 'Id') {
      if (value.Id === undefined) {
        const given = Object.keys(value).filter((k) => ID_NAME.test(k) && k !== 'Id');
        if (value.id !== undefined) set('Id', value.id);
        else if (given.length === 1) set('Id', value[given[0]!]);
      }
    } else if (ID_NAME.test(only) && value[only] === undefined) {
      if (value.Id !== undefined) set(only, value.Id);
      else if (value.id !== undefined) set(only, value.id);
    }
  }
  return out ?? value;
}

class KarsazValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const checked = metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param';
    if (metadata.type === 'query' && !metadata.data) value = applyQueryAliases(value, metadata.metatype);
    if (checked) checkCharacters(value, metadata.data ?? '', false);
    const out: unknown = await super.transform(value, metadata);
    if (checked) checkCharacters(out, metadata.data ?? '', true);
    if (checked && metadata.metatype && this.toValidate(metadata)) logStripped(value, out, metadata.type);
    return out;
  }
}

/**
 * Whitelisted DTOs: a field the DTO does not declare is stripped and ignored (logged at debug: existing clients
 * send extra fields, docs/integrators.md), so it never reaches a write (no mass assignment of companyId, id,
 * createdBy...); a declared field of the wrong type still answers 400; every field error is listed; values are
 * transformed.
 */
export const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: false, stopAtFirstError: false, validationError: { target: true, value: false } } as const;

export function createValidationPipe(): ValidationPipe {
  return new KarsazValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new DomainException(400, 'VALIDATION', { fieldErrors: flattenValidationErrors(errors) }),
  });
}

/**
 * A body that may come as a bare JSON array (spec hr-aftersales §7: `getByIds` "with a body of ids") or as the
 * DTO: an array becomes `{ [arrayField]: array }`; then the DTO is checked like every body (400 naming fields).
 */
export function bodyOrArray<T extends object>(cls: new () => T, arrayField: keyof T & string, raw: unknown): T {
  const plain = Array.isArray(raw) ? { [arrayField]: raw } : raw;
  checkCharacters(plain, '', false);
  if (!plain || typeof plain !== 'object') throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: arrayField, constraint: 'isArray', args: [], fallback: `${arrayField} must be an array` }] });
  const dto = plainToInstance(cls, plain);
  const errors = validateSync(dto, VALIDATOR_OPTIONS);
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: flattenValidationErrors(errors) });
  logStripped(plain, dto, 'body');
  checkCharacters(dto, '', true);
  return dto;
}
