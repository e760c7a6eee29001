import {
  ActionIcon, Badge, Button, Checkbox, Group, Pagination, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title, Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconEdit, IconEye, IconFileExport, IconFileImport, IconPaperclip, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { formPageUrl, type EntityDefinition, type EntityPage } from '@karsaz/entities';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../access';
import { useAlerts } from '../alerts';
import { useApi } from '../api/ApiProvider';
import { describeError } from '../forms/errors';
import { useFormat, useLanguage } from '../i18n/useLanguage';
import { ConfirmModal, EntityForm, LinkSelect } from './EntityForm';
import { entityApi, entityKeys, type EntityRow, type ListQuery } from './entityApi';
import { cellText } from './fields';
import { exportRows } from './excel';
import { ImportDialog, type ImportStep } from './ImportDialog';
import { groupRule } from './group';

const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * The list screen of any entity, from its definition (issue: "The list screen"): search, a filter form, paging,
 * add, view, edit, delete with the confirmation 'do you want to delete the {item}', an active toggle, group
 * activate/deactivate with the spec's rules, Excel export of the filtered list and Excel import with a per-row
 * report. Buttons the user's role does not grant are not shown; Alt+N/E/D/O act only when granted.
 */
export function EntityListPage({ entity, page }: { entity: EntityDefinition; page?: EntityPage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const pageUrl = page?.url ?? entity.menu.url;
  // a view's page (/supplier-2) lists its slice only, and new rows start in it
  const where = page?.where;
  const access = usePageAccess(pageUrl);
  const navigate = useNavigate();
  const formPages = entity.menu.formPages;
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);

  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<number[]>([]);
  const [form, setDialog] = useState<{ mode: 'create' | 'edit' | 'view'; id?: number } | null>(null);
  /** opens the form: in a dialog, or on its own page when the definition gives it pages */
  const setForm = (f: { mode: 'create' | 'edit' | 'view'; id?: number } | null) => {
    if (!f || !formPages) return setDialog(f);
    void navigate({ to: formPageUrl(entity, pageUrl, f.mode, f.id), search: f.mode === 'view' && !formPages.view ? { view: 1 } : {} });
  };
  const [confirm, setConfirm] = useState<{ text: string; run: () => Promise<void> } | null>(null);
  const [importStep, setImportStep] = useState<ImportStep | null>(null);
  // a view's page imports into its slice (the server gives each row the view's values)
  const importView = entity.views?.find((v) => v.page?.url === pageUrl)?.path;
  const fileInput = useRef<HTMLInputElement>(null);
  // the row whose file is being chosen (entity.attachment)
  const attachInput = useRef<HTMLInputElement>(null);
  const [attachTo, setAttachTo] = useState<EntityRow | null>(null);

  const query: ListQuery = { pageIndex, pageSize, searchTerm: searchTerm || undefined, ...filters, ...where };
  const list = useQuery({ queryKey: entityKeys.list(entity, query), queryFn: () => calls.list(query), placeholderData: keepPreviousData });
  const rows = list.data?.data ?? [];
  const rowCount = list.data?.rowCount ?? 0;
  const item = (row: EntityRow) => `${entity.label.singular[language]} «${String(row[entity.titleField] ?? row.id)}»`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });

  const run = async (action: () => Promise<unknown>, done = t('entity.done')) => {
    try {
      await alerts.withLoader(action);
      alerts.snackbar(done, 'success');
    } catch (error) {
      alerts.dialog(describeError(error, t).message, 'danger');
    } finally {
      await refresh();
    }
  };

  const setFilter = (key: string, value: string | null) => {
    setPageIndex(1);
    setFilters((old) => {
      const next = { ...old };
      if (value === null || value === '') delete next[key];
      else next[key] = value;
      return next;
    });
  };

  const askDelete = (row: EntityRow) =>
    setConfirm({
      text: t('entity.deleteQuestion', { item: item(row) }),
      run: () => run(() => calls.remove(row.id), t('entity.deleted')),
    });

  const group = (active: boolean) => {
    const problem = groupRule(rows, selected);
    if (problem) {
      alerts.dialog(t(problem === 'none' ? 'entity.selectAtLeastOne' : 'entity.statusConsistency'), 'warning');
      return;
    }
    const action = t(active ? 'entity.groupActivate' : 'entity.groupDeactivate');
    setConfirm({
      text: t('entity.groupQuestion', { action, count: selected.length }),
      run: async () => {
        await run(() => calls.setActive(selected, active));
        setSelected([]);
      },
    });
  };

  const selectedRow = rows.find((r) => r.id === selected[0]);
  usePageShortcuts(
    {
      N: () => entity.routes.create && setForm({ mode: 'create' }),
      E: () => selectedRow && entity.routes.update && setForm({ mode: 'edit', id: selectedRow.id }),
      D: () => selectedRow && askDelete(selectedRow),
      O: () => selectedRow && void run(() => calls.setActive([selectedRow.id], !selectedRow.isActive)),
      F: () => document.querySelector<HTMLInputElement>(`[data-entity-search="${entity.name}"]`)?.focus(),
    },
    { menuUrl: pageUrl },
  );

  async function attach(row: EntityRow, file: File) {
    await run(() => calls.upload(row, file), t('entity.fileAttached'));
  }

  async function download(row: EntityRow) {
    try {
      const blob = await alerts.withLoader(() => calls.download(row));
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = String(row[entity.attachment!.nameField] ?? 'file');
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      alerts.dialog(describeError(error, t).message, 'danger');
    }
  }

  /** the whole file is checked on the server first; the dialog shows every bad row, or asks to write them all */
  async function onImport(file: File) {
    try {
      const preview = await alerts.withLoader(() => calls.importPreview(file, importView));
      setImportStep({ step: 'preview', preview });
    } catch (error) {
      const d = describeError(error, t);
      setImportStep({ step: 'refused', message: d.message, errors: d.otherErrors });
    }
  }

  const columns = entity.list.columns;
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <Stack data-entity={entity.name}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{(page?.label ?? entity.label.plural)[language]}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => void alerts.withLoader(() => exportRows(entity, query, calls.list, language, t))}>
            {t('entity.exportExcel')}
          </Button>
          {access.create && entity.routes.create && (
            <>
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => fileInput.current?.click()}>
                {t('entity.importExcel')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept=".xlsx"
                data-testid="entity-import-file"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (file) void onImport(file);
                }}
              />
              <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ mode: 'create' })}>
                {t('entity.add')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t('entity.search')}
            placeholder={t('entity.searchPlaceholder', { title: entity.label.plural[language] })}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPageIndex(1);
            }}
            data-entity-search={entity.name}
          />
          {(entity.list.filters ?? []).filter((key) => !(where && key in where)).map((key) => {
            const def = entity.fields[key]!;
            // a set's filter is one of its rows: the rows whose set holds it
            if (def.type === 'link' || def.type === 'links') return <LinkSelect key={key} field={key} def={{ ...def, type: 'link', required: false }} value={filters[key] ?? ''} onChange={(v) => setFilter(key, v)} />;
            if (def.type === 'enum' || def.type === 'boolean') {
              const data = def.type === 'enum' ? def.options.map((o) => ({ value: String(o.value), label: o.label[language] })) : [{ value: 'true', label: t('entity.yes') }, { value: 'false', label: t('entity.no') }];
              return <Select key={key} label={def.label[language]} data={data} value={filters[key] ?? null} onChange={(v) => setFilter(key, v)} clearable placeholder={t('entity.any')} />;
            }
            return <TextInput key={key} label={def.label[language]} value={filters[key] ?? ''} onChange={(e) => setFilter(key, e.currentTarget.value)} />;
          })}
          {entity.activeFlag && (
            <Select
              label={t('entity.status')}
              data={[{ value: 'true', label: t('entity.active') }, { value: 'false', label: t('entity.inactive') }]}
              value={filters.isActive ?? null}
              onChange={(v) => setFilter('isActive', v)}
              clearable
              placeholder={t('entity.any')}
            />
          )}
        </SimpleGrid>
      </Paper>

      {entity.activeFlag && access.activate && entity.routes.groupActivate && (
        <Group gap="xs">
          <Button size="xs" variant="light" color="success" onClick={() => group(true)}>
            {t('entity.groupActivate')}
          </Button>
          <Button size="xs" variant="light" color="warning" onClick={() => group(false)}>
            {t('entity.groupDeactivate')}
          </Button>
        </Group>
      )}

      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder aria-busy={list.isFetching} data-testid="entity-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('entity.selectAll')}
                  checked={allOnPage}
                  indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
                  onChange={() => setSelected(allOnPage ? [] : rows.map((r) => r.id))}
                />
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{entity.fields[c]?.label[language] ?? t(c === 'createdAt' ? 'entity.createdAt' : 'entity.updatedAt')}</Table.Th>
              ))}
              {entity.activeFlag && <Table.Th>{t('entity.status')}</Table.Th>}
              <Table.Th>{t('entity.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-row-id={row.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('entity.selectRow')}
                    checked={selected.includes(row.id)}
                    onChange={() => setSelected((old) => (old.includes(row.id) ? old.filter((id) => id !== row.id) : [...old, row.id]))}
                  />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c}>{cellText(entity, c, row, language)}</Table.Td>
                ))}
                {entity.activeFlag && (
                  <Table.Td>
                    {access.activate ? (
                      <Switch
                        aria-label={t('entity.status')}
                        checked={!!row.isActive}
                        onChange={() => void run(() => calls.setActive([row.id], !row.isActive))}
                        label={row.isActive ? t('entity.active') : t('entity.inactive')}
                      />
                    ) : (
                      <Badge color={row.isActive ? 'success' : 'secondary'}>{row.isActive ? t('entity.active') : t('entity.inactive')}</Badge>
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('entity.view')}>
                      <ActionIcon variant="subtle" aria-label={t('entity.view')} onClick={() => setForm({ mode: 'view', id: row.id })}>
                        <IconEye size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {access.update && entity.routes.update && (
                      <Tooltip label={t('entity.edit')}>
                        <ActionIcon variant="subtle" aria-label={t('entity.edit')} onClick={() => setForm({ mode: 'edit', id: row.id })}>
                          <IconEdit size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {entity.attachment && access.update && (
                      <Tooltip label={t('entity.attachFile')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('entity.attachFile')}
                          onClick={() => {
                            setAttachTo(row);
                            attachInput.current?.click();
                          }}
                        >
                          <IconPaperclip size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {entity.attachment && !!row[entity.attachment.nameField] && (
                      <Tooltip label={t('entity.downloadFile', { name: String(row[entity.attachment.nameField]) })}>
                        <ActionIcon variant="subtle" aria-label={t('entity.downloadFile', { name: String(row[entity.attachment.nameField]) })} onClick={() => void download(row)}>
                          <IconDownload size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {access.delete && calls.canRemove && (
                      <Tooltip label={t('entity.delete')}>
                        <ActionIcon variant="subtle" color="danger" aria-label={t('entity.delete')} onClick={() => askDelete(row)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {!rows.length && !list.isFetching && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 3}>
                  <Text c="dimmed" ta="center">
                    {list.error ? describeError(list.error, t).message : t('entity.noData')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="entity-row-count">
          {t('entity.rowCount', { count: rowCount })}
        </Text>
        <Group gap="xs">
          <Pagination total={Math.max(1, Math.ceil(rowCount / pageSize))} value={pageIndex} onChange={setPageIndex} size="sm" getItemProps={(page) => ({ children: format.digits(page) })} getControlProps={(control) => ({ 'aria-label': t(`entity.${control}Page`) })} />
          <Select
            aria-label={t('entity.pageSize')}
            data={PAGE_SIZES.map((s) => ({ value: s, label: format.digits(s) }))}
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v ?? 10));
              setPageIndex(1);
            }}
            w={80}
            size="xs"
            allowDeselect={false}
          />
        </Group>
      </Group>

      {!formPages && <EntityForm entity={entity} mode={form?.mode ?? 'create'} id={form?.id} opened={!!form} onClose={() => setDialog(null)} preset={where} pageUrl={pageUrl} />}

      {entity.attachment && (
        <input
          ref={attachInput}
          type="file"
          hidden
          data-testid="entity-attach-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file && attachTo) void attach(attachTo, file);
          }}
        />
      )}

      <ConfirmModal text={confirm?.text ?? null} onYes={() => void confirm?.run()} onClose={() => setConfirm(null)} />

      <ImportDialog
        entity={entity}
        state={importStep}
        onState={setImportStep}
        commit={calls.importCommit}
        status={calls.importStatus}
        chooseFile={() => fileInput.current?.click()}
        onDone={() => void refresh()}
      />
    </Stack>
  );
}
