// PGlite declares its contrib extensions only through `exports`, which the API's node10 module resolution does
// not read; this keeps the one the project loads typed.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
