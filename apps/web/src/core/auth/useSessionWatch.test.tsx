import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/api';
import type { AppRouter } from '../router/router';
import { createTabStore } from '../tabs/tabStore';
import { APPLICANT_SESSION_KEYS, STAFF_SESSION_KEYS, SessionStore } from './session';
import { useSessionWatch } from './useSessionWatch';

const tokens = { access_token: 'a', refresh_token: 'r', expires_in: 900, scope: 'karsaz', token_type: 'Bearer' as const };

function setup() {
  const session = new SessionStore({ keys: STAFF_SESSION_KEYS, refresh: vi.fn(), locks: null, eventTarget: null });
  const applicantSession = new SessionStore({ keys: APPLICANT_SESSION_KEYS, refresh: vi.fn(), locks: null, eventTarget: null });
  const api = { session, applicantSession } as unknown as Api;
  const router = { invalidate: vi.fn(async () => undefined) } as unknown as AppRouter;
  const queryClient = new QueryClient();
  const tabs = createTabStore([
    { key: 'cities', href: '/common/city-2', routeId: '/city-2' },
    { key: 'inbox', href: '/common/inbox-2', routeId: '/inbox-2' },
  ]);
  session.signIn(tokens);
  queryClient.setQueryData(['entity', 'city', 'list'], { data: [{ id: 1 }], rowCount: 1 });
  queryClient.setQueryData(['profile'], { id: 1 });
  const hook = renderHook(() => useSessionWatch(api, router, queryClient, tabs));
  return { session, applicantSession, queryClient, tabs, router, hook };
}

afterEach(() => window.localStorage.clear());

describe('when a session ends', () => {
  it('a staff sign-out forgets every cached answer and closes the open tabs, so the next user sees none of them', () => {
    const { session, queryClient, tabs, router, hook } = setup();
    session.signOut('logout');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(tabs.get()).toEqual([]);
    expect(router.invalidate).toHaveBeenCalled();
    hook.unmount();
  });

  it('an applicant’s sign-out leaves the staff’s tabs and data alone', () => {
    const { applicantSession, queryClient, tabs, hook } = setup();
    applicantSession.signIn(tokens);
    applicantSession.signOut('logout');
    expect(queryClient.getQueryData(['entity', 'city', 'list'])).toBeDefined();
    expect(tabs.get()).toHaveLength(2);
    hook.unmount();
  });
});
