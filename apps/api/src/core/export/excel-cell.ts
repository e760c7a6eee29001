/**
 * Formula injection (OWASP "CSV injection"): a text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
 * can be taken for a formula by a spreadsheet (when the cell is edited, re-typed or the sheet saved as CSV). Every
 * exported text is written as a string cell (exceljs never makes a formula from a string), and a text starting with
 * one of those characters gets a leading apostrophe, the spreadsheet's own "this is text" mark, so it stays text
 * wherever the cell goes. A plain signed number or phone number written as text (`-12`, `+98 912 000 0000`) is left
 * as it is: it evaluates to nothing but itself. Numbers, dates and booleans stay what they are (a negative amount
 * stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().,/]*\d[\d\s().,/]*$/;

export function safeExcelValue<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
