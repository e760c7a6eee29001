/** What the month page works out without the screen: the weeks of its grid, the month before or after. */

/** The grid of a month: weeks of seven cells, Saturday first (weekday 1 … 7 Friday), blanks before the 1st and after the last. */
export function monthGrid<D extends { weekday: number }>(days: readonly D[]): (D | null)[][] {
  const cells: (D | null)[] = [];
  if (days.length) for (let i = 1; i < days[0]!.weekday; i++) cells.push(null);
  cells.push(...days);
  while (cells.length % 7) cells.push(null);
  const weeks: (D | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The Jalali month `step` months from year/month. */
export function shiftedMonth(year: number, month: number, step: number): { year: number; month: number } {
  const n = year * 12 + (month - 1) + step;
  return { year: Math.floor(n / 12), month: (n % 12) + 1 };
}
