/**
 * The keyboard model of the open-tabs strip (WAI-ARIA "tabs" pattern, manual activation): which tab a key moves the
 * focus to. Arrows follow what the eye sees: in a right-to-left page the next tab lies to the left, so ArrowLeft moves
 * forward there; both ends wrap around. Home and End reach the first and last tab. Enter and Space open the focused
 * tab (it is a button); Delete closes it (handled by the strip). Other keys move nothing (`undefined`).
 */
export function tabIndexAfterKey(key: string, current: number, count: number, dir: 'ltr' | 'rtl'): number | undefined {
  if (count === 0) return undefined;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
