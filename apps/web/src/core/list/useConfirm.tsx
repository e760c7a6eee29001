import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../alerts/errorSink';

export interface ConfirmRequest {
  /** the dialog's title (default "Confirm") */
  title?: string;
  message: ReactNode;
  /** the confirming button (default "Yes") */
  confirmLabel?: string;
  /** the button that closes without acting (default "No") */
  cancelLabel?: string;
  run: () => Promise<unknown>;
}

/**
 * Asks before an action: `ask({...})` opens the dialog; confirming runs the call (the button shows it is busy), shows a
 * failure in the global dialog (409 "held by users", ...) and closes. Render `dialog` once in the screen.
 */
export function useConfirm({ testId = 'confirm-dialog' }: { testId?: string } = {}) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.run();
    } catch (error) {
      reportError(error);
    } finally {
      setRequest(null);
      setBusy(false);
    }
  };
  const dialog = (
    <Modal opened={!!request} onClose={() => !busy && setRequest(null)} title={request?.title ?? t('list.confirm')} centered size="sm" data-testid={testId} closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}>
      <Stack>
        <Text>{request?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRequest(null)} disabled={busy}>
            {request?.cancelLabel ?? t('list.no')}
          </Button>
          <Button color="danger" onClick={() => void confirm()} loading={busy} data-testid="confirm-action">
            {request?.confirmLabel ?? t('list.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask: setRequest, dialog };
}
