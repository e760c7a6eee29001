import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@karsaz/ui';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage/storage';

/** The language kept in localStorage (`lang`), or Persian when nothing valid is stored. */
export function readStoredLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
}

/** `<html lang dir>`: fa/rtl or en/ltr. Runs before the first render so nothing flips on screen. */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

/** The language toggle (spec §4): store the choice, then reload so every screen starts in the new language. */
export function switchLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  storeLanguage(language);
  reload();
}
