import type { RawFieldError } from './errors';

/**
 * The characters free text may not carry as it is (docs/input-rules.md):
 * - control characters (C0 but TAB, LF and CR; DEL): PostgreSQL refuses NUL, the rest is garbage in any field;
 *   refused everywhere, in bodies, queries and route parameters;
 * - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and zero-width characters that hide
 *   nothing a reader needs (U+200B zero-width space, U+2060 word joiner, U+FEFF byte-order mark): they make a name
 *   or a code read differently from what it is ("Trojan Source"). Names and titles lose them; codes refuse them;
 * - left-to-right and right-to-left marks (U+200E, U+200F, U+061C): legitimate in mixed Persian–English prose,
 *   kept in multi-line text, stripped from single-line names and titles.
 * U+200C (zero-width non-joiner, نیم‌فاصله) and U+200D (joiner) are ordinary Persian text and always kept, but
 * not in codes, digits or identifiers (mobile numbers and the like), where nothing invisible belongs.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MISLEADING = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g;
const MARKS = /[\u200E\u200F\u061C]/g;
const JOINERS = /[\u200C\u200D]/g;

/** How much of the invisible set a field kind takes away: prose keeps marks and joiners, a line keeps joiners. */
export type InvisibleLevel = 'prose' | 'line' | 'all';

export function stripInvisible(s: string, level: InvisibleLevel): string {
  let out = s.replace(MISLEADING, '');
  if (level !== 'prose') out = out.replace(MARKS, '');
  if (level === 'all') out = out.replace(JOINERS, '');
  return out;
}

/** Whether `s` holds a character that `stripInvisible(s, level)` would take away. */
export const hasInvisible = (s: string, level: InvisibleLevel): boolean => stripInvisible(s, level) !== s;

export const hasControlCharacter = (s: string): boolean => CONTROL.test(s);

/** Fields whose values are opaque secrets or tokens: compared as sent, never shown, so not checked for invisibles. */
const OPAQUE = /password|secret|token|verifier|challenge/i;

const join = (prefix: string, key: string) => (/^\d+$/.test(key) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key);

/**
 * The field errors of a value as it came in (a JSON body, a query, a route parameter), walked deeply: every string
 * with a control character (`controlCharacter`), and with `invisible` every string but an opaque one holding a
 * misleading invisible character (`invisibleCharacter`). Keys are checked as values are: a key is a field name.
 */
export function characterErrors(value: unknown, options: { invisible: boolean }, prefix = '', out: RawFieldError[] = [], depth = 0): RawFieldError[] {
  if (depth > 64 || out.length >= 50) return out;
  if (typeof value === 'string') {
    const field = prefix || 'body';
    if (hasControlCharacter(value)) out.push({ field, constraint: 'controlCharacter', args: [], fallback: `${field} contains a control character` });
    else if (options.invisible && !OPAQUE.test(field.split('.').pop() ?? '') && hasInvisible(value, 'prose')) {
      out.push({ field, constraint: 'invisibleCharacter', args: [], fallback: `${field} contains an invisible or text-direction character` });
    }
    return out;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => characterErrors(v, options, join(prefix, String(i)), out, depth + 1));
    return out;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlCharacter(k) || (options.invisible && hasInvisible(k, 'prose'))) {
        const field = join(prefix, k.replace(/[^\p{L}\p{N}_.-]/gu, '?'));
        out.push({ field, constraint: hasControlCharacter(k) ? 'controlCharacter' : 'invisibleCharacter', args: [], fallback: `${field} is not a valid field name` });
        continue;
      }
      characterErrors(v, options, join(prefix, k), out, depth + 1);
    }
  }
  return out;
}
