/// <reference path="./persian-tools.d.ts" />
import { isShebaValid, verifyCardNumber, verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools';
import { normalizeIranianMobile } from './mobile';
import { toAsciiDigits } from './text';

/**
 * Iranian identifiers, checked the same way in the API (DTO validation) and in the web forms. Each takes what a
 * person types (Persian or Arabic digits, spaces and dashes) and first brings it to its stored form with the
 * matching `normalize…`; the checksums come from @persian-tools/persian-tools.
 */

/** Digits only: Persian and Arabic digits become ASCII, spaces, dashes and dots go. */
export function digitsOnly(input: string): string {
  return toAsciiDigits(input).replace(/[\s\-.]/g, '');
}

/** کد ملی: 10 digits with its check digit (leading zeros kept; 8 or 9 digits are padded as on old cards). */
export function normalizeNationalCode(input: string): string | null {
  const d = digitsOnly(input);
  if (!/^\d{8,10}$/.test(d)) return null;
  const padded = d.padStart(10, '0');
  return verifyIranianNationalId(padded) ? padded : null;
}

/** شناسهٔ ملی اشخاص حقوقی: 11 digits with its check digit. */
export function normalizeLegalId(input: string): string | null {
  const d = digitsOnly(input);
  return /^\d{11}$/.test(d) && verifyIranianLegalId(d) ? d : null;
}

/** شماره شبا: IR and 24 digits, ISO 7064 mod 97; stored upper-case without spaces. */
export function normalizeSheba(input: string): string | null {
  let s = toAsciiDigits(input).replace(/[\s\-]/g, '').toUpperCase();
  if (/^\d{24}$/.test(s)) s = `IR${s}`;
  return /^IR\d{24}$/.test(s) && isShebaValid(s) ? s : null;
}

/** شماره کارت بانکی: 16 digits, Luhn. */
export function normalizeCardNumber(input: string): string | null {
  const d = digitsOnly(input);
  return /^\d{16}$/.test(d) && verifyCardNumber(Number(d)) ? d : null;
}

/**
 * کد پستی: 10 digits; the first five never hold 0 or 2, the fifth is not 5, and none of the first four repeats
 * four times (Iran Post's rules).
 */
export function normalizePostalCode(input: string): string | null {
  const d = digitsOnly(input);
  return /^(?!(\d)\1{3})[13-9]{4}[1346-9][013-9]{5}$/.test(d) ? d : null;
}

/**
 * An IPv4 address in dotted-decimal form (an attendance device's): four numbers 0–255, Persian digits taken,
 * leading zeros dropped (`192.168.001.010` is stored `192.168.1.10`).
 */
export function normalizeIpv4(input: string): string | null {
  const s = toAsciiDigits(input).trim().replace(/\u066B/g, '.');
  const parts = s.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map((p) => String(Number(p))).join('.');
}

/** The identifier kinds a field can be validated as, with their normaliser. */
export const IDENTIFIER_KINDS = {
  nationalCode: normalizeNationalCode,
  legalId: normalizeLegalId,
  sheba: normalizeSheba,
  cardNumber: normalizeCardNumber,
  postalCode: normalizePostalCode,
  mobile: normalizeIranianMobile,
  ipv4: normalizeIpv4,
} as const satisfies Record<string, (input: string) => string | null>;

export type IdentifierKind = keyof typeof IDENTIFIER_KINDS;

/** The stored form of `input` as an identifier of `kind`, or null when it is not one. */
export function normalizeIdentifier(kind: IdentifierKind, input: string): string | null {
  return IDENTIFIER_KINDS[kind](input);
}
