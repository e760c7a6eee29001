import { ApiError } from '@karsaz/api-client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query/queryClient';
import { failure, fakeServer, renderApp, storeStaffSession } from '../../test/fakeServer';
import { isShownError } from './errorDialog';
import { setErrorDialog } from './errorSink';

afterEach(() => {
  vi.restoreAllMocks();
});

const COUNTRIES = 'GET /api/base-data/v1/country/getFiltered';

describe('the global error dialog (spec §8, issue 11)', () => {
  it('a 403 shows the server’s access message in the dialog and keeps the user signed in on the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeStaffSession();
    const server = fakeServer({ [COUNTRIES]: () => failure(403, 'شما به این بخش دسترسی ندارید.') });
    const { location } = await renderApp('/common/countries-2', { server });
    const message = await screen.findByTestId('alert-dialog-message', {}, { timeout: 5000 });
    expect(message.textContent).toBe('شما به این بخش دسترسی ندارید.');
    // one dialog, not one per page part: the list's own place says only that it did not load
    expect(screen.getAllByTestId('alert-dialog-message')).toHaveLength(1);
    expect(location()).toBe('/common/countries-2');
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(server.callsTo('POST', '/connect/token')).toHaveLength(0);
  });

  it('an answer without a message shows its detail, and without either "an error occurred"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeStaffSession();
    const server = fakeServer({
      [COUNTRIES]: () => new Response(JSON.stringify({ isSuccess: false, detail: 'جزئیات خطا', errors: [] }), { status: 400, headers: { 'content-type': 'application/json' } }),
    });
    await renderApp('/common/countries-2', { server });
    expect((await screen.findByTestId('alert-dialog-message', {}, { timeout: 5000 })).textContent).toBe('جزئیات خطا');

    const bare = fakeServer({ [COUNTRIES]: () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }) });
    window.localStorage.clear();
    document.body.innerHTML = '';
    storeStaffSession();
    await renderApp('/common/countries-2', { server: bare });
    await waitFor(() => expect(screen.getByTestId('alert-dialog-message').textContent).toBe('خطایی رخ داده است.'), { timeout: 5000 });
  });
});

describe('who shows a failure (core/query/queryClient.ts)', () => {
  const refused = () => Promise.reject(new ApiError(400, { isSuccess: false, message: 'bad', errors: [] } as never));

  it('a 401 (the session refreshes or ends) and an aborted call are not shown', () => {
    expect(isShownError(new ApiError(401, { message: 'x' } as never))).toBe(false);
    expect(isShownError(new DOMException('gone', 'AbortError'))).toBe(false);
    expect(isShownError(new ApiError(403, { message: 'x' } as never))).toBe(true);
    expect(isShownError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('every failed query and mutation once; not one marked handlesErrors, not a mutation with its own onError', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown: unknown[] = [];
    const unplug = setErrorDialog((error) => shown.push(error));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['a'], queryFn: refused, retry: false }).catch(() => {});
    expect(shown).toHaveLength(1);
    await client.fetchQuery({ queryKey: ['b'], queryFn: refused, retry: false, meta: { handlesErrors: true } }).catch(() => {});
    expect(shown).toHaveLength(1);

    const run = (options: object) => client.getMutationCache().build(client, { mutationFn: refused, ...options }).execute(undefined).catch(() => {});
    await run({});
    expect(shown).toHaveLength(2);
    await run({ onError: () => {} });
    await run({ meta: { handlesErrors: true } });
    expect(shown).toHaveLength(2);
    unplug();
  });
});
