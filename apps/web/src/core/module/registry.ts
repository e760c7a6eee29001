import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { ModuleMessages, ModulePage, WebModule } from './module';

/**
 * Every module of the SPA, in two halves, so that the sign-in page's first load does not grow with each page of the
 * signed-in app (180 KiB gzipped, e2e/tests/bundle-size.spec.ts):
 * - the public half, `src/modules/<area>/public.ts(x)`: the pages outside the staff shell (layout `auth` or `root`:
 *   sign-in, sign-up, the single-sign-on callback, the applicants' pages). Found by the eager glob below, so they
 *   are part of the first load and the router knows them at once.
 * - the signed-in half, `src/modules/<area>/module.ts(x)` with core's own two (the shell's texts and the generic
 *   entity pages): everything of the signed-in app. Its own chunk (signedInModules.ts), fetched with the signed-in
 *   route tree (router.ts, `loadSignedInRoutes`) or with the modules' texts ({@link loadModuleResources}).
 * These globs are the one place core reaches the modules (a test keeps it so); a new area is a folder with a module
 * file, nothing to edit here.
 */
const found = import.meta.glob<{ default: WebModule }>('../../modules/*/public.{ts,tsx}', { eager: true });

/** The default exports of module files found by a glob, in path order; a file without one is an error. */
export function collectModules(files: Record<string, { default: WebModule }>): WebModule[] {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, m]) => {
      if (!m.default?.name) throw new Error(`${path} has no default export made with defineModule`);
      return m.default;
    });
}

/** The public half: known from the first load. */
export const publicModules: readonly WebModule[] = collectModules(found);

let signedIn: readonly WebModule[] | null = null;
let signedInLoading: Promise<readonly WebModule[]> | null = null;

/** Fetches the signed-in half of the modules (once; again after a failed fetch). */
export function loadSignedInModules(): Promise<readonly WebModule[]> {
  signedInLoading ??= import('./signedInModules').then(
    (m) => (signedIn = m.signedInModules),
    (error: unknown) => {
      signedInLoading = null;
      throw error;
    },
  );
  return signedInLoading;
}

/** The modules known so far: the signed-in half (once loaded), then the public half. */
export const webModules = (): readonly WebModule[] => [...(signedIn ?? []), ...publicModules];

/** Every page of these modules. */
export const modulePages = (modules: readonly WebModule[] = webModules()): ModulePage[] => modules.flatMap((m) => m.pages ?? []);

interface ShellResources {
  messages: ModuleMessages;
  icons: Record<string, Icon>;
}

let loaded: ShellResources | null = null;
let loading: Promise<ShellResources> | null = null;

/**
 * Fetches what the modules give the signed-in shell (their texts and icon loaders), once, after the signed-in half
 * of the modules; the app layout route waits for it, so every signed-in page and the sidebar have them.
 */
export function loadModuleResources(): Promise<ShellResources> {
  loading ??= loadSignedInModules()
    .then(() =>
      Promise.all(
        webModules().map(async (m) => ({
          messages: (await m.messages?.()) ?? { fa: {}, en: {} },
          icons: typeof m.icons === 'function' ? await m.icons() : (m.icons ?? {}),
        })),
      ),
    )
    .then((parts) => {
      loaded = {
        messages: { fa: Object.assign({}, ...parts.map((p) => p.messages.fa)), en: Object.assign({}, ...parts.map((p) => p.messages.en)) },
        icons: Object.assign({}, ...parts.map((p) => p.icons)),
      };
      return loaded;
    });
  return loading;
}

/** The sidebar icons the modules give their menu urls (those of loaders once loaded). */
export const moduleIcons = (): Record<string, Icon> =>
  loaded?.icons ?? Object.assign({}, ...webModules().map((m) => (typeof m.icons === 'function' ? {} : (m.icons ?? {}))));

/** The modules' texts of one language, merged, once loaded (else none). */
export const moduleMessages = (language: 'fa' | 'en'): Record<string, unknown> => loaded?.messages[language] ?? {};

/** What the modules add to the shell's header, in module order. */
export const headerItems = (): ComponentType[] => webModules().flatMap((m) => [...(m.headerItems ?? [])]);
