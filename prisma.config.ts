import { defineConfig } from 'prisma/config';

// Prisma 7 configuration. The CLI's native schema engine cannot be downloaded on restricted networks, so
// migrations are created and applied by scripts/migrate.mjs with Prisma's WebAssembly schema engine; the folder
// layout is Prisma's own, so `prisma migrate deploy` works on it wherever the native engine is available.
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'pnpm --filter @karsaz/api exec tsx ../../prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/karsaz' },
});
