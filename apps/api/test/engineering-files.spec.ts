import { contentDisposition, safeContentType, storedFileName } from '../src/modules/engineering/file-names';

describe('document file names and types', () => {
  it('keeps the last segment of a browser path, without control characters or quotes, with Persian letters', () => {
    expect(storedFileName('C:\\Users\\x\\قرارداد "نهايي".pdf')).toBe('قرارداد نهایی.pdf');
    expect(storedFileName('a/b/\u0007plan.dwg')).toBe('plan.dwg');
    expect(storedFileName('')).toBe('file');
    expect(storedFileName('x'.repeat(300))).toHaveLength(255);
  });

  it('accepts a type/subtype with parameters and falls back to octet-stream otherwise', () => {
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(safeContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
    expect(safeContentType(undefined)).toBe('application/octet-stream');
  });

  it('writes an RFC 5987 filename* for Persian names beside an ASCII fallback', () => {
    expect(contentDisposition('قرارداد ۱۲.pdf')).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('قرارداد ۱۲.pdf')}`);
    expect(contentDisposition("plan (v2)'s.txt")).toBe(`attachment; filename="plan (v2)'s.txt"; filename*=UTF-8''plan%20%28v2%29%27s.txt`);
    expect(contentDisposition('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
  });
});
