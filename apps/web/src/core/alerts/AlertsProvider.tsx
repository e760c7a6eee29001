import { Button, Group, Loader, Modal, Notification, Overlay, Portal, Text, ThemeIcon } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../forms/errors';
import { isShownError } from './errorDialog';
import { setErrorDialog } from './errorSink';

/**
 * The global alerts (spec platform-core §2, §3 "Alerts state", §9): a snackbar (status success by default), a dialog
 * with a status colour and a message (status danger by default), and a full-screen loader (opacity 0.7, fixed
 * colours, not cancellable). Colours are the palette of packages/ui (primary, secondary, success, warning, danger).
 *
 * Use `useAlerts()` in components; code outside React can use the `alerts` object once the provider is mounted.
 */
export type AlertStatus = 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'info';

export interface Alerts {
  snackbar(message: ReactNode, status?: AlertStatus): void;
  dialog(message: ReactNode, status?: AlertStatus): void;
  closeDialog(): void;
  showLoader(): void;
  hideLoader(): void;
  /** Shows the loader while the promise runs (nested calls count), and gives its result. */
  withLoader<T>(promise: Promise<T> | (() => Promise<T>)): Promise<T>;
}

/** The Mantine colour of a status ('info' is the primary blue). */
export const statusColor = (status: AlertStatus): string => (status === 'info' ? 'primary' : status);

/** How long a snackbar stays. */
export const SNACKBAR_MS = 4000;

interface AlertsState {
  snackbar: { id: number; message: ReactNode; status: AlertStatus } | null;
  dialog: { message: ReactNode; status: AlertStatus } | null;
  loaders: number;
}

const AlertsContext = createContext<Alerts | null>(null);

let bound: Alerts | null = null;

/** Falls back to the console when no provider is mounted (tests of single components, pages outside the layout). */
const fallback: Alerts = {
  snackbar: (message) => console.info('snackbar', message),
  dialog: (message) => console.warn('dialog', message),
  closeDialog: () => undefined,
  showLoader: () => undefined,
  hideLoader: () => undefined,
  withLoader: (promise) => (typeof promise === 'function' ? promise() : promise),
};

/** The alerts of the mounted provider, for code outside React. */
export const alerts: Alerts = {
  snackbar: (message, status) => (bound ?? fallback).snackbar(message, status),
  dialog: (message, status) => (bound ?? fallback).dialog(message, status),
  closeDialog: () => (bound ?? fallback).closeDialog(),
  showLoader: () => (bound ?? fallback).showLoader(),
  hideLoader: () => (bound ?? fallback).hideLoader(),
  withLoader: (promise) => (bound ?? fallback).withLoader(promise),
};

export function useAlerts(): Alerts {
  return useContext(AlertsContext) ?? alerts;
}

function StatusMark({ status }: { status: AlertStatus }) {
  const path = status === 'success' ? 'M5 10.5 L8.5 14 L15 7' : status === 'danger' ? 'M6.5 6.5 L13.5 13.5 M13.5 6.5 L6.5 13.5' : 'M10 5.5 V11 M10 14.2 V14.4';
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<AlertsState>({ snackbar: null, dialog: null, loaders: 0 });
  const counter = useRef(0);

  const api = useMemo<Alerts>(() => {
    const showLoader = () => setState((s) => ({ ...s, loaders: s.loaders + 1 }));
    const hideLoader = () => setState((s) => ({ ...s, loaders: Math.max(0, s.loaders - 1) }));
    return {
      snackbar: (message, status = 'success') => setState((s) => ({ ...s, snackbar: { id: ++counter.current, message, status } })),
      dialog: (message, status = 'danger') => setState((s) => ({ ...s, dialog: { message, status } })),
      closeDialog: () => setState((s) => ({ ...s, dialog: null })),
      showLoader,
      hideLoader,
      async withLoader(promise) {
        showLoader();
        try {
          return await (typeof promise === 'function' ? promise() : promise);
        } finally {
          hideLoader();
        }
      },
    };
  }, []);

  // the global error dialog (errorSink.ts): the server's message, else its detail, else "an error occurred"
  useEffect(
    () =>
      setErrorDialog((error) => {
        if (!isShownError(error)) return;
        console.warn('A call failed', error);
        api.dialog(describeError(error, t).message, 'danger');
      }),
    [api, t],
  );

  useEffect(() => {
    bound = api;
    return () => {
      if (bound === api) bound = null;
    };
  }, [api]);

  const snackbarId = state.snackbar?.id;
  useEffect(() => {
    if (snackbarId === undefined) return;
    const timer = setTimeout(() => setState((s) => (s.snackbar?.id === snackbarId ? { ...s, snackbar: null } : s)), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [snackbarId]);

  const closeSnackbar = useCallback(() => setState((s) => ({ ...s, snackbar: null })), []);
  const dialog = state.dialog;

  return (
    <AlertsContext.Provider value={api}>
      {children}
      {state.snackbar && (
        <Portal>
          <Notification
            role="status"
            data-testid="snackbar"
            color={statusColor(state.snackbar.status)}
            onClose={closeSnackbar}
            closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}
            withBorder
            style={{ position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', zIndex: 400, minWidth: 280, maxWidth: 'calc(100vw - 32px)' }}
          >
            {state.snackbar.message}
          </Notification>
        </Portal>
      )}
      <Modal
        opened={!!dialog}
        onClose={api.closeDialog}
        centered
        size="sm"
        zIndex={450}
        title={
          dialog && (
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color={statusColor(dialog.status)} radius="xl" size={32} variant="light">
                <StatusMark status={dialog.status} />
              </ThemeIcon>
              <Text fw={700} c={statusColor(dialog.status)}>
                {t(`shell.alerts.status.${dialog.status}`)}
              </Text>
            </Group>
          )
        }
        closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}
        styles={{ content: { borderTop: dialog ? `4px solid var(--mantine-color-${statusColor(dialog.status)}-6)` : undefined } }}
        data-testid="alert-dialog"
      >
        <Text data-testid="alert-dialog-message">{dialog?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button color={dialog ? statusColor(dialog.status) : undefined} onClick={api.closeDialog}>
            {t('shell.alerts.ok')}
          </Button>
        </Group>
      </Modal>
      {state.loaders > 0 && (
        <Portal>
          <div
            data-testid="global-loader"
            role="progressbar"
            aria-busy="true"
            aria-label={t('shell.alerts.loading')}
            style={{ position: 'fixed', inset: 0, zIndex: 500, display: 'grid', placeItems: 'center' }}
          >
            <Overlay color="#0d1b2a" backgroundOpacity={0.7} fixed zIndex={0} />
            <Loader color="#ffffff" size="lg" style={{ position: 'relative' }} />
          </div>
        </Portal>
      )}
    </AlertsContext.Provider>
  );
}
