import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
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
    for (const [constraint, text] of Object.entries(e.constraints ?? {})) {
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

class KarsazValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const checked = metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param';
    if (checked) checkCharacters(value, metadata.data ?? '', false);
    const out: unknown = await super.transform(value, metadata);
    if (checked) checkCharacters(out, metadata.data ?? '', true);
    return out;
  }
}

/** Whitelisted DTOs: unknown fields are refused, every field error is listed, values are transformed. */
export function createValidationPipe(): ValidationPipe {
  return new KarsazValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: true, value: false },
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
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false, validationError: { target: true, value: false } });
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: flattenValidationErrors(errors) });
  checkCharacters(dto, '', true);
  return dto;
}
