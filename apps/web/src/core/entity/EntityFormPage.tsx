import type { EntityPage } from '@karsaz/entities';
import { useNavigate } from '@tanstack/react-router';
import { usePageAccess } from '../access';
import { EntityForm } from './EntityForm';

/**
 * The form of an entity on a page of its own (`/thirdparties-2/create/:id?`, `/employer-contracts-2/:id/edit`),
 * for definitions with `menu.formPages`: a create goes on to the new row's edit page, where its children are
 * added; closing goes back to the list.
 */
export function EntityFormPage({ page, mode, id }: { page: EntityPage; mode: 'create' | 'edit' | 'view'; id?: number }) {
  const navigate = useNavigate();
  const access = usePageAccess(page.url);
  const forms = page.entity.menu.formPages!;
  // without Update the edit page shows the row read-only
  const effective = mode === 'edit' && !access.update ? 'view' : mode;
  return (
    <EntityForm
      asPage
      opened
      entity={page.entity}
      mode={effective}
      id={id}
      preset={page.where}
      pageUrl={page.url}
      onClose={() => void navigate({ to: page.url })}
      onCreated={(created) => void navigate({ to: `${page.url}/${forms.edit.replace('$id', String(created))}` })}
    />
  );
}
