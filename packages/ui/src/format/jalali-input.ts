import { isoDateToJalali, jalaliDayText, jalaliToIsoDate, toAsciiDigits } from '@karsaz/domain';
import { toJalali } from './date';

/**
 * The text of a Jalali date input and the value the API takes (CONTRACT.md: dates travel as ISO 8601, the SPA shows
 * them in Jalali, Asia/Tehran). The calendar arithmetic is jalaali-js's, through @karsaz/domain (the one engine
 * of the product); the Tehran wall clock of a moment is `toJalali`'s.
 *
 * - a `date` is a calendar day: `1405/01/01` ⇄ `2026-03-21`;
 * - a `datetime` is a moment read on a Tehran wall clock: `1405/01/01 08:30` ⇄ `2026-03-21T05:00:00.000Z`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `1405/01/01` from `2026-03-21` (or from an ISO moment, by its calendar day in the text); '' for nothing. */
export function isoDateToJalaliText(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(iso)?.[1];
  if (!day) return '';
  const j = isoDateToJalali(day);
  return j ? jalaliDayText(j) : '';
}

/** The parts of a typed Jalali date (Persian or ASCII digits; `/`, `-` or `.` between them). */
function jalaliParts(text: string): { y: number; m: number; d: number; rest: string } | null {
  const match = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})(.*)$/.exec(toAsciiDigits(text));
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]), rest: match[4]! };
}

function gregorianOf(y: number, m: number, d: number): string | null {
  if (y < 1200 || y > 1600) return null;
  return jalaliToIsoDate(y, m, d);
}

/** `2026-03-21` from a typed `1405/01/01` (or `۱۴۰۵/۱/۱`); null when it is not a day of the Jalali calendar. */
export function jalaliTextToIsoDate(text: string): string | null {
  const parts = jalaliParts(text);
  if (!parts || parts.rest.trim() !== '') return null;
  return gregorianOf(parts.y, parts.m, parts.d);
}

/** `1405/01/01 08:30` for a moment, on the Tehran wall clock; '' for nothing. */
export function isoDateTimeToJalaliText(iso: string | null | undefined): string {
  const j = toJalali(iso);
  return j ? `${j.year}/${pad(j.month)}/${pad(j.day)} ${pad(j.hour)}:${pad(j.minute)}` : '';
}

/**
 * The moment (ISO, UTC) of a typed Tehran wall-clock time `1405/01/01 08:30` (no time: midnight); null when not
 * valid. Tehran's offset is +03:30, and was +04:30 in the summers before 2023: both are tried.
 */
export function jalaliTextToIsoDateTime(text: string): string | null {
  const parts = jalaliParts(text);
  if (!parts) return null;
  const time = /^\s*(?:(\d{1,2}):(\d{2}))?\s*$/.exec(parts.rest);
  if (!time) return null;
  const hour = Number(time[1] ?? 0);
  const minute = Number(time[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  const day = gregorianOf(parts.y, parts.m, parts.d);
  if (!day) return null;
  for (const offset of ['+03:30', '+04:30']) {
    const at = new Date(`${day}T${pad(hour)}:${pad(minute)}:00${offset}`);
    const back = toJalali(at);
    if (back && back.hour === hour && back.minute === minute && back.day === parts.d) return at.toISOString();
  }
  return null;
}
