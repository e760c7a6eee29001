import { ApiError } from '@karsaz/api-client';

/**
 * Whether a failure is the user's to see in the error dialog. A 401 is not: the session refreshes its token (the
 * query retries) or ends and the app goes to sign-in. A call aborted because the page is going away is not either.
 */
export function isShownError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return true;
}
