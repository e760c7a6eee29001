/// <reference path="./persian-tools.d.ts" />
import { getNumberPlateInfo, isShebaValid, verifyCardNumber, verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools';
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

/**
 * A vehicle identification number (VIN, ISO 3779): 17 letters and digits without I, O and Q, stored upper-case
 * without spaces or dashes. The ninth character's check digit is not demanded: it is mandatory only in North
 * America, and Iranian carmakers' VINs (NAA…, NAP…) do not all carry one.
 */
export function normalizeVin(input: string): string | null {
  const s = toAsciiDigits(input).replace(/[\s\-]/g, '').toUpperCase();
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(s) ? s : null;
}

/**
 * An Iranian car's number plate (پلاک): two digits, a letter, three digits and the two digits of its province
 * (`۱۲ ب ۳۴۵ ایران ۶۷`), typed with or without spaces, dashes and the word ایران; checked by @persian-tools
 * (a letter plates use, a province that exists) and stored as `12ب345ایران67`.
 */
export function normalizePlate(input: string): string | null {
  const s = toAsciiDigits(input).replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/ایران/g, '').replace(/[\s\-_|]/g, '');
  const m = /^(\d{2})([\u0600-\u06FFA-Za-z]{1,3})(\d{3})(\d{2})$/.exec(s);
  if (!m) return null;
  const [, first, letter, middle, province] = m;
  return getNumberPlateInfo(`${first}${letter}${middle}${province}`).isValid ? `${first}${letter}${middle}ایران${province}` : null;
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
  vin: normalizeVin,
  plate: normalizePlate,
} as const satisfies Record<string, (input: string) => string | null>;

export type IdentifierKind = keyof typeof IDENTIFIER_KINDS;

/** The stored form of `input` as an identifier of `kind`, or null when it is not one. */
export function normalizeIdentifier(kind: IdentifierKind, input: string): string | null {
  return IDENTIFIER_KINDS[kind](input);
}
