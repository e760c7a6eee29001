import { ARABIC_DIGITS, PERSIAN_DIGITS } from './text';

// In a module of its own (not text.ts): its tables are built when the module loads, and the web app's sign-in
// page, which uses text.ts, must not carry them (e2e/tests/bundle-size.spec.ts).

/**
 * Search normalisation (docs/search.md): what a search term and the searched text are both reduced to, so that
 * spellings a reader takes for the same word meet. One character-for-character table, applied here to search terms
 * and, through the SQL function `karsaz_search_key` built from the same table (SEARCH_KEY_FOLDS / SEARCH_KEY_DROPS,
 * migration `search_normalised_text`), to the stored text; test/int/search.int.ts proves both give the same key.
 *
 * Stored and shown text is not changed by this: it is kept as typed (after normalizeText). Only the search column
 * (`search_text`) and the term hold the key.
 */

const LATIN_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LATIN_LOWER = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Characters replaced by one other character: Arabic Yeh (ي ى) and Kaf (ك) by the Persian ones, Persian and
 * Arabic-Indic digits by ASCII digits, the alef variants (آ أ إ ٱ) by a bare alef, Teh Marbuta (ة), Heh with Yeh
 * above (ۀ) and Ae (ە) by Heh, Latin capitals by small letters, and the zero-width non-joiner (half-space) and the
 * other spaces (tab, line breaks, no-break and narrow spaces) by a plain space. Each pair is [from, to].
 */
export const SEARCH_KEY_FOLDS: readonly (readonly [string, string])[] = [
  ['\u064A', '\u06CC'],
  ['\u0649', '\u06CC'],
  ['\u0643', '\u06A9'],
  ...[...PERSIAN_DIGITS].map((d, i) => [d, String(i)] as const),
  ...[...ARABIC_DIGITS].map((d, i) => [d, String(i)] as const),
  ['\u0622', '\u0627'],
  ['\u0623', '\u0627'],
  ['\u0625', '\u0627'],
  ['\u0671', '\u0627'],
  ['\u0629', '\u0647'],
  ['\u06C0', '\u0647'],
  ['\u06D5', '\u0647'],
  ...[...LATIN_UPPER].map((c, i) => [c, LATIN_LOWER.charAt(i)] as const),
  ['\u200C', ' '],
  ['\t', ' '],
  ['\n', ' '],
  ['\r', ' '],
  ['\u000B', ' '],
  ['\u000C', ' '],
  ['\u00A0', ' '],
  ['\u2007', ' '],
  ['\u2009', ' '],
  ['\u202F', ' '],
];

/**
 * Characters removed: the harakat and the other Arabic marks (fathatan to the hamza below, the superscript alef,
 * the Quranic marks), the tatweel (ـ), the zero-width joiner, the direction marks and the byte-order mark, the soft
 * hyphen. A hamza or madda typed as a separate mark over a letter goes with them, leaving the letter.
 */
export const SEARCH_KEY_DROPS: string = [
  ...range(0x064b, 0x065f),
  0x0670,
  0x0640,
  ...range(0x06d6, 0x06dc),
  ...range(0x06df, 0x06e4),
  0x06e7,
  0x06e8,
  ...range(0x06ea, 0x06ed),
  0x200d,
  0x200e,
  0x200f,
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
  0xfeff,
  0x00ad,
]
  .map((c) => String.fromCharCode(c))
  .join('');

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const SEARCH_KEY_TABLE: ReadonlyMap<string, string> = new Map([...SEARCH_KEY_FOLDS, ...[...SEARCH_KEY_DROPS].map((c) => [c, ''] as const)]);

/**
 * The search key of a text: each character folded or dropped by the tables above, then runs of spaces made one
 * and the ends trimmed. `searchKey('كشور  يكم‌آزمايشي YK۱')` is `'کشور یکم ازمایشی yk1'`.
 */
export function searchKey(s: string): string {
  let out = '';
  for (const ch of s) out += SEARCH_KEY_TABLE.get(ch) ?? ch;
  return out.replace(/ {2,}/g, ' ').replace(/^ +| +$/g, '');
}

/**
 * The SQL of a PostgreSQL expression giving the search key of `arg` exactly as searchKey does: translate() with the
 * tables above (a character of the first list without a partner in the second is removed), then the runs of spaces
 * and the ends. The migration's `karsaz_search_key` is this expression.
 */
export function searchKeySql(arg: string): string {
  const from = SEARCH_KEY_FOLDS.map(([f]) => f).join('') + SEARCH_KEY_DROPS;
  const to = SEARCH_KEY_FOLDS.map(([, t]) => t).join('');
  return `btrim(regexp_replace(translate(${arg}, ${sqlString(from)}, ${sqlString(to)}), ' {2,}', ' ', 'g'), ' ')`;
}

/** A PostgreSQL string constant holding any text: U&'…' with every non-ASCII or control character escaped. */
function sqlString(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c >= 0x20 && c < 0x7f && ch !== "'" && ch !== '\\' ? ch : `\\${c.toString(16).padStart(4, '0')}`;
  }
  return `U&'${out}'`;
}
