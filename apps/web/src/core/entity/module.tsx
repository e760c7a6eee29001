import { entityPages, type EntityPage } from '@karsaz/entities';
import { useParams, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { defineModule, lazyPage, withProps, type ModulePage } from '../module/module';
import { entityIcons } from './icons';
import { entityEn, entityFa, entityTitlesEn, entityTitlesFa, formTitleKey } from './messages';

// The generic screens are one chunk each, fetched when the first entity page is opened.
const LazyList = lazyPage(() => import('./EntityListPage'), 'EntityListPage');
const LazyForm = lazyPage(() => import('./EntityFormPage'), 'EntityFormPage');
const List = LazyList as unknown as ComponentType<{ entity: EntityPage['entity']; page: EntityPage }>;
const Form = LazyForm as unknown as ComponentType<{ page: EntityPage; mode: 'create' | 'edit' | 'view'; id?: number }>;

declare module '../i18n/types' {
  interface ModuleMessages {
    entity: typeof entityFa;
    entities: typeof entityTitlesFa;
  }
}

/** `?view=1` shows a row's form page read-only. */
const viewSearch = (search: Record<string, unknown>): { view?: 1 } => (search.view === 1 || search.view === '1' ? { view: 1 } : {});

function listPage(page: EntityPage): ModulePage {
  return {
    path: page.url,
    titleKey: page.titleKey,
    component: withProps(LazyList, () => <List entity={page.entity} page={page} />, 'EntityPageRoute'),
  };
}

/** A row's form page (`create/$id`, `$id/edit`, `$id/view`). */
function rowFormPage(page: EntityPage, path: string, mode: 'edit' | 'view'): ModulePage {
  function EntityRowFormPage() {
    const { id } = useParams({ strict: false }) as { id: string };
    const { view } = useSearch({ strict: false }) as { view?: 1 };
    return <Form key={`${mode}-${id}`} page={page} mode={view ? 'view' : mode} id={Number(id)} />;
  }
  return { path: `${page.url}/${path}`, titleKey: formTitleKey(page.titleKey, mode), validateSearch: viewSearch, component: withProps(LazyForm, EntityRowFormPage, 'EntityRowFormPage') };
}

/** The form pages of a definition with `menu.formPages`, below each of its list pages. */
function formPages(page: EntityPage): ModulePage[] {
  const forms = page.entity.menu.formPages;
  if (!forms) return [];
  return [
    {
      path: `${page.url}/${forms.create}`,
      titleKey: formTitleKey(page.titleKey, 'create'),
      component: withProps(LazyForm, () => <Form page={page} mode="create" />, 'EntityCreatePage'),
    },
    rowFormPage(page, forms.edit, 'edit'),
    ...(forms.view ? [rowFormPage(page, forms.view, 'view')] : []),
  ];
}

/**
 * The generic entity screens as a module: the list page of every entity of packages/entities that has one and of
 * every view with a page, at its menu url, titled by its label; the form pages of the definitions that put their
 * form on pages; their sidebar icons and texts.
 */
export const entityModule = defineModule({
  name: 'entity',
  pages: entityPages().flatMap((page) => [listPage(page), ...formPages(page)]),
  icons: entityIcons(),
  messages: { fa: { entity: entityFa, entities: entityTitlesFa }, en: { entity: entityEn, entities: entityTitlesEn } },
});
