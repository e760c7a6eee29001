/** The base path the SPA is served under (spec §2); Vite's `base` and the router's `basepath` both use it. */
export const BASE_PATH = '/common/';

/** Where `/` leads (spec §2: the root path redirects to /dashboard-2); also where error pages send the user. */
export const HOME_PATH = '/dashboard-2';
