import { unwrap, type components } from '@karsaz/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../core/api/api';

export type UserSession = components['schemas']['UserSession'];

export const SESSIONS_QUERY_KEY = ['identity', 'sessions'] as const;

/** GET /api/identity/user/v1/getSessions: the signed-in user's live sessions. */
export function sessionsQuery(api: Api) {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => unwrap(api.client.GET('/api/identity/user/v1/getSessions')),
  });
}

export const revokeSession = (api: Api, id: string) => unwrap(api.client.POST('/api/identity/user/v1/revokeSession', { body: { id } }));
export const revokeOtherSessions = (api: Api) => unwrap(api.client.POST('/api/identity/user/v1/revokeOtherSessions'));

/** Changes the password with the current one (a bearer call); the API ends the user's other sessions. */
export const changePassword = (api: Api, currentPassword: string, password: string) =>
  unwrap(api.client.PUT('/api/identity/user/v1/setPass', { body: { currentPassword, password } }));

export type BrowserKey = 'chrome' | 'firefox' | 'safari' | 'edge' | 'other';

/** A short reading of a User-Agent: the browser family and the operating system, when they can be told. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: BrowserKey; os: string | null } {
  const ua = userAgent ?? '';
  const browser: BrowserKey = /Edg(e|A|iOS)?\//.test(ua)
    ? 'edge'
    : /Firefox\/|FxiOS\//.test(ua)
      ? 'firefox'
      : /Chrome\/|Chromium\/|CriOS\//.test(ua)
        ? 'chrome'
        : /Safari\//.test(ua) && /Version\//.test(ua)
          ? 'safari'
          : 'other';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return { browser, os };
}
