/**
 * A stored or sent value of a `date` or `time` field as the hooks compare it: Prisma answers a `Date` (a day at UTC
 * midnight, a time on 1970-01-01), a caller sends text. One reading for every module.
 */

/** `YYYY-MM-DD` of a day (null when empty). */
export const isoDay = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** `HH:mm` of a time of day (null when empty). */
export const hhmm = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : v instanceof Date ? v.toISOString().slice(11, 16) : String(v).slice(0, 5));
