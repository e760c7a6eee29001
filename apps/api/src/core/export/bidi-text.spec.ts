import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { fontReverses, paragraphDirection, TextMeasure, visualPieces, visualString, wrapText } from './bidi-text';

const REGULAR = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
const font = fontkit.create(readFileSync(REGULAR)) as fontkit.Font;

/**
 * What fontkit draws for the pieces, left to right, as characters (what pdfkit puts on the page). fontkit draws a
 * zero-width non-joiner as the space glyph with no advance: that glyph is left out.
 */
function drawn(line: string, base: 'rtl' | 'ltr'): string {
  return visualPieces(line, base)
    .map((p) => {
      const run = font.layout(p.text, p.fontFeatures as never);
      return run.glyphs.map((g, i) => (g.codePoints[0] === 0x20 && run.positions[i]!.xAdvance === 0 ? '' : String.fromCodePoint(...g.codePoints))).join('');
    })
    .join('');
}

describe('visual order of a line for pdfmake', () => {
  it('puts a Persian sentence with a number right to left: words reversed, the number read left to right', () => {
    // left to right as a reader sees it: ریال on the left, نام at the right edge, the digits in their own order
    expect(visualString('نام: علی رضایی ۱۲۳٬۴۵۶ ریال', 'rtl')).toBe('لایر ۱۲۳٬۴۵۶ ییاضر یلع :مان');
    expect(visualString('اضافه‌کار (۲۲ ساعت × ۱٫۴)', 'rtl')).toBe('(۱٫۴ × تعاس ۲۲) راک‌هفاضا');
  });

  it('keeps an English line left to right with a Persian name inside it reversed as a run', () => {
    expect(visualString('Name: محمد حسینی, code 1002', 'ltr')).toBe('Name: ینیسح دمحم, code 1002');
    // UAX #9 as browsers do it: digits after Persian letters are Arabic numbers, so "(12)" goes before the name
    expect(visualString('Name: محمد حسینی (12)', 'ltr')).toBe('Name: (12) ینیسح دمحم');
    expect(visualString('Net pay 1,234', 'ltr')).toBe('Net pay 1,234');
  });

  it('hands fontkit pieces whose glyphs come out in that visual order', () => {
    for (const [line, base] of [
      ['نام: علی رضایی ۱۲۳٬۴۵۶ ریال', 'rtl'],
      ['اضافه‌کاری ۱۲ ساعت (ماده ۵۹ قانون کار)', 'rtl'],
      ['شرکت Karsaz (سهامی خاص) 2026', 'rtl'],
      ['Name: زهرا کریمی‌نژاد (1002)', 'ltr'],
    ] as const) {
      expect(drawn(line, base).replace(/\u200c/g, '')).toBe(visualString(line, base).replace(/\u200c/g, ''));
    }
  });

  it('lets fontkit join the letters: a word gets other glyphs than its letters set alone', () => {
    const word = font.layout('محمد', ['kern']).glyphs.map((g) => g.id);
    const alone = Array.from('محمد').map((c) => font.layout(c, ['kern']).glyphs[0]!.id);
    // visual order: the last letter (د) is the leftmost glyph; initial, medial and final forms differ from isolated ones
    expect(word).toHaveLength(4);
    expect(word.slice().reverse()).not.toEqual(alone);
    expect(word[3]).not.toBe(alone[0]); // initial م
  });

  it('knows which pieces fontkit reverses: those whose first letter of a script is Arabic (Persian digits too)', () => {
    expect(fontReverses('سلام')).toBe(true);
    expect(fontReverses('۱۲۳')).toBe(true);
    expect(fontReverses('(۱۲)')).toBe(true);
    expect(fontReverses('123')).toBe(false);
    expect(fontReverses('abc سلام')).toBe(false);
    expect(fontReverses(' ( ')).toBe(false);
  });

  it('takes a paragraph\'s direction from its first letter', () => {
    expect(paragraphDirection('۳۰ روز × مزد روزانه', 'ltr')).toBe('rtl');
    expect(paragraphDirection('Name: علی', 'rtl')).toBe('ltr');
    expect(paragraphDirection('12,345', 'ltr')).toBe('ltr');
    expect(paragraphDirection('12,345', 'rtl')).toBe('rtl');
  });

  it('mirrors brackets inside right-to-left runs', () => {
    expect(visualString('(علی)', 'rtl')).toBe('(یلع)');
  });
});

describe('wrapping', () => {
  const measure = new TextMeasure(REGULAR);
  const text = 'اضافه‌کاری ۱۲ ساعت در ماه، هر ساعت ۱٫۴ برابر مزد ساعتی؛ مزد ساعتی برابر مزد روزانه تقسیم بر ۷٫۳۳ است (ماده ۵۹ قانون کار).';

  it('breaks at spaces so that every line fits and the words keep their order', () => {
    const lines = wrapText(text, 150, 8, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measure.width(line, 8)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });

  it('keeps a text that fits on one line, and explicit line breaks', () => {
    expect(wrapText('حقوق پایه', 200, 8, measure)).toEqual(['حقوق پایه']);
    expect(wrapText('یک\nدو', 200, 8, measure)).toEqual(['یک', 'دو']);
  });

  it('cuts a word wider than the line', () => {
    const lines = wrapText('1234567890'.repeat(8), 60, 8, measure);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('1234567890'.repeat(8));
    for (const line of lines) expect(measure.width(line, 8)).toBeLessThanOrEqual(60);
  });
});
