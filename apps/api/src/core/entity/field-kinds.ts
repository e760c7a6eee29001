import type { ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, buildMessage } from 'class-validator';
import { IsInt } from '../http/validators';
import { formatDuration, parseDuration, parseTimeOfDay } from '@karsaz/domain';
import type { DurationField, EntityDefinition, FieldDefinition, TimeField } from '@karsaz/entities';
import type { RawFieldError } from '../http/errors';

/**
 * The engine's scalar field kinds beyond text, numbers and links, on the server: a time of day (`HH:mm`, a
 * PostgreSQL `time`), a duration (whole seconds), and a date range (an end field's `rangeStart`). Their DTO rules
 * (400 naming the field with a fa/en message), how they are stored and answered, and the range check.
 */

type Decorate = (target: object, key: string) => void;

export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** A time of day: Persian digits and `8:5` are brought to `08:05`; anything else is refused as `isTimeOfDay`. */
export function timeRules(): Decorate[] {
  return [
    Transform(({ value }) => (typeof value === 'string' && value !== '' ? (parseTimeOfDay(value) ?? value) : value)) as Decorate,
    ValidateBy({
      name: 'isTimeOfDay',
      validator: { validate: (v) => typeof v === 'string' && parseTimeOfDay(v) === v, defaultMessage: buildMessage((e) => `${e}$property must be a time of day from 00:00 to 23:59`) },
    }) as Decorate,
  ];
}

/**
 * A duration in whole seconds (`120:30:00` is read too); its bounds are named in hours, minutes and seconds
 * (`durationMin` / `durationMax` with `120:00:00` as the argument).
 */
export function durationRules(def: DurationField): Decorate[] {
  const min = Math.max(0, def.min ?? 0);
  const rules: Decorate[] = [
    Transform(({ value }) => (typeof value === 'string' && value !== '' ? (parseDuration(value) ?? value) : value)) as Decorate,
    IsInt() as Decorate,
    ValidateBy({ name: 'durationMin', constraints: [formatDuration(min)], validator: { validate: (v) => typeof v !== 'number' || v >= min, defaultMessage: buildMessage((e) => `${e}$property must not be less than ${formatDuration(min)}`) } }) as Decorate,
  ];
  if (def.max !== undefined) {
    const max = def.max;
    rules.push(ValidateBy({ name: 'durationMax', constraints: [formatDuration(max)], validator: { validate: (v) => typeof v !== 'number' || v <= max, defaultMessage: buildMessage((e) => `${e}$property must not be greater than ${formatDuration(max)}`) } }) as Decorate);
  }
  return rules;
}

/** The OpenAPI description of a time or a duration. */
export function kindApiOptions(def: TimeField | DurationField, description: string): ApiPropertyOptions {
  return def.type === 'time'
    ? { type: String, pattern: TIME_PATTERN, example: '08:30', description: `${description}: a time of day, HH:mm${def.nextDay ? ` (with ${def.nextDay}: on the next day)` : ''}` }
    : { type: 'integer' as const, minimum: Math.max(0, def.min ?? 0), maximum: def.max, example: 432000, description: `${description}: whole seconds (432000 is 120:00:00)` };
}

/** A written value as its column takes it: a day or a moment as a Date, a time of day as 1970-01-01T`HH:mm`Z. */
export function storedValue(def: FieldDefinition, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (def.type === 'date' || def.type === 'datetime') return new Date(value);
  if (def.type === 'time') return new Date(`1970-01-01T${value}:00.000Z`);
  return value;
}

/** A stored value as the API answers it: a day `2026-03-21`, a time of day `08:30`. */
export function answeredValue(def: FieldDefinition, value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  if (def.type === 'date') return value.toISOString().slice(0, 10);
  if (def.type === 'time') return value.toISOString().slice(11, 16);
  return value;
}

const at = (v: unknown): number | null => (v === null || v === undefined ? null : new Date(v as string | Date).getTime());

/**
 * The ranges whose end is before their start (400 `notBeforeStart` on the end field); `before` is the stored row
 * of an update, whose values stand for the fields not sent. The same day is a one-day range.
 */
export function rangeErrors(entity: EntityDefinition, data: Record<string, unknown>, before?: Record<string, unknown> | null, prefix = ''): RawFieldError[] {
  const errors: RawFieldError[] = [];
  for (const [key, def] of Object.entries(entity.fields)) {
    if ((def.type !== 'date' && def.type !== 'datetime') || !def.rangeStart) continue;
    const pick = (f: string) => (f in data ? data[f] : before?.[f]);
    const [start, end] = [at(pick(def.rangeStart)), at(pick(key))];
    if (start !== null && end !== null && end < start) {
      errors.push({ field: `${prefix}${key}`, constraint: 'notBeforeStart', args: [], fallback: `${prefix}${key} is before ${def.rangeStart}` });
    }
  }
  return errors;
}

/** The query parameters of a date filter's range: `{field}From` and `{field}To`. */
export const rangeParams = (field: string) => ({ from: `${field}From`, to: `${field}To` });
