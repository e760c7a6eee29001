/** Search text as compared: lower case, Arabic ي/ك as Persian ی/ک, zero-width non-joiners and extra spaces removed. */
export function normalizeSearch(text: string): string {
  return text
    .replace(/\u064a/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[\u200c\u200f\u200e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
