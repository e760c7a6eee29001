import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { ENTITIES } from '@karsaz/entities';
import { EntityListPage } from './EntityListPage';

/** The list page of every entity of packages/entities that has one, at its menu url, titled by its plural label. */
export function entityRoutes(parent: AnyRoute): AnyRoute[] {
  return ENTITIES.filter((entity) => entity.menu.page !== false).map((entity) =>
    createRoute({
      getParentRoute: () => parent,
      path: entity.menu.url,
      staticData: { titleKey: `entities.${entity.name}` },
      component: function EntityPage() {
        return <EntityListPage entity={entity} />;
      },
    }),
  );
}
