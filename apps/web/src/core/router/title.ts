import { useMatches } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../i18n/locales/fa';

/**
 * A page title is one of the `routes.*` texts, or an entity's plural label (`entities.<name>`, from its
 * definition); a route names it in `staticData.titleKey`.
 */
export type RouteTitleKey = `routes.${Extract<keyof Messages['routes'], string>}` | `entities.${string}`;

interface MatchWithTitle {
  staticData?: { titleKey?: RouteTitleKey };
}

/** The title key of the deepest matched route that declares one. */
export function findTitleKey(matches: readonly MatchWithTitle[]): RouteTitleKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = matches[i]?.staticData?.titleKey;
    if (key) return key;
  }
  return undefined;
}

/** The route's title in the current language, or the product name (کارساز / Karsaz) when it has none. */
export function resolveDocumentTitle(titleKey: RouteTitleKey | undefined, t: TFunction): string {
  const title = titleKey ? t(titleKey, { defaultValue: '' }) : '';
  return title || t('app.name');
}

/** Keeps `document.title` in step with the current route and language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useMatches({ select: findTitleKey });
  useEffect(() => {
    document.title = resolveDocumentTitle(titleKey, t);
  }, [titleKey, t]);
}
