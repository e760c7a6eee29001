import { Alert, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../../core/api/api';
import { useApi } from '../../../core/api/ApiProvider';
import { sanitizeCallback } from '../../../core/auth/callback';
import { takeRoundTrip } from '../../../core/auth/pkce';
import { describeError } from '../../../core/forms/errors';
import { ButtonLink } from '../../../core/router/links';
import { HOME_PATH } from '../../../core/router/paths';
import { prefetchSignedInRoutes } from '../../../core/router/router';
import { AuthShell } from '../components/AuthShell';
import { OAuthCallbackIllustration } from '../illustrations';

const route = getRouteApi('/oauth2/callback');

type Outcome = { ok: true; returnTo: string } | { ok: false; reason: 'state' | 'denied' | 'missing' | 'exchange'; error?: unknown };

/**
 * One exchange per code: React's development double effects and a remount must not spend the code twice (the
 * round trip in sessionStorage is taken on the first).
 */
const exchanges = new Map<string, Promise<Outcome>>();

async function finishRoundTrip(api: Api, search: { code?: string; state?: string; error?: string }): Promise<Outcome> {
  if (search.error) return { ok: false, reason: 'denied' };
  if (!search.code) return { ok: false, reason: 'missing' };
  const trip = takeRoundTrip(search.state);
  if (!trip) return { ok: false, reason: 'state' };
  try {
    const tokens = await api.exchangeCode({ code: search.code, redirectUri: trip.redirectUri, codeVerifier: trip.codeVerifier });
    // the session the sign-in made on the way (if any) is replaced: end it on the server too
    const previous = api.session.snapshot();
    if (previous.signedIn && previous.accessToken) {
      await api.identity.logout(previous.refreshToken).catch(() => undefined);
    }
    api.session.signIn(tokens, { sso: true });
    const back = sanitizeCallback(trip.returnTo);
    return { ok: true, returnTo: back?.kind === 'app' ? back.href : HOME_PATH };
  } catch (error) {
    return { ok: false, reason: 'exchange', error };
  }
}

/**
 * /oauth2/callback (title "validation"): completes the authorization code with PKCE. The `state` must be the one
 * this tab stored; the code is exchanged with the stored code_verifier and redirect_uri. Single-sign-on mode keeps
 * only the refresh token (and the SSO flag) in storage, the access token in memory.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const router = useRouter();
  const search = route.useSearch();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const key = search.code ?? `none:${search.state ?? ''}:${search.error ?? ''}`;
    let exchange = exchanges.get(key);
    if (!exchange) {
      exchange = finishRoundTrip(api, search);
      exchanges.set(key, exchange);
    }
    void exchange.then(async (outcome) => {
      if (!active) return;
      if (outcome.ok) {
        // signed in: the signed-in pages' routes first, then on to the page the round trip started from
        await prefetchSignedInRoutes(router);
        if (active) void navigate({ href: outcome.returnTo, replace: true });
        return;
      }
      const messages = {
        state: t('auth.oauth.stateMismatch'),
        denied: search.error_description ? `${t('auth.oauth.denied')} (${search.error_description})` : t('auth.oauth.denied'),
        missing: t('auth.oauth.missingCode'),
        exchange: describeError(outcome.error, t).message,
      };
      setFailure(messages[outcome.reason]);
    });
    return () => {
      active = false;
    };
  }, [api, navigate, router, search, t]);

  return (
    <AuthShell title={t('auth.oauth.welcome')} subtitle={t('auth.oauth.subtitle')} illustration={<OAuthCallbackIllustration />}>
      {failure ? (
        <Stack gap="md">
          <Alert color="danger" variant="light" role="alert" title={t('auth.oauth.failed')} data-testid="oauth-error">
            <Text size="sm">{failure}</Text>
          </Alert>
          <ButtonLink to="/auth/sign-in" fullWidth>
            {t('auth.common.toSignIn')}
          </ButtonLink>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
        </Stack>
      )}
    </AuthShell>
  );
}
