import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';

/**
 * Persian (and any mixed) text for pdfmake. pdfmake has no bidirectional layout: it splits a text at spaces and sets
 * the words left to right, and its font engine (fontkit, through pdfkit) shapes each piece it is given (the letters
 * join) and, when the piece's first letter of a script is Arabic, returns the glyphs reversed. Laid out unaided, a
 * Persian sentence therefore comes out with its words in the wrong order and Persian digits reversed
 * (`۱۲۳` shown as `۳۲۱`).
 *
 * So every line is laid out here, before pdfmake sees it: the text is wrapped to the width it will have (measured
 * with the same font through fontkit), each line is resolved with the Unicode bidirectional algorithm (bidi-js,
 * UAX #9, with the page's base direction), cut into runs of one direction, the runs put in visual order, and each
 * run handed to pdfmake as one unbreakable piece that fontkit turns into the right glyphs: a right-to-left run in
 * its logical order (fontkit shapes and reverses it; mirrored characters such as brackets swapped first), a
 * left-to-right run as it is, or reversed beforehand when fontkit would reverse it (Persian digits are of the
 * Arabic script).
 */

const bidi = bidiFactory();

/**
 * A piece of a line for pdfmake: a text inline that is never broken. `fontFeatures` is set so that pdfkit lays the
 * piece out as one run: without features it lays out each space-separated word on its own and joins them left to
 * right, which would undo the visual order (the features named are fontkit's defaults anyway).
 */
export interface Piece {
  text: string;
  noWrap: true;
  fontFeatures: string[];
}

const piece = (text: string): Piece => ({ text, noWrap: true, fontFeatures: ['kern'] });

export type Direction = 'rtl' | 'ltr';

const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether fontkit lays the text out right to left (it reverses the glyphs): its first character of a script decides. */
export function fontReverses(text: string): boolean {
  for (const ch of text) {
    if (NEUTRAL_SCRIPT.test(ch)) continue;
    return RTL_SCRIPT.test(ch);
  }
  return false;
}

const reverse = (s: string) => Array.from(s).reverse().join('');

/**
 * The direction of a paragraph by its first strong character (UAX #9 P2–P3, a browser's `dir="auto"`): a Persian
 * explanation on an English page reads right to left; `fallback` when the text has no letter (only digits, say).
 */
export function paragraphDirection(text: string, fallback: Direction): Direction {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

/**
 * One line (no wrapping) as pieces in visual order, left to right, each given in the form fontkit turns into the
 * right glyphs. `base` is the paragraph direction: `rtl` for a Persian page, `ltr` for an English one (a Persian name
 * on an English page is still a right-to-left run).
 */
export function visualPieces(line: string, base: Direction): Piece[] {
  if (line === '') return [piece('')];
  const embedding = bidi.getEmbeddingLevels(line, base);
  const levels = embedding.levels;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const chars = line.split('').map((c, i) => mirrored.get(i) ?? c);
  // runs of one level, in logical order (UTF-16 units: bidi-js gives a level per code unit)
  const runs: { level: number; text: string }[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.text += chars[i];
    else runs.push({ level: levels[i]!, text: chars[i]! });
  }
  // UAX #9 L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  let order = runs.map((_, i) => i);
  for (let level = max; level >= minOdd; level--) {
    const next: number[] = [];
    for (let i = 0; i < order.length; ) {
      if (runs[order[i]!]!.level >= level) {
        let j = i;
        while (j < order.length && runs[order[j]!]!.level >= level) j++;
        next.push(...order.slice(i, j).reverse());
        i = j;
      } else next.push(order[i++]!);
    }
    order = next;
  }
  return order.map((index) => {
    const run = runs[index]!;
    const rtl = run.level % 2 === 1;
    // fontkit reverses the pieces whose script is right to left: give it what comes out right after that
    const flips = fontReverses(run.text);
    return piece(rtl === flips ? run.text : reverse(run.text));
  });
}

/** The visual string of a line (the pieces joined): what a reader sees, left to right, before any shaping. For tests. */
export function visualString(line: string, base: Direction): string {
  return visualPieces(line, base)
    .map((p) => (fontReverses(p.text) ? reverse(p.text) : p.text))
    .join('');
}

/** Measures text in a font (points), as pdfkit does: fontkit's layout with the font's default features. */
export class TextMeasure {
  private readonly font: fontkit.Font;

  constructor(file: string) {
    const font = fontkit.create(readFileSync(file));
    if (!('layout' in font)) throw new Error(`${file} is a font collection`);
    this.font = font;
  }

  width(text: string, fontSize: number): number {
    if (text === '') return 0;
    return (this.font.layout(text, ['kern']).advanceWidth / this.font.unitsPerEm) * fontSize;
  }
}

/**
 * Text wrapped to `width` points: words (split at spaces, in logical order) are added to a line while it fits;
 * a word longer than the width is broken between characters. Explicit line breaks are kept. The lines are logical
 * text; lay each out with `visualPieces`.
 */
export function wrapText(text: string, width: number, fontSize: number, measure: TextMeasure): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/ +/).filter((w) => w !== '');
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure.width(candidate, fontSize) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = '';
      // a word wider than the line on its own is cut where it no longer fits
      let rest = word;
      while (measure.width(rest, fontSize) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure.width(rest.slice(0, cut), fontSize) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}
