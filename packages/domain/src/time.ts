import { toAsciiDigits } from './text';

/**
 * Times of day and durations, the entity engine's `time` and `duration` field kinds, read and shown the same way
 * on the server (DTO validation, spreadsheet import) and in the browser (the form's inputs, list cells).
 *
 * - a time of day travels as `HH:mm` (00:00–23:59); a shift that ends after midnight pairs it with a next-day flag;
 * - a duration travels as whole seconds (a leave ceiling of 120 h is 432000) and is shown as `120:30:00`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `08:05` from `8:5`, `۰۸:۰۵` or `08:05:00`; null when it is not a time of day. */
export function parseTimeOfDay(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d{1,2})\s*[:：]\s*(\d{1,2})(?:\s*:\s*00)?\s*$/.exec(toAsciiDigits(text));
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return null;
  return `${pad(h)}:${pad(min)}`;
}

/** Minutes since midnight of a time of day (`HH:mm`); with `nextDay` the minutes run on past 24 h. */
export function timeOfDayMinutes(time: string, nextDay = false): number | null {
  const t = parseTimeOfDay(time);
  if (t === null) return null;
  const [h, m] = t.split(':').map(Number) as [number, number];
  return h * 60 + m + (nextDay ? 24 * 60 : 0);
}

/** A duration's parts; hours may exceed 24. */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds of a duration's parts; null unless each is a non-negative whole number (minutes and seconds < 60). */
export function durationSeconds({ hours, minutes, seconds }: DurationParts): number | null {
  const ok = [hours, minutes, seconds].every((n) => Number.isSafeInteger(n) && n >= 0) && minutes < 60 && seconds < 60;
  return ok ? hours * 3600 + minutes * 60 + seconds : null;
}

/** The parts of a duration in whole seconds. */
export function durationParts(total: number): DurationParts {
  const s = Math.max(0, Math.trunc(total));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** `120:30:00` (ASCII digits; the UI localises them). */
export function formatDuration(total: number): string {
  const { hours, minutes, seconds } = durationParts(total);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * Whole seconds of a duration as a person writes it: `120:30:00`, `120:30` (hours and minutes), Persian digits, or
 * a bare whole number of seconds (`432000`, as the API takes it); null when it is none.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const ascii = toAsciiDigits(value).trim();
  if (/^\d+$/.test(ascii)) return parseDuration(Number(ascii));
  const m = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(ascii);
  if (!m) return null;
  return durationSeconds({ hours: Number(m[1]), minutes: Number(m[2]), seconds: Number(m[3] ?? 0) });
}
