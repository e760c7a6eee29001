import {
  normalizeCardNumber,
  normalizeIdentifier,
  normalizeLegalId,
  normalizeNationalCode,
  normalizePlate,
  normalizePostalCode,
  normalizeSheba,
  normalizeVin,
} from './validators';

describe('Iranian identifiers', () => {
  it('checks a national code, from Persian digits and with its leading zeros', () => {
    expect(normalizeNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalCode('0499-370-899')).toBe('0499370899');
    expect(normalizeNationalCode('499370899')).toBe('0499370899');
    expect(normalizeNationalCode('0499370898')).toBeNull(); // wrong check digit
    expect(normalizeNationalCode('1111111111')).toBeNull(); // one digit repeated
    expect(normalizeNationalCode('12345')).toBeNull();
  });

  it('checks a legal-entity id', () => {
    expect(normalizeLegalId('10380284790')).toBe('10380284790');
    expect(normalizeLegalId('١٠٣٨٠٢٨٤٧٩٠')).toBe('10380284790');
    expect(normalizeLegalId('10380284791')).toBeNull();
    expect(normalizeLegalId('1038028479')).toBeNull();
  });

  it('checks a Sheba number, with or without IR and spaces', () => {
    expect(normalizeSheba('IR820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(normalizeSheba('ir82 0540 1026 8002 0817 9090 02')).toBe('IR820540102680020817909002');
    expect(normalizeSheba('820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(normalizeSheba('IR820540102680020817909003')).toBeNull();
    expect(normalizeSheba('DE89370400440532013000')).toBeNull();
  });

  it('checks a card number by Luhn', () => {
    expect(normalizeCardNumber('6037-7016-8909-5443')).toBe('6037701689095443');
    expect(normalizeCardNumber('۶۰۳۷۷۰۱۶۸۹۰۹۵۴۴۳')).toBe('6037701689095443');
    expect(normalizeCardNumber('6037701689095444')).toBeNull();
    expect(normalizeCardNumber('603770168909544')).toBeNull();
  });

  it('checks a postal code by Iran Post’s rules', () => {
    expect(normalizePostalCode('1193653471')).toBe('1193653471');
    expect(normalizePostalCode('۱۱۹۳۶-۵۳۴۷۱')).toBe('1193653471');
    expect(normalizePostalCode('1111153471')).toBeNull(); // four of a kind at the start
    expect(normalizePostalCode('1203653471')).toBeNull(); // 0 and 2 in the first five
    expect(normalizePostalCode('119365347')).toBeNull();
  });

  it('dispatches by kind, mobiles included', () => {
    expect(normalizeIdentifier('mobile', '+98 912 123 4567')).toBe('09121234567');
    expect(normalizeIdentifier('nationalCode', 'abc')).toBeNull();
  });

  it('checks a VIN: 17 characters without I, O and Q, upper-cased', () => {
    expect(normalizeVin('naam 01ca9-kk123456')).toBe('NAAM01CA9KK123456');
    expect(normalizeVin('NAAM01CA9KK12345')).toBeNull(); // 16
    expect(normalizeVin('NAAM01CA9KO123456')).toBeNull(); // O is not used
    expect(normalizeVin('NAAM01CA9KK1234567')).toBeNull(); // 18
  });

  it('checks an Iranian car plate: its letter and its province, however it is typed', () => {
    expect(normalizePlate('۱۲ ب ۳۴۵ ایران ۶۷')).toBe('12ب345ایران67');
    expect(normalizePlate('12ب345-67')).toBe('12ب345ایران67');
    expect(normalizePlate('12 الف 345 - 11')).toBe('12الف345ایران11');
    expect(normalizePlate('12ي345ایران67')).toBe('12ی345ایران67'); // the Arabic ya is the Persian one
    expect(normalizePlate('12ح345ایران67')).toBeNull(); // ح is no plate letter
    expect(normalizePlate('12x34567')).toBeNull();
    expect(normalizePlate('12ب34500')).toBeNull(); // no province 00
    expect(normalizePlate('12ب3456')).toBeNull();
  });
});
