// What the built SPA (apps/web/dist) makes a browser load, from Vite's manifest (dist/.vite/manifest.json): the
// first load (index.html: the entry, the chunks it imports statically, their styles) and what opening a page adds
// (the page's chunk and its static imports, which the router fetches on demand). Sizes are gzipped (zlib level 6,
// a server's usual setting), in bytes. Used by e2e/tests/bundle-size.spec.ts and bench/web.mjs.
// CommonJS, so that both the benchmark (ESM) and Playwright's test loader take it.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const WEB_DIST = join(__dirname, '../../apps/web/dist');
/** The budget of the sign-in page's first load (the shell and the sign-in page): 180 KiB of gzipped JavaScript. */
const SIGN_IN_JS_BUDGET = 180 * 1024;

function readManifest(dist = WEB_DIST) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app (pnpm --filter @karsaz/web build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const sizes = new Map();
/** The gzipped size of a file of dist (`assets/x.js`). */
function gzipSize(file, dist = WEB_DIST) {
  const key = join(dist, file);
  if (!sizes.has(key)) sizes.set(key, gzipSync(readFileSync(key), { level: 6 }).length);
  return sizes.get(key);
}

/** The files a manifest entry needs at once: its chunk, its static imports (transitively) and their styles. */
function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The first load of index.html, plus the page chunks (manifest keys: source paths such as `src/.../SignInPage.tsx`). */
function loadOf(manifest, pageKeys = []) {
  return closure(manifest, ['index.html', ...pageKeys]);
}

/** The manifest key of the chunk whose source path ends with `suffix`. */
function keyOf(manifest, suffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk of ${suffix} in the manifest`);
  return key;
}

const total = (files, dist = WEB_DIST) => files.reduce((sum, f) => sum + gzipSize(f, dist), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

module.exports = { WEB_DIST, SIGN_IN_JS_BUDGET, readManifest, gzipSize, closure, loadOf, keyOf, total, kib };
