/** The API areas of CONTRACT.md; each entity belongs to one. */
export const AREAS = [
  'identity',
  'base-data',
  'meta-data',
  'service',
  'hr',
  'recruitment',
  'payroll',
  'warehouse',
  'commercial',
  'financial',
  'treasury',
  'tax',
  'dealer',
  'after-sales',
  'prepaid-card',
  'transport',
  'machinery',
  'messaging',
  'rescue-vehicle',
  // the kernel's workflow calls: the inbox, approval delegations
  'workflow',
] as const;

export type Area = (typeof AREAS)[number];
