import type { Language } from '@karsaz/ui';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createApi, type Api } from '../core/api/api';
import { App } from '../core/app/App';
import { initI18n } from '../core/i18n/i18n';
import { applyDocumentLanguage } from '../core/i18n/language';
import { createQueryClient } from '../core/query/queryClient';
import { createAppRouter } from '../core/router/router';
import { healthyReport, jsonResponse } from './fakeApi';

export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** the JSON body, or the form fields of a form-encoded one */
  body: unknown;
  authorization: string | null;
  acceptLanguage: string | null;
}

/** What a route answers: a success value (wrapped in the envelope), a Response, or a function giving either. */
export type Answer = unknown;
export type Handler = Answer | ((call: SeenCall) => Answer | Promise<Answer>);

/** A failure envelope as the API sends it. */
export function failure(status: number, message: string, errors: { field: string; message: string }[] = [], headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ isSuccess: false, message, errors, traceId: `trace-${status}` }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const ADMIN_PROFILE = {
  id: 1,
  thirdPartyId: 1,
  firstName: 'مدیر',
  lastName: 'سامانه',
  mobileNumber: '09120000000',
  companyId: 1,
  menus: [{ id: 2, parentId: null, name: 'Countries', description: 'کشورها', url: '/countries-2', baseUrl: null, priority: 10, subSystemType: 1, icon: null, actions: ['Create'] }],
};

export function tokenSet(n = 1, expiresIn = 900) {
  return { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: expiresIn, scope: 'karsaz', token_type: 'Bearer' };
}

/**
 * A fetch that answers by "METHOD /path" like the API (the envelope around values), and records every call.
 * /api/health and the profile answer by default; an unknown route is a 404 envelope.
 */
export function fakeServer(routes: Record<string, Handler> = {}) {
  const calls: SeenCall[] = [];
  const table: Record<string, Handler> = {
    'GET /api/health': healthyReport().value,
    'GET /api/identity/user/v1/profile': ADMIN_PROFILE,
    'POST /api/identity/user/v1/logout': null,
    ...routes,
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      body = (request.headers.get('content-type') ?? '').includes('x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : JSON.parse(text);
    }
    const call: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.get('authorization'),
      acceptLanguage: request.headers.get('accept-language'),
    };
    calls.push(call);
    const handler = table[`${request.method} ${url.pathname}`];
    if (handler === undefined) return failure(404, 'چنین مسیری وجود ندارد.');
    const answer = typeof handler === 'function' ? await (handler as (c: SeenCall) => Answer)(call) : handler;
    if (answer instanceof Response) return answer;
    // /connect/token answers in OAuth2 form, everything else in the envelope
    if (url.pathname === '/connect/token') return jsonResponse(200, answer);
    return jsonResponse(200, { isSuccess: true, value: answer });
  };
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo, routes: table };
}

/** Stores a signed-in staff session (what a sign-in leaves in localStorage). */
export function storeStaffSession(tokens = tokenSet(1), now = Date.now()) {
  window.localStorage.setItem('access_token', tokens.access_token);
  window.localStorage.setItem('refresh_token', tokens.refresh_token);
  window.localStorage.setItem('scope', tokens.scope);
  window.localStorage.setItem('expires_at', String(now + tokens.expires_in * 1000));
  window.localStorage.setItem('isLoggedIn', 'true');
}

export function storeApplicantSession(now = Date.now()) {
  window.localStorage.setItem('applicant_access_token', 'applicant-access-1');
  window.localStorage.setItem('applicant_refresh_token', 'applicant-refresh-1');
  window.localStorage.setItem('applicant_expires_at', String(now + 900_000));
}

/** The whole app at `path` on a fake server: router, query cache, API client and sessions as in main.tsx. */
export async function renderApp(path: string, options: { server?: ReturnType<typeof fakeServer>; language?: Language } = {}) {
  const language = options.language ?? 'fa';
  const server = options.server ?? fakeServer();
  applyDocumentLanguage(language);
  initI18n(language);
  const api: Api = createApi({ baseUrl: window.location.origin, fetch: server.fetch, session: { locks: null } });
  const queryClient = createQueryClient();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), context: { api, queryClient } });
  const view = render(createElement(App, { language, router, queryClient, api }));
  await act(() => router.load());
  const location = () => `${router.history.location.pathname}${router.history.location.search}`;
  return { router, api, server, queryClient, view, location };
}
