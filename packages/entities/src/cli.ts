// `pnpm entities`: writes the Prisma schema files of the entity definitions (prisma/schema/entities-<area>.prisma).
// `--check` writes nothing and fails when a committed file differs from what the definitions give (CI's static tier).
import { existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_HEADER, prismaSchemaFiles } from './prisma';
import { checkRegistry } from './registry';

const root = join(__dirname, '..', '..', '..');
const schemaDir = join(root, 'prisma', 'schema');
const check = process.argv.includes('--check');

const problems = checkRegistry();
if (problems.length) {
  console.error(`The entity definitions have problems:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const wanted = prismaSchemaFiles();
const existing = readdirSync(schemaDir).filter((f) => f.startsWith('entities-') && f.endsWith('.prisma'));
const stale: string[] = [];
for (const [file, content] of Object.entries(wanted)) {
  const path = join(schemaDir, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
  stale.push(file);
  if (!check) writeFileSync(path, content);
}
for (const file of existing) {
  if (file in wanted) continue;
  // a generated file whose area has no entity any more
  if (!readFileSync(join(schemaDir, file), 'utf8').startsWith(GENERATED_HEADER)) continue;
  stale.push(file);
  if (!check) unlinkSync(join(schemaDir, file));
}
if (check && stale.length) {
  console.error(`prisma/schema is stale for the entity definitions (${stale.join(', ')}): run \`pnpm entities\` and then \`pnpm migrate:diff <name>\`.`);
  process.exit(1);
}
console.log(stale.length ? `wrote ${stale.join(', ')}` : 'the entity schema files are up to date');
