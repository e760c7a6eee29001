import { directionOf, karsazTheme, type Language } from '@karsaz/ui';
import { DirectionProvider, MantineProvider, createTheme, localStorageColorSchemeManager, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import type { Api } from '../api/api';
import { ApiProvider } from '../api/ApiProvider';
import { useSessionWatch } from '../auth/useSessionWatch';
import { i18n } from '../i18n/i18n';
import type { AppRouter } from '../router/router';
import { STORAGE_KEYS } from '../storage/storage';

/** The colour scheme chosen on the setting page (light, dark or auto), kept under `theme` (spec §9 stored items). */
/**
 * The toast area is fetched (its own chunk, with its transitions) when the first toast is shown; the toast waits in
 * the notifications store and appears with it.
 */
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

function ToastArea() {
  const state = useNotifications();
  const shown = state.notifications.length + state.queue.length > 0;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (shown) setNeeded(true);
  }, [shown]);
  return needed || shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/**
 * Every dialog's close button is named in the page's language (axe: button-name), without each dialog saying so. A
 * plain object, not `Modal.extend`: importing Modal here would pull it into the sign-in page's first load.
 */
const CLOSE = { fa: 'بستن', en: 'Close' } as const;
const themeFor = (language: Language) =>
  mergeThemeOverrides(karsazTheme, createTheme({ components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE[language] } } } } }));

interface AppProps {
  language: Language;
  router: AppRouter;
  queryClient: QueryClient;
  api: Api;
}

/** Providers in dependency order, then the router. Language changes reload the page, so `language` is fixed. */
export function App({ language, router, queryClient, api }: AppProps) {
  useSessionWatch(api, router, queryClient);
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
          <ToastArea />
          <QueryClientProvider client={queryClient}>
            <ApiProvider api={api}>
              <RouterProvider router={router} />
            </ApiProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
