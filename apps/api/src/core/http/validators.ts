import { Transform } from 'class-transformer';
import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { normalizeIranianMobile } from '@karsaz/domain';
import { isCommonPassword } from '../security/passwords';

/** An Iranian mobile number in any usual form, normalised to 09xxxxxxxxx before validation. */
export function IsIranianMobile(options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? (normalizeIranianMobile(value) ?? value) : value))(target, key);
    ValidateBy(
      { name: 'isIranianMobile', validator: { validate: (v) => typeof v === 'string' && /^09\d{9}$/.test(v), defaultMessage: buildMessage((e) => `${e}$property must be a valid Iranian mobile number`) } },
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
