import { describe, expect, it } from 'vitest';
import { ApiError, ApiTimeoutError, OAuthError, REQUEST_TIMEOUT_MS, createApiClient, exchangeAuthorizationCode, queryKeys, refreshTokens, unwrap, unwrapValue } from './index';

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('the API client', () => {
  it('sends the language, the token and the financial year, and unwraps a success', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://karsaz.test',
      language: () => 'en',
      accessToken: () => 'tok',
      financialYear: () => 1405,
      fetch: fakeFetch(200, { isSuccess: true, value: { status: 'up' } }, seen),
    });
    const value = await unwrap(api.GET('/api/health'));
    expect(value).toEqual({ status: 'up' });
    expect(seen[0].headers.get('accept-language')).toBe('en');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0].headers.get('x-financial-year')).toBe('1405');
  });

  it('throws the failure envelope as an ApiError with its field errors', async () => {
    const api = createApiClient({
      baseUrl: 'http://karsaz.test',
      fetch: fakeFetch(400, { isSuccess: false, message: 'نامعتبر', errors: [{ field: 'name', message: 'الزامی است' }], traceId: 't-1' }),
    });
    const err = await unwrap(api.GET('/api/health')).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'نامعتبر', traceId: 't-1' });
    expect(err.fieldMessage('name')).toBe('الزامی است');
  });

  it('refuses an answer without isSuccess and reports 401/403', async () => {
    const statuses: number[] = [];
    const api = createApiClient({ baseUrl: 'http://karsaz.test', onUnauthorized: (s) => statuses.push(s), fetch: fakeFetch(401, { nope: true }) });
    const err = await unwrap(api.GET('/api/health')).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(statuses).toEqual([401]);
    const ok200 = createApiClient({ baseUrl: 'http://karsaz.test', fetch: fakeFetch(200, { value: 1 }) });
    await expect(unwrap(ok200.GET('/api/health') as never)).rejects.toBeInstanceOf(ApiError);
  });

  it('waits for an asynchronous token and tells onUnauthorized which request was refused', async () => {
    const seen: Request[] = [];
    const refused: { status: number; auth: string | null }[] = [];
    const api = createApiClient({
      baseUrl: 'http://karsaz.test',
      accessToken: async () => 'fresh',
      onUnauthorized: (status, request) => refused.push({ status, auth: request.headers.get('authorization') }),
      fetch: fakeFetch(403, { isSuccess: false, message: 'no', errors: [], traceId: 't' }, seen),
    });
    await unwrap(api.GET('/api/health')).catch(() => undefined);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer fresh');
    expect(refused).toEqual([{ status: 403, auth: 'Bearer fresh' }]);
  });

  it('keeps a 429 answer’s Retry-After on the ApiError', async () => {
    const api = createApiClient({
      baseUrl: 'http://karsaz.test',
      fetch: async () =>
        new Response(JSON.stringify({ isSuccess: false, message: 'زیاد', errors: [], traceId: 't' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    });
    const err = await unwrap(api.GET('/api/health')).catch((e) => e);
    expect(err).toMatchObject({ status: 429, message: 'زیاد', retryAfter: 42 });
  });

  it('unwrapValue gives the value of an operation the document does not type, and throws failures', async () => {
    const ok = createApiClient({ baseUrl: 'http://karsaz.test', fetch: fakeFetch(200, { isSuccess: true, value: { token: 'x', resendAfter: 60 } }) });
    const value = await unwrapValue<{ token: string; resendAfter: number }>(
      ok.POST('/api/identity/user/v1/sendOtp', { body: { mobileNumber: '09121234567', purpose: 'login' } }),
    );
    expect(value).toEqual({ token: 'x', resendAfter: 60 });
    const bad = createApiClient({
      baseUrl: 'http://karsaz.test',
      fetch: fakeFetch(400, { isSuccess: false, message: 'کد نادرست', errors: [{ field: 'code', message: 'کد تأیید نادرست است.' }], traceId: 't' }),
    });
    const err = await unwrapValue<never>(bad.POST('/api/identity/user/v1/verifyOtp', { body: { token: 'x', code: '000000' } })).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.fieldMessage('code')).toBe('کد تأیید نادرست است.');
  });

  it('builds hierarchical query keys', () => {
    expect(queryKeys.list('city', { pageIndex: 1 })).toEqual(['city', 'list', { pageIndex: 1 }]);
    expect(queryKeys.detail('city', 7).slice(0, 1)).toEqual(queryKeys.all('city'));
  });
});

describe('the token endpoint', () => {
  it('refreshes with a form-encoded refresh_token grant and reads the OAuth2 answer', async () => {
    const seen: Request[] = [];
    const tokens = { access_token: 'a2', refresh_token: 'r2', expires_in: 900, scope: 'karsaz', token_type: 'Bearer' };
    const result = await refreshTokens({
      baseUrl: 'http://karsaz.test',
      refreshToken: 'r1',
      clientId: 'karsaz-web',
      clientSecret: 'karsaz-web',
      companyId: 3,
      fetch: fakeFetch(200, tokens, seen),
    });
    expect(result).toEqual(tokens);
    const request = seen[0]!;
    expect(request.url).toBe('http://karsaz.test/connect/token');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'karsaz-web',
      client_secret: 'karsaz-web',
      company_id: '3',
    });
  });

  it('sends the PKCE verifier and redirect_uri with an authorization code, leaving out what is not given', async () => {
    const seen: Request[] = [];
    await exchangeAuthorizationCode({
      baseUrl: 'http://karsaz.test',
      code: 'c1',
      redirectUri: '/common/oauth2/callback',
      codeVerifier: 'v'.repeat(43),
      clientId: 'karsaz-web',
      fetch: fakeFetch(200, { access_token: 'a', refresh_token: 'r', expires_in: 900, scope: 'karsaz', token_type: 'Bearer' }, seen),
    });
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: '/common/oauth2/callback',
      code_verifier: 'v'.repeat(43),
      client_id: 'karsaz-web',
    });
  });

  it('throws an OAuthError with the error code, or server_error for an answer that is not OAuth2', async () => {
    const refused = await refreshTokens({
      baseUrl: 'http://karsaz.test',
      refreshToken: 'old',
      clientId: 'karsaz-web',
      fetch: fakeFetch(400, { error: 'invalid_grant', error_description: 'the refresh token was already used' }),
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(OAuthError);
    expect(refused).toMatchObject({ status: 400, error: 'invalid_grant', message: 'the refresh token was already used' });
    const broken = await refreshTokens({
      baseUrl: 'http://karsaz.test',
      refreshToken: 'r',
      clientId: 'karsaz-web',
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    }).catch((e) => e);
    expect(broken).toMatchObject({ status: 502, error: 'server_error' });
  });
});

describe('the time-out', () => {
  /** The network that never answers: the request hangs until its signal is aborted, as a real fetch does. */
  function silentNetwork(seen: { signal?: AbortSignal }[] = []): typeof fetch {
    return (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen.push({ signal: init?.signal ?? undefined });
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
  }

  it('defaults to the spec’s 300000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
  });

  it('aborts a call the server does not answer and rejects with a TIMEOUT ApiError in the caller’s language', async () => {
    const seen: { signal?: AbortSignal }[] = [];
    const api = createApiClient({ baseUrl: 'http://karsaz.test', language: () => 'en', timeoutMs: 50, fetch: silentNetwork(seen) });
    const started = Date.now();
    const err = await unwrap(api.GET('/api/health')).catch((e) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(err).toBeInstanceOf(ApiTimeoutError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'TIMEOUT', status: 0, timeoutMs: 50 });
    expect(err.message).toMatch(/did not answer within 0\.05 seconds/);
    expect(seen[0]!.signal!.aborted).toBe(true);
  });

  it('says it in Persian by default, and also times out a fetch that ignores the abort', async () => {
    const deaf: typeof fetch = () => new Promise<Response>(() => undefined);
    const api = createApiClient({ baseUrl: 'http://karsaz.test', timeoutMs: 30, fetch: deaf });
    const err = await unwrap(api.GET('/api/health')).catch((e) => e);
    expect(err).toMatchObject({ name: 'ApiTimeoutError', code: 'TIMEOUT' });
    expect(err.message).toContain('پاسخ سرور');
  });

  it('lets an answer in time through and leaves no timer behind', async () => {
    const api = createApiClient({ baseUrl: 'http://karsaz.test', timeoutMs: 1_000, fetch: fakeFetch(200, { isSuccess: true, value: { status: 'up' } }) });
    await expect(unwrap(api.GET('/api/health'))).resolves.toEqual({ status: 'up' });
  });

  it('times out the token endpoint too', async () => {
    const err = await refreshTokens({ refreshToken: 'r', clientId: 'spa', baseUrl: 'http://karsaz.test', timeoutMs: 30, fetch: silentNetwork() }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiTimeoutError);
  });
});
