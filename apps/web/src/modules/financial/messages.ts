import type { DeepStrings } from '../../core/i18n/types';

/** Texts of finance's own pages (i18n key `financial`). */
export const financialFa = {
  routes: { years: 'سال‌های مالی (افتتاح و بستن)' },
  years: {
    title: 'سال‌های مالی',
    intro: 'بستن سال: حساب‌های درآمد و هزینه به سود و زیان انباشته بسته می‌شوند، سند اختتامیه صادر می‌شود و مانده‌ها با سند افتتاحیه به سال بعد می‌روند. سال بسته سند تازه نمی‌پذیرد.',
    year: 'سال',
    name: 'عنوان',
    start: 'آغاز',
    end: 'پایان',
    state: 'وضعیت',
    drafts: 'اسناد پیش‌نویس',
    posted: 'اسناد قطعی',
    current: 'سال جاری',
    closed: 'بسته',
    open: 'باز',
    openNext: 'افتتاح سال بعد',
    close: 'بستن سال',
    closeTitle: 'بستن سال مالی',
    closeAsk: '{{name}} بسته شود؟ پس از آن سندی در این سال ثبت نمی‌شود و مانده‌ها به سال بعد می‌روند.',
    opened: 'سال مالی {{year}} افتتاح شد.',
    already: 'سال مالی {{year}} پیش‌تر باز شده بود.',
    empty: 'سال مالی‌ای تعریف نشده است.',
  },
};

export const financialEn: DeepStrings<typeof financialFa> = {
  routes: { years: 'Financial years (open and close)' },
  years: {
    title: 'Financial years',
    intro: 'Closing a year closes its revenue and cost accounts into retained earnings, posts its closing voucher and carries the balances into the next year with an opening voucher. A closed year takes no new vouchers.',
    year: 'Year',
    name: 'Title',
    start: 'Start',
    end: 'End',
    state: 'State',
    drafts: 'Draft vouchers',
    posted: 'Posted vouchers',
    current: 'Current year',
    closed: 'Closed',
    open: 'Open',
    openNext: 'Open the next year',
    close: 'Close the year',
    closeTitle: 'Close a financial year',
    closeAsk: 'Close {{name}}? No voucher is posted into it afterwards, and its balances go to the next year.',
    opened: 'Financial year {{year}} is open.',
    already: 'Financial year {{year}} was open already.',
    empty: 'No financial year is defined.',
  },
};
