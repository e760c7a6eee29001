import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WebModule } from './module';
import { loadSignedInModules, publicModules, webModules } from './registry';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const core = join(src, 'core');
const modules = join(src, 'modules');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : []));

/** Every specifier a file imports: `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`, `import type`. */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /\bdeclare\s+module\s+['"]([^'"]+)['"]/g];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.push(m[1]!);
  return found;
}

describe('core and the modules', () => {
  it('core imports no module: the registry finds them (import.meta.glob), nothing else names one', () => {
    const offending = files(core).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .filter((s) => {
          const target = resolve(dirname(file), s);
          return target === modules || target.startsWith(`${modules}/`);
        })
        .map((s) => `${relative(src, file)} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('the check sees every kind of import', () => {
    expect(specifiers(`import { a } from './x/a';\nimport type { B } from "./x/b";\nimport './x/c.css';\nexport { d } from './x/d';\nconst e = () => import('./x/e');`)).toEqual([
      './x/a',
      './x/b',
      './x/d',
      './x/c.css',
      './x/e',
    ]);
  });

  it('finds every module folder with a module file, each once, with pages that load on demand', async () => {
    const folders = (file: RegExp) =>
      readdirSync(modules, { withFileTypes: true })
        .filter((e) => e.isDirectory() && readdirSync(join(modules, e.name)).some((f) => file.test(f)))
        .map((e) => e.name)
        .sort();
    const signedIn = await loadSignedInModules();
    const names = (list: readonly WebModule[]) => list.map((m) => m.name);
    // beside the folders with a module.ts, core's own two: the shell's texts and the generic entity pages
    expect(names(signedIn).filter((n) => n !== 'entity' && n !== 'shell').sort()).toEqual(folders(/^module\.tsx?$/));
    expect(names(publicModules).sort()).toEqual(folders(/^public\.tsx?$/));
    for (const list of [signedIn, publicModules]) expect(new Set(names(list)).size).toBe(list.length);
    expect(webModules()).toEqual([...signedIn, ...publicModules]);
    for (const page of webModules().flatMap((m) => m.pages ?? [])) {
      expect(typeof (page.component as { preload?: unknown }).preload, page.path).toBe('function');
    }
  });

  it('puts the pages outside the staff shell in public.ts (the first load), the signed-in pages in module.ts', async () => {
    const signedIn = await loadSignedInModules();
    const layouts = (list: readonly WebModule[]) => list.flatMap((m) => (m.pages ?? []).map((p) => `${m.name} ${p.path}: ${p.layout ?? 'app'}`));
    expect(layouts(publicModules).filter((l) => l.endsWith(': app'))).toEqual([]);
    expect(layouts(signedIn).filter((l) => !l.endsWith(': app'))).toEqual([]);
    expect(layouts(publicModules).length).toBeGreaterThan(0);
  });
});
