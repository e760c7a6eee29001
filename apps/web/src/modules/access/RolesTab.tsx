import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash, IconUsers, IconBan } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type Role } from './api';
import { NAME_PATTERN, Pager, RowAction, SearchBox, StateBadge, useAccessApi, useConfirm, usePaging, useRowAction } from './components';
import { RoleDetail } from './RoleDetail';

/** Roles: the paged list, create and edit, activate, disable and remove; a role opens its actions and users. */
export function RolesTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const access = usePageAccess();
  const a = useAccessApi();
  const qc = useQueryClient();
  const paging = usePaging();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [selected, setSelected] = useState<Role | null>(null);
  const confirm = useConfirm();
  const rowAction = useRowAction();
  const list = useQuery({ queryKey: [...keys.roles, 'list', paging.params], queryFn: () => a.roles.list(paging.params), placeholderData: (prev) => prev });
  const refresh = () => qc.invalidateQueries({ queryKey: keys.roles });
  const act = (call: () => Promise<unknown>, done?: string) => rowAction(async () => { await call(); await refresh(); }, done);

  usePageShortcuts({ N: () => setEditing('new'), E: () => selected && setEditing(selected) });

  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <SearchBox label={t('access.roles.search')} value={paging.searchTerm} onChange={paging.setSearchTerm} />
        {access.create && <Button onClick={() => setEditing('new')}>{t('access.roles.new')}</Button>}
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover withTableBorder data-testid="roles-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('access.common.row')}</Table.Th>
              <Table.Th>{t('access.roles.name')}</Table.Th>
              <Table.Th>{t('access.roles.title')}</Table.Th>
              <Table.Th>{t('access.roles.scope')}</Table.Th>
              <Table.Th>{t('access.common.state')}</Table.Th>
              <Table.Th>{t('access.common.operations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((role, i) => (
              <Table.Tr key={role.id} data-testid={`role-row-${role.name}`} bg={selected?.id === role.id ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>{format.number((paging.params.pageIndex - 1) * paging.params.pageSize + i + 1)}</Table.Td>
                <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{role.name}</Table.Td>
                <Table.Td>{role.title}</Table.Td>
                <Table.Td>{role.scope}</Table.Td>
                <Table.Td><StateBadge isActive={role.isActive} isDisabled={role.isDisabled} /></Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <RowAction label={t('access.roles.openDetail')} icon={<IconUsers size={18} />} onClick={() => setSelected(role)} />
                    {access.update && !role.isDisabled && <RowAction label={t('access.common.edit')} icon={<IconEdit size={18} />} onClick={() => setEditing(role)} />}
                    {access.activate && !role.isDisabled && (role.isActive ? (
                      <RowAction label={t('access.common.deactivate')} color="warning" icon={<IconPlayerPause size={18} />} onClick={() => void act(() => a.roles.deactivate(role.id))} />
                    ) : (
                      <RowAction label={t('access.common.activate')} color="success" icon={<IconPlayerPlay size={18} />} onClick={() => void act(() => a.roles.activate(role.id))} />
                    ))}
                    {access.delete && !role.isDisabled && (
                      <RowAction
                        label={t('access.common.disable')}
                        color="danger"
                        icon={<IconBan size={18} />}
                        onClick={() => confirm.ask({ title: t('access.common.disable'), message: t('access.roles.confirmDisable', { name: role.title }), confirmLabel: t('access.common.disable'), run: async () => { await a.roles.disable(role.id); await refresh(); } })}
                      />
                    )}
                    {access.delete && (
                      <RowAction
                        label={t('access.common.remove')}
                        color="danger"
                        icon={<IconTrash size={18} />}
                        onClick={() => confirm.ask({ title: t('access.common.remove'), message: t('access.roles.confirmRemove', { name: role.title }), confirmLabel: t('access.common.remove'), run: async () => { await a.roles.remove(role.id); if (selected?.id === role.id) setSelected(null); await refresh(); } })}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && !list.isLoading && (
              <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('access.common.empty')}</Text></Table.Td></Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager pageIndex={paging.params.pageIndex} pageSize={paging.params.pageSize} rowCount={list.data?.rowCount ?? 0} onChange={paging.setPageIndex} />
      {selected && <RoleDetail role={selected} onClose={() => setSelected(null)} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.roles.new') : t('access.roles.edit')} centered>
        {editing !== null && <RoleForm key={editing === 'new' ? 'new' : editing.id} role={editing === 'new' ? null : editing} onDone={() => { setEditing(null); void refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}

function RoleForm({ role, onDone }: { role: Role | null; onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const form = useForm({ name: role?.name ?? '', title: role?.title ?? '', scope: role?.scope ?? 'karsaz' }, (v) => ({
    name: !v.name.trim() ? t('access.validation.required') : !NAME_PATTERN.test(v.name.trim()) ? t('access.validation.latinName') : null,
    title: !v.title.trim() ? t('access.validation.required') : null,
    scope: !v.scope.trim() ? t('access.validation.required') : null,
  }));
  const save = useMutation({
    mutationFn: async (v: typeof form.values) => {
      const body = { name: v.name.trim(), title: v.title.trim(), scope: v.scope.trim() };
      if (role) await a.roles.update({ ...body, id: role.id, version: role.version });
      else await a.roles.create(body);
    },
  });
  return (
    <form onSubmit={form.handleSubmit(async (v) => { await save.mutateAsync(v); onDone(); })} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <TextInput label={t('access.roles.name')} description={t('access.roles.nameHint')} dir="ltr" required data-autofocus {...form.field('name')} />
        <TextInput label={t('access.roles.title')} required {...form.field('title')} />
        <TextInput label={t('access.roles.scope')} dir="ltr" required {...form.field('scope')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
