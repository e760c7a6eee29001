import { useNavigate, useRouter } from '@tanstack/react-router';
import { useApi } from '../../core/api/ApiProvider';
import { sanitizeCallback } from '../../core/auth/callback';
import { documentNavigation } from '../../core/auth/documentNavigation';
import { HOME_PATH } from '../../core/router/paths';
import { prefetchSignedInRoutes } from '../../core/router/router';

/**
 * After a sign-in: back to the page the guard turned the visitor away from (the `callback`, if it is a path of
 * this app), or to the dashboard. A callback that is the API's /connect/authorize request is completed with the
 * new bearer and the browser follows its redirectUrl (single sign-on). Answers 'left' when the browser is leaving.
 * The signed-in pages' routes are fetched first (the sign-in page's first load does without them), so the sign-in
 * page stays until the next page can open.
 */
export function useCompleteSignIn() {
  const api = useApi();
  const navigate = useNavigate();
  const router = useRouter();
  return async (callback: string | undefined): Promise<'navigated' | 'left'> => {
    const safe = sanitizeCallback(callback);
    if (safe?.kind === 'authorize') {
      const { redirectUrl } = await api.identity.authorize(safe.href);
      documentNavigation.assign(redirectUrl);
      return 'left';
    }
    await prefetchSignedInRoutes(router);
    await navigate({ href: safe?.href ?? HOME_PATH, replace: true });
    return 'navigated';
  };
}
