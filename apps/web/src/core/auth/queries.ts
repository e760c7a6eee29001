import { ApiError } from '@karsaz/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/api';

export const PROFILE_QUERY_KEY = ['identity', 'profile'] as const;
export const APPLICANT_PROFILE_QUERY_KEY = ['recruitment', 'applicant', 'profile'] as const;

/** The signed-in user's profile (GET /api/identity/user/v1/profile): names, company, menus. */
export function profileQuery(api: Api) {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api.identity.profile(),
    staleTime: 5 * 60_000,
    retry: false,
    // a refused profile signs out (the guard, spec §8): no dialog
    meta: { handlesErrors: true },
  });
}

/** The signed-in applicant (GET /api/recruitment/v1/applicant/profile). */
export function applicantProfileQuery(api: Api) {
  return queryOptions({
    queryKey: APPLICANT_PROFILE_QUERY_KEY,
    queryFn: () => api.identity.applicant.profile(),
    staleTime: 5 * 60_000,
    retry: false,
    // a refused profile signs out (the guard, spec §8): no dialog
    meta: { handlesErrors: true },
  });
}

export interface RouterContext {
  api: Api;
  queryClient: QueryClient;
}

/**
 * The guard of the dashboard routes (spec §2, §6): signed in, with an access token (refreshed if it was about to
 * expire, or missing after a reload in single-sign-on mode), and a profile. A profile the server refuses to give
 * (any failure envelope) clears the tokens (spec §8). False: the visitor goes to sign-in. A profile call that never
 * reached the server (offline, or aborted by a reload) keeps the session: its error is thrown, and the router's
 * error page offers to try again.
 */
export async function ensureStaffSession({ api, queryClient }: RouterContext): Promise<boolean> {
  if (!api.session.isSignedIn()) return false;
  const token = await api.session.getAccessToken();
  if (!token) {
    api.session.signOut('refresh-failed');
    return false;
  }
  try {
    await queryClient.ensureQueryData(profileQuery(api));
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    api.session.signOut('profile');
    queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
    return false;
  }
}

/** The guard of the applicant dashboard: an applicant session with a usable token. */
export async function ensureApplicantSession({ api }: RouterContext): Promise<boolean> {
  if (!api.applicantSession.isSignedIn()) return false;
  const token = await api.applicantSession.getAccessToken();
  if (!token) {
    api.applicantSession.signOut('refresh-failed');
    return false;
  }
  return true;
}
