import compactPages from 'virtual:karsaz/entity-pages';
import { useParams, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { defineModule, lazyPage, withProps, type ModulePage } from '../module/module';
import type { entityFa, entityTitlesFa } from './messages';
import type { documentFa } from '../document/messages';
import type { relationalFa } from './relational-messages';
import type { listFa } from '../list/messages';
import { formTitleKey } from './titleKeys';
import { NotFoundPage } from '../status/NotFoundPage';
import { expandPage, type EntityPageEntry } from './pageEntry';

const entityPages = compactPages.map(expandPage);

// The generic screens and the definitions are fetched when the first entity page is opened; the routes, titles and
// icons come from the page index built with the app (pageIndex.ts).
const LazyList = lazyPage(() => import('./pages'), 'EntityListAt');
const LazyForm = lazyPage(() => import('./pages'), 'EntityFormAt');
const LazyDocument = lazyPage(() => import('./pages'), 'EntityDocumentAt');
const List = LazyList as unknown as ComponentType<{ url: string }>;
const Form = LazyForm as unknown as ComponentType<{ url: string; mode: 'create' | 'edit' | 'view'; id?: number }>;
const Document = LazyDocument as unknown as ComponentType<{ entity: string; id: number }>;

declare module '../i18n/types' {
  interface ModuleMessages {
    entity: typeof entityFa;
    entities: typeof entityTitlesFa;
    document: typeof documentFa;
    relational: typeof relationalFa;
    list: typeof listFa;
  }
}

/** `?view=1` shows a row's form page read-only. */
const viewSearch = (search: Record<string, unknown>): { view?: 1 } => (search.view === 1 || search.view === '1' ? { view: 1 } : {});

function listPage(page: EntityPageEntry): ModulePage {
  return {
    path: page.url,
    titleKey: page.titleKey,
    component: withProps(LazyList, () => <List url={page.url} />, 'EntityPageRoute'),
  };
}

/** A row's form page (`create/$id`, `$id/edit`, `$id/view`). */
function rowFormPage(page: EntityPageEntry, path: string, mode: 'edit' | 'view'): ModulePage {
  function EntityRowFormPage() {
    const { id } = useParams({ strict: false }) as { id: string };
    const { view } = useSearch({ strict: false }) as { view?: 1 };
    // `/new-inventory-2/create` is no row: the not-found page, not an empty form
    if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundPage />;
    return <Form key={`${mode}-${id}`} url={page.url} mode={view ? 'view' : mode} id={Number(id)} />;
  }
  return { path: path.startsWith('/') ? path : `${page.url}/${path}`, titleKey: formTitleKey(page.titleKey, mode), validateSearch: viewSearch, component: withProps(LazyForm, EntityRowFormPage, 'EntityRowFormPage') };
}

/** The form pages of a definition with `menu.formPages`, below each of its list pages. */
function formPages(page: EntityPageEntry): ModulePage[] {
  const forms = page.formPages;
  if (!forms) return [];
  // form pages of their own address (`/supply-goods-2/:id?`) belong to the entity's own page, not to its views
  if (forms.create.startsWith('/') && page.view) return [];
  return [
    {
      path: forms.create.startsWith('/') ? forms.create : `${page.url}/${forms.create}`,
      titleKey: formTitleKey(page.titleKey, 'create'),
      component: withProps(LazyForm, () => <Form url={page.url} mode="create" />, 'EntityCreatePage'),
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
/** A workflow document opened from the inbox (`/inbox-2` is open to every user; the task is the grant to read it). */
function InboxDocumentPage() {
  const { entity, id } = useParams({ strict: false }) as { entity: string; id: string };
  return <Document key={`${entity}-${id}`} entity={entity} id={Number(id)} />;
}

export const entityModule = defineModule({
  name: 'entity',
  pages: [
    ...entityPages.flatMap((page) => [listPage(page), ...formPages(page)]),
    { path: '/inbox-2/$entity/$id', titleKey: 'document.fromInbox', component: withProps(LazyDocument, InboxDocumentPage, 'InboxDocumentPage') },
  ],
  icons: async () => {
    const [m, { default: icons }] = await Promise.all([import('./icons'), import('virtual:karsaz/entity-icons')]);
    return m.entityIcons(Object.entries(icons).map(([url, icon]) => ({ url, icon })));
  },
  messages: async () => {
    const [m, d, r, l, { default: titles }] = await Promise.all([import('./messages'), import('../document/messages'), import('./relational-messages'), import('../list/messages'), import('virtual:karsaz/entity-titles')]);
    return {
      fa: { entity: m.entityFa, entities: titles.fa, document: d.documentFa, relational: r.relationalFa, list: l.listFa },
      en: { entity: m.entityEn, entities: titles.en, document: d.documentEn, relational: r.relationalEn, list: l.listEn },
    };
  },
});
