import { Alert, Button, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { EntityDefinition } from '@karsaz/entities';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../forms/errors';
import { useFormat, useLanguage } from '../i18n/useLanguage';
import { REALTIME_EVENT } from '../realtime/events';
import type { ImportError, ImportPreview, ImportStatus } from './entityApi';

/** Where the dialog stands: the server's check of the file, the running job, or how it ended. */
export type ImportStep =
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'refused'; message: string; errors: string[] }
  | { step: 'running' | 'done' | 'failed'; status: ImportStatus };


interface Props {
  entity: EntityDefinition;
  state: ImportStep | null;
  onState: (state: ImportStep | null) => void;
  commit: (id: string) => Promise<ImportStatus>;
  status: (id: string) => Promise<ImportStatus>;
  chooseFile: () => void;
  /** the job ended well: the list is refreshed */
  onDone: () => void;
}

/** Why nothing was (or will be) imported, what went wrong, and the ways out: close, or choose another file. */
function Refusal({ alert, children, onClose, again }: { alert: string; children: ReactNode; onClose: () => void; again: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="danger" role="alert">
        {alert}
      </Alert>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('entity.close')}
        </Button>
        {again}
      </Group>
    </Stack>
  );
}

function ErrorTable({ errors }: { errors: ImportError[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped withTableBorder data-testid="entity-import-errors" aria-label={t('entity.importErrors')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('entity.importRow')}</Table.Th>
            <Table.Th>{t('entity.importError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((e) => (
            <Table.Tr key={e.field} data-field={e.field}>
              <Table.Td>{format.digits(e.row)}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * The Excel import's dialog on the list screen: every bad row and field of the checked file, or "N rows ready"
 * with the button that writes them; then a progress bar fed by the realtime channel and the status route, until
 * the job is done (all rows saved) or failed (none saved, the rows named).
 */
export function ImportDialog({ entity, state, onState, commit, status, chooseFile, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const runningId = state?.step === 'running' ? state.status.id : null;
  // each step's main button takes the focus (the one pressed before may be gone), so Enter and Escape keep working
  const main = useRef<HTMLButtonElement>(null);
  const step = state?.step === 'preview' ? `preview:${state.preview.id}` : state?.step;
  useEffect(() => {
    if (step && step !== 'running') setTimeout(() => main.current?.focus(), 0);
  }, [step]);

  useEffect(() => {
    if (!runningId) return;
    let stopped = false;
    const settle = (s: ImportStatus) => {
      if (stopped) return;
      if (s.state === 'done' || s.state === 'failed') {
        stopped = true;
        onState({ step: s.state, status: s });
        if (s.state === 'done') onDone();
      } else onState({ step: 'running', status: s });
    };
    const poll = () => void status(runningId).then(settle, () => undefined);
    const timer = setInterval(poll, 1000);
    // the job's pushes move the bar between polls; the end is read from the status route (with its errors)
    const onPush = (e: Event) => {
      const m = (e as CustomEvent<Record<string, unknown>>).detail;
      if (m?.type !== 'import' || m.id !== runningId) return;
      if (m.state === 'done' || m.state === 'failed') poll();
      else if (!stopped) onState({ step: 'running', status: { id: runningId, state: 'running', total: Number(m.total), done: Number(m.done), errors: [] } });
    };
    window.addEventListener(REALTIME_EVENT, onPush);
    poll();
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(REALTIME_EVENT, onPush);
    };
    // the effect follows the job, not each progress step
  }, [runningId]);

  const close = () => {
    if (state?.step !== 'running') onState(null);
  };

  async function confirm(id: string) {
    setBusy(true);
    try {
      const s = await commit(id);
      onState(s.state === 'done' || s.state === 'failed' ? { step: s.state, status: s } : { step: 'running', status: s });
      if (s.state === 'done') onDone();
    } catch (error) {
      const d = describeError(error, t);
      onState({ step: 'refused', message: d.message, errors: d.otherErrors });
    } finally {
      setBusy(false);
    }
  }

  const again = (
    <Button
      ref={main}
      variant="default"
      onClick={() => {
        onState(null);
        chooseFile();
      }}
    >
      {t('entity.importChooseAgain')}
    </Button>
  );

  return (
    <Modal
      opened={!!state}
      onClose={close}
      title={t('entity.importTitle', { title: entity.label.plural[language] })}
      size="lg"
      closeOnEscape={state?.step !== 'running'}
      withCloseButton={state?.step !== 'running'}
      closeButtonProps={{ 'aria-label': t('entity.close') }}
      data-testid="entity-import-dialog"
    >
      {state?.step === 'preview' && state.preview.errorCount === 0 && (
        <Stack>
          <Alert color="success" role="status">
            {t('entity.importReady', { count: state.preview.rowCount })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('entity.cancel')}
            </Button>
            <Button ref={main} data-autofocus loading={busy} onClick={() => void confirm(state.preview.id)}>
              {t('entity.importConfirm', { count: state.preview.rowCount })}
            </Button>
          </Group>
        </Stack>
      )}
      {state?.step === 'preview' && state.preview.errorCount > 0 && (
        <Refusal alert={t('entity.importBadRows', { bad: state.preview.errorCount, count: state.preview.rowCount })} onClose={close} again={again}>
          <ErrorTable errors={state.preview.errors} />
        </Refusal>
      )}
      {state?.step === 'refused' && (
        <Refusal alert={`${t('entity.importRefused')} ${state.message}`} onClose={close} again={again}>
          {state.errors.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Refusal>
      )}
      {state?.step === 'running' && (
        <Stack>
          <Progress
            value={state.status.total ? (100 * state.status.done) / state.status.total : 0}
            size="lg"
            striped
            animated
            aria-label={t('entity.importProgress')}
            data-testid="entity-import-progress"
          />
          <Text size="sm" aria-live="polite">
            {t('entity.importProgressText', { done: state.status.done, total: state.status.total })}
          </Text>
        </Stack>
      )}
      {state?.step === 'done' && (
        <Stack>
          <Alert color="success" role="status">
            {t('entity.importDone', { count: state.status.total })}
          </Alert>
          <Group justify="flex-end">
            <Button ref={main} data-autofocus onClick={close}>
              {t('entity.close')}
            </Button>
          </Group>
        </Stack>
      )}
      {state?.step === 'failed' && (
        <Refusal alert={t('entity.importFailed')} onClose={close} again={again}>
          <ErrorTable errors={state.status.errors} />
        </Refusal>
      )}
    </Modal>
  );
}
