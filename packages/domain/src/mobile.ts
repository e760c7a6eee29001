import { toAsciiDigits } from './text';

/**
 * An Iranian mobile number in its one stored form, `09xxxxxxxxx`, from what people type: Persian or Arabic
 * digits, spaces, dashes or brackets, and the +98, 0098 or 98 prefixes. Null when it is not a mobile number.
 */
export function normalizeIranianMobile(input: string): string | null {
  let digits = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+98')) digits = '0' + digits.slice(3);
  else if (digits.startsWith('0098')) digits = '0' + digits.slice(4);
  else if (digits.startsWith('98') && digits.length === 12) digits = '0' + digits.slice(2);
  else if (digits.startsWith('9') && digits.length === 10) digits = '0' + digits;
  return /^09\d{9}$/.test(digits) ? digits : null;
}
