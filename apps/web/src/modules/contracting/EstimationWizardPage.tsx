import { Alert, Box, Button, Checkbox, Group, List, Loader, Paper, SimpleGrid, Stack, Stepper, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { ApiError, unwrap } from '@karsaz/api-client';
import { formatDecimal, tehranDate } from '@karsaz/domain';
import { isoDateToJalaliText, jalaliTextToIsoDate, localizeDigits } from '@karsaz/ui';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../core/api/api';
import { useApi } from '../../core/api/ApiProvider';
import { useAlerts } from '../../core/alerts';
import { DecimalInput } from '../../core/entity/DecimalInput';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import type { EntityRow } from '../../core/entity/entityApi';
import { describeError } from '../../core/forms/errors';
import { useLanguage } from '../../core/i18n/useLanguage';
import { EntityLookup, EntityTitle } from './EntityLookup';
import {
  PRICE_COLUMN, QUANTITY_COLUMN, STEPS, createBody, errorKeyOf, estimateSummary, opKey, proposedQuantity, stepOfKey, validateStep, wizardLines,
  type OperationChoice, type OperationSuggestion, type StepName, type Translate, type WizardHeader, type WizardText, type WizardLine,
} from './estimate';

/** GET estimation/suggestions: the project's proposed operations, or the named ones, with their quantities and prices. */
async function fetchSuggestions(api: Api, projectId: number, operationInfoIds?: number[]): Promise<OperationSuggestion[]> {
  const value = await unwrap(api.client.GET('/api/service/v1/estimation/suggestions', { params: { query: { projectId, ...(operationInfoIds ? { operationInfoIds } : {}) } } }));
  return value.data;
}

const wizardKeys = {
  proposals: (projectId: number | null) => ['estimation-wizard', 'suggestions', projectId] as const,
  operation: (projectId: number | null, operationInfoId: number) => ['estimation-wizard', 'suggestions', projectId, operationInfoId] as const,
};

/** The estimates' query keys as the entity screens hold them (core/entity/entityApi.ts `entityKeys.all`). */
const ESTIMATION_KEY = ['entity', 'estimation'] as const;

/**
 * The estimate wizard (/estimation/wizard-2, issue 14): a Mantine Stepper that walks a project's cost estimate
 * through five steps — the project (with the estimate's title, «برآورد <project>» until the user types one, and its
 * Jalali date, today), the operations (those of the project's employer contracts ticked, others added by lookup, each
 * with an optional general group), the quantities (the contracts' quantity filled in, the unit shown or chosen), the
 * unit prices (the last twelve months' average contract price filled in, with the latest one) and a summary whose
 * amounts are worked out exactly as the server stores them. Save posts the whole estimate in one call; a refused
 * one writes nothing, and each of its errors is shown on its field, on the step that holds it.
 */
export function EstimationWizardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const w: Translate = (key, options) => t(`contracting.wizard.${key}`, options ?? {});
  const stepText = (step: StepName, hint = false) => t(`contracting.wizard.steps.${step}${hint ? 'Hint' : ''}`);
  const rtl = language === 'fa';
  const numbersAlign = rtl ? ('left' as const) : ('right' as const);
  const amount = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : formatDecimal(value, language));

  const [active, setActive] = useState(0);
  const [header, setHeader] = useState<WizardHeader>(() => ({ projectId: null, title: '', dateText: localizeDigits(isoDateToJalaliText(tehranDate(new Date())), language), description: '' }));
  const [project, setProject] = useState<EntityRow | null>(null);
  const [titleTyped, setTitleTyped] = useState(false);
  const [added, setAdded] = useState<number[]>([]);
  const [adderKey, setAdderKey] = useState(0);
  const [choices, setChoices] = useState<Record<number, OperationChoice>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const projectId = header.projectId;
  const proposals = useQuery({ queryKey: wizardKeys.proposals(projectId), queryFn: () => fetchSuggestions(api, projectId!), enabled: !!projectId });
  const extra = useQueries({
    queries: added.map((id) => ({ queryKey: wizardKeys.operation(projectId, id), queryFn: () => fetchSuggestions(api, projectId!, [id]), enabled: !!projectId })),
  });
  const addingOperation = extra.some((q) => q.isLoading);
  // the proposals, then the operations added (in the order they were added), each once
  const extraKey = extra.map((q) => q.dataUpdatedAt).join(',');
  const operations = useMemo(() => {
    const list = [...(proposals.data ?? [])];
    for (const q of extra) for (const s of q.data ?? []) if (!list.some((o) => o.operationInfoId === s.operationInfoId)) list.push(s);
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proposals.data, extraKey]);
  const lines = useMemo(() => wizardLines(operations, choices), [operations, choices]);
  const taken = useMemo(() => lines.filter((l) => l.checked), [lines]);
  const summary = useMemo(() => estimateSummary(taken), [taken]);

  // moving between steps puts the focus on the step's heading (said by screen readers); a refused step on its first
  // field in error
  const panel = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ kind: 'heading' | 'error'; n: number } | null>(null);
  useEffect(() => {
    if (!focusTarget || !panel.current) return;
    const invalid = panel.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-wizard-error]');
    const target = focusTarget.kind === 'error' && invalid ? invalid : panel.current.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus();
  }, [focusTarget]);
  const focus = (kind: 'heading' | 'error') => setFocusTarget((f) => ({ kind, n: (f?.n ?? 0) + 1 }));

  const clearError = (...keys: string[]) =>
    setErrors((e) => {
      if (!keys.some((k) => k in e)) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });
  const choose = (id: number, change: OperationChoice, ...clears: string[]) => {
    setChoices((c) => ({ ...c, [id]: { ...c[id], ...change } }));
    clearError(...clears.map((f) => opKey(id, f)));
  };
  const setField = <K extends keyof WizardHeader>(key: K, value: WizardHeader[K]) => {
    setHeader((h) => ({ ...h, [key]: value }));
    clearError(key === 'dateText' ? 'estimateDate' : key);
  };

  const goTo = (step: number) => {
    setActive(step);
    focus('heading');
  };
  const next = () => {
    const found = validateStep(STEPS[active]!, header, lines, w);
    // this step's earlier problems are replaced by what is wrong now; the other steps' (a server's answer) stay
    setErrors((e) => ({ ...Object.fromEntries(Object.entries(e).filter(([k]) => stepOfKey(k) !== active)), ...found }));
    if (Object.keys(found).length) return focus('error');
    goTo(active + 1);
  };

  const pickProject = (id: number | null, row: EntityRow | null) => {
    setProject(row);
    setHeader((h) => ({
      ...h,
      projectId: id,
      // «برآورد <project>» until the user writes a title of their own
      title: row && (!titleTyped || !h.title.trim()) ? w('defaultTitle', { project: String(row.name ?? '') }) : h.title,
    }));
    clearError('projectId', 'title');
  };
  const addOperation = (id: number | null) => {
    if (!id) return;
    if (operations.some((o) => o.operationInfoId === id)) choose(id, { checked: true });
    else if (!added.includes(id)) setAdded((a) => [...a, id]);
    clearError('operations');
    setAdderKey((k) => k + 1);
  };

  async function save() {
    const invalid = STEPS.slice(0, 4).map((s, i) => [i, validateStep(s, header, lines, w)] as const).find(([, e]) => Object.keys(e).length);
    if (invalid) {
      setErrors(invalid[1]);
      setActive(invalid[0]);
      return focus('error');
    }
    const { body, operations: sent } = createBody(header, lines);
    setSaving(true);
    setFailure(null);
    try {
      const created = await unwrap(api.client.POST('/api/service/v1/estimation/create', { body }));
      await queryClient.invalidateQueries({ queryKey: ESTIMATION_KEY });
      alerts.snackbar(w('saved'), 'success');
      await navigate({ to: `/estimation-2/${created.id}` });
    } catch (error) {
      // every error on its field, on the step that shows it; the rest under the message
      const fieldErrors: Record<string, string> = {};
      const others: string[] = [];
      for (const e of error instanceof ApiError ? error.errors : []) {
        const key = errorKeyOf(e.field, sent);
        if (key && !fieldErrors[key]) fieldErrors[key] = e.message;
        else others.push(e.message);
      }
      const described = describeError(error, t);
      setErrors(fieldErrors);
      setFailure({ message: described.message, others });
      const steps = Object.keys(fieldErrors).map(stepOfKey);
      if (steps.length) {
        setActive(Math.min(...steps));
        focus('error');
      } else focus('heading');
    } finally {
      setSaving(false);
    }
  }

  const stepNames = STEPS.map((s) => stepText(s));
  const stepHeading = (
    <Title order={3} size="h4" tabIndex={-1} data-step-heading="" id="wizard-step-title" style={{ outlineOffset: 2 }}>
      {w('stepOf', { n: localizeDigits(active + 1, language), total: localizeDigits(STEPS.length, language), name: stepNames[active] })}
    </Title>
  );
  const errorAt = (key: string) => errors[key];
  const unitName = (l: WizardLine) => l.operation.unitName ?? '';

  /** A table of the wizard, named by its heading, scrolled on its own when the page is narrow. */
  const table = (labelKey: WizardText, head: ReactNode, body: ReactNode, foot?: ReactNode, testId?: string) => (
    <Box role="region" aria-label={w(labelKey)} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder verticalSpacing="xs" miw={640} data-testid={testId}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{w(labelKey)}</Table.Caption>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
        {foot && <Table.Tfoot>{foot}</Table.Tfoot>}
      </Table>
    </Box>
  );

  const projectStep = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <EntityLookup
        entity="project"
        label={w('project')}
        placeholder={w('projectSearch')}
        required
        value={header.projectId}
        onChange={pickProject}
        optionLabel={(r) => `${String(r.name ?? '')} (${localizeDigits(String(r.code ?? ''), language)})`}
        error={errorAt('projectId')}
        name="projectId"
        testId="wizard-project"
      />
      <TextInput
        label={w('title')}
        withAsterisk
        value={header.title}
        onChange={(e) => {
          setTitleTyped(true);
          setField('title', e.currentTarget.value);
        }}
        error={errorAt('title')}
        maxLength={200}
        name="title"
      />
      <JalaliDateInput
        label={w('date')}
        fieldName={w('date')}
        withAsterisk
        kind="date"
        language={language}
        value={header.dateText}
        onChange={(v) => setField('dateText', v)}
        error={errorAt('estimateDate')}
        description={w('dateHint')}
        name="estimateDate"
      />
      <Textarea label={w('description')} autosize minRows={1} maxRows={4} value={header.description} onChange={(e) => setField('description', e.currentTarget.value)} error={errorAt('description')} name="description" />
    </SimpleGrid>
  );

  const suggestionsState = proposals.isLoading ? (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{w('loadingSuggestions')}</Text>
    </Group>
  ) : proposals.isError ? (
    <Alert color="danger" role="alert" title={w('suggestionsFailed')}>
      <Group gap="sm">
        <Text size="sm">{describeError(proposals.error, t).message}</Text>
        <Button size="xs" variant="light" onClick={() => void proposals.refetch()}>
          {w('retry')}
        </Button>
      </Group>
    </Alert>
  ) : (
    <Text size="sm">{proposals.data?.length ? w('proposed') : w('noneProposed')}</Text>
  );

  const operationsStep = (
    <Stack>
      {suggestionsState}
      {lines.length > 0 &&
        table(
          'operationsTable',
          <Table.Tr>
            <Table.Th w={90}>{w('include')}</Table.Th>
            <Table.Th>{w('operation')}</Table.Th>
            <Table.Th>{w('unit')}</Table.Th>
            <Table.Th style={{ textAlign: numbersAlign }}>{w('contractQuantity')}</Table.Th>
            <Table.Th miw={220}>
              {w('group')} ({w('groupOptional')})
            </Table.Th>
          </Table.Tr>,
          lines.map((l) => {
            const id = l.operation.operationInfoId;
            return (
              <Table.Tr key={id} data-operation={l.operation.code}>
                <Table.Td>
                  <Checkbox
                    aria-label={w('includeOperation', { operation: l.operation.name })}
                    checked={l.checked}
                    onChange={(e) => {
                      choose(id, { checked: e.currentTarget.checked });
                      clearError('operations');
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {l.operation.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {w('code')}: {localizeDigits(l.operation.code, language)}
                  </Text>
                  {errorAt(opKey(id, 'operationInfoId')) && (
                    <Text size="xs" c="danger" role="alert" data-wizard-error="" tabIndex={-1}>
                      {errorAt(opKey(id, 'operationInfoId'))}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{unitName(l) || '—'}</Table.Td>
                <Table.Td style={{ textAlign: numbersAlign }}>{amount(l.operation.contractQuantity)}</Table.Td>
                <Table.Td>
                  <EntityLookup
                    entity="publicgroup"
                    ariaLabel={w('groupOf', { operation: l.operation.name })}
                    value={l.publicGroupId}
                    onChange={(gid) => choose(id, { publicGroupId: gid }, 'publicGroupId')}
                    error={errorAt(opKey(id, 'publicGroupId'))}
                    name={`publicGroupId-${id}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          }),
          undefined,
          'wizard-operations',
        )}
      <Group align="flex-end" gap="xs">
        <Box style={{ flex: '1 1 320px', maxWidth: 480 }}>
          <EntityLookup
            key={adderKey}
            entity="operationinfo"
            label={w('addOperation')}
            placeholder={w('addOperationHint')}
            value={null}
            onChange={(id) => addOperation(id)}
            optionLabel={(r) => `${String(r.name ?? '')} (${localizeDigits(String(r.code ?? ''), language)})`}
            name="addOperation"
            testId="wizard-add-operation"
          />
        </Box>
        {addingOperation && <Loader size="sm" aria-label={w('loadingSuggestions')} />}
      </Group>
      {errorAt('operations') && (
        <Alert color="danger" role="alert" data-wizard-error="" tabIndex={-1}>
          {errorAt('operations')}
        </Alert>
      )}
    </Stack>
  );

  const quantitiesStep = table(
    'operationsTable',
    <Table.Tr>
      <Table.Th>{w('operation')}</Table.Th>
      <Table.Th miw={220}>{w('quantity')}</Table.Th>
      <Table.Th miw={200}>{w('unit')}</Table.Th>
    </Table.Tr>,
    taken.map((l) => {
      const id = l.operation.operationInfoId;
      return (
        <Table.Tr key={id} data-operation={l.operation.code}>
          <Table.Td>{l.operation.name}</Table.Td>
          <Table.Td>
            <DecimalInput
              aria-label={w('quantityOf', { operation: l.operation.name })}
              value={l.quantity}
              onChange={(v) => choose(id, { quantity: v }, 'quantity')}
              spec={QUANTITY_COLUMN}
              language={language}
              error={errorAt(opKey(id, 'quantity'))}
              description={proposedQuantity(l.operation) ? w('fromContracts', { quantity: amount(l.operation.contractQuantity) }) : undefined}
              name={`quantity-${id}`}
              withAsterisk
            />
          </Table.Td>
          <Table.Td>
            {l.operation.unitId ? (
              <Text size="sm">{unitName(l)}</Text>
            ) : (
              <EntityLookup
                entity="measureunit"
                ariaLabel={w('unitOf', { operation: l.operation.name })}
                description={w('noUnit')}
                required
                value={l.unitId}
                onChange={(uid) => choose(id, { unitId: uid }, 'unitId')}
                error={errorAt(opKey(id, 'unitId'))}
                name={`unitId-${id}`}
              />
            )}
          </Table.Td>
        </Table.Tr>
      );
    }),
    undefined,
    'wizard-quantities',
  );

  const pricesStep = table(
    'operationsTable',
    <Table.Tr>
      <Table.Th>{w('operation')}</Table.Th>
      <Table.Th>{w('unit')}</Table.Th>
      <Table.Th miw={300}>{w('unitPrice')}</Table.Th>
    </Table.Tr>,
    taken.map((l) => {
      const id = l.operation.operationInfoId;
      const s = l.operation;
      return (
        <Table.Tr key={id} data-operation={s.code}>
          <Table.Td>{s.name}</Table.Td>
          <Table.Td>{unitName(l) || '—'}</Table.Td>
          <Table.Td>
            <DecimalInput
              aria-label={w('unitPriceOf', { operation: s.name })}
              value={l.unitPrice}
              onChange={(v) => choose(id, { unitPrice: v }, 'unitPrice')}
              spec={PRICE_COLUMN}
              language={language}
              error={errorAt(opKey(id, 'unitPrice'))}
              description={s.suggestedPrice !== null ? w('average', { count: localizeDigits(s.samples, language), latest: amount(s.latestPrice) }) : w('noRecentPrice')}
              name={`unitPrice-${id}`}
              withAsterisk
            />
          </Table.Td>
        </Table.Tr>
      );
    }),
    undefined,
    'wizard-prices',
  );

  const day = jalaliTextToIsoDate(header.dateText.trim());
  const summaryStep = (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" spacing="xs" m={0}>
        {[
          [w('project'), project ? String(project.name ?? '') : ''],
          [w('title'), header.title.trim()],
          [w('date'), day ? localizeDigits(isoDateToJalaliText(day), language) : header.dateText],
        ].map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed">
              {term}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {table(
        'summaryTable',
        <Table.Tr>
          <Table.Th w={60}>{w('row')}</Table.Th>
          <Table.Th>{w('operation')}</Table.Th>
          <Table.Th>{w('group')}</Table.Th>
          <Table.Th>{w('unit')}</Table.Th>
          <Table.Th style={{ textAlign: numbersAlign }}>{w('quantity')}</Table.Th>
          <Table.Th style={{ textAlign: numbersAlign }}>{w('unitPrice')}</Table.Th>
          <Table.Th style={{ textAlign: numbersAlign }}>{w('amount')}</Table.Th>
        </Table.Tr>,
        taken.map((l, i) => (
          <Table.Tr key={l.operation.operationInfoId} data-operation={l.operation.code}>
            <Table.Td>{localizeDigits(i + 1, language)}</Table.Td>
            <Table.Td>{l.operation.name}</Table.Td>
            <Table.Td>
              <GroupName id={l.publicGroupId} />
            </Table.Td>
            <Table.Td>
              <UnitName line={l} />
            </Table.Td>
            <Table.Td style={{ textAlign: numbersAlign }} data-cell="quantity">
              {amount(l.quantity)}
            </Table.Td>
            <Table.Td style={{ textAlign: numbersAlign }} data-cell="unitPrice">
              {amount(l.unitPrice)}
            </Table.Td>
            <Table.Td style={{ textAlign: numbersAlign }} data-cell="amount">
              {amount(summary.amounts[i])}
            </Table.Td>
          </Table.Tr>
        )),
        <Table.Tr>
          <Table.Th scope="row" colSpan={6}>
            {w('total')}
          </Table.Th>
          <Table.Td style={{ textAlign: numbersAlign }} fw={700} data-testid="wizard-total">
            {amount(summary.total)}
          </Table.Td>
        </Table.Tr>,
        'wizard-summary',
      )}
    </Stack>
  );

  const content = [projectStep, operationsStep, quantitiesStep, pricesStep, summaryStep][active];
  const last = active === STEPS.length - 1;
  // the operations' step waits for its proposals (and an operation being added) before it is checked
  const waiting = active === 1 && (proposals.isLoading || addingOperation);

  return (
    <Stack data-testid="estimation-wizard">
      <Title order={2}>{t('contracting.routes.estimationWizard')}</Title>
      <Text size="sm">{w('intro')}</Text>
      <Stepper active={active} onStepClick={(i) => i < active && goTo(i)} allowNextStepsSelect={false} size="sm" wrap>
        {STEPS.map((s, i) => (
          <Stepper.Step key={s} label={stepNames[i]} description={stepText(s, true)} aria-current={i === active ? 'step' : undefined} data-step={s} />
        ))}
      </Stepper>
      {failure && (
        <Alert color="danger" role="alert" title={w('saveFailed')} data-testid="wizard-failure">
          <Text size="sm">{failure.message}</Text>
          {failure.others.length > 0 && (
            <List size="sm">
              {failure.others.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          )}
          {Object.keys(errors).length > 0 && <Text size="sm">{w('fixAt')}</Text>}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="wizard-step-title" ref={panel} data-active-step={STEPS[active]}>
        <Stack>
          {stepHeading}
          {content}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button variant="default" leftSection={rtl ? <IconArrowRight size={16} aria-hidden /> : <IconArrowLeft size={16} aria-hidden />} onClick={() => goTo(active - 1)} disabled={active === 0 || saving}>
          {w('back')}
        </Button>
        {last ? (
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void save()} loading={saving} data-testid="wizard-save">
            {w('save')}
          </Button>
        ) : (
          <Button rightSection={rtl ? <IconArrowLeft size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />} onClick={next} disabled={waiting}>
            {w('next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A general group's name in the summary (its row is cached since it was chosen). */
function GroupName({ id }: { id: number | null }) {
  return id ? <EntityTitle entity="publicgroup" id={id} /> : <>—</>;
}

/** The unit of a line: the operation's, else the one chosen. */
function UnitName({ line }: { line: WizardLine }) {
  if (line.operation.unitId) return <>{line.operation.unitName ?? ''}</>;
  return line.unitId ? <EntityTitle entity="measureunit" id={line.unitId} /> : <>—</>;
}
