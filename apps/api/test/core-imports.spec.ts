import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Core imports no module: nothing under src/core may import from src/modules/* (the areas plug into the core
 * through their manifests and Nest modules, never the other way round).
 */

const SPECIFIERS = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s+['"]([^'"]+)['"]/gm];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(f) ? [path] : [];
  });
}

/** `file: specifier` for every import in a file under `core` that resolves into `modules`. */
function moduleImports(core: string, modules: string): string[] {
  const out: string[] = [];
  for (const file of filesUnder(core)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const m of text.matchAll(pattern)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        if (target === modules || target.startsWith(modules + sep)) out.push(`${relative(core, file)}: ${spec}`);
      }
    }
  }
  return [...new Set(out)];
}

describe('the core', () => {
  const src = join(__dirname, '../src');

  it('imports nothing from src/modules', () => {
    expect(filesUnder(join(src, 'core')).length).toBeGreaterThan(30);
    expect(moduleImports(join(src, 'core'), join(src, 'modules'))).toEqual([]);
  });

  it('would be caught importing a module, statically, dynamically or through require', () => {
    const root = mkdtempSync(join(tmpdir(), 'karsaz-core-imports-'));
    mkdirSync(join(root, 'core/auth'), { recursive: true });
    mkdirSync(join(root, 'modules/identity'), { recursive: true });
    writeFileSync(join(root, 'core/auth/a.ts'), "import { x } from '../../modules/identity/identity.service';\nimport { y } from '../other';\n");
    writeFileSync(join(root, 'core/b.ts'), "const m = await import('../modules/identity');\nconst n = require('../modules');\n");
    writeFileSync(join(root, 'core/c.ts'), "import { modules } from './modules-list';\n");
    expect(moduleImports(join(root, 'core'), join(root, 'modules')).sort()).toEqual([
      `auth${sep}a.ts: ../../modules/identity/identity.service`,
      'b.ts: ../modules',
      'b.ts: ../modules/identity',
    ]);
  });
});
