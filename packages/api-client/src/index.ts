/**
 * The typed client of the Karsaz API. `schema.d.ts` is generated from openapi/openapi.json (`pnpm openapi`);
 * the SPA calls the API only through this package.
 */
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryClientHooks from 'openapi-react-query';
import type { components, paths } from './schema';

export type { components, paths };
export type Failure = components['schemas']['Failure'];

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call: the contract's failure envelope with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail?: string;
  readonly errors: FieldError[];
  readonly traceId?: string;
  /** A 429's `Retry-After`, in seconds, when the server sent one. */
  readonly retryAfter?: number;

  constructor(status: number, body: Partial<Failure> | undefined, retryAfter?: number) {
    super(body?.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = body?.detail;
    this.errors = body?.errors ?? [];
    this.traceId = body?.traceId;
    this.retryAfter = retryAfter;
  }

  /** The message of one field, for showing server errors on a form. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

export interface ApiClientOptions {
  /** Where the API lives; '' (the default) is the site the SPA is served from. */
  baseUrl?: string;
  /** The caller's language for messages (Accept-Language). */
  language?: () => 'fa' | 'en';
  /**
   * The current access token, if signed in. It may be a promise: the SPA refreshes a token about to expire
   * before the call goes out.
   */
  accessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The financial year sent as X-Financial-Year, where one is chosen. */
  financialYear?: () => string | number | null | undefined;
  /**
   * Called on 401/403 (the SPA clears its tokens and goes to sign-in), with the request that got it: a public call
   * (sign-in with a wrong password) carries no Authorization header and says nothing about the session.
   */
  onUnauthorized?: (status: 401 | 403, request: Request) => void;
  fetch?: typeof fetch;
  /** Milliseconds a call may wait for the server's answer before it is aborted (default: the spec's 300000). */
  timeoutMs?: number;
}

/** Default HTTP time-out of the spec (platform-core §7): 300000 ms. */
export const REQUEST_TIMEOUT_MS = 300_000;

/** A call the server did not answer within the time-out: aborted, with `code` `TIMEOUT` and no HTTP status (0). */
export class ApiTimeoutError extends ApiError {
  readonly code = 'TIMEOUT' as const;

  constructor(
    readonly timeoutMs: number,
    language: 'fa' | 'en' = 'fa',
  ) {
    const s = timeoutMs / 1000;
    super(0, { message: language === 'en' ? `The server did not answer within ${s} seconds; the request was cancelled.` : `پاسخ سرور در ${s.toLocaleString('fa-IR')} ثانیه نرسید و درخواست لغو شد.`, errors: [] });
    this.name = 'ApiTimeoutError';
  }
}

/**
 * A fetch that gives up after `timeoutMs`: the request's signal is aborted (so the browser drops the connection)
 * and the call rejects with an ApiTimeoutError, even if the underlying fetch ignores the abort. A caller's own
 * abort still rejects with the caller's reason.
 */
export function fetchWithTimeout(doFetch: typeof fetch, timeoutMs: number, language: () => 'fa' | 'en' = () => 'fa'): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const onAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    outer?.addEventListener('abort', onAbort, { once: true });
    let timer: ReturnType<typeof setTimeout>;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ApiTimeoutError(timeoutMs, language());
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    return Promise.race([doFetch(input, { ...init, signal: controller.signal }), expired]).finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    });
  };
}

export function createApiClient(options: ApiClientOptions = {}): Client<paths> {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const fetchTimed = fetchWithTimeout(doFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS, () => options.language?.() ?? 'fa');
  const client = createFetchClient<paths>({ baseUrl: options.baseUrl ?? '', fetch: fetchTimed });
  const headers: Middleware = {
    async onRequest({ request }) {
      request.headers.set('Accept-Language', options.language?.() ?? 'fa');
      const token = await options.accessToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const year = options.financialYear?.();
      if (year !== null && year !== undefined && year !== '') request.headers.set('X-Financial-Year', String(year));
      return request;
    },
    onResponse({ request, response }) {
      if ((response.status === 401 || response.status === 403) && options.onUnauthorized) options.onUnauthorized(response.status, request);
      return response;
    },
  };
  client.use(headers);
  return client;
}

/** TanStack Query hooks typed by the API's paths (`$api.useQuery('get', '/api/health')`). */
export function createApiHooks(client: Client<paths>) {
  return createQueryClientHooks(client);
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Takes the value out of the success envelope, or throws an ApiError. An answer without `isSuccess` is refused
 * (spec §5: a data call whose response lacks isSuccess is rejected).
 */
export async function unwrap<T extends { isSuccess: boolean; value?: unknown }>(call: Promise<FetchResult<T>>): Promise<NonNullable<T['value']>> {
  const { data, error, response } = await call;
  if (data && data.isSuccess === true) return data.value as NonNullable<T['value']>;
  const body = (error ?? data) as Partial<Failure> | undefined;
  const retryAfter = retryAfterSeconds(response);
  if (!body || typeof body !== 'object' || !('isSuccess' in body)) throw new ApiError(response.status, { message: '' }, retryAfter);
  throw new ApiError(response.status, body, retryAfter);
}

/**
 * `unwrap` for an operation whose success value openapi/openapi.json does not describe (the typed client then
 * knows the data only as `undefined`): the same envelope checks, and the value given the type `V` the caller
 * knows from the API's documentation. Prefer `unwrap` wherever the document types the value.
 */
export async function unwrapValue<V>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<V> {
  return (await unwrap(call as Promise<FetchResult<{ isSuccess: boolean; value?: unknown }>>)) as V;
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers?.get?.('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** An OAuth2 token answer of POST /connect/token (no envelope), also the value of the sign-in calls. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** seconds the access token lives */
  expires_in: number;
  scope: string;
  token_type: string;
}

/** A refused /connect/token call: OAuth2's `{error, error_description}`, or a status with no such body. */
export class OAuthError extends Error {
  readonly status: number;
  /** `invalid_grant`, `invalid_client`, `invalid_request`, `unsupported_grant_type`, or `server_error` for any other answer */
  readonly error: string;

  constructor(status: number, error: string, description?: string) {
    super(description || error);
    this.name = 'OAuthError';
    this.status = status;
    this.error = error;
  }
}

export interface TokenEndpointOptions {
  /** Where the API lives; '' (the default) is the site the SPA is served from. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Accept-Language of the call. */
  language?: 'fa' | 'en';
  /** Milliseconds before the call is aborted with an ApiTimeoutError (default 300000). */
  timeoutMs?: number;
}

/**
 * POST /connect/token, form-encoded (RFC 6749). It answers in OAuth2 form, not in the envelope, so it is not a
 * call of the typed client. A network failure rejects with the fetch's own error (a TypeError).
 */
export async function requestToken(form: Record<string, string | number | undefined>, options: TokenEndpointOptions = {}): Promise<TokenResponse> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined && value !== '') body.set(key, String(value));
  const doFetch = fetchWithTimeout(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), options.timeoutMs ?? REQUEST_TIMEOUT_MS, () => options.language ?? 'fa');
  const response = await doFetch(`${options.baseUrl ?? ''}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'Accept-Language': options.language ?? 'fa' },
    body: body.toString(),
    cache: 'no-store',
  });
  const json = (await response.json().catch(() => null)) as (Partial<TokenResponse> & { error?: string; error_description?: string }) | null;
  if (response.ok && json && typeof json.access_token === 'string' && typeof json.refresh_token === 'string') {
    return {
      access_token: json.access_token,
      refresh_token: json.refresh_token,
      expires_in: Number(json.expires_in),
      scope: json.scope ?? '',
      token_type: json.token_type ?? 'Bearer',
    };
  }
  throw new OAuthError(response.status, json?.error ?? 'server_error', json?.error_description);
}

export interface RefreshTokensInput extends TokenEndpointOptions {
  refreshToken: string;
  clientId: string;
  clientSecret?: string;
  /** switches the session to this company (the user must be assigned to it, else `invalid_grant`) */
  companyId?: number;
}

/** The refresh-token grant: a new access token and a rotated refresh token (the old one is dead from now on). */
export function refreshTokens(input: RefreshTokensInput): Promise<TokenResponse> {
  return requestToken(
    {
      grant_type: 'refresh_token',
      refresh_token: input.refreshToken,
      client_id: input.clientId,
      client_secret: input.clientSecret,
      company_id: input.companyId,
    },
    input,
  );
}

export interface ExchangeCodeInput extends TokenEndpointOptions {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  clientId: string;
  clientSecret?: string;
}

/** The authorization-code grant with PKCE (S256): the code `/connect/authorize` gave, for tokens. */
export function exchangeAuthorizationCode(input: ExchangeCodeInput): Promise<TokenResponse> {
  return requestToken(
    {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
      client_id: input.clientId,
      client_secret: input.clientSecret,
    },
    input,
  );
}

/** Hierarchical query keys, so a save invalidates by prefix (DESIGN.md). */
export const queryKeys = {
  all: (entity: string) => [entity] as const,
  list: (entity: string, params?: Record<string, unknown>) => [entity, 'list', params ?? {}] as const,
  detail: (entity: string, id: string | number) => [entity, 'detail', id] as const,
};
