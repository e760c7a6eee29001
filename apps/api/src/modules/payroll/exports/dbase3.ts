/**
 * A dBase III table (.DBF) in memory, byte for byte as the social security ListDisk templates are: version 0x03,
 * no memo, the language driver byte (LDID) set, records flagged with a space, 0x1A at the end. Character fields take
 * bytes already encoded (the caller chooses the code page, and Iran System is contextual, which no DBF library can
 * do from a plain string); numeric fields take integers written right-aligned.
 */

export interface DbfField {
  /** At most 10 ASCII characters. */
  name: string;
  type: 'C' | 'N';
  size: number;
}

/** A character value as bytes (or ASCII text), a numeric one as an integer string or number; null for blank. */
export type DbfValue = Buffer | string | number | null | undefined;

/** Windows-1256 (Arabic), the code page the ListDisk templates declare. */
export const LDID_CP1256 = 0x7e;

export class DbfValueError extends Error {}

function characterBytes(field: DbfField, value: DbfValue): Buffer {
  const bytes = value === null || value === undefined ? Buffer.alloc(0) : Buffer.isBuffer(value) ? value : Buffer.from(String(value), 'latin1');
  if (!Buffer.isBuffer(value) && value !== null && value !== undefined && /[^\x20-\x7e]/.test(String(value))) {
    throw new DbfValueError(`${field.name}: text for a character field must be encoded first`);
  }
  if (bytes.length > field.size) throw new DbfValueError(`${field.name}: ${bytes.length} bytes do not fit in ${field.size}`);
  return Buffer.concat([bytes, Buffer.alloc(field.size - bytes.length, 0x20)]);
}

function numericBytes(field: DbfField, value: DbfValue): Buffer {
  if (value === null || value === undefined || value === '') return Buffer.alloc(field.size, 0x20);
  const text = typeof value === 'number' ? String(value) : Buffer.isBuffer(value) ? value.toString('latin1') : value.trim();
  if (!/^-?\d+$/.test(text)) throw new DbfValueError(`${field.name}: ${text} is not a whole number`);
  if (text.length > field.size) throw new DbfValueError(`${field.name}: ${text} has more than ${field.size} digits`);
  return Buffer.from(text.padStart(field.size, ' '), 'latin1');
}

/** The bytes of a dBase III file with these fields and records (each record a value per field, by name). */
export function writeDbase3(fields: readonly DbfField[], records: readonly Record<string, DbfValue>[], options: { ldid: number; date: Date }): Buffer {
  for (const f of fields) {
    if (!/^[A-Z0-9_]{1,10}$/.test(f.name)) throw new DbfValueError(`Bad field name ${f.name}`);
    if (f.size < 1 || f.size > 254) throw new DbfValueError(`${f.name}: bad size ${f.size}`);
  }
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((n, f) => n + f.size, 0);
  const header = Buffer.alloc(headerLength);
  header[0] = 0x03;
  header[1] = options.date.getFullYear() - 1900;
  header[2] = options.date.getMonth() + 1;
  header[3] = options.date.getDate();
  header.writeUInt32LE(records.length, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  header[29] = options.ldid;
  fields.forEach((f, i) => {
    const at = 32 + 32 * i;
    header.write(f.name, at, 'latin1'); // the rest of the 11 bytes stay 0
    header[at + 11] = f.type.charCodeAt(0);
    header[at + 16] = f.size;
    header[at + 17] = 0; // no decimals
  });
  header[headerLength - 1] = 0x0d;
  const body = records.map((r) => {
    const parts: Buffer[] = [Buffer.from([0x20])];
    for (const f of fields) parts.push(f.type === 'C' ? characterBytes(f, r[f.name]) : numericBytes(f, r[f.name]));
    const record = Buffer.concat(parts);
    if (record.length !== recordLength) throw new Error('record length');
    return record;
  });
  return Buffer.concat([header, ...body, Buffer.from([0x1a])]);
}
