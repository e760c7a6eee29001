/** The entity pages as the router knows them (no entity definition: this is in the first load). */

/** What the router and the sidebar need of an entity page, without the definitions (those come with its screen). */
export interface EntityPageEntry {
  url: string;
  titleKey: `entities.${string}`;
  formPages?: { create: string; edit: string; view?: string };
  /** the page of one of the entity's views (a level screen, `/supplier-2`) */
  view?: boolean;
}

/**
 * An entity page as the first load carries it: its url, its entity's name, whether it is a view's page, and its
 * form pages. Every page of every module is in the first load (the router knows them all), so each costs as few
 * bytes as it can: the title key is worked out from the name, the icon comes with the signed-in shell.
 */
export type CompactPage = [url: string, entity: string, view: 0 | 1, create?: string, edit?: string, viewForm?: string];

/** The entry of a compact page (the title key as packages/entities' `entityPages()` makes it). */
export function expandPage([url, entity, view, create, edit, viewForm]: CompactPage): EntityPageEntry {
  return {
    url,
    titleKey: view ? `entities.${entity}@${url.replace(/^\//, '')}` : `entities.${entity}`,
    ...(create && edit ? { formPages: { create, edit, ...(viewForm ? { view: viewForm } : {}) } } : {}),
    ...(view ? { view: true } : {}),
  };
}
