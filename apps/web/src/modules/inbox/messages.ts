import type { DeepStrings } from '../../core/i18n/types';

/** Texts of the inbox (i18n key `inbox`). */
export const inboxFa = {
  title: 'کارتابل',
  empty: 'چیزی منتظر شما نیست.',
  kind: 'نوع سند',
  document: 'سند',
  level: 'سطح',
  since: 'از',
  dueAt: 'مهلت',
  onBehalf: 'جانشینی',
  open: 'باز کردن',
  allKinds: 'همهٔ سندها',
};

export const inboxEn: DeepStrings<typeof inboxFa> = {
  title: 'Inbox',
  empty: 'Nothing waits for you.',
  kind: 'Kind',
  document: 'Document',
  level: 'Level',
  since: 'Since',
  dueAt: 'Due',
  onBehalf: 'Delegated',
  open: 'Open',
  allKinds: 'All documents',
};
