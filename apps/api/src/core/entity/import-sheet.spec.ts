import { getEntity } from '@karsaz/entities';
import { activeValue, cellToValue, columnsOf, plainCell } from './import-sheet';

describe('reading an import sheet', () => {
  const city = getEntity('city');

  it('names columns by the export’s titles in either language, or by field key', () => {
    const columns = columnsOf(city, new Map([[1, 'کد'], [2, 'Persian title'], [3, ' provinceId '], [4, 'وضعیت'], [5, 'something else'], [6, 'Code']]));
    expect([...columns]).toEqual([[1, 'code'], [2, 'nameFa'], [3, 'provinceId'], [4, 'isActive']]);
  });

  it('reads cells as a person typed them', () => {
    const int = { type: 'int', label: { fa: 'x', en: 'x' } } as const;
    const money = { type: 'money', label: { fa: 'x', en: 'x' } } as const;
    const date = { type: 'date', label: { fa: 'x', en: 'x' } } as const;
    const flag = { type: 'boolean', label: { fa: 'x', en: 'x' } } as const;
    const kind = { type: 'enum', label: { fa: 'x', en: 'x' }, options: [{ value: 1, label: { fa: 'حقیقی', en: 'Person' } }, { value: 2, label: { fa: 'حقوقی', en: 'Company' } }] } as const;
    expect(cellToValue(int, '۱٬۲۵۰')).toBe(1250);
    expect(cellToValue(int, 'twelve')).toBe('twelve');
    expect(cellToValue(money, '12,345,678,901,234')).toBe('12345678901234');
    expect(cellToValue(date, '۱۴۰۵/۰۱/۰۱')).toBe('2026-03-21');
    expect(cellToValue(date, new Date(Date.UTC(2026, 2, 21)))).toBe('2026-03-21');
    expect(cellToValue(date, '1404/12/30')).toBe('1404/12/30');
    expect(cellToValue(flag, 'بله')).toBe(true);
    expect(cellToValue(flag, null)).toBe(false);
    expect(cellToValue(kind, 'Company')).toBe(2);
    expect(cellToValue(kind, 'حقیقی')).toBe(1);
    expect(cellToValue(city.fields.nameFa!, '  شهر كرج ')).toBe('شهر کرج');
    expect(cellToValue(city.fields.nameFa!, '')).toBeUndefined();
    expect(cellToValue(city.fields.provinceId!, 12)).toBe('12');
    expect(plainCell({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(plainCell({ formula: 'A1', result: 7 } as never)).toBe(7);
    expect(activeValue('غیرفعال')).toBe(false);
    expect(activeValue('Active')).toBe(true);
    expect(activeValue('maybe')).toBeNull();
  });

  it('reads times of day and durations as the export writes them, or as Excel keeps them', () => {
    const time = { type: 'time', label: { fa: 'x', en: 'x' } } as const;
    const duration = { type: 'duration', label: { fa: 'x', en: 'x' } } as const;
    expect(cellToValue(time, '۰۲:۰۰')).toBe('02:00');
    expect(cellToValue(time, '7:5')).toBe('07:05');
    // a time cell: a moment of Excel's day zero
    expect(cellToValue(time, new Date(Date.UTC(1899, 11, 30, 18, 45)))).toBe('18:45');
    expect(cellToValue(time, '25:00')).toBe('25:00');
    expect(cellToValue(duration, '۱۲۰:۳۰:۰۰')).toBe(433800);
    expect(cellToValue(duration, 900)).toBe(900);
    // a [h]:mm:ss cell past a day: 26 hours after Excel's day zero
    expect(cellToValue(duration, new Date(Date.UTC(1899, 11, 31, 2, 0)))).toBe(26 * 3600);
    expect(cellToValue(duration, 'دو ساعت')).toBe('دو ساعت');
  });
});
