import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin } from 'vite';
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

// The SPA is served under /common/ (spec platform-core §2); the API serves apps/web/dist there in production.
export default defineConfig({
  base: BASE_PATH,
  plugins: [react(), buildIdFile()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // Workspace packages (@karsaz/domain) are compiled from their TypeScript source (`source` export condition),
  // not from their CommonJS build; Vite's own conditions stay.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
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
  },
});
