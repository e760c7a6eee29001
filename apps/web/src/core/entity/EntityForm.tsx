import { documentRuleProblems } from '@karsaz/domain';
import { Alert, Button, Group, Modal, NumberInput, Pagination, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, Table, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DECIMAL_COLUMNS, companionFields, findEntity, stateByValue, type ChildrenDefinition, type EntityDefinition, type FieldDefinition, type LinkField } from '@karsaz/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, Suspense, useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formAddonOf } from './addons';
import { useApi } from '../api/ApiProvider';
import { usePageAccess } from '../access';
import { useAlerts } from '../alerts';
import { describeError } from '../forms/errors';
import { useFormat, useLanguage } from '../i18n/useLanguage';
import { DecimalInput } from './DecimalInput';
import { DurationInput } from './DurationInput';
import { JalaliDateInput, typedDay } from './JalaliDateInput';
import { TimeOfDayInput } from './TimeOfDayInput';
import { entityApi, entityKeys, type EntityRow } from './entityApi';
import { cellText, formSections, initialValues, isShown, isLetterOrDigit, readOnlyValues, toBody, validateValues, type FormValues } from './fields';
import { LinesEditor, initialLines, isBlankLine, linesBody, validateLines, type LineValues } from '../document/LinesEditor';
import { WorkflowPanel, type StepFieldRenderer } from '../document/WorkflowPanel';
import { LinksSelect } from './LinksSelect';
import { AttachmentsSection } from './AttachmentsSection';
import { LINKED_TITLE_FRESH_MS, seedLinkedTitles, useLookupOptions } from './useLookup';
import { reportError } from '../alerts/errorSink';

/** A searchable lookup of another entity's active rows (spec: lookups to linked entities with search). */
export function LinkSelect(props: {
  field: string;
  def: LinkField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
  cellLabel?: string;
}) {
  const language = useLanguage();
  // a link to a view's slice offers that slice (an employer's lookup lists employers)
  const { target, calls, search, setSearch, options, title } = useLookupOptions(props.def, !props.readOnly);
  // the chosen row's title: from the form's row when it carried it (seedLinkedTitles), else fetched once
  const current = useQuery({
    queryKey: entityKeys.title(target, Number(props.value)),
    queryFn: () => calls.get(Number(props.value)),
    // a row the API does not read on its own (a contract's item) is shown by the title its document carried
    enabled: !!props.value && !!target.routes.getById,
    staleTime: LINKED_TITLE_FRESH_MS,
  });
  const data = useMemo(() => {
    const rows = [...(options.data?.data ?? [])];
    if (current.data && !rows.some((r) => r.id === current.data!.id)) rows.unshift(current.data);
    return rows.map((r) => ({ value: String(r.id), label: title(r) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, current.data]);
  return (
    <Select
      label={props.cellLabel ? undefined : props.def.label[language]}
      aria-label={props.cellLabel}
      withAsterisk={!!props.def.required}
      searchable
      clearable={!props.def.required}
      data={data}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? undefined : '—'}
      error={props.error}
      readOnly={props.readOnly}
      name={props.field}
      data-field={props.field}
      filter={({ options: o }) => o}
    />
  );
}

/** The field drawn with another (a range's end beside its start, a time's next-day flag beside it). */
export interface Companion {
  field: string;
  def: FieldDefinition;
  value: FormValues[string];
  onChange: (value: FormValues[string]) => void;
  error?: string;
}

/** The companion of `field` in `entity` for these values and setters, if it has one. */
export function companionOf(entity: EntityDefinition, field: string, values: FormValues, set: (field: string, v: FormValues[string]) => void, errors: Record<string, string>, errorKey = (f: string) => f): Companion | undefined {
  const other = companionFields(entity)[field];
  if (!other) return undefined;
  return { field: other, def: entity.fields[other]!, value: values[other] ?? '', onChange: (v) => set(other, v), error: errors[errorKey(other)] };
}

export function FieldInput(props: {
  entity: EntityDefinition;
  field: string;
  def: FieldDefinition;
  value: FormValues[string];
  onChange: (value: FormValues[string]) => void;
  error?: string;
  readOnly: boolean;
  isNew: boolean;
  /** a cell of a grid (a document's line): no visible label, the label read out instead */
  cellLabel?: string;
  /** the field drawn with this one (a range's end, a time's next-day flag): see `companionFields` */
  companion?: Companion;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { def, field } = props;
  const label = def.label[language];
  const codeFromSequence = props.isNew && props.entity.code?.field === field;
  const common = {
    label: props.cellLabel ? undefined : label,
    'aria-label': props.cellLabel,
    name: field,
    'data-field': field,
    error: props.error,
    readOnly: props.readOnly,
    withAsterisk: !!def.required && !codeFromSequence,
  };
  switch (def.type) {
    case 'boolean':
      return <Switch label={label} name={field} checked={!!props.value} onChange={(e) => props.onChange(e.currentTarget.checked)} disabled={props.readOnly} error={props.error} />;
    case 'text':
      return <Textarea {...common} autosize minRows={2} maxRows={6} value={String(props.value ?? '')} onChange={(e) => props.onChange(e.currentTarget.value)} dir={def.ltr ? 'ltr' : undefined} />;
    case 'decimal':
    case 'money':
      return (
        <DecimalInput
          {...common}
          value={props.value === null || props.value === undefined ? '' : String(props.value)}
          onChange={props.onChange}
          spec={DECIMAL_COLUMNS[def.type]}
          language={language}
          description={def.hint?.[language]}
        />
      );
    case 'int':
      return (
        <NumberInput
          {...common}
          value={props.value === '' || props.value === null ? '' : String(props.value)}
          onChange={(v) => props.onChange(v === '' ? '' : String(v))}
          min={def.min}
          max={def.max}
          allowDecimal={false}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={def.options.map((o) => ({ value: String(o.value), label: o.label[language] }))}
          value={props.value === '' || props.value === null ? null : String(props.value)}
          onChange={(v) => props.onChange(v ?? '')}
          clearable={!def.required}
        />
      );
    case 'links':
      return <LinksSelect field={field} def={def} value={String(props.value ?? '')} onChange={props.onChange} error={props.error} readOnly={props.readOnly} />;
    case 'link':
      return <LinkSelect field={field} def={def} value={String(props.value ?? '')} onChange={props.onChange} error={props.error} readOnly={props.readOnly} cellLabel={props.cellLabel} />;
    case 'date':
    case 'datetime': {
      // a Jalali day (and a Tehran time): typed with Persian or ASCII digits or picked in the calendar popup, sent as ISO by toBody
      const companion = props.companion;
      const hint = def.hint?.[language] ?? t(def.type === 'date' ? 'entity.dateHint' : 'entity.dateTimeHint');
      const start = (
        <JalaliDateInput
          {...common}
          label={common.label}
          value={String(props.value ?? '')}
          onChange={props.onChange}
          kind={def.type}
          language={language}
          fieldName={props.cellLabel ?? label}
          description={companion && props.cellLabel ? undefined : (hint ?? undefined)}
          max={companion ? typedDay(String(companion.value ?? "")) : undefined}
        />
      );
      if (!companion) return start;
      // a range: its end beside its start, the end's calendar starting at the start (and the start's ending at the end)
      const endLabel = companion.def.label[language];
      const cellEnd = props.cellLabel ? props.cellLabel.replace(label, endLabel) : undefined;
      return (
        <SimpleGrid cols={2} spacing="xs" data-range={`${field}:${companion.field}`}>
          {start}
          <JalaliDateInput
            label={cellEnd ? undefined : endLabel}
            aria-label={cellEnd}
            name={companion.field}
            data-field={companion.field}
            error={companion.error}
            readOnly={props.readOnly}
            withAsterisk={!!companion.def.required}
            value={String(companion.value ?? '')}
            onChange={companion.onChange}
            kind={def.type}
            language={language}
            fieldName={cellEnd ?? endLabel}
            description={props.cellLabel ? undefined : (companion.def.hint?.[language] ?? hint ?? undefined)}
            min={typedDay(String(props.value ?? ''))}
          />
        </SimpleGrid>
      );
    }
    case 'time':
      return (
        <TimeOfDayInput
          {...common}
          value={String(props.value ?? '')}
          onChange={props.onChange}
          language={language}
          fieldName={props.cellLabel ?? label}
          description={props.cellLabel ? undefined : def.hint?.[language] ?? t('entity.timeHint')}
          nextDay={props.companion ? { value: !!props.companion.value, onChange: props.companion.onChange, name: props.companion.field } : undefined}
        />
      );
    case 'duration':
      return (
        <DurationInput
          value={String(props.value ?? '')}
          onChange={props.onChange}
          language={language}
          fieldName={props.cellLabel ?? label}
          name={field}
          label={common.label}
          error={props.error}
          description={props.cellLabel ? undefined : def.hint?.[language]}
          readOnly={props.readOnly}
          withAsterisk={common.withAsterisk}
        />
      );
    case 'string':
    default: {
      if (def.type === 'string' && def.secret) {
        // never shown: the server answers none; left empty, the stored one stays
        return (
          <PasswordInput
            {...common}
            value={String(props.value ?? '')}
            onChange={(e) => props.onChange(e.currentTarget.value)}
            maxLength={def.max}
            autoComplete="new-password"
            description={def.hint?.[language]}
            dir="ltr"
          />
        );
      }
      const lettersDigits = def.type === 'string' && def.format === 'code';
      return (
        <TextInput
          {...common}
          value={String(props.value ?? '')}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          onKeyDown={lettersDigits ? (e: KeyboardEvent<HTMLInputElement>) => !isLetterOrDigit(e.key) && !e.ctrlKey && !e.metaKey && e.preventDefault() : undefined}
          maxLength={def.type === 'string' ? def.max : undefined}
          description={codeFromSequence ? t('entity.codeHint') : def.hint?.[language]}
          dir={(def.type === 'string' && (def.format || def.ltr)) ? 'ltr' : undefined}
        />
      );
    }
  }
}

/**
 * The rows of a child entity that belong to the row in the form (a category's branches, a branch's seasons),
 * ten to a page as the spec's nested fetches, each opening the child's own form (which shows its own children).
 */
function ChildRows({ parentId, child, readOnly, pageUrl }: { parentId: number; child: ChildrenDefinition; readOnly: boolean; pageUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const entity = findEntity(child.entity)!;
  // the rows are worked on from the page the parent's form is on (a supplier's contacts from /supplier-2)
  const access = usePageAccess(pageUrl);
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);
  // some children have no update call in the spec (OperationInfoService: Add, list, Delete): view them only
  const editable = access.update && !!entity.routes.update;
  const [pageIndex, setPageIndex] = useState(1);
  const [form, setForm] = useState<{ mode: 'create' | 'edit' | 'view'; id?: number } | null>(null);
  const q = { pageIndex, pageSize: 10 };
  const rows = useQuery({ queryKey: entityKeys.list(entity, { ...q, [child.via]: parentId }), queryFn: () => calls.listBy(child.via, parentId, q) });
  const columns = entity.list.columns.filter((c) => c !== child.via);
  const [asking, setAsking] = useState<EntityRow | null>(null);
  const remove = async (row: EntityRow) => {
    try {
      await calls.remove(row.id);
      alerts.snackbar(t('entity.deleted'), 'success');
    } catch (error) {
      reportError(error);
    }
    await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
  };
  return (
    <Stack gap="xs" data-children={child.entity}>
      <Group justify="space-between">
        <Title order={5}>{child.label[language]}</Title>
        {!readOnly && access.create && (
          <Button size="xs" variant="light" onClick={() => setForm({ mode: 'create' })}>
            {t('entity.add')}
          </Button>
        )}
      </Group>
      <Table withTableBorder striped>
        <Table.Tbody>
          {(rows.data?.data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                // a flag reads "yes" here (the list screen draws it as a switch)
                <Table.Td key={c}>{entity.fields[c]?.type === 'boolean' ? (row[c] ? t('entity.yes') : '') : cellText(entity, c, row, language)}</Table.Td>
              ))}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setForm({ mode: readOnly || !editable ? 'view' : 'edit', id: row.id })}>
                    {readOnly || !editable ? t('entity.view') : t('entity.edit')}
                  </Button>
                  {!readOnly && access.delete && (
                    <Button size="compact-xs" variant="subtle" color="danger" onClick={() => setAsking(row)}>
                      {t('entity.delete')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {!rows.data?.data.length && (
            <Table.Tr>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {t('entity.noData')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {(rows.data?.rowCount ?? 0) > 10 && (
        <Pagination
          size="xs"
          total={Math.ceil((rows.data?.rowCount ?? 0) / 10)}
          value={pageIndex}
          onChange={setPageIndex}
          // every control named for a screen reader, page numbers in the reader's digits (as the lists' pager)
          getItemProps={(page) => ({ children: format.digits(page), 'aria-label': t('list.page', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
        />
      )}
      <EntityForm entity={entity} mode={form?.mode ?? 'create'} id={form?.id} opened={!!form} onClose={() => setForm(null)} preset={{ [child.via]: parentId }} pageUrl={pageUrl} />
      <ConfirmModal
        text={asking ? t('entity.deleteQuestion', { item: `${entity.label.singular[language]} «${String(asking[entity.titleField])}»` }) : null}
        onYes={() => asking && void remove(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** The question before a destructive action (spec: 'do you want to delete the {item}'), answered yes or no. */
export function ConfirmModal({ text, onYes, onClose }: { text: string | null; onYes: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!text} onClose={onClose} title={t('entity.confirm')} centered data-testid="entity-confirm">
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('entity.no')}
          </Button>
          <Button
            color="danger"
            onClick={() => {
              onClose();
              onYes();
            }}
          >
            {t('entity.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The form of any entity (create, edit or view), from its definition: sections, required stars, Persian
 * validation before sending, server field errors on the fields, and a pessimistic save that invalidates the
 * entity's lists and details.
 */
export function EntityForm(props: {
  entity: EntityDefinition;
  mode: 'create' | 'edit' | 'view';
  id?: number;
  opened: boolean;
  onClose: () => void;
  /** values fixed by the screen that opens the form (a branch's category, a supplier's role), shown read-only */
  preset?: Record<string, number | boolean | string>;
  /** the page the form is on (its access decides the children's buttons); the entity's own page by default */
  pageUrl?: string;
  /** the form fills a page of its own (`/thirdparties-2/create/:id?`) instead of a dialog */
  asPage?: boolean;
  /** after a create: the new row's id (a page form goes on to the row's edit page, where its children are added) */
  onCreated?: (id: number) => void;
}) {
  const { entity, mode } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);
  const row = useQuery({ queryKey: entityKeys.detail(entity, props.id ?? 0), queryFn: () => calls.get(props.id!), enabled: props.opened && !!props.id });
  const [values, setValues] = useState<FormValues>(() => initialValues(entity));
  const [lines, setLines] = useState<LineValues[]>(() => initialLines(entity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // a workflow document outside an editable state changes only through its steps
  const state = entity.workflow && row.data ? stateByValue(entity.workflow, row.data[entity.workflow.field]) : undefined;
  // a stored row is read-only until it has loaded: its state decides, and its lookups wait for it (an approver who
  // holds only the task may not list the linked entities)
  const readOnly = mode === 'view' || (!!props.id && !row.data) || (!!state && !state.editable);

  // the linked rows' titles the answer carries (the project of a document, the unit of each line) are what the
  // lookups show: a read-only form asks for none of them, which matters to a reader who holds only its approval task
  useEffect(() => {
    if (row.data) seedLinkedTitles(queryClient, entity, row.data);
  }, [queryClient, entity, row.data]);

  useEffect(() => {
    if (!props.opened) return;
    setErrors({});
    setFormError(null);
    const preset = Object.fromEntries(Object.entries(props.preset ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]));
    const stored = mode === 'create' ? null : row.data;
    setValues({ ...initialValues(entity, stored), ...readOnlyValues(entity, stored), ...preset });
    setLines(initialLines(entity, mode === 'create' ? null : row.data));
  }, [props.opened, row.data, entity, mode, props.preset]);

  /** a form addon's fill: the empty fields take the given values, typed ones stay */
  const fillEmpty = useCallback((given: FormValues) => {
    setValues((old) => {
      const next = { ...old };
      for (const [k, v] of Object.entries(given)) if (k in entity.fields && (old[k] === '' || old[k] === undefined || old[k] === null)) next[k] = v;
      return next;
    });
  }, [entity]);

  const item = entity.label.singular[language];
  const title = mode === 'create' ? t('entity.createTitle', { item }) : mode === 'edit' ? t('entity.editTitle', { item }) : t('entity.viewTitle', { item });

  async function save() {
    // lines a document may go without are not sent while nothing is typed in them (the blank line a new one starts
    // with: a progress statement saved without lines gets its contract's items from the server)
    const sent = entity.lines && !entity.lines.min ? lines.filter((l) => !isBlankLine(entity, l)) : lines;
    if (sent.length !== lines.length) setLines(sent);
    const found = { ...validateValues(entity, values, t, language, { codeOptional: mode === 'create' }), ...validateLines(entity, sent, t, language) };
    // the document's own rules (packages/domain, the ones the API runs): each problem on its field or cell, after the
    // field's own error when it has one
    for (const problem of documentRuleProblems(entity.rules, values, sent)) {
      found[problem.field] = found[problem.field] ? `${found[problem.field]} ${problem.message[language]}` : problem.message[language];
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    const body = toBody(entity, values);
    // a document's header and lines go in one request: one transaction, one version
    if (entity.lines) body.lines = linesBody(entity, sent);
    setSaving(true);
    try {
      const created = mode === 'create' ? await calls.create(body) : null;
      if (mode !== 'create') await calls.update({ ...body, id: props.id, version: row.data?.version });
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
      alerts.snackbar(t('entity.saved'), 'success');
      if (created && props.onCreated) props.onCreated(created.id);
      else props.onClose();
    } catch (error) {
      const lineFields = entity.lines ? [...sent.keys()].flatMap((i) => ['id', ...Object.keys(findEntity(entity.lines!.entity)!.fields)].map((f) => `lines[${i}].${f}`)) : [];
      const described = describeError(error, t, [...Object.keys(entity.fields), ...(entity.lines ? ['lines', ...lineFields] : [])]);
      setErrors(described.fieldErrors);
      setFormError([described.message, ...described.otherErrors].join(' '));
    } finally {
      setSaving(false);
    }
  }

  const content = (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // a child's form sits in a portal, and React bubbles its submit to this form: keep it the child's
          e.stopPropagation();
          if (!readOnly) void save();
        }}
        noValidate
      >
        <Stack>
          {formError && (
            <Alert color="danger" role="alert">
              {formError}
            </Alert>
          )}
          {formSections(entity).map((section, i) => (
            <Stack key={i} gap="xs">
              {section.title && <Title order={5}>{section.title[language]}</Title>}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {section.fields.filter((field) => isShown(entity.fields[field]!, values)).map((field) => (
                  <FieldInput
                    key={field}
                    entity={entity}
                    field={field}
                    def={entity.fields[field]!}
                    value={values[field] ?? ''}
                    onChange={(v) => setValues((old) => ({ ...old, [field]: v }))}
                    error={errors[field]}
                    readOnly={readOnly || !!entity.fields[field]!.readOnly || field in (props.preset ?? {})}
                    isNew={mode === 'create'}
                    companion={companionOf(entity, field, values, (f, v) => setValues((old) => ({ ...old, [f]: v })), errors)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {(() => {
            const Addon = formAddonOf(entity.name);
            return Addon ? <Suspense fallback={null}><Addon entity={entity} values={values} row={row.data} mode={mode} fill={fillEmpty} /></Suspense> : null;
          })()}
          {entity.lines && (
            <LinesEditor
              entity={entity}
              lines={lines}
              onChange={setLines}
              errors={errors}
              readOnly={readOnly}
              renderInput={(line, field, value, onChange, error, label, companion) => (
                <FieldInput entity={line} field={field} def={line.fields[field]!} value={value} onChange={onChange} error={error} readOnly={readOnly} isNew={mode === 'create'} cellLabel={label} companion={companion} />
              )}
            />
          )}
          {(() => {
            const pageUrl = props.pageUrl ?? entity.menu.url;
            const parts: { key: string; label: string; node: ReactNode }[] = [];
            if (entity.workflow && props.id && row.data) {
              const renderField: StepFieldRenderer = (stepEntity, field, value, onChange, error) => (
                <FieldInput entity={stepEntity} field={field} def={stepEntity.fields[field]!} value={value} onChange={onChange} error={error} readOnly={false} isNew={false} />
              );
              parts.push({ key: 'workflow', label: t('document.tabHistory'), node: <WorkflowPanel entity={entity} row={row.data} renderField={renderField} /> });
            }
            if (entity.attachments && mode !== 'create' && props.id) {
              parts.push({ key: 'attachments', label: entity.attachments.label[language], node: <AttachmentsSection entity={entity} rowId={props.id} readOnly={readOnly} pageUrl={pageUrl} /> });
            }
            if (mode !== 'create' && props.id) {
              for (const [key, child] of Object.entries(entity.children ?? {})) {
                parts.push({ key, label: child.label[language], node: <ChildRows parentId={props.id} child={child} readOnly={readOnly} pageUrl={pageUrl} /> });
              }
            }
            // many sub-records (a personnel's thirteen) are tabs; a few are drawn one under another
            if (entity.form?.childrenAs !== 'tabs' || parts.length < 2) return parts.map((part) => <Fragment key={part.key}>{part.node}</Fragment>);
            return (
              <Tabs defaultValue={parts[0]!.key} keepMounted={false} data-testid="entity-form-tabs">
                <Tabs.List>
                  {parts.map((part) => (
                    <Tabs.Tab key={part.key} value={part.key} data-tab={part.key}>
                      {part.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {parts.map((part) => (
                  <Tabs.Panel key={part.key} value={part.key} pt="sm">
                    {part.node}
                  </Tabs.Panel>
                ))}
              </Tabs>
            );
          })()}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {readOnly ? t('entity.close') : t('entity.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving} disabled={mode === 'edit' && !row.data}>
                {t('entity.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
  );
  if (props.asPage) {
    return (
      <Paper withBorder p="md" data-testid="entity-form">
        <Stack>
          <Title order={2}>{title}</Title>
          {content}
        </Stack>
      </Paper>
    );
  }
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="lg" data-testid="entity-form" closeButtonProps={{ 'aria-label': t('entity.close') }}>
      {content}
    </Modal>
  );
}
