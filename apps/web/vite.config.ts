import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BASE_PATH } from './src/core/router/paths.ts';

/**
 * The build id (spec §1: the update notice): baked into the bundle as __BUILD_ID__ and written to dist/version.json,
 * which the running app polls; a different id there means a newer build is deployed.
 */
const BUILD_ID = process.env.KARSAZ_BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function buildIdFile(): Plugin {
  return {
    name: 'karsaz-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ build: BUILD_ID }) });
    },
  };
}

/**
 * Mantine's CSS per component, with the component: each `@mantine/core/esm/components/X/Y.module.mjs` (the class
 * names of a component) imports `@mantine/core/styles/Y.css`, so a chunk carries the styles of exactly the
 * components it uses and a page's styles arrive with its code (main.tsx imports only the base layers).
 */
function mantineStylesPerComponent(): Plugin {
  const moduleFile = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'karsaz-mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const match = moduleFile.exec(id.split('?')[0]!);
      if (!match) return null;
      const root = id.slice(0, id.search(/[\\/]esm[\\/]components[\\/]/));
      const css = join(root, 'styles', `${match[1]}.css`);
      if (!existsSync(css)) return null;
      return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
    },
  };
}

/**
 * `virtual:karsaz/entity-pages` and `…/entity-titles`: the urls, form pages, icons and titles of the entity pages, computed from
 * packages/entities when the app is built (src/core/entity/pageIndex.ts), so the router and the sidebar know every
 * entity page while the definitions themselves travel with the entity screens' chunk. The definitions are plain data:
 * a module of packages/entities that nothing uses is left out of a chunk.
 */
function entityPageIndex(): Plugin {
  // `…/entity-pages`: the urls, entity names and form pages (the routes, in the first load); `…/entity-icons` and
  // `…/entity-titles`: the icon names and the titles (which come with the signed-in shell)
  const ids: Record<string, 'pages' | 'icons' | 'titles'> = { 'virtual:karsaz/entity-pages': 'pages', 'virtual:karsaz/entity-icons': 'icons', 'virtual:karsaz/entity-titles': 'titles' };
  const pkg = (name: string) => fileURLToPath(new URL(`../../packages/${name}/src/index.ts`, import.meta.url));
  return {
    name: 'karsaz-entity-page-index',
    resolveId: (source) => (ids[source] ? `\0${source}` : null),
    async load(source) {
      const part = source.startsWith('\0') ? ids[source.slice(1)] : undefined;
      if (!part) return null;
      const file = fileURLToPath(new URL('./src/core/entity/pageIndex.ts', import.meta.url));
      const { module } = await runnerImport<typeof import('./src/core/entity/pageIndex.ts')>(file, {
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: { '@karsaz/entities': pkg('entities'), '@karsaz/domain': pkg('domain') } },
      });
      return `export default ${JSON.stringify(module.entityPageIndex()[part])};`;
    },
    transform(_code, file) {
      return /[\\/]packages[\\/]entities[\\/]src[\\/]/.test(file) ? { moduleSideEffects: false } : null;
    },
  };
}

// The SPA is served under /common/ (spec platform-core §2); the API serves apps/web/dist there in production.
export default defineConfig({
  base: BASE_PATH,
  plugins: [react(), mantineStylesPerComponent(), entityPageIndex(), buildIdFile()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // Workspace packages (@karsaz/domain) are compiled from their TypeScript source (`source` export condition),
  // not from their CommonJS build; Vite's own conditions stay.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // A page loaded on demand brings its styles with it (Vite's preload helper fetches them before the page runs);
    // its JavaScript imports the browser follows by itself. Listing them too put every page's chunk names into the
    // entry chunk, which grew with each page added and would push the sign-in page over its budget
    // (e2e/tests/bundle-size.spec.ts); a page's own imports now load one step later, from the same server.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps) },
    // dist/.vite/manifest.json: which chunks and styles each page needs (the size check and `pnpm bench web`)
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than the app: separate chunks stay cached across releases.
        // Mantine, the icons and the other libraries go with the pages that use them (each page loads on demand):
        // a group pulls every module it matches into one chunk, so a group of all of Mantine (as before) put all of
        // it into the first load. The sign-in page's first load must stay within 180 KiB gzipped
        // (e2e/tests/bundle-size.spec.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // the parts every form (the sign-in page's first) needs, in one chunk instead of a dozen small ones
            {
              name: 'form-kit',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Divider|Code|SegmentedControl|FloatingIndicator)[\\/]|[\\/]src[\\/]core[\\/](forms|i18n[\\/]LanguageToggle|auth[\\/](flow|pkce))|[\\/]src[\\/]modules[\\/]auth[\\/](components|illustrations|useCompleteSignIn|grant)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // a page's first opening in a file transforms its lazily imported code (the shell, Mantine's parts) there
    testTimeout: 20_000,
  },
});
