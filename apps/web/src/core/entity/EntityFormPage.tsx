import { formPageUrl, type EntityPage } from '@karsaz/entities';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePageAccess } from '../access';
import { tabKeyOf, tabStore } from '../tabs';
import { EntityForm } from './EntityForm';

/**
 * The form of an entity on a page of its own (`/thirdparties-2/create/:id?`, `/employer-contracts-2/:id/edit`),
 * for definitions with `menu.formPages`: a create goes on to the new row's edit page, where its children are
 * added; closing goes back to the list.
 */
export function EntityFormPage({ page, mode, id }: { page: EntityPage; mode: 'create' | 'edit' | 'view'; id?: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  /** leaves the form for `to`, closing the form's tab (its work is saved or given up; a kept-alive copy would be stale) */
  const leave = async (to: string) => {
    const key = tabKeyOf(location.pathname);
    await navigate({ to });
    tabStore.set(tabStore.get().filter((t) => t.key !== key));
  };
  const access = usePageAccess(page.url);
  // a create page may be opened with links fixed by the address (`/personnel-2/create?jobApplicationId=7`: a record
  // hired from a job application); they join the page's own slice, read-only
  const search = location.search as Record<string, unknown>;
  const fixed = mode === 'create' ? Object.entries(search).filter(([k, v]) => page.entity.fields[k]?.type === 'link' && Number.isInteger(Number(v)) && Number(v) > 0).map(([k, v]) => `${k}=${Number(v)}`).join('&') : '';
  // one object while the address stays (the form starts over when its preset changes)
  const preset = useMemo(
    () => (fixed ? { ...page.where, ...Object.fromEntries(fixed.split('&').map((p) => p.split('=')).map(([k, v]) => [k!, Number(v)])) } : page.where),
    [fixed, page.where],
  );
  // without Update the edit page shows the row read-only
  const effective = mode === 'edit' && !access.update ? 'view' : mode;
  return (
    <EntityForm
      asPage
      opened
      entity={page.entity}
      mode={effective}
      id={id}
      preset={preset}
      pageUrl={page.url}
      onClose={() => void leave(page.url)}
      onCreated={(created) => void leave(formPageUrl(page.entity, page.url, 'edit', created))}
    />
  );
}
