import { verhoeffDigit } from './verhoeff';

/**
 * شمارهٔ منحصربه‌فرد مالیاتی (the tax ID of an invoice to the tax authority's system, 22 characters), as the
 * authority's SDK (`TaxIdProvider.GenerateTaxId(memoryId, serial, date)`) makes it:
 *
 *   memory ID (6) + days since 1970-01-01 in hex (5) + serial in hex (10) + Verhoeff check digit (1), upper case,
 *
 * where the check digit is over the decimal form: each letter of the memory ID as its ASCII code (digits stay as
 * they are), the days padded to 6 decimal digits, the serial padded to 12.
 */

export const MEMORY_ID_PATTERN = /^[A-Z0-9]{6}$/;
export const TAX_ID_PATTERN = /^[A-Z0-9]{6}[0-9A-F]{5}[0-9A-F]{10}[0-9]$/;
/** The largest serial the 10 hex digits hold. */
export const MAX_TAX_SERIAL = 0xffffffffff;

const DAY_MS = 86_400_000;

/** An invoice date (an ISO day `2026-10-10`, an ISO instant or a Date) as whole days since 1970-01-01 (UTC). */
export function daysSinceEpoch(date: string | Date): number {
  const ms = typeof date === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Date.parse(date)) : date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a date: ${String(date)}`);
  return Math.floor(ms / DAY_MS);
}

/** The memory ID in the check digit's decimal form: letters as their ASCII codes, digits as they are. */
export function memoryIdDecimal(memoryId: string): string {
  return [...memoryId].map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0)))).join('');
}

/** The decimal text the check digit is computed over. */
export function taxIdControlText(memoryId: string, days: number, serial: number): string {
  return `${memoryIdDecimal(memoryId)}${String(days).padStart(6, '0')}${String(serial).padStart(12, '0')}`;
}

/** The 22-character tax ID of the invoice numbered `serial` of the memory `memoryId`, dated `date`. */
export function moadiyanTaxId(memoryId: string, date: string | Date, serial: number): string {
  const id = memoryId.toUpperCase();
  if (!MEMORY_ID_PATTERN.test(id)) throw new RangeError(`a memory ID is 6 letters or digits: ${memoryId}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_TAX_SERIAL) throw new RangeError(`a serial is 1 to ${MAX_TAX_SERIAL}: ${serial}`);
  const days = daysSinceEpoch(date);
  if (days < 0 || days > 0xfffff) throw new RangeError(`a date out of the tax ID's range: ${String(date)}`);
  const head = `${id}${days.toString(16).padStart(5, '0')}${serial.toString(16).padStart(10, '0')}`;
  return `${head}${verhoeffDigit(taxIdControlText(id, days, serial))}`.toUpperCase();
}

/** The parts of a tax ID, or null when it is not one (wrong shape or check digit). */
export function parseTaxId(taxId: string): { memoryId: string; days: number; serial: number } | null {
  const t = taxId.trim().toUpperCase();
  if (!TAX_ID_PATTERN.test(t)) return null;
  const memoryId = t.slice(0, 6);
  const days = parseInt(t.slice(6, 11), 16);
  const serial = parseInt(t.slice(11, 21), 16);
  if (verhoeffDigit(taxIdControlText(memoryId, days, serial)) !== t[21]) return null;
  return { memoryId, days, serial };
}

/** Whether the text is a well-formed tax ID with the right check digit. */
export function isValidTaxId(taxId: string): boolean {
  return parseTaxId(taxId) !== null;
}

/** The invoice number of the authority's header (`inno`): the serial in 10 hex digits, upper case. */
export function moadiyanInvoiceNumber(serial: number): string {
  return serial.toString(16).toUpperCase().padStart(10, '0');
}
