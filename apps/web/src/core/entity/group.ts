import type { EntityRow } from './entityApi';

/**
 * The spec's rules of a group action (hr-aftersales-contracting §8): at least one row selected, and every selected
 * row of one status. Answers what is wrong, or null when the action may go on.
 */
export function groupRule(rows: readonly EntityRow[], selected: readonly number[]): 'none' | 'mixed' | null {
  if (!selected.length) return 'none';
  const statuses = new Set(rows.filter((r) => selected.includes(r.id)).map((r) => !!r.isActive));
  return statuses.size > 1 ? 'mixed' : null;
}
