import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../core/api/ApiProvider';
import { sanitizeCallback } from '../../core/auth/callback';
import { documentNavigation } from '../../core/auth/documentNavigation';
import { HOME_PATH } from '../../core/router/paths';

/**
 * After a sign-in: back to the page the guard turned the visitor away from (the `callback`, if it is a path of
 * this app), or to the dashboard. A callback that is the API's /connect/authorize request is completed with the
 * new bearer and the browser follows its redirectUrl (single sign-on). Answers 'left' when the browser is leaving.
 */
export function useCompleteSignIn() {
  const api = useApi();
  const navigate = useNavigate();
  return async (callback: string | undefined): Promise<'navigated' | 'left'> => {
    const safe = sanitizeCallback(callback);
    if (safe?.kind === 'authorize') {
      const { redirectUrl } = await api.identity.authorize(safe.href);
      documentNavigation.assign(redirectUrl);
      return 'left';
    }
    await navigate({ href: safe?.href ?? HOME_PATH, replace: true });
    return 'navigated';
  };
}
