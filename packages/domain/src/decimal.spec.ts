import fc from 'fast-check';
import {
  decimalAdd, decimalCompare, decimalMultiply, decimalRound, decimalSubtract, decimalSum, formatDecimal, formatDecimalInput, isDecimalString,
  normalizeDecimalText, parseDecimal, toDecimalString,
} from './decimal';

const N18_4 = { precision: 18, scale: 4 };
const N20_0 = { precision: 20, scale: 0 };

describe('parseDecimal', () => {
  it('keeps every digit of a numeric(18,4) value given as text', () => {
    expect(parseDecimal('12345678901234.5678', N18_4)).toEqual({ ok: true, value: '12345678901234.5678' });
    expect(parseDecimal('-0.0001', N18_4)).toEqual({ ok: true, value: '-0.0001' });
    expect(parseDecimal('12.2500', N18_4)).toEqual({ ok: true, value: '12.25' });
    expect(parseDecimal('007', N18_4)).toEqual({ ok: true, value: '7' });
    expect(parseDecimal('-0', N18_4)).toEqual({ ok: true, value: '0' });
  });

  it('reads Persian and Arabic digits, separators and the Persian decimal point', () => {
    expect(parseDecimal('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸', N18_4)).toEqual({ ok: true, value: '12345678901234.5678' });
    expect(parseDecimal('١٬٠٠٠', N20_0)).toEqual({ ok: true, value: '1000' });
    expect(parseDecimal(' 1,500,000 ', N20_0)).toEqual({ ok: true, value: '1500000' });
    expect(parseDecimal('−۲٫۵', N18_4)).toEqual({ ok: true, value: '-2.5' });
  });

  it('refuses what the column cannot hold instead of rounding it', () => {
    expect(parseDecimal('1.23456', N18_4)).toEqual({ ok: false, problem: 'scale' });
    expect(parseDecimal('1000.5', N20_0)).toEqual({ ok: false, problem: 'scale' });
    expect(parseDecimal('123456789012345', N18_4)).toEqual({ ok: false, problem: 'precision' });
    expect(parseDecimal('1e5', N18_4)).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal('twelve', N18_4)).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal('', N18_4)).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal('1.2.3', N18_4)).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal(true, N18_4)).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal(Number.NaN, N18_4)).toEqual({ ok: false, problem: 'format' });
  });

  it('takes a JSON number only when it names one decimal exactly', () => {
    expect(parseDecimal(12.5, N18_4)).toEqual({ ok: true, value: '12.5' });
    expect(parseDecimal(0.1, N18_4)).toEqual({ ok: true, value: '0.1' });
    expect(parseDecimal(2_500_000, N20_0)).toEqual({ ok: true, value: '2500000' });
    expect(parseDecimal(Number.MAX_SAFE_INTEGER, N20_0)).toEqual({ ok: true, value: '9007199254740991' });
    // as a number it is already 12345678901234.568: the caller must send the string
    expect(parseDecimal(12345678901234.5678, N18_4)).toEqual({ ok: false, problem: 'unsafeNumber' });
    expect(parseDecimal(2 ** 60, N20_0)).toEqual({ ok: false, problem: 'unsafeNumber' });
  });

  it('round-trips every numeric(18,4) value given as text (property)', () => {
    const value = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), fc.integer({ min: 0, max: 9999 })).map(([neg, whole, frac]) => {
      const places = String(frac).padStart(4, '0').replace(/0+$/, '');
      const text = `${neg && (whole > 0n || places) ? '-' : ''}${whole}${places ? `.${places}` : ''}`;
      return text;
    });
    fc.assert(fc.property(value, (text) => {
      const parsed = parseDecimal(text, N18_4);
      expect(parsed).toEqual({ ok: true, value: text });
      // and its display text reads back to the same value
      expect(parseDecimal(formatDecimal(text, 'fa'), N18_4)).toEqual({ ok: true, value: text });
      expect(parseDecimal(formatDecimalInput(formatDecimal(text, 'fa'), 'fa', N18_4), N18_4)).toEqual({ ok: true, value: text });
    }));
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies exactly where floats do not', () => {
    expect(decimalAdd('0.1', '0.2')).toBe('0.3');
    expect(decimalAdd('12345678901234.5678', '0.0001')).toBe('12345678901234.5679');
    expect(decimalSubtract('1', '0.9999')).toBe('0.0001');
    expect(decimalMultiply('12.5', '2000000')).toBe('25000000');
    expect(decimalMultiply('99999999999999.9999', '99999999999999.9999')).toBe('9999999999999999980000000000.00000001');
    expect(decimalSum(['1.1', '2.2', '3.3'])).toBe('6.6');
    expect(decimalSum([])).toBe('0');
  });

  it('rounds half away from zero, as PostgreSQL numeric does', () => {
    expect(decimalRound('2.5', 0)).toBe('3');
    expect(decimalRound('-2.5', 0)).toBe('-3');
    expect(decimalRound('1.00005', 4)).toBe('1.0001');
    expect(decimalRound('1.00004999', 4)).toBe('1');
    expect(decimalRound('123.45', 1)).toBe('123.5');
  });

  it('compares', () => {
    expect(decimalCompare('10', '9.9999')).toBe(1);
    expect(decimalCompare('-1', '0')).toBe(-1);
    expect(decimalCompare('1.50', '1.5')).toBe(0);
    expect(decimalCompare('12345678901234.5678', '12345678901234.5677')).toBe(1);
  });

  it('addition agrees with integer arithmetic on scaled values (property)', () => {
    const scaled = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
    const text = (v: bigint) => {
      const neg = v < 0n;
      const abs = (neg ? -v : v).toString().padStart(5, '0');
      return `${neg ? '-' : ''}${abs.slice(0, -4)}.${abs.slice(-4)}`;
    };
    fc.assert(fc.property(scaled, scaled, (a, b) => {
      expect(decimalAdd(text(a), text(b))).toBe(toDecimalString(text(a + b)));
      expect(decimalCompare(text(a), text(b))).toBe(a < b ? -1 : a > b ? 1 : 0);
    }));
  });

  it('reads stored values (a Prisma Decimal has toFixed)', () => {
    expect(toDecimalString({ toFixed: () => '12.2500' })).toBe('12.25');
    expect(toDecimalString(null)).toBeNull();
    expect(toDecimalString(10n ** 19n)).toBe('10000000000000000000');
    expect(isDecimalString('12.5')).toBe(true);
    expect(isDecimalString('1e5')).toBe(false);
  });
});

describe('display', () => {
  it('groups thousands in the reader’s digits and separators, every place kept', () => {
    expect(formatDecimal('12345678901234.5678', 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸');
    expect(formatDecimal('12345678901234.5678', 'en')).toBe('12,345,678,901,234.5678');
    expect(formatDecimal('-1000', 'en')).toBe('-1,000');
    expect(formatDecimal('999', 'fa')).toBe('۹۹۹');
    expect(formatDecimal('2.5', 'en', { minPlaces: 2 })).toBe('2.50');
  });

  it('formats an input live while it is typed', () => {
    expect(formatDecimalInput('1234', 'fa', N18_4)).toBe('۱٬۲۳۴');
    expect(formatDecimalInput('1234.', 'fa', N18_4)).toBe('۱٬۲۳۴٫');
    expect(formatDecimalInput('۱٬۲۳۴٫۵', 'fa', N18_4)).toBe('۱٬۲۳۴٫۵');
    expect(formatDecimalInput('1,2345.123456', 'en', N18_4)).toBe('12,345.1234');
    expect(formatDecimalInput('12a3', 'en', N20_0)).toBe('123');
    expect(formatDecimalInput('12.5', 'en', N20_0)).toBe('125');
    expect(formatDecimalInput('-', 'en', N18_4)).toBe('-');
    expect(formatDecimalInput('', 'fa', N18_4)).toBe('');
    expect(normalizeDecimalText('۱٬۰۰۰٫۵')).toBe('1000.5');
  });
});
