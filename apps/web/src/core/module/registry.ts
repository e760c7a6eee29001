import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { entityModule } from '../entity/module';
import { shellModule } from '../layout/module';
import type { ModuleMessages, ModulePage, WebModule } from './module';

/**
 * Every module of the SPA: the signed-in shell's texts, the generic entity pages, then each `src/modules/<area>/module.ts(x)` found at build
 * time. This glob is the one place core reaches the modules (a test keeps it so); a new area is a folder with a
 * module file, nothing to edit here.
 */
const found = import.meta.glob<{ default: WebModule }>('../../modules/*/module.{ts,tsx}', { eager: true });

export const webModules: readonly WebModule[] = [
  shellModule,
  entityModule,
  ...Object.entries(found)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, m]) => {
      if (!m.default?.name) throw new Error(`${path} has no default export made with defineModule`);
      return m.default;
    }),
];

/** Every page of every module. */
export const modulePages = (): ModulePage[] => webModules.flatMap((m) => m.pages ?? []);

interface ShellResources {
  messages: ModuleMessages;
  icons: Record<string, Icon>;
}

let loaded: ShellResources | null = null;
let loading: Promise<ShellResources> | null = null;

/**
 * Fetches what the modules give the signed-in shell (their texts and icon loaders), once; the app layout route
 * waits for it, so every signed-in page and the sidebar have them.
 */
export function loadModuleResources(): Promise<ShellResources> {
  loading ??= Promise.all(
    webModules.map(async (m) => ({
      messages: (await m.messages?.()) ?? { fa: {}, en: {} },
      icons: typeof m.icons === 'function' ? await m.icons() : (m.icons ?? {}),
    })),
  ).then((parts) => {
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
  loaded?.icons ?? Object.assign({}, ...webModules.map((m) => (typeof m.icons === 'function' ? {} : (m.icons ?? {}))));

/** The modules' texts of one language, merged, once loaded (else none). */
export const moduleMessages = (language: 'fa' | 'en'): Record<string, unknown> => loaded?.messages[language] ?? {};

/** What the modules add to the shell's header, in module order. */
export const headerItems = (): ComponentType[] => webModules.flatMap((m) => [...(m.headerItems ?? [])]);
