import { entityPages } from '@karsaz/entities';
import { entityTitlesEn, entityTitlesFa } from './messages';

/** What the router and the sidebar need of an entity page, without the definitions (those come with its screen). */
export interface EntityPageEntry {
  url: string;
  titleKey: `entities.${string}`;
  icon?: string;
  formPages?: { create: string; edit: string; view?: string };
  /** the page of one of the entity's views (a level screen, `/supplier-2`) */
  view?: boolean;
}

/**
 * The index of the entity pages and their titles, computed from packages/entities when the app is built (the
 * `virtual:karsaz/entity-pages` module of vite.config.ts), so the first load carries no entity definition.
 */
export function entityPageIndex(): { pages: EntityPageEntry[]; titles: { fa: Record<string, string>; en: Record<string, string> } } {
  return {
    pages: entityPages().map((p) => ({
      url: p.url,
      titleKey: p.titleKey,
      ...(p.icon ? { icon: p.icon } : {}),
      ...(p.entity.menu.formPages ? { formPages: { ...p.entity.menu.formPages } } : {}),
      ...(p.where ? { view: true } : {}),
    })),
    titles: { fa: entityTitlesFa, en: entityTitlesEn },
  };
}
