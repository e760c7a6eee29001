import { createApi, type Api } from '../core/api/api';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers every call with `body` as JSON and `status`, and keeps the requests it got. */
export function jsonFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    return jsonResponse(status, body);
  };
}

/** The success envelope of GET /api/health with every part up in the given modes. */
export function healthyReport(modes: { database?: string; redis?: string; storage?: string } = {}) {
  return {
    isSuccess: true,
    value: {
      status: 'up',
      database: { status: 'up', mode: modes.database ?? 'postgresql' },
      redis: { status: 'up', mode: modes.redis ?? 'bullmq' },
      storage: { status: 'up', mode: modes.storage ?? 's3' },
    },
  };
}

/** The app's API client on a fake fetch; the base URL is jsdom's page, as '' is in the browser. */
export function fakeApi(fetch: typeof globalThis.fetch = jsonFetch(200, healthyReport())): Api {
  return createApi({ baseUrl: window.location.origin, fetch });
}
