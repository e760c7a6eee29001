/**
 * Writes openapi/openapi.json from the Nest app, built in preview mode (no provider runs, nothing connects).
 * `--check` fails when the committed file differs from what the code describes.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './core/config/config';
import { createLogger } from './core/logging/logger';
import type { Infrastructure } from './core/infrastructure';
import { createApp } from './app.factory';
import { buildOpenApiDocument } from './core/openapi/document';
import { repoPaths } from './core/config/paths';

export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-document-only-never-signs-anything' });
  // The document is built from metadata only; the infrastructure is never touched.
  const infra = { config, logger: createLogger('silent'), db: {}, queue: {}, storage: {} } as unknown as Infrastructure;
  const app = await createApp(infra, { documentOnly: true });
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(document, null, 2) + '\n';
}

async function main() {
  const file = join(repoPaths().root, 'openapi', 'openapi.json');
  const text = await renderOpenApi();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (committed !== text) {
      console.error('openapi/openapi.json is stale: run `pnpm openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json matches the code.');
    return;
  }
  mkdirSync(join(repoPaths().root, 'openapi'), { recursive: true });
  writeFileSync(file, text);
  console.log(`Wrote ${file}`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
