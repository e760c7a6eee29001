import { decodeIranSystem, encodeIranSystem } from './iran-system';

const hex = (text: string) => encodeIranSystem(text).toString('hex');

describe('Iran System encoding', () => {
  // Byte strings read out of a DSKWOR00.DBF / DSKKAR00.DBF of a real list (a public repository's sample "bst"
  // files: names, birth places, nationality, sex and a workshop name), each as the file holds it.
  it.each([
    ['علی', 'fcf3e4'],
    ['حسن', 'f6a89f'],
    ['محمدحسین', 'f6fea89fa2f59ff5'],
    ['نسیم', 'f4fea8f7'],
    ['مصطفی', 'fceaafacf5'],
    ['اویارحسینی', 'fcf7fea89fa491fef890'],
    ['احمدی امیرآبادی', 'fda291938da4fef59020fda2f59f90'],
    ['یداله', 'f9f390a2fe'],
    ['تهران', 'f690a4fa97'],
    ['شمیرانات', '9691f790a4fef5aa'],
    ['ایرانی', 'fcf790a4fe90'],
    ['مرد', 'a2a4f5'],
    ['زن', 'f6a5'],
    ['سامان تراز ارا', '90a49020a590a49720f691f591a8'],
  ])('writes %s as a real list file does', (text, bytes) => {
    expect(hex(text)).toBe(bytes);
    expect(decodeIranSystem(Buffer.from(bytes, 'hex'))).toBe(text);
  });

  it('takes Arabic ي and ك as Persian ی and ک', () => {
    expect(hex('علي')).toBe(hex('علی'));
    expect(hex('كريم')).toBe(hex('کریم'));
  });

  it('writes lam-alef as its one ligature byte and ع, غ, ه in all four forms', () => {
    expect(hex('عبدالله')).toBe('f9f3f390a293e4'); // ه final, ل medial, ل initial, ا, د, ب medial, ع initial
    expect(hex('سلام')).toBe('f4f2a8');
    expect(hex('ع')).toBe('e1');
    expect(hex('جمع')).toBe('e2f59b');
    expect(hex('معمار')).toBe('a491f5e3f5');
    expect(hex('غلام')).toBe('f4f2e8');
    expect(hex('مهدی')).toBe('fda2faf5');
  });

  it('keeps numbers and Latin text left to right inside the reversed line, as Iran System digits', () => {
    // visual, left to right: "(۲ طبقه) ۱۲۳ پلاک": the digits read 1-2-3, the brackets mirrored
    expect(hex('پلاک ۱۲۳ (طبقه ۲)')).toBe('288220f9ec93af292081828320edf295');
    expect(hex('12345')).toBe('8182838485');
    expect(hex('Karsaz شرکت')).toBe('96eea4aa204b617273617a');
    expect(decodeIranSystem(encodeIranSystem('پلاک 123 (طبقه 2)'))).toBe('پلاک 123 (طبقه 2)');
  });

  it('drops the zero-width non-joiner, which breaks the joining', () => {
    // کریمی then نژاد: ی final (FC) and ن initial (F7) instead of medial forms
    expect(hex('کریمی‌نژاد')).toBe('a290a6f7fcf5fea4ee');
    expect(decodeIranSystem(encodeIranSystem('کریمی‌نژاد'))).toBe('کریمینژاد');
  });

  it('marks what the code page lacks with ?', () => {
    expect(hex('a€b')).toBe('613f62');
  });
});
