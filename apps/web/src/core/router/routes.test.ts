import { createMemoryHistory } from '@tanstack/react-router';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/api';
import { loadSignedInModules, modulePages, publicModules } from '../module/registry';
import { createQueryClient } from '../query/queryClient';
import { createAppRouter, loadSignedInRoutes } from './router';

function newRouter(path: string) {
  const api = createApi({ baseUrl: 'http://karsaz.test', fetch: async () => new Response('{}'), session: { locks: null } });
  return createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), context: { api, queryClient: createQueryClient() } });
}

describe('the route tree in two halves', () => {
  it('the whole tree has every page of every module, the shell’s tree only the public ones and stand-ins', async () => {
    const router = newRouter('/common/auth/sign-in');
    const shellIds = Object.keys(router.routesById);
    await loadSignedInRoutes(router);
    const fullIds = Object.keys(router.routesById);
    for (const page of modulePages([...(await loadSignedInModules()), ...publicModules])) {
      const path = page.layout === 'auth' ? `/auth/${page.path}` : page.path;
      expect(router.routesByPath[path as never], path).toBeDefined();
    }
    // the shell's routes keep their ids in the whole tree: the page on screen stays when the tree is swapped
    expect(shellIds.filter((id) => !fullIds.includes(id))).toEqual([]);
    expect(shellIds).toEqual(expect.arrayContaining(['/auth/sign-in', '/applicant-register', '/oauth2/callback', '/applicant-dashboard', '/access-block']));
    // below the app layout's stand-in, only a catch-all
    expect(shellIds.filter((id) => id.startsWith('/app/'))).toEqual(['/app/$']);
    expect(fullIds).toEqual(expect.arrayContaining(['/app', '/app/dashboard-2', '/app/$']));
  });

  it('a router starts with the shell’s tree and takes the whole one once it is fetched, once', async () => {
    const router = newRouter('/common/auth/sign-in');
    const shell = router.routeTree;
    expect(router.routesById['/auth/sign-in' as never]).toBeDefined();
    expect(router.routesById['/app/dashboard-2' as never]).toBeUndefined();
    await Promise.all([loadSignedInRoutes(router), loadSignedInRoutes(router)]);
    const full = router.routeTree;
    expect(full).not.toBe(shell);
    expect(router.routesById['/app/dashboard-2' as never]).toBeDefined();
    await loadSignedInRoutes(router);
    expect(router.routeTree).toBe(full);
  });
});

/** The static imports of a file (not `import()`, not `import type`), resolved to files of src. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  return found.map((s) => {
    if (!s.startsWith('.')) return s;
    const base = resolve(dirname(file), s);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/')) ?? base;
  });
}

describe('the first load', () => {
  it('reaches neither the signed-in half of the routes and modules nor the entity page index (main.tsx’s static imports)', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (file.startsWith(src)) for (const next of staticImports(file)) if (next.startsWith(src) || next.startsWith('virtual:')) visit(next);
    };
    visit(join(src, 'main.tsx'));
    // and what the registry's eager glob brings in: the public half of the modules
    for (const area of readdirSync(join(src, 'modules'))) for (const ext of ['ts', 'tsx']) if (existsSync(join(src, 'modules', area, `public.${ext}`))) visit(join(src, 'modules', area, `public.${ext}`));
    const reached = [...seen].map((f) => f.replace(`${src}/`, ''));
    expect(reached).toEqual(expect.arrayContaining(['core/router/routes.tsx', 'core/module/registry.ts', 'modules/auth/public.ts']));
    for (const lazy of ['core/router/signedInRoutes.tsx', 'core/module/signedInModules.ts', 'core/access/menus.ts', 'virtual:karsaz/entity-pages']) expect(reached).not.toContain(lazy);
    expect(reached.filter((f) => /^modules\/[^/]+\/module\.tsx?$/.test(f))).toEqual([]);
  });
});
