/**
 * The demo organisation (two companies, financial years 1404 and 1405, an administrator whose role reaches every
 * menu, a little base data). The rows themselves are in apps/api/src/seed/demo.ts, which the API also runs on its
 * first start; this is the entry point of `prisma db seed` and `pnpm seed`.
 */
import '../apps/api/src/seed/run';
