import { Badge, Button, List, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconFileExport, IconFileImport, IconPaperclip, IconPlus, IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { formPageUrl, type EntityDefinition, type EntityPage, type OperationDefinition } from '@karsaz/entities';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../access';
import { useAlerts } from '../alerts';
import { useApi } from '../api/ApiProvider';
import { describeError } from '../forms/errors';
import { useLanguage } from '../i18n/useLanguage';
import { ListScreen, useConfirm, useDataList, type ListColumn } from '../list';
import { EntityForm } from './EntityForm';
import { FilterControl } from './FilterControl';
import { entityApi, entityKeys, type EntityRow, type ListQuery } from './entityApi';
import { cellText } from './fields';
import { exportRows } from './excel';
import { ImportDialog, type ImportStep } from './ImportDialog';
import { groupRule } from './group';
import { reportError } from '../alerts/errorSink';
import { listAddonOf } from './addons';

/**
 * The list screen of any entity, from its definition (issue: "The list screen"): search, a filter form, paging,
 * add, view, edit, delete with the confirmation 'do you want to delete the {item}', an active toggle, group
 * activate/deactivate with the spec's rules, Excel export of the filtered list and Excel import with a per-row
 * report. Buttons the user's role does not grant are not shown; Alt+N/E/D/O act only when granted.
 */
export function EntityListPage({ entity, page }: { entity: EntityDefinition; page?: EntityPage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const pageUrl = page?.url ?? entity.menu.url;
  // a view's page (/supplier-2) lists its slice only, and new rows start in it
  const where = page?.where;
  const access = usePageAccess(pageUrl);
  const navigate = useNavigate();
  const formPages = entity.menu.formPages;
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);
  const toQuery = (p: { pageIndex: number; pageSize: number; searchTerm?: string; filters: Record<string, string> }): ListQuery => ({ pageIndex: p.pageIndex, pageSize: p.pageSize, searchTerm: p.searchTerm, ...p.filters, ...where });
  const list = useDataList<EntityRow, Record<string, string>>({
    queryKey: [...entityKeys.all(entity), 'list', pageUrl],
    refreshKey: entityKeys.all(entity),
    fetch: (p) => calls.list(toQuery(p)),
  });
  const confirm = useConfirm({ testId: 'entity-confirm' });
  const Addon = listAddonOf(entity.name);

  const [form, setDialog] = useState<{ mode: 'create' | 'edit' | 'view'; id?: number } | null>(null);
  /** opens the form: in a dialog, or on its own page when the definition gives it pages */
  const setForm = (f: { mode: 'create' | 'edit' | 'view'; id?: number } | null) => {
    if (!f || !formPages) return setDialog(f);
    void navigate({ to: formPageUrl(entity, pageUrl, f.mode, f.id), search: f.mode === 'view' && !formPages.view ? { view: 1 } : {} });
  };
  const [importStep, setImportStep] = useState<ImportStep | null>(null);
  // a view's page imports into its slice (the server gives each row the view's values)
  const importView = entity.views?.find((v) => v.page?.url === pageUrl)?.path;
  const fileInput = useRef<HTMLInputElement>(null);
  // the row whose file is being chosen (entity.attachment)
  const attachInput = useRef<HTMLInputElement>(null);
  const [attachTo, setAttachTo] = useState<EntityRow | null>(null);

  const item = (row: EntityRow) => `${entity.label.singular[language]} «${String(row[entity.titleField] ?? row.id)}»`;
  const run = (action: () => Promise<unknown>, done = t('entity.done')) => list.run(action, done);
  const ask = (text: string, action: () => Promise<unknown>) => confirm.ask({ title: t('entity.confirm'), message: text, confirmLabel: t('entity.yes'), cancelLabel: t('entity.no'), run: action });

  const askDelete = (row: EntityRow) => ask(t('entity.deleteQuestion', { item: item(row) }), () => run(() => calls.remove(row.id), t('entity.deleted')));

  const group = (active: boolean) => {
    const problem = groupRule(list.selectedRows, list.selectedIds);
    if (problem) {
      alerts.dialog(t(problem === 'none' ? 'entity.selectAtLeastOne' : 'entity.statusConsistency'), 'warning');
      return;
    }
    const ids = list.selectedIds;
    const action = t(active ? 'entity.groupActivate' : 'entity.groupDeactivate');
    ask(t('entity.groupQuestion', { action, count: ids.length }), async () => {
      if (await run(() => calls.setActive(ids, active))) list.clearSelection();
    });
  };

  const selectedRow = list.selectedRows[0];
  usePageShortcuts(
    {
      N: () => entity.routes.create && setForm({ mode: 'create' }),
      E: () => selectedRow && entity.routes.update && setForm({ mode: 'edit', id: selectedRow.id }),
      D: () => selectedRow && askDelete(selectedRow),
      O: () => selectedRow && void run(() => calls.setActive([selectedRow.id], !selectedRow.isActive)),
      F: () => document.querySelector<HTMLInputElement>(`[data-entity-search="${entity.name}"]`)?.focus(),
      // the other keys of the registry (core/access/shortcuts.ts), as the list page's buttons offer them
      Space: () => selectedRow && setForm({ mode: 'view', id: selectedRow.id }),
      A: () => list.setSelected(list.rows),
      B: () => entity.activeFlag && access.activate && entity.routes.groupActivate && group(true),
      U: () => entity.activeFlag && access.activate && entity.routes.groupActivate && group(false),
      Q: () => {
        list.clearSelection();
        list.setSearch('');
        list.setFilters({});
      },
      Y: () => void list.refresh(),
      I: () => access.create && entity.routes.create && fileInput.current?.click(),
      M: () => void alerts.withLoader(() => exportRows(entity, toQuery(list.params), calls.list, language, t)),
    },
    { menuUrl: pageUrl },
  );

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
      reportError(error);
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

  // the definition's hand-written operations (a device's pull, punches from a sheet), for the holders of their action
  const allowed = (op: OperationDefinition) => (op.action === 'Create' ? access.create : access.update);
  const rowOperations = (entity.operations ?? []).filter((op) => op.kind === 'row' && allowed(op));
  const uploadOperations = (entity.operations ?? []).filter((op) => op.kind === 'upload' && allowed(op));
  const operationInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<OperationDefinition | null>(null);
  /** runs an operation: its summary in a dialog and the list refreshed, or the refusal with every error named */
  async function runOperation(op: OperationDefinition, input: { id: number } | File) {
    try {
      const answer = await alerts.withLoader(() => calls.operation(op.path, input));
      alerts.dialog(answer?.summary?.[language] ?? t('entity.done'), 'success');
    } catch (error) {
      const d = describeError(error, t);
      alerts.dialog(
        d.otherErrors.length ? (
          <Stack gap="xs">
            <Text>{d.message}</Text>
            <List size="sm" data-testid="operation-errors">
              {d.otherErrors.slice(0, 20).map((e, i) => (
                <List.Item key={i}>{e}</List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          d.message
        ),
        'danger',
      );
    } finally {
      void list.refresh();
    }
  }

  const columns: ListColumn<EntityRow>[] = [
    ...entity.list.columns.map((c) => ({
      accessor: c,
      title: entity.fields[c]?.label[language] ?? t(c === 'createdAt' ? 'entity.createdAt' : 'entity.updatedAt'),
      render: (row: EntityRow) => cellText(entity, c, row, language),
    })),
    ...(entity.activeFlag
      ? [
          {
            accessor: 'isActive',
            title: t('entity.status'),
            render: (row: EntityRow) =>
              access.activate ? (
                <Switch aria-label={t('entity.status')} checked={!!row.isActive} onChange={() => void run(() => calls.setActive([row.id], !row.isActive))} label={row.isActive ? t('entity.active') : t('entity.inactive')} />
              ) : (
                <Badge color={row.isActive ? 'success' : 'secondary'}>{row.isActive ? t('entity.active') : t('entity.inactive')}</Badge>
              ),
          },
        ]
      : []),
  ];
  const fileName = (row: EntityRow) => (entity.attachment ? String(row[entity.attachment.nameField] ?? '') : '');

  const filters = [
    ...(entity.list.filters ?? []).filter((key) => !(where && key in where)).map((key) => <FilterControl key={key} entity={entity} field={key} filters={list.filters} setFilter={list.setFilter} />),
    entity.activeFlag && (
      <Select
        key="isActive"
        label={t('entity.status')}
        data={[{ value: 'true', label: t('entity.active') }, { value: 'false', label: t('entity.inactive') }]}
        value={list.filters.isActive ?? null}
        onChange={(v) => list.setFilter('isActive', v)}
        clearable
        placeholder={t('entity.any')}
      />
    ),
  ];

  return (
    <div data-entity={entity.name}>
      <ListScreen<EntityRow, Record<string, string>>
        list={list}
        title={(page?.label ?? entity.label.plural)[language]}
        toolbar={
          <>
            {Addon && (
              <Suspense fallback={null}>
                <Addon entity={entity} pageUrl={pageUrl} access={access} refresh={() => void list.refresh()} selected={list.selectedRows} clearSelection={list.clearSelection} />
              </Suspense>
            )}
            <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => void alerts.withLoader(() => exportRows(entity, toQuery(list.params), calls.list, language, t))}>
              {t('entity.exportExcel')}
            </Button>
            {uploadOperations.map((op) => (
              <Button
                key={op.path}
                variant="default"
                leftSection={<IconUpload size={16} />}
                data-operation={op.path}
                onClick={() => {
                  setUploading(op);
                  operationInput.current?.click();
                }}
              >
                {op.label[language]}
              </Button>
            ))}
            {uploadOperations.length > 0 && (
              <input
                ref={operationInput}
                type="file"
                hidden
                accept={uploading?.accept}
                data-testid="entity-operation-file"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  const op = uploading ?? uploadOperations[0]!;
                  if (file) void runOperation(op, file);
                }}
              />
            )}
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
          </>
        }
        search={{ label: t('entity.search'), placeholder: t('entity.searchPlaceholder', { title: entity.label.plural[language] }), visibleLabel: true, inputProps: { 'data-entity-search': entity.name } }}
        filters={filters}
        bulkActions={
          entity.activeFlag && access.activate && entity.routes.groupActivate
            ? [
                { label: t('entity.groupActivate'), color: 'success', onClick: () => group(true) },
                { label: t('entity.groupDeactivate'), color: 'warning', onClick: () => group(false) },
              ]
            : undefined
        }
        selectable
        columns={columns}
        rowActions={(row) => [
          { label: t('entity.view'), icon: <IconEye size={18} />, onClick: () => setForm({ mode: 'view', id: row.id }) },
          access.update && !!entity.routes.update && { label: t('entity.edit'), icon: <IconEdit size={18} />, onClick: () => setForm({ mode: 'edit', id: row.id }) },
          ...rowOperations.map((op) => ({ label: op.label[language], icon: <IconRefresh size={18} />, onClick: () => void runOperation(op, { id: row.id }) })),
          !!entity.attachment &&
            access.update && {
              label: t('entity.attachFile'),
              icon: <IconPaperclip size={18} />,
              onClick: () => {
                setAttachTo(row);
                attachInput.current?.click();
              },
            },
          !!fileName(row) && { label: t('entity.downloadFile', { name: fileName(row) }), icon: <IconDownload size={18} />, onClick: () => void download(row) },
          access.delete && calls.canRemove && { label: t('entity.delete'), icon: <IconTrash size={18} />, color: 'danger', onClick: () => askDelete(row) },
        ]}
        actionsTitle={t('entity.actions')}
        emptyText={t('entity.noData')}
        rowAttributes={(row) => ({ 'data-row-id': row.id })}
        testId="entity-table"
        pager={{ countTestId: 'entity-row-count' }}
      />

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
            if (file && attachTo) void run(() => calls.upload(attachTo, file), t('entity.fileAttached'));
          }}
        />
      )}

      {confirm.dialog}

      <ImportDialog
        entity={entity}
        state={importStep}
        onState={setImportStep}
        commit={calls.importCommit}
        status={calls.importStatus}
        chooseFile={() => fileInput.current?.click()}
        onDone={() => void list.refresh()}
      />
    </div>
  );
}
