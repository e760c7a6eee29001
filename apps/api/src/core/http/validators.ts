import { Transform } from 'class-transformer';
import { IsInt as IsInteger, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { IDENTIFIER_KINDS, decimalCompare, normalizeIranianMobile, parseDecimal, type DecimalProblem, type DecimalSpec, type IdentifierKind } from '@karsaz/domain';
import { isCommonPassword, isPersonalPassword, type PasswordOwner } from '../security/passwords';
import { stripInvisible } from './text-rules';

/** A string is kept without its surrounding spaces. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** A string is trimmed, and an empty one means none (null). */
export const EmptyIsNone = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** The range of a PostgreSQL `integer` (int4): ids, versions, links, counts, page numbers. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Whether `v` is a whole number an `integer` column takes. */
export const isInt32 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX;

/**
 * A whole number that fits an `integer` column (docs/input-rules.md). Use it instead of class-validator's `IsInt`,
 * which passes 2147483648 or 1e18 on to PostgreSQL (a 500 there); a value out of range is refused as `int32`
 * naming the field. `{ each: true }` checks every item of a list.
 */
export function IsInt(options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    IsInteger(options)(target, key as string);
    ValidateBy(
      {
        name: 'int32',
        constraints: [INT32_MIN, INT32_MAX],
        // not a whole number at all is IsInteger's error alone
        validator: { validate: (v) => !(typeof v === 'number' && Number.isInteger(v)) || isInt32(v), defaultMessage: buildMessage((e) => `${e}$property must be between ${INT32_MIN} and ${INT32_MAX}`) },
      },
      options,
    )(target, key as string);
  };
}

/** An Iranian mobile number in any usual form, normalised to 09xxxxxxxxx before validation. */
export function IsIranianMobile(options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? (normalizeIranianMobile(stripInvisible(value, 'all')) ?? value) : value))(target, key);
    ValidateBy(
      { name: 'isIranianMobile', validator: { validate: (v) => typeof v === 'string' && /^09\d{9}$/.test(v), defaultMessage: buildMessage((e) => `${e}$property must be a valid Iranian mobile number`) } },
      options,
    )(target, key as string);
  };
}

/**
 * An identifier of a kind packages/domain checks (a VIN, a plate, a national code…) in any usual form, brought to
 * its stored form before validation; the error's constraint is the kind, so the message catalogue names it.
 */
export function IsIdentifier(kind: IdentifierKind, options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && value !== '' ? (IDENTIFIER_KINDS[kind](stripInvisible(value, 'all')) ?? value) : value))(target, key);
    ValidateBy(
      { name: kind, validator: { validate: (v) => typeof v === 'string' && IDENTIFIER_KINDS[kind](v) === v, defaultMessage: buildMessage((e) => `${e}$property is not a valid ${kind}`) } },
      options,
    )(target, key as string);
  };
}

/** Not one of the most common passwords. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'commonPassword', validator: { validate: (v) => typeof v !== 'string' || !isCommonPassword(v), defaultMessage: buildMessage(() => 'This password is too common') } },
    options,
  );
}

/** Not the mobile number or the name of the same object's person (mobileNumber, firstName, lastName). */
const textOrNone = (x: unknown) => (typeof x === 'string' ? x : undefined);
const ownerOf = (o: unknown): PasswordOwner => {
  const r = (o ?? {}) as Record<string, unknown>;
  return { mobileNumber: textOrNone(r.mobileNumber), firstName: textOrNone(r.firstName), lastName: textOrNone(r.lastName) };
};

export function IsNotPersonalPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'personalPassword',
      validator: {
        // the other fields are not validated yet: only their text counts (a number or a list there is its own error)
        validate: (v, args) => typeof v !== 'string' || !isPersonalPassword(v, ownerOf(args?.object)),
        defaultMessage: buildMessage(() => 'The password must not be your mobile number or your name'),
      },
    },
    options,
  );
}

/**
 * An exact decimal of a numeric(precision, scale) column (DESIGN.md: never a JavaScript number): the value becomes
 * its canonical string (`"12345678901234.5678"`) before validation, read from text with Persian or ASCII digits and
 * separators, or from a JSON number only when that number names one decimal exactly (`parseDecimal`). What is
 * refused is named by its own constraint: not a number, too many places, too many whole digits, a number that must
 * be sent as a string, and the bounds compared exactly.
 */
export function IsExactDecimal(spec: DecimalSpec, bounds: { min?: number; max?: number } = {}): PropertyDecorator {
  const problem = (v: unknown) => {
    const r = parseDecimal(v, spec);
    return r.ok ? null : r.problem;
  };
  const rule = (name: string, wanted: DecimalProblem, constraints: unknown[], text: string) =>
    ValidateBy({ name, constraints, validator: { validate: (v) => problem(v) !== wanted, defaultMessage: buildMessage((e) => `${e}$property ${text}`) } });
  return (target, key) => {
    Transform(({ value }) => {
      if (value === null || value === undefined || value === '') return value;
      const r = parseDecimal(value, spec);
      return r.ok ? r.value : value;
    })(target, key);
    rule('isDecimal', 'format', [], 'must be a decimal number')(target, key as string);
    rule('decimalPlaces', 'scale', [spec.scale], `must have at most ${spec.scale} decimal places`)(target, key as string);
    rule('decimalDigits', 'precision', [spec.precision - spec.scale], `must have at most ${spec.precision - spec.scale} whole digits`)(target, key as string);
    rule('decimalAsString', 'unsafeNumber', [], 'has more digits than a JSON number carries exactly; send it as a string')(target, key as string);
    const inRange = (v: unknown, bound: number, sign: -1 | 1) => problem(v) !== null || decimalCompare(v as string, bound) !== sign;
    if (bounds.min !== undefined) {
      const min = bounds.min;
      ValidateBy({ name: 'min', constraints: [min], validator: { validate: (v) => inRange(v, min, -1), defaultMessage: buildMessage((e) => `${e}$property must not be less than ${min}`) } })(target, key as string);
    }
    if (bounds.max !== undefined) {
      const max = bounds.max;
      ValidateBy({ name: 'max', constraints: [max], validator: { validate: (v) => inRange(v, max, 1), defaultMessage: buildMessage((e) => `${e}$property must not be greater than ${max}`) } })(target, key as string);
    }
  };
}
