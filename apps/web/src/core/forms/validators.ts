import { asciiDigitsOnly, normalizeMobile } from '@karsaz/ui';
import type { TFunction } from 'i18next';

/** Password length of the API (docs/identity-api.md): 8 to 64 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Longest first or last name the API takes. */
export const NAME_MAX = 100;
export const OTP_LENGTH = 6;

/** The mobile number field: required, and an Iranian mobile number in any common form. */
export function mobileError(value: string, t: TFunction): string | null {
  if (!value.trim()) return t('validation.mobileRequired');
  return normalizeMobile(value) ? null : t('validation.mobileInvalid');
}

export function nameError(value: string, t: TFunction, label: string, options: { required: boolean } = { required: true }): string | null {
  const trimmed = value.trim();
  if (!trimmed) return options.required ? t('validation.required', { field: label }) : null;
  return trimmed.length > NAME_MAX ? t('validation.tooLong', { field: label, max: NAME_MAX }) : null;
}

export function passwordError(value: string, t: TFunction): string | null {
  if (!value) return t('validation.passwordRequired');
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return t('validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return null;
}

/** The sign-in password: only required (its rules are checked when it is set). */
export function loginPasswordError(value: string, t: TFunction): string | null {
  return value ? null : t('validation.passwordRequired');
}

export function repeatError(password: string, repeat: string, t: TFunction): string | null {
  if (!repeat) return t('validation.repeatRequired');
  return repeat === password ? null : t('validation.passwordMismatch');
}

/** The one-time code: six digits (Persian or ASCII as typed). */
export function codeError(value: string, t: TFunction): string | null {
  const digits = asciiDigitsOnly(value);
  if (!digits) return t('validation.codeRequired');
  return digits.length === OTP_LENGTH ? null : t('validation.codeLength', { length: OTP_LENGTH });
}
