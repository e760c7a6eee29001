import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsInt } from './validators';
import { characterErrors, hasInvisible, stripInvisible } from './text-rules';
import { jsonDepthExceeds } from './json-body';
import { safeExcelValue } from '../export/excel-cell';

/** The shared input rules (docs/input-rules.md), without I/O. */

class Ids {
  @IsInt() id!: number;
  @IsInt({ each: true }) ids!: number[];
}
const errorsOf = (plain: object) => validateSync(plainToInstance(Ids, plain)).flatMap((e) => Object.keys(e.constraints ?? {}).map((c) => `${e.property}:${c}`));

describe('whole numbers fit an integer column', () => {
  it('takes the int4 range and nothing outside it', () => {
    expect(errorsOf({ id: 2147483647, ids: [-2147483648, 1] })).toEqual([]);
    expect(errorsOf({ id: 2147483648, ids: [1] })).toEqual(['id:int32']);
    expect(errorsOf({ id: 1, ids: [1, -2147483649] })).toEqual(['ids:int32']);
    expect(errorsOf({ id: 1e18, ids: [] })).toEqual(['id:int32']);
    // not a whole number at all is the one error isInt
    expect(errorsOf({ id: 1.5, ids: [] })).toEqual(['id:isInt']);
    expect(errorsOf({ id: Infinity, ids: [] })).toEqual(['id:isInt']);
  });

  it('is the only IsInt the API uses (class-validator’s passes 2147483648 to PostgreSQL)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'generated') walk(path);
        } else if (/\.ts$/.test(name)) {
          const text = readFileSync(path, 'utf8');
          const imports = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'class-validator'/g)].map((m) => m[1]!);
          if (imports.some((list) => /\bIsInt\b(?!\s+as)/.test(list))) offenders.push(path);
        }
      }
    };
    walk(join(__dirname, '../..'));
    expect(offenders).toEqual([]);
  });
});

describe('invisible and control characters', () => {
  it('strips bidi controls and zero-width spaces, keeps the Persian zero-width non-joiner', () => {
    expect(stripInvisible('می\u200Cخواهم\u200B', 'prose')).toBe('می\u200Cخواهم');
    expect(stripInvisible('abc\u202Efdp.exe\u2066\u2069\uFEFF\u2060', 'prose')).toBe('abcfdp.exe');
    // direction marks stay in prose, leave a single line, and identifiers lose the joiners too
    expect(stripInvisible('a\u200Fb', 'prose')).toBe('a\u200Fb');
    expect(stripInvisible('a\u200Fb\u200C', 'line')).toBe('ab\u200C');
    expect(stripInvisible('۰۹۱۲\u200C۰۰۰\u200D۰۰۰۰', 'all')).toBe('۰۹۱۲۰۰۰۰۰۰۰');
    expect(hasInvisible('نیم\u200Cفاصله', 'prose')).toBe(false);
    expect(hasInvisible('نیم\u200Cفاصله', 'all')).toBe(true);
  });

  it('names the field of every control character, keys included, and of invisibles when asked', () => {
    const value = { title: 'a\u0000b', lines: [{ note: 'ok\n\ttab' }, { note: 'bell\u0007' }], name: 'x\u202Ey', password: 'p\u200Bw' };
    expect(characterErrors(value, { invisible: false }).map((e) => `${e.field}:${e.constraint}`)).toEqual(['title:controlCharacter', 'lines[1].note:controlCharacter']);
    expect(characterErrors(value, { invisible: true }).map((e) => `${e.field}:${e.constraint}`)).toEqual([
      'title:controlCharacter',
      'lines[1].note:controlCharacter',
      'name:invisibleCharacter',
    ]);
    expect(characterErrors({ 'a\u0000': 1 }, { invisible: false }).map((e) => e.constraint)).toEqual(['controlCharacter']);
    expect(characterErrors('a\u0000', { invisible: false }, 'searchTerm').map((e) => e.field)).toEqual(['searchTerm']);
  });
});

describe('JSON depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds('['.repeat(2000) + ']'.repeat(2000))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(33) + '1' + '}'.repeat(33))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(32) + '1' + '}'.repeat(32))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ password: '[[[[{{{{'.repeat(100), q: 'a\\"[[[[' }))).toBe(false);
  });
});

describe('Excel cells', () => {
  it('neutralises a text that a spreadsheet would take for a formula', () => {
    for (const s of ['=1+1', '@SUM(A1)', '+cmd|calc', '-2+3+cmd|calc!A0', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) expect(safeExcelValue(s)).toBe(`'${s}`);
  });
  it('leaves numbers, plain signed numbers and phone numbers as they are', () => {
    expect(safeExcelValue(-1500)).toBe(-1500);
    expect(safeExcelValue('-1500.25')).toBe('-1500.25');
    expect(safeExcelValue('+98 912 000 0000')).toBe('+98 912 000 0000');
    expect(safeExcelValue('تهران')).toBe('تهران');
    expect(safeExcelValue(null)).toBe(null);
  });
});
