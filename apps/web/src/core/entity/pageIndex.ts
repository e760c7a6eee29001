import { REPORTS, entityPages } from '@karsaz/entities';
import { entityTitlesEn, entityTitlesFa } from './messages';
import type { CompactPage } from './pageEntry';

export type { CompactPage, EntityPageEntry } from './pageEntry';

/**
 * The index of the entity pages, their icons and titles, computed from packages/entities when the app is built (the
 * `virtual:karsaz/entity-pages`, `…/entity-icons` and `…/entity-titles` modules of vite.config.ts), so the first load
 * carries no entity definition; only `pages` is in it.
 */
export function entityPageIndex(): { pages: CompactPage[]; icons: Record<string, string>; titles: { fa: Record<string, string>; en: Record<string, string> } } {
  return {
    pages: entityPages().map((p): CompactPage => {
      const f = p.entity.menu.formPages;
      const view = p.where ? 1 : 0;
      if (!f) return [p.url, p.entity.name, view];
      return f.view ? [p.url, p.entity.name, view, f.create, f.edit, f.view] : [p.url, p.entity.name, view, f.create, f.edit];
    }),
    // the sidebar icons of the report pages too (their pages: src/modules/reports), with the shell as these
    icons: Object.fromEntries([...entityPages(), ...REPORTS].flatMap((p) => (p.icon ? [[p.url, p.icon]] : []))),
    titles: { fa: entityTitlesFa, en: entityTitlesEn },
  };
}
