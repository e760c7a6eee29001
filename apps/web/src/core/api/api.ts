import { createApiClient, createApiHooks, exchangeAuthorizationCode, refreshTokens } from '@karsaz/api-client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@karsaz/ui';
import { createIdentityApi } from '../auth/identity';
import { APPLICANT_SESSION_KEYS, STAFF_SESSION_KEYS, SessionStore, type SessionStoreOptions } from '../auth/session';
import { i18n } from '../i18n/i18n';
import { selectedFinancialYear } from '../layout/financialYear';

/** The interface language i18next is in, sent with every call as Accept-Language (Persian until it is set). */
function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The SPA's OAuth2 client (`karsaz-web`); the secret can be set at build time with VITE_CLIENT_SECRET. */
export const OAUTH_CLIENT = {
  id: import.meta.env.VITE_CLIENT_ID || 'karsaz-web',
  secret: import.meta.env.VITE_CLIENT_SECRET || 'karsaz-web',
};

export interface CreateApiOptions {
  /** Where the API lives; '' (the default) is the site the SPA is served from. */
  baseUrl?: string;
  /** Tests hand in a fetch that answers without a server. */
  fetch?: typeof fetch;
  /** Tests: the sessions' clock, storage, lock manager and refresh lead. */
  session?: Pick<SessionStoreOptions, 'now' | 'storage' | 'locks' | 'refreshLeadMs' | 'eventTarget'>;
}

/**
 * The SPA's way to the API: the typed client of `@karsaz/api-client` (use it with `unwrap` for ApiError on a
 * failure envelope) and its TanStack Query hooks, carrying the staff access token (refreshed before it expires,
 * and after a 401; only a refused refresh ends the session, a 403 leaves it as it is); a second client carries the applicant's token; the two sessions; and the
 * identity calls.
 */
export function createApi(options: CreateApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const refresh: SessionStoreOptions['refresh'] = (refreshToken, companyId) =>
    refreshTokens({
      baseUrl,
      fetch: options.fetch,
      language: currentLanguage(),
      refreshToken,
      companyId,
      clientId: OAUTH_CLIENT.id,
      clientSecret: OAUTH_CLIENT.secret,
    });
  const session = new SessionStore({ keys: STAFF_SESSION_KEYS, refresh, ...options.session });
  const applicantSession = new SessionStore({ keys: APPLICANT_SESSION_KEYS, refresh, ...options.session });

  const client = createApiClient({
    baseUrl,
    language: currentLanguage,
    fetch: options.fetch,
    accessToken: () => session.getAccessToken(),
    // the financial year chosen in the header (spec §2; CONTRACT "X-Financial-Year")
    financialYear: selectedFinancialYear,
    onUnauthorized: (status, request) => void session.handleUnauthorized(status, request),
  });
  const applicantClient = createApiClient({
    baseUrl,
    language: currentLanguage,
    fetch: options.fetch,
    accessToken: () => applicantSession.getAccessToken(),
    onUnauthorized: (status, request) => void applicantSession.handleUnauthorized(status, request),
  });

  // the calls of pages open to everyone (a customer booking a dealer's appointment): no token of either session
  const publicClient = createApiClient({ baseUrl, language: currentLanguage, fetch: options.fetch, accessToken: () => null });

  return {
    client,
    hooks: createApiHooks(client),
    applicantClient,
    publicClient,
    session,
    applicantSession,
    identity: createIdentityApi(client, applicantClient),
    /** The authorization-code grant of /oauth2/callback, as the SPA's client. */
    exchangeCode: (input: { code: string; redirectUri: string; codeVerifier: string }) =>
      exchangeAuthorizationCode({
        ...input,
        baseUrl,
        fetch: options.fetch,
        language: currentLanguage(),
        clientId: OAUTH_CLIENT.id,
        clientSecret: OAUTH_CLIENT.secret,
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
