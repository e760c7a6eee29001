import { BASE_PATH } from '../router/paths';

declare const __BUILD_ID__: string;

/** The id of the build this page runs (vite.config.ts writes the same id to version.json). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** Where the deployed build announces its id. */
export const VERSION_URL = `${BASE_PATH}version.json`;

/** How often the app asks, besides whenever the window gets the focus. */
export const VERSION_POLL_MS = 5 * 60_000;

/** The deployed build id, or null when it cannot be read (offline, the dev server, a broken answer). */
export async function fetchDeployedBuild(fetcher: typeof fetch = fetch, url = VERSION_URL): Promise<string | null> {
  try {
    const response = await fetcher(`${url}?t=${Date.now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { build?: unknown };
    return typeof body?.build === 'string' && body.build ? body.build : null;
  } catch {
    return null;
  }
}

/** A newer build is deployed when the announced id is known and differs from ours. */
export function isNewer(deployed: string | null, current: string = BUILD_ID): boolean {
  return !!deployed && deployed !== current;
}
