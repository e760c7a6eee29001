import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Api } from '../api/api';
import type { AppRouter } from '../router/router';
import { tabStore, type TabStore } from '../tabs/tabStore';
import { APPLICANT_PROFILE_QUERY_KEY } from './queries';
import type { SessionEvent, SessionStore } from './session';

/**
 * Starts the sessions' refresh timers and follows them: when a session ends (sign-out, a 401/403, a refused
 * refresh, another tab signing out) its cached data is dropped (a staff session's: all of it, and its open tabs)
 * and the router re-checks the current page, whose
 * guard then sends the visitor to sign-in with the page as the callback (or the applicant to registration). A
 * sign-in in another tab re-checks too (an open auth page goes to the dashboard). A sign-in in this tab is left
 * to the page that made it, which leads on to the callback itself.
 */
export function useSessionWatch(api: Api, router: AppRouter, queryClient: QueryClient, tabs: TabStore = tabStore): void {
  useEffect(() => {
    const follow = (session: SessionStore, forget: () => void) => {
      let signedIn = session.isSignedIn();
      return session.subscribe((event: SessionEvent, snapshot) => {
        const was = signedIn;
        signedIn = snapshot.signedIn;
        if (event.type === 'signed-out') {
          forget();
          // the profile guard signs out itself and redirects at once: nothing more to do
          if (event.reason !== 'profile') void router.invalidate();
        } else if (event.type === 'changed' && was !== signedIn) {
          void router.invalidate();
        }
      });
    };
    // a staff session's end forgets everything it read and the pages it had open (kept alive with their rows), so
    // whoever signs in next on this browser tab starts with none of them
    const stopStaff = follow(api.session, () => {
      queryClient.removeQueries();
      tabs.set([]);
    });
    const stopApplicant = follow(api.applicantSession, () => queryClient.removeQueries({ queryKey: APPLICANT_PROFILE_QUERY_KEY }));
    api.session.start();
    api.applicantSession.start();
    return () => {
      stopStaff();
      stopApplicant();
      api.session.stop();
      api.applicantSession.stop();
    };
  }, [api, router, queryClient, tabs]);
}
