import type { Language } from '@karsaz/ui';
import type { TFunction } from 'i18next';
import type { ProfileMenu } from '../../core/auth/identity';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../core/storage/storage';
import { menuLabel } from '../dashboard/summary';

/** Longest main-page title kept. */
export const MAIN_PAGE_TITLE_MAX = 60;

export interface MainPage {
  title: string;
  url: string;
}

export interface PageOption {
  value: string;
  label: string;
}

/** The pages the profile's menus reach (menus with a url), once each, labelled in the interface language. */
export function reachablePages(menus: readonly ProfileMenu[], language: Language): PageOption[] {
  const seen = new Set<string>();
  const pages: PageOption[] = [];
  for (const menu of menus) {
    if (!menu.url || seen.has(menu.url)) continue;
    seen.add(menu.url);
    pages.push({ value: menu.url, label: menuLabel(menu, language) });
  }
  return pages;
}

/** The stored main page (spec §9: main page title and url), or null when none is stored. */
export function readMainPage(): MainPage | null {
  const url = readStorage(STORAGE_KEYS.mainPageUrl);
  if (!url) return null;
  return { url, title: readStorage(STORAGE_KEYS.mainPageTitle) ?? '' };
}

export function writeMainPage(page: MainPage): boolean {
  return writeStorage(STORAGE_KEYS.mainPageUrl, page.url) && writeStorage(STORAGE_KEYS.mainPageTitle, page.title);
}

/** The form's checks: a page from the user's menus and a title of 1 to MAIN_PAGE_TITLE_MAX characters. */
export function mainPageErrors(values: { url: string; title: string }, pages: readonly PageOption[], t: TFunction): { url: string | null; title: string | null } {
  const title = values.title.trim();
  return {
    url: !values.url ? t('home.setting.mainPage.pageRequired') : pages.some((p) => p.value === values.url) ? null : t('home.setting.mainPage.pageUnknown'),
    title: !title ? t('home.setting.mainPage.labelRequired') : title.length > MAIN_PAGE_TITLE_MAX ? t('home.setting.mainPage.labelTooLong', { max: MAIN_PAGE_TITLE_MAX }) : null,
  };
}
