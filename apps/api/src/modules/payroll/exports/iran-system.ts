import bidiFactory from 'bidi-js';
import { toAsciiDigits } from '@karsaz/domain';

/**
 * Iran System (ایران سیستم), the DOS-era Persian code page the social security ListDisk files are often written in.
 * No npm package encodes it, so the table is here. Unlike Windows-1256 it stores shapes, not letters: most letters
 * have one byte for the isolated/final form and another for the initial/medial form (ع, غ, ه and ی have more), and
 * the text is stored in visual order, right to left reversed, with numbers and Latin text left to right inside it.
 *
 * Checked byte for byte against a DSKWOR00.DBF from a real list (see iran-system.spec.ts): علی is FC F3 E4.
 */

const bidi = bidiFactory();

/** Bytes of a letter that joins on both sides: isolated, final, initial, medial. */
type Forms4 = readonly [number, number, number, number];
/** Bytes of a letter that joins only to the letter before it: isolated, final. */
type Forms2 = readonly [number, number];

const DUAL: Record<string, Forms4> = {
  'ب': [0x92, 0x92, 0x93, 0x93],
  'پ': [0x94, 0x94, 0x95, 0x95],
  'ت': [0x96, 0x96, 0x97, 0x97],
  'ث': [0x98, 0x98, 0x99, 0x99],
  'ج': [0x9a, 0x9a, 0x9b, 0x9b],
  'چ': [0x9c, 0x9c, 0x9d, 0x9d],
  'ح': [0x9e, 0x9e, 0x9f, 0x9f],
  'خ': [0xa0, 0xa0, 0xa1, 0xa1],
  'س': [0xa7, 0xa7, 0xa8, 0xa8],
  'ش': [0xa9, 0xa9, 0xaa, 0xaa],
  'ص': [0xab, 0xab, 0xac, 0xac],
  'ض': [0xad, 0xad, 0xae, 0xae],
  'ط': [0xaf, 0xaf, 0xaf, 0xaf],
  'ظ': [0xe0, 0xe0, 0xe0, 0xe0],
  'ع': [0xe1, 0xe2, 0xe4, 0xe3],
  'غ': [0xe5, 0xe6, 0xe8, 0xe7],
  'ف': [0xe9, 0xe9, 0xea, 0xea],
  'ق': [0xeb, 0xeb, 0xec, 0xec],
  'ک': [0xed, 0xed, 0xee, 0xee],
  'گ': [0xef, 0xef, 0xf0, 0xf0],
  'ل': [0xf1, 0xf1, 0xf3, 0xf3],
  'م': [0xf4, 0xf4, 0xf5, 0xf5],
  'ن': [0xf6, 0xf6, 0xf7, 0xf7],
  'ه': [0xf9, 0xf9, 0xfb, 0xfa],
  'ی': [0xfd, 0xfc, 0xfe, 0xfe],
  'ئ': [0xfd, 0xfc, 0x8e, 0x8e],
  'ـ': [0x8b, 0x8b, 0x8b, 0x8b], // tatweel
};

const RIGHT: Record<string, Forms2> = {
  'ا': [0x90, 0x91],
  'أ': [0x90, 0x91],
  'إ': [0x90, 0x91],
  'آ': [0x8d, 0x8d],
  'د': [0xa2, 0xa2],
  'ذ': [0xa3, 0xa3],
  'ر': [0xa4, 0xa4],
  'ز': [0xa5, 0xa5],
  'ژ': [0xa6, 0xa6],
  'و': [0xf8, 0xf8],
  'ؤ': [0xf8, 0xf8],
  'ة': [0xf9, 0xf9],
};

/** Characters of one byte whatever their neighbours. */
const SINGLE: Record<string, number> = {
  'ء': 0x8f,
  '،': 0x8a,
  '؟': 0x8c,
  '؛': 0x3b,
  '٪': 0x25,
  '٫': 0x2e,
  '٬': 0x2c,
};

const LAM_ALEF = 0xf2;
const ALEFS = new Set(['ا', 'أ', 'إ', 'آ']);

/** The letters Iran System has one set of shapes for: Arabic ي ى ك are Persian ی ی ک here. */
function normalize(text: string): string {
  return toAsciiDigits(text).replace(/[\u064a\u0649]/g, 'ی').replace(/\u0643/g, 'ک').replace(/[«»]/g, '');
}

/** Whether the character links to the letter after it (a letter of both sides, or a tatweel). */
const joinsNext = (c: string | undefined) => c !== undefined && c in DUAL;
/** Whether the character takes a link from the letter before it. */
const takesPrev = (c: string | undefined) => c !== undefined && (c in DUAL || c in RIGHT);

/**
 * Text to Iran System bytes in visual order. Digits become Iran System's own digits (0x80–0x89), a zero-width
 * non-joiner breaks the joining and is dropped (the code page has none), any other character outside the code
 * page becomes `?`.
 */
export function encodeIranSystem(text: string): Buffer {
  const s = normalize(text);
  const chars = s.split('');
  // one entry per character in logical order: its bytes (the alef of a lam-alef has none, the ligature is on the lam)
  const bytes: number[][] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const linkedBefore = joinsNext(prev) && takesPrev(c);
    if (c === 'ل' && next !== undefined && ALEFS.has(next)) {
      bytes.push([LAM_ALEF]);
      bytes.push([]);
      i++;
      continue;
    }
    if (c in DUAL) {
      const forms = DUAL[c]!;
      const linkedAfter = takesPrev(next);
      bytes.push([forms[linkedBefore ? (linkedAfter ? 3 : 1) : linkedAfter ? 2 : 0]]);
    } else if (c in RIGHT) {
      bytes.push([RIGHT[c]![linkedBefore ? 1 : 0]]);
    } else if (c in SINGLE) {
      bytes.push([SINGLE[c]!]);
    } else if (c >= '0' && c <= '9') {
      bytes.push([0x80 + c.charCodeAt(0) - 0x30]);
    } else if (c === '\u200c' || c === '\u200d' || c === '\u200e' || c === '\u200f') {
      bytes.push([]);
    } else {
      const code = c.charCodeAt(0);
      bytes.push([code >= 0x20 && code < 0x7f ? code : 0x3f]);
    }
  }
  // visual order, right to left: bidi-js reorders (numbers and Latin stay left to right) and mirrors brackets
  const levels = bidi.getEmbeddingLevels(s, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(s, levels.levels);
  for (const [i, m] of mirrored) if (bytes[i]!.length === 1 && m.charCodeAt(0) < 0x7f) bytes[i] = [m.charCodeAt(0)];
  const order = bidi.getReorderedIndices(s, levels);
  return Buffer.from(order.flatMap((i) => bytes[i]!));
}

/** What each Iran System byte stands for (any of its forms), for reading a file back. */
const DECODE: Map<number, string> = (() => {
  const map = new Map<number, string>();
  for (const [c, forms] of Object.entries(DUAL)) if (c !== 'ئ') for (const b of forms) if (!map.has(b)) map.set(b, c);
  for (const [c, forms] of Object.entries(RIGHT)) if (c === 'ا' || c === 'آ' || c === 'د' || c === 'ذ' || c === 'ر' || c === 'ز' || c === 'ژ' || c === 'و') for (const b of forms) map.set(b, c);
  map.set(0x8e, 'ئ');
  map.set(LAM_ALEF, 'ال'); // visual order: alef on the left of the lam
  for (const [c, b] of Object.entries(SINGLE)) if (b >= 0x80) map.set(b, c);
  for (let d = 0; d < 10; d++) map.set(0x80 + d, String(d));
  map.set(0xff, ' ');
  return map;
})();

/**
 * Iran System bytes (visual order) back to logical text, for checking a file: Persian letters in their Persian
 * forms, digits as ASCII digits, trailing padding removed.
 */
export function decodeIranSystem(bytes: Uint8Array): string {
  let visual = '';
  for (const b of bytes) visual += b < 0x80 ? String.fromCharCode(b) : (DECODE.get(b) ?? '?');
  visual = visual.replace(/ +$/, '');
  // the visual line read right to left is the logical text; bidi-js's reordering of it gives that back
  const levels = bidi.getEmbeddingLevels(visual, 'rtl');
  return bidi.getReorderedString(visual, levels);
}
