/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The OAuth2 client id of the SPA (default `karsaz-web`). */
  readonly VITE_CLIENT_ID?: string;
  /** The OAuth2 client secret of the SPA (default `karsaz-web`), sent with the token grants. */
  readonly VITE_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:karsaz/entity-pages' {
  const pages: ReturnType<typeof import('./core/entity/pageIndex').entityPageIndex>['pages'];
  export default pages;
}

declare module 'virtual:karsaz/entity-icons' {
  const icons: ReturnType<typeof import('./core/entity/pageIndex').entityPageIndex>['icons'];
  export default icons;
}

declare module 'virtual:karsaz/entity-titles' {
  const titles: ReturnType<typeof import('./core/entity/pageIndex').entityPageIndex>['titles'];
  export default titles;
}
