import { Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, Textarea, Timeline, Title } from '@mantine/core';
import { stateByValue, workflowActions, type EntityDefinition, type Text as Label } from '@karsaz/entities';
import { formatJalaliDate, formatNumber } from '@karsaz/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { useAlerts } from '../alerts';
import { describeError } from '../forms/errors';
import { useLanguage } from '../i18n/useLanguage';
import { entityApi, entityKeys, type EntityRow } from '../entity/entityApi';
import { initialValues, toBody, validateValues, type FormValues } from '../entity/fields';

/** Draws an input of a step's field. */
export type StepFieldRenderer = (stepEntity: EntityDefinition, field: string, value: FormValues[string], onChange: (v: FormValues[string]) => void, error?: string) => ReactNode;

/** The fields a step takes, as an entity of their own: each required and written by the caller (the step writes it). */
function stepFieldsEntity(entity: EntityDefinition, fields: readonly string[]): EntityDefinition {
  return { ...entity, code: undefined, fields: Object.fromEntries(fields.map((f) => [f, { ...entity.fields[f]!, readOnly: false, required: true }])) } as EntityDefinition;
}

/**
 * A workflow document's state, the steps the caller may take now (each asks for a comment where its step needs one,
 * else for a confirmation), the approvals of the current round, and the history of every step, oldest first.
 */
export function WorkflowPanel({ entity, row, renderField }: {
  entity: EntityDefinition;
  row: EntityRow;
  /** draws an input of a step's field (the form's own inputs: a date with its calendar) */
  renderField?: StepFieldRenderer;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const w = entity.workflow!;
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);
  const keys = { actions: [...entityKeys.detail(entity, row.id), 'actions'], history: [...entityKeys.detail(entity, row.id), 'history'] };
  const actions = useQuery({ queryKey: keys.actions, queryFn: () => calls.workflow.actions(row.id) });
  const history = useQuery({ queryKey: keys.history, queryFn: () => calls.workflow.history(row.id) });
  const steps = useMemo(() => new Map(workflowActions(w).map((a) => [a.action, a])), [w]);
  const labels = useMemo(() => new Map([...steps.values()].map((a) => [a.action, a.label])), [steps]);
  const stateLabel = (key: string | null): string => (key ? (w.states.find((s) => s.key === key)?.label[language] ?? key) : '');
  const levelLabel = (n: number | null): string => (n ? (w.approval?.levels[n - 1]?.label[language] ?? String(n)) : '');
  const state = stateByValue(w, row[w.field]);
  const [asking, setAsking] = useState<{ action: string; comment: boolean } | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // what the step asks beyond a comment: the state to move to, and fields of the document (an instruction's cancel date)
  const step = asking ? steps.get(asking.action) : undefined;
  const stepEntity = useMemo(() => (step?.fields.length ? stepFieldsEntity(entity, step.fields) : null), [entity, step]);
  const [toState, setToState] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run() {
    if (!asking) return;
    const found: Record<string, string> = stepEntity ? validateValues(stepEntity, values, t, language) : {};
    if (step?.choices && !toState) found.toState = t('entity.required', { field: t('document.newState') });
    setFieldErrors(found);
    if (asking.comment && !comment.trim()) {
      setError(t('document.commentRequired'));
      return;
    }
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await calls.workflow.step(asking.action, {
        id: row.id,
        version: row.version,
        comment: comment.trim() || undefined,
        ...(step?.choices ? { toState: toState ?? undefined } : {}),
        ...(stepEntity ? toBody(stepEntity, values) : {}),
      });
      // the message names the state the step led to (a submitted request is "pending review", spec §4)
      const done = labels.get(asking.action)?.[language] ?? asking.action;
      const moved = result.state !== state?.key ? stateLabel(result.state) : '';
      alerts.snackbar(moved ? t('document.stepDoneState', { step: done, state: moved }) : t('document.stepDone', { step: done }), 'success');
      setAsking(null);
      setComment('');
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
    } catch (e) {
      const described = describeError(e, t, ['toState', ...(step?.fields ?? [])]);
      setFieldErrors(described.fieldErrors);
      setError([described.message, ...described.otherErrors].join(' '));
    } finally {
      setBusy(false);
    }
  }

  const label = (l: Label | undefined, fallback: string) => l?.[language] ?? fallback;
  return (
    <Paper withBorder p="sm" data-testid="workflow-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>{t('document.state')}:</Text>
            {/* the state's colour as a dot, its name in the text colour: a light badge's coloured text (green, teal) is
                below the contrast WCAG AA asks at this size */}
            <Badge color={state?.color ?? 'gray'} variant="dot" data-state={state?.key}>
              {state?.label[language] ?? String(row[w.field])}
            </Badge>
            {w.approval && row[w.approval.levelField] ? <Text size="sm">{t('document.atLevel', { level: levelLabel(Number(row[w.approval.levelField])) })}</Text> : null}
          </Group>
          <Group gap="xs">
            {(actions.data?.actions ?? []).map((a) => (
              <Button
                key={a.action}
                size="sm"
                variant={a.action === 'reject' || a.action === 'cancel' ? 'light' : 'filled'}
                color={a.action === 'reject' || a.action === 'cancel' ? 'danger' : undefined}
                data-action={a.action}
                onClick={() => {
                  setError(null);
                  setComment('');
                  setToState(null);
                  setFieldErrors({});
                  const fields = steps.get(a.action)?.fields ?? [];
                  setValues(fields.length ? initialValues(stepFieldsEntity(entity, fields)) : {});
                  setAsking(a);
                }}
              >
                {label(labels.get(a.action), a.action)}
              </Button>
            ))}
          </Group>
        </Group>
        {!!actions.data?.tasks.length && (
          <Table withTableBorder verticalSpacing={4} data-testid="workflow-tasks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('document.level')}</Table.Th>
                <Table.Th>{t('document.approver')}</Table.Th>
                <Table.Th>{t('document.decision')}</Table.Th>
                <Table.Th>{t('document.comment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actions.data.tasks.map((task, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{levelLabel(task.level)}</Table.Td>
                  <Table.Td>
                    {task.user.name}
                    {task.escalation ? ` (${t('document.escalated')})` : ''}
                  </Table.Td>
                  <Table.Td>{t(`document.task.${task.status}`, { defaultValue: task.status })}</Table.Td>
                  <Table.Td>{task.comment ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={5}>{t('document.history')}</Title>
        {history.data?.length ? (
          <Timeline active={history.data.length} bulletSize={14} lineWidth={2} data-testid="workflow-history">
            {history.data.map((h) => (
              <Timeline.Item key={h.id} title={`${label(labels.get(h.action), h.action === 'escalate' ? t('document.escalation') : h.action)} — ${stateLabel(h.toState)}`}>
                <Text size="sm">
                  {h.user?.name ?? t('document.system')}
                  {h.onBehalfOf ? ` ${t('document.onBehalfOf', { name: h.onBehalfOf.name })}` : ''}
                  {h.level ? ` · ${levelLabel(h.level)}` : ''}
                  {` · ${formatJalaliDate(h.at, language)}`}
                  {h.round > 1 ? ` · ${t('document.round', { n: formatNumber(h.round, language) })}` : ''}
                </Text>
                {h.comment && (
                  <Text size="sm" c="dimmed">
                    {h.comment}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Text size="sm" c="dimmed">
            {t('document.noHistory')}
          </Text>
        )}
      </Stack>
      <Modal opened={!!asking} onClose={() => setAsking(null)} title={asking ? label(labels.get(asking.action), asking.action) : ''} centered data-testid="workflow-step">
        <Stack>
          <Text>{t('document.stepQuestion', { step: asking ? label(labels.get(asking.action), asking.action) : '' })}</Text>
          {step?.choices && (
            <Select
              label={t('document.newState')}
              withAsterisk
              data={step.choices.filter((k) => k !== state?.key).map((k) => ({ value: k, label: stateLabel(k) }))}
              value={toState}
              onChange={setToState}
              error={fieldErrors.toState}
              data-testid="workflow-to-state"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {stepEntity &&
            renderField &&
            Object.keys(stepEntity.fields).map((f) => (
              <div key={f}>{renderField(stepEntity, f, values[f] ?? '', (v) => setValues((old) => ({ ...old, [f]: v })), fieldErrors[f])}</div>
            ))}
          <Textarea
            label={t('document.comment')}
            withAsterisk={!!asking?.comment}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            maxLength={2000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('entity.no')}
            </Button>
            <Button loading={busy} onClick={() => void run()} data-confirm-step>
              {t('entity.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
