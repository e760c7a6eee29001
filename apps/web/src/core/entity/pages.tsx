import { entityPages, findEntity, type EntityPage } from '@karsaz/entities';
import { useNavigate } from '@tanstack/react-router';
import { EntityForm } from './EntityForm';
import { EntityFormPage } from './EntityFormPage';
import { EntityListPage } from './EntityListPage';

// The generic screens' chunk (the entity lists and forms, and the reports' page, which shares their filters, lookups
// and table): the definitions come with it, looked up by the page's url.
export { ReportAt } from '../report/ReportPage';

let byUrl: Map<string, EntityPage> | null = null;
function pageAt(url: string): EntityPage {
  byUrl ??= new Map(entityPages().map((p) => [p.url, p]));
  const page = byUrl.get(url);
  if (!page) throw new Error(`no entity page at ${url}`);
  return page;
}

/** The list page at an entity page's url. */
export function EntityListAt({ url }: { url: string }) {
  const page = pageAt(url);
  return <EntityListPage entity={page.entity} page={page} />;
}

/** The form page of the entity page at `url`. */
export function EntityFormAt({ url, mode, id }: { url: string; mode: 'create' | 'edit' | 'view'; id?: number }) {
  return <EntityFormPage page={pageAt(url)} mode={mode} id={id} />;
}

/**
 * A workflow document opened from the inbox by someone who takes part in its approval without holding its pages
 * (`/inbox-2/$entity/$id`): read-only, with its workflow panel; closing goes back to the inbox.
 */
export function EntityDocumentAt({ entity, id }: { entity: string; id: number }) {
  const navigate = useNavigate();
  // a document without a list page of its own (listed on a page of tabs: a leave request) opens from its definition
  const page = entityPages().find((p) => p.entity.name === entity && p.entity.workflow && !p.where);
  const definition = page?.entity ?? findEntity(entity);
  if (!definition?.workflow) return null;
  return <EntityForm asPage opened entity={definition} mode="view" id={id} pageUrl={page?.url ?? definition.menu.url} onClose={() => void navigate({ to: '/inbox-2' })} />;
}
