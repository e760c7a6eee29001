import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { entityPages, formPageUrl, type EntityPage } from '@karsaz/entities';
import { EntityListPage } from './EntityListPage';
import { EntityFormPage } from './EntityFormPage';
import { formTitleKey } from './messages';

/** A route of a row's form page (`create/$id`, `$id/edit`, `$id/view`); `?view=1` shows it read-only. */
function rowFormRoute(parent: AnyRoute, page: EntityPage, path: string, mode: 'edit' | 'view'): AnyRoute {
  const ref: { route: AnyRoute | null } = { route: null };
  ref.route = createRoute({
    getParentRoute: () => parent,
    path: path.startsWith('/') ? path : `${page.url}/${path}`,
    staticData: { titleKey: formTitleKey(page.titleKey, mode) },
    validateSearch: (search: Record<string, unknown>): { view?: 1 } => (search.view === 1 || search.view === '1' ? { view: 1 } : {}),
    component: function EntityRowFormPage() {
      const { id } = ref.route!.useParams() as { id: string };
      const { view } = ref.route!.useSearch() as { view?: 1 };
      return <EntityFormPage key={`${mode}-${id}`} page={page} mode={view ? 'view' : mode} id={Number(id)} />;
    },
  });
  return ref.route;
}

/** The form pages of a definition with `menu.formPages`, below each of its list pages. */
function formRoutes(parent: AnyRoute, page: EntityPage): AnyRoute[] {
  const forms = page.entity.menu.formPages;
  if (!forms) return [];
  // form pages of their own address (`/supply-goods-2/:id?`) belong to the entity's own page, not to its views
  if (forms.create.startsWith('/') && page.where) return [];
  return [
    createRoute({
      getParentRoute: () => parent,
      path: formPageUrl(page.entity, page.url, 'create'),
      staticData: { titleKey: formTitleKey(page.titleKey, 'create') },
      component: function EntityCreatePage() {
        return <EntityFormPage page={page} mode="create" />;
      },
    }),
    rowFormRoute(parent, page, forms.edit, 'edit'),
    ...(forms.view ? [rowFormRoute(parent, page, forms.view, 'view')] : []),
  ];
}

/**
 * The list page of every entity of packages/entities that has one and of every view with a page, at its menu url,
 * titled by its label; and the form pages of the definitions that put their form on pages.
 */
export function entityRoutes(parent: AnyRoute): AnyRoute[] {
  return entityPages().flatMap((page) => [
    createRoute({
      getParentRoute: () => parent,
      path: page.url,
      staticData: { titleKey: page.titleKey },
      component: function EntityPageRoute() {
        return <EntityListPage entity={page.entity} page={page} />;
      },
    }),
    ...formRoutes(parent, page),
  ]);
}
