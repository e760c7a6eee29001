import type { EntityDefinition, FieldDefinition } from './definition';

/**
 * Valid sample values of a definition's fields, different for each `seq`: the generated integration suite, the
 * browser tests and the benchmarks make their rows with them. Links are left to the caller (`links`).
 */

/** Issuing cities' prefixes the validator knows (Tehran's 001–008 first, then the provinces'). */
const CITY_PREFIXES = ['001', '002', '003', '004', '005', '006', '007', '008', '011', '015', '020', '025', '031', '032', '037', '038', '041', '042', '043', '044', '045', '048', '049', '051', '052', '053', '055', '056', '057', '058', '059', '060', '061', '062', '063', '064', '065', '067', '068', '069'];

/**
 * A national code with the right check digit. The first three digits are a city's (the validator knows the
 * issuing cities, and 100–104, 130–135, … are none); the next six vary with `seq` and are never all zero. The city
 * moves on every 900,000, so the `RUN * 1000 + n` sequences of suites started a few seconds apart stay apart (with
 * Tehran's 001 alone they met whenever the runs were a multiple of 900 ms apart).
 */
export function sampleNationalCode(seq: number): string {
  const city = CITY_PREFIXES[Math.floor(seq / 900000) % CITY_PREFIXES.length]!;
  const body = `${city}${100000 + (seq % 900000)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
  return body + String(sum < 2 ? sum : 11 - sum);
}

/** A legal-entity id (شناسهٔ ملی, 11 digits) with the right check digit, from any 10-digit body. */
export function sampleLegalId(seq: number): string {
  const body = String(1000000000 + (seq % 8999999999)).slice(0, 10);
  const d = Number(body[9]) + 2;
  const z = [29, 27, 23, 19, 17];
  const sum = [...body].reduce((s, c, i) => s + (Number(c) + d) * z[i % 5]!, 0) % 11;
  return body + String(sum === 10 ? 0 : sum);
}

function sampleString(key: string, def: Extract<FieldDefinition, { type: 'string' | 'text' }>, seq: number, tag: string): string {
  const max = def.max ?? 200;
  // long enough for the field's minimum (a 13-digit goods code): the value is padded in front
  const fill = (s: string, pad: string) => (def.min && s.length < def.min ? pad.repeat(def.min - s.length) + s : s);
  const fit = (s: string) => fill(s, '1').slice(0, max);
  switch (def.format) {
    case 'code': {
      const code = `${tag}${seq}`.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      // a unique one keeps the sequence's end when it must be cut (a six-character memory ID)
      return def.unique && code.length > max ? code.slice(-max) : fit(code);
    }
    case 'digits':
      // a unique one (a product's barcode) takes the whole sequence, so the rows of parallel suites differ
      return def.unique ? fill(String(seq), '1').slice(-max) : fit(String(100 + (seq % 900)));
    case 'email':
      return fit(`u${seq}.${tag}@example.com`.toLowerCase());
    case 'url':
      return fit(`https://example.com/${tag}/${seq}`);
    case 'nationalCode':
      return sampleNationalCode(seq);
    case 'legalId':
      return sampleLegalId(seq);
    case 'sheba':
      return 'IR820540102680020817909002';
    case 'cardNumber':
      return '6037701689095443';
    case 'postalCode':
      return '1193653471';
    case 'mobile':
      return `0912${String(1000000 + (seq % 8999999)).padStart(7, '0')}`;
    case 'ipv4':
      // loopback: a sample device is never dialled anywhere else
      return `127.0.0.${1 + (seq % 250)}`;
    case 'vin':
      // the sequence in the last ten characters, so the cars of parallel suites differ
      return `NAAM01CA${String(seq % 1_000_000_000).padStart(9, '0')}`;
    case 'plate': {
      // plates use the digits 1–9 only (but in the province's two): the sequence in base 9, digit by digit
      const digits = Array.from({ length: 5 }, (_, i) => 1 + (Math.floor(seq / 9 ** i) % 9)).reverse().join('');
      return `${digits.slice(0, 2)}ب${digits.slice(2)}ایران${['11', '22', '33', '44', '55', '66', '77', '88'][Math.floor(seq / 9 ** 5) % 8]}`;
    }
    default:
      return fit(key.endsWith('En') ? `Sample ${key} ${tag} ${seq}` : `نمونهٔ ${tag} ${seq}`);
  }
}

export function sampleValue(key: string, def: FieldDefinition, seq: number, tag = 's'): unknown {
  switch (def.type) {
    case 'string':
    case 'text':
      return sampleString(key, def, seq, tag);
    case 'int':
      // a unique number (a calendar's year) is spread over its whole range, so the rows of a run differ
      if (def.unique && def.min !== undefined && def.max !== undefined) return def.min + (seq % (def.max - def.min + 1));
      return Math.min(def.max ?? 1000, Math.max(def.min ?? 0, seq % 1000));
    // decimals travel as strings (exact); the values are small enough to bound with plain arithmetic
    case 'decimal':
      return String(Math.min(def.max ?? 1e9, Math.max(def.min ?? 0, (seq % 1000) + 0.25)));
    case 'money':
      return String(Math.min(def.max ?? 1e12, Math.max(def.min ?? 0, 1000 * (seq % 1000))));
    case 'boolean':
      return seq % 2 === 0;
    case 'date':
      return `2026-03-${String(1 + (seq % 28)).padStart(2, '0')}`;
    case 'datetime':
      return `2026-03-${String(1 + (seq % 28)).padStart(2, '0')}T08:30:00.000Z`;
    case 'time':
      return `${String(seq % 24).padStart(2, '0')}:${String((seq * 7) % 60).padStart(2, '0')}`;
    case 'duration':
      return Math.min(def.max ?? 360000, Math.max(def.min ?? 0, 60 * (seq % 1000) + (seq % 60)));
    case 'enum':
      return def.options[seq % def.options.length]!.value;
    case 'link':
    case 'links':
      return undefined;
  }
}

/** A valid body for creating a row: every field that has a sample, links from `links` (field → id). */
export function sampleRow(entity: EntityDefinition, seq: number, links: Record<string, number> = {}, tag = 's'): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(entity.fields)) {
    if (def.readOnly) continue;
    if (def.type === 'links') continue;
    if (def.type === 'link') {
      if (links[key] !== undefined) row[key] = links[key];
      continue;
    }
    row[key] = sampleValue(key, def, seq, tag);
  }
  return row;
}
