import { normalizeText } from '@karsaz/domain';

/**
 * File names and types as they come from a browser and go back to one. Pure functions, unit-tested in
 * test/engineering-files.spec.ts.
 */

/** The name to keep: the last path segment, control characters and quotes removed, normalised, at most 255 chars. */
export function storedFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = normalizeText(base.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  return (clean || 'file').slice(0, 255);
}

/** A content type of the form `type/subtype` (parameters kept), else `application/octet-stream`. */
export function safeContentType(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/.test(value) && value.length <= 150 ? value : 'application/octet-stream';
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the real one in RFC 5987's `filename*`
 * (UTF-8, percent-encoded), so a Persian name survives every browser.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const fallback = /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, '')) ? ascii : `document${/\.[A-Za-z0-9]{1,10}$/.exec(fileName)?.[0] ?? ''}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
