import type { DeepStrings } from '../../core/i18n/types';
import { i18n } from '../../core/i18n/i18n';

/** Texts of the dealer's public pages (i18n keys `dealerBooking`, `dealerSatisfaction`): they come with the pages' chunks, not the first load. */
export const dealerBookingFa = {
  title: 'نوبت‌دهی اینترنتی',
  subtitle: 'نمایندگی، خدمت و روز را انتخاب کنید؛ از نوبت‌های خالی یکی را بگیرید و با کدی که پیامک می‌شود تأیید کنید.',
  dealer: 'نمایندگی',
  service: 'نوع خدمت',
  vehicle: 'خودرو',
  date: 'روز مراجعه',
  slots: 'نوبت‌های روز',
  noSlots: 'در این روز نوبت خالی نیست؛ روز دیگری را انتخاب کنید.',
  pickDay: 'برای دیدن نوبت‌ها، روز مراجعه را انتخاب کنید.',
  free: '{{time}} ({{free}} جای خالی)',
  full: '{{time}} (پر)',
  name: 'نام و نام خانوادگی',
  mobile: 'شمارهٔ همراه',
  plate: 'پلاک',
  plateHint: 'مثل ۱۲ ب ۳۴۵ ایران ۶۷',
  description: 'توضیح مشکل',
  sendCode: 'دریافت کد تأیید',
  code: 'کد تأیید',
  codeSent: 'کد تأیید به {{mobile}} پیامک شد.',
  book: 'ثبت نوبت',
  back: 'ویرایش اطلاعات',
  booked: 'نوبت شما ثبت شد',
  bookedText: '{{dealer}}، {{date}} ساعت {{time}}. شمارهٔ پیگیری: {{code}} (پیامک هم شد).',
  another: 'گرفتن نوبت دیگر',
  required: '«{{field}}» را وارد کنید.',
  pickSlot: 'یکی از نوبت‌های خالی را انتخاب کنید.',
  loading: 'در حال بارگذاری…',
  noDealers: 'اکنون هیچ نمایندگی نوبت اینترنتی نمی‌دهد.',
  staff: 'ورود کارکنان',
};

export const dealerBookingEn: DeepStrings<typeof dealerBookingFa> = {
  title: 'Book an appointment',
  subtitle: 'Choose the dealer, the service and the day; take one of the free slots and confirm it with the code we text you.',
  dealer: 'Dealer',
  service: 'Kind of service',
  vehicle: 'Vehicle',
  date: 'Day',
  slots: 'Slots of the day',
  noSlots: 'No slot is free that day; choose another day.',
  pickDay: 'Choose a day to see its slots.',
  free: '{{time}} ({{free}} free)',
  full: '{{time}} (full)',
  name: 'Full name',
  mobile: 'Mobile number',
  plate: 'Plate',
  plateHint: 'Like 12 B 345 Iran 67',
  description: 'What is wrong',
  sendCode: 'Send me a code',
  code: 'Code',
  codeSent: 'A code was texted to {{mobile}}.',
  book: 'Book',
  back: 'Change the details',
  booked: 'Your appointment is booked',
  bookedText: '{{dealer}}, {{date}} at {{time}}. Tracking number: {{code}} (also texted to you).',
  another: 'Book another',
  required: 'Enter "{{field}}".',
  pickSlot: 'Choose one of the free slots.',
  loading: 'Loading…',
  noDealers: 'No dealer takes online bookings now.',
  staff: 'Staff sign-in',
};

/** Texts of the satisfaction survey a customer opens from the SMS after the car is delivered. */
export const dealerSatisfactionFa = {
  title: 'نظرسنجی رضایت مشتری',
  visit: '{{dealer}}، پذیرش {{code}}: {{vehicle}} با پلاک {{plate}}',
  level: 'میزان رضایت شما',
  reason: 'مهم‌ترین دلیل',
  comment: 'نظر شما',
  send: 'ثبت نظر',
  thanks: 'نظر شما ثبت شد؛ سپاس‌گزاریم.',
  answered: 'نظر شما برای این پذیرش پیش‌تر ثبت شده است؛ سپاس‌گزاریم.',
  pickLevel: 'میزان رضایت را انتخاب کنید.',
  loading: 'در حال بارگذاری…',
};

export const dealerSatisfactionEn: DeepStrings<typeof dealerSatisfactionFa> = {
  title: 'How satisfied are you?',
  visit: '{{dealer}}, reception {{code}}: {{vehicle}}, plate {{plate}}',
  level: 'How satisfied you are',
  reason: 'The main reason',
  comment: 'Your comment',
  send: 'Send',
  thanks: 'Thank you: your answer is saved.',
  answered: 'You have already answered for this visit; thank you.',
  pickLevel: 'Choose how satisfied you are.',
  loading: 'Loading…',
};

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    dealerBooking: typeof dealerBookingFa;
    dealerSatisfaction: typeof dealerSatisfactionFa;
  }
}

/**
 * Adds the page's texts to i18next when its chunk loads. English only when English is loaded (the language is
 * chosen at the page's load, and a switch loads the page again): adding it first would stand in for the shell's.
 */
export function addPublicMessages(): void {
  i18n.addResourceBundle('fa', 'translation', { dealerBooking: dealerBookingFa, dealerSatisfaction: dealerSatisfactionFa }, true, true);
  if (i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', { dealerBooking: dealerBookingEn, dealerSatisfaction: dealerSatisfactionEn }, true, true);
}
