import type { Icon } from '@tabler/icons-react';
import { lazyRouteComponent, type ParsedLocation, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { RouterContext } from '../auth/queries';

/**
 * Where a page lives: `app` inside the signed-in shell (the default; its guard checks the session and the user's
 * menus), `auth` under /auth (visitors; a signed-in user goes to the dashboard), `root` bare (its own guard). The
 * `auth` and `root` pages are declared in a module's public.ts, part of the first load (registry.ts).
 */
export type PageLayout = 'app' | 'auth' | 'root';

/** A page of a module: its path (relative to /common/ or /auth), its title text and its component, loaded on demand. */
export interface ModulePage {
  path: string;
  layout?: PageLayout;
  /** the i18n key of the page title (`document.title`), e.g. `access.routes.accessManagement` */
  titleKey: string;
  /** made with {@link lazyPage}: the page's code is its own chunk, fetched when the page is first opened */
  component: RouteComponent;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  beforeLoad?: (args: { context: RouterContext; location: ParsedLocation }) => void | Promise<void>;
}

/** A translation tree per language, merged at the top of the app's texts (give each area its own key). */
export interface ModuleMessages {
  fa: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * One area of the SPA, declared in `src/modules/<area>/module.ts` (default export): its pages, the sidebar icons of
 * its menu urls, its texts and what it adds to the shell. The router, the sidebar and i18n collect every module
 * through `registry.ts`; nothing in core names a module. Pages outside the staff shell (layout `auth` or `root`) are
 * declared in `src/modules/<area>/public.ts` instead (the same kind of default export), which the first load
 * carries; `module.ts` comes with the signed-in route tree.
 */
export interface WebModule {
  name: string;
  pages?: readonly ModulePage[];
  /** sidebar icons of this area's menu urls, or a loader of them (fetched with the signed-in shell) */
  icons?: Readonly<Record<string, Icon>> | (() => Promise<Readonly<Record<string, Icon>>>);
  /**
   * Its texts, loaded with the signed-in shell (the sign-in page does without them):
   * `messages: () => import('./messages').then((m) => ({ fa: { access: m.accessFa }, en: { access: m.accessEn } }))`.
   */
  messages?: () => Promise<ModuleMessages>;
  /** components the shell shows in its header (e.g. the notification bell) */
  headerItems?: readonly ComponentType[];
}

export const defineModule = <M extends WebModule>(module: M): M => module;

/**
 * A page component loaded on demand: `lazyPage(() => import('./SettingPage'), 'SettingPage')`. The router fetches the
 * chunk before it shows the page (or on hover/focus of a link to it), so no loading flash replaces the old page.
 */
export function lazyPage<T extends Record<string, unknown>>(importer: () => Promise<T>, exportName: keyof T & string): RouteComponent {
  return lazyRouteComponent(importer as () => Promise<Record<string, ComponentType>>, exportName) as RouteComponent;
}

/** A page that renders a lazily loaded component with fixed props; preloaded with it. */
export function withProps<P extends object>(Lazy: RouteComponent, Render: ComponentType<P>, name: string): RouteComponent {
  const Page = Render as RouteComponent;
  (Page as { displayName?: string }).displayName = name;
  (Page as { preload?: () => Promise<void> }).preload = (Lazy as { preload?: () => Promise<void> }).preload;
  return Page;
}
