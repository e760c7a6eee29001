export { DEFAULT_LANGUAGE, LANGUAGES, directionOf, isLanguage } from './format/language';
export type { Language, TextDirection } from './format/language';
export { localizeDigits } from './format/digits';
export { asciiDigitsOnly, normalizeMobile } from './format/input';
export { formatNumber } from './format/number';
export { IRAN_TIME_ZONE, formatJalaliDate, formatTehranTime, jalaliMonthName, toJalali } from './format/date';
export type { DateInput, FormatJalaliOptions, JalaliDateTime } from './format/date';
export { isoDateTimeToJalaliText, isoDateToJalaliText, jalaliTextToIsoDate, jalaliTextToIsoDateTime } from './format/jalali-input';
export { KARSAZ_FONT_FAMILY, karsazColors, karsazTheme } from './theme/theme';
