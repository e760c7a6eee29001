import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { entityModule } from '../entity/module';
import type { ModulePage, WebModule } from './module';

/**
 * Every module of the SPA: the generic entity pages, then each `src/modules/<area>/module.ts(x)` found at build
 * time. This glob is the one place core reaches the modules (a test keeps it so); a new area is a folder with a
 * module file, nothing to edit here.
 */
const found = import.meta.glob<{ default: WebModule }>('../../modules/*/module.{ts,tsx}', { eager: true });

export const webModules: readonly WebModule[] = [
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

/** The sidebar icons the modules give their menu urls. */
export const moduleIcons = (): Record<string, Icon> => Object.assign({}, ...webModules.map((m) => m.icons ?? {}));

/** The modules' texts of one language, merged. */
export const moduleMessages = (language: 'fa' | 'en'): Record<string, unknown> =>
  Object.assign({}, ...webModules.map((m) => m.messages?.[language] ?? {}));

/** What the modules add to the shell's header, in module order. */
export const headerItems = (): ComponentType[] => webModules.flatMap((m) => [...(m.headerItems ?? [])]);
