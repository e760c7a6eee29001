import type { DeepStrings } from '../i18n/types';

/** Texts of the report screen (i18n key `report`), loaded with the reports module's texts. */
export const reportFa = {
  filters: 'فیلترهای گزارش',
  excel: 'خروجی اکسل',
  pdf: 'خروجی PDF',
  totals: 'جمع کل',
  totalsTitle: 'جمع همهٔ ردیف‌های گزارش',
  rows: 'ردیف‌های گزارش',
  chart: 'نمودار',
  chartLabel: 'نمودار {{series}} بر حسب {{x}} در ردیف‌های این صفحه؛ همین اعداد در جدول زیر آمده است.',
  empty: 'ردیفی با این فیلترها پیدا نشد.',
  sortBy: 'مرتب‌سازی بر اساس «{{column}}»',
  sortedAsc: '«{{column}}»، مرتب به ترتیب صعودی؛ برای ترتیب نزولی فشار دهید',
  sortedDesc: '«{{column}}»، مرتب به ترتیب نزولی؛ برای ترتیب صعودی فشار دهید',
  clear: 'پاک کردن فیلترها',
  percent: '٪',
  noAccess: 'دسترسی مشاهدهٔ این گزارش را ندارید.',
  drill: 'ریز',
  drillRow: '{{action}}: {{row}}',
};

export const reportEn: DeepStrings<typeof reportFa> = {
  filters: 'Report filters',
  excel: 'Export to Excel',
  pdf: 'PDF',
  totals: 'Totals',
  totalsTitle: 'Totals of every row of the report',
  rows: 'Report rows',
  chart: 'Chart',
  chartLabel: 'Chart of {{series}} by {{x}} over the rows of this page; the table below holds the same figures.',
  empty: 'No rows match these filters.',
  sortBy: 'Sort by “{{column}}”',
  sortedAsc: '“{{column}}”, sorted ascending; press to sort descending',
  sortedDesc: '“{{column}}”, sorted descending; press to sort ascending',
  clear: 'Clear the filters',
  percent: '%',
  noAccess: 'You may not view this report.',
  drill: 'Drill down',
  drillRow: '{{action}}: {{row}}',
};
