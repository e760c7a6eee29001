import { entityModule } from '../entity/module';
import { shellModule } from '../layout/module';
import type { WebModule } from './module';
import { collectModules } from './registry';

/**
 * The signed-in half of the modules (registry.ts): the signed-in shell's texts, the generic entity pages (with the
 * entity page index, `virtual:karsaz/entity-pages`), then each `src/modules/<area>/module.ts(x)`. A chunk of its own,
 * which the first load does without: fetched with the signed-in route tree.
 */
const found = import.meta.glob<{ default: WebModule }>('../../modules/*/module.{ts,tsx}', { eager: true });

export const signedInModules: readonly WebModule[] = [shellModule, entityModule, ...collectModules(found)];
