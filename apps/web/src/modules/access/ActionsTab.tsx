import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBan, IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type Action } from './api';
import { NAME_PATTERN, Pager, RowAction, SearchBox, StateBadge, useAccessApi, useConfirm, usePaging, useRowAction } from './components';

/** The action names roles hold on menus: Create, Update, Delete, Activate and named workflow actions. */
export function ActionsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const access = usePageAccess();
  const a = useAccessApi();
  const qc = useQueryClient();
  const paging = usePaging();
  const confirm = useConfirm();
  const rowAction = useRowAction();
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const list = useQuery({ queryKey: [...keys.actions, 'list', paging.params], queryFn: () => a.actions.list(paging.params), placeholderData: (p) => p });
  const refresh = () => qc.invalidateQueries({ queryKey: keys.actions });
  const act = (call: () => Promise<unknown>) => rowAction(async () => { await call(); await refresh(); });
  usePageShortcuts({ N: () => setEditing('new') });
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <SearchBox label={t('access.actions.search')} value={paging.searchTerm} onChange={paging.setSearchTerm} />
        {access.create && <Button onClick={() => setEditing('new')}>{t('access.actions.new')}</Button>}
      </Group>
      <Table striped highlightOnHover withTableBorder data-testid="actions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('access.common.row')}</Table.Th>
            <Table.Th>{t('access.actions.name')}</Table.Th>
            <Table.Th>{t('access.actions.title')}</Table.Th>
            <Table.Th>{t('access.common.state')}</Table.Th>
            <Table.Th>{t('access.common.operations')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((x, i) => (
            <Table.Tr key={x.id} data-testid={`action-row-${x.name}`}>
              <Table.Td>{format.number((paging.params.pageIndex - 1) * paging.params.pageSize + i + 1)}</Table.Td>
              <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{x.name}</Table.Td>
              <Table.Td>{x.title}</Table.Td>
              <Table.Td><StateBadge isActive={x.isActive} isDisabled={x.isDisabled} /></Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {access.update && !x.isDisabled && <RowAction label={t('access.common.edit')} icon={<IconEdit size={18} />} onClick={() => setEditing(x)} />}
                  {access.activate && !x.isDisabled && (x.isActive ? (
                    <RowAction label={t('access.common.deactivate')} color="warning" icon={<IconPlayerPause size={18} />} onClick={() => void act(() => a.actions.deactivate(x.id))} />
                  ) : (
                    <RowAction label={t('access.common.activate')} color="success" icon={<IconPlayerPlay size={18} />} onClick={() => void act(() => a.actions.activate(x.id))} />
                  ))}
                  {access.delete && !x.isDisabled && (
                    <RowAction
                      label={t('access.common.disable')}
                      color="danger"
                      icon={<IconBan size={18} />}
                      onClick={() => confirm.ask({ title: t('access.common.disable'), message: t('access.actions.confirmDisable', { name: x.title }), confirmLabel: t('access.common.disable'), run: async () => { await a.actions.disable(x.id); await refresh(); } })}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && !list.isLoading && <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center">{t('access.common.empty')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
      <Pager pageIndex={paging.params.pageIndex} pageSize={paging.params.pageSize} rowCount={list.data?.rowCount ?? 0} onChange={paging.setPageIndex} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.actions.new') : t('access.actions.edit')} centered>
        {editing !== null && <ActionForm key={editing === 'new' ? 'new' : editing.id} action={editing === 'new' ? null : editing} onDone={() => { setEditing(null); void refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}

function ActionForm({ action, onDone }: { action: Action | null; onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const form = useForm({ name: action?.name ?? '', title: action?.title ?? '' }, (v) => ({
    name: !v.name.trim() ? t('access.validation.required') : !NAME_PATTERN.test(v.name.trim()) ? t('access.validation.latinName') : null,
    title: !v.title.trim() ? t('access.validation.required') : null,
  }));
  const submit = form.handleSubmit(async (v) => {
    const body = { name: v.name.trim(), title: v.title.trim() };
    if (action) await a.actions.update({ ...body, id: action.id, version: action.version });
    else await a.actions.create(body);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <TextInput label={t('access.actions.name')} dir="ltr" required data-autofocus {...form.field('name')} />
        <TextInput label={t('access.actions.title')} required {...form.field('title')} />
        <Group justify="flex-end"><Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button></Group>
      </Stack>
    </form>
  );
}
