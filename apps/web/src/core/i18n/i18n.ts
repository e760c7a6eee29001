import { DEFAULT_LANGUAGE, LANGUAGES, localizeDigits, type Language } from '@karsaz/ui';
import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/fa';
import { fa } from './locales/fa';
import { loadModuleResources, moduleMessages } from '../module/registry';

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

/** The English texts, once fetched (Persian, the default and the fallback, is always there). */
let english: Messages | null = null;

/** Fetches the texts of `language` when they are not bundled (English); call before {@link initI18n}. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' && !english) english = (await import('./locales/en')).en;
}

/**
 * Starts i18next synchronously in `language` with the shell's texts (English once {@link loadLanguage} fetched it)
 * and the modules' texts loaded so far ({@link loadModuleMessages}); later calls only switch language.
 */
export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) {
    if (english && !i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', { ...english, ...moduleMessages('en') }, true, true);
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.init({
    resources: {
      fa: { translation: { ...fa, ...moduleMessages('fa') } },
      ...(english ? { en: { translation: { ...english, ...moduleMessages('en') } } } : {}),
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

/** Loads the modules' texts (once) and adds them to i18next; the signed-in shell waits for it. */
export async function loadModuleMessages(): Promise<void> {
  const { messages } = await loadModuleResources();
  for (const language of LANGUAGES) {
    if (language === 'fa' || english) i18n.addResourceBundle(language, 'translation', messages[language], true, true);
  }
}
