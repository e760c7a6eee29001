import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { DomainException, type RawFieldError } from './errors';

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

/** Whitelisted DTOs: unknown fields are refused, every field error is listed, values are transformed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
  if (!plain || typeof plain !== 'object') throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: arrayField, constraint: 'isArray', args: [], fallback: `${arrayField} must be an array` }] });
  const dto = plainToInstance(cls, plain);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false, validationError: { target: true, value: false } });
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: flattenValidationErrors(errors) });
  return dto;
}
