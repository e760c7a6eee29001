import { DEFAULT_LANGUAGE, LANGUAGES, localizeDigits, type Language } from '@karsaz/ui';
import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { fa } from './locales/fa';
import { moduleMessages } from '../module/registry';

/**
 * Every translated string shown in Persian gets Persian digits, interpolated values included
 * (`{{count}}` of 12 prints ۱۲), so no screen has to remember to convert.
 */
export const persianDigitsPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'persianDigits',
  process(value, _key, options, translator: { language?: string }) {
    const language = typeof options.lng === 'string' ? options.lng : translator.language;
    return language === 'fa' ? localizeDigits(value, 'fa') : value;
  },
};

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).use(persianDigitsPostProcessor);

/**
 * Starts i18next synchronously in `language` with the shell's texts and every module's (`messages` of its module
 * file); later calls only switch language.
 */
export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.init({
    resources: {
      fa: { translation: { ...fa, ...moduleMessages('fa') } },
      en: { translation: { ...en, ...moduleMessages('en') } },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    postProcess: ['persianDigits'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}
