/** The interface languages Karsaz ships. Persian is the default and the fallback. */
export type Language = 'fa' | 'en';

export const LANGUAGES: readonly Language[] = ['fa', 'en'];

export const DEFAULT_LANGUAGE: Language = 'fa';

export function isLanguage(value: unknown): value is Language {
  return value === 'fa' || value === 'en';
}

export type TextDirection = 'rtl' | 'ltr';

export function directionOf(language: Language): TextDirection {
  return language === 'fa' ? 'rtl' : 'ltr';
}
