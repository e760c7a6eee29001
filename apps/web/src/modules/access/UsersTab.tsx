import { normalizeMobile } from '@karsaz/ui';
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBan, IconEdit, IconPlayerPause, IconPlayerPlay, IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { mobileError, nameError } from '../../core/forms/validators';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { MobileInput } from '../auth/components/fields';
import { keys, personName, type User } from './api';
import { Pager, RowAction, SearchBox, StateBadge, useAccessApi, useConfirm, usePaging, useRowAction } from './components';

/** Users: the paged list, create by the administrator, names, activation, disabling and their roles. */
export function UsersTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const access = usePageAccess();
  const a = useAccessApi();
  const qc = useQueryClient();
  const paging = usePaging();
  const confirm = useConfirm();
  const rowAction = useRowAction();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [rolesOf, setRolesOf] = useState<User | null>(null);
  const list = useQuery({ queryKey: [...keys.users, 'list', paging.params], queryFn: () => a.users.list(paging.params), placeholderData: (p) => p });
  const refresh = () => qc.invalidateQueries({ queryKey: keys.users });
  const act = (call: () => Promise<unknown>) => rowAction(async () => { await call(); await refresh(); });
  usePageShortcuts({ N: () => setEditing('new') });
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <SearchBox label={t('access.users.search')} value={paging.searchTerm} onChange={paging.setSearchTerm} />
        {access.create && <Button onClick={() => setEditing('new')}>{t('access.users.new')}</Button>}
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover withTableBorder data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('access.common.row')}</Table.Th>
              <Table.Th>{t('access.users.name')}</Table.Th>
              <Table.Th>{t('access.users.mobile')}</Table.Th>
              <Table.Th>{t('access.users.roles')}</Table.Th>
              <Table.Th>{t('access.common.state')}</Table.Th>
              <Table.Th>{t('access.common.operations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u, i) => (
              <Table.Tr key={u.id} data-testid={`user-row-${u.mobileNumber}`}>
                <Table.Td>{format.number((paging.params.pageIndex - 1) * paging.params.pageSize + i + 1)}</Table.Td>
                <Table.Td>{personName(u)}</Table.Td>
                <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{format.digits(u.mobileNumber)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>{u.roles.map((r) => <Badge key={r.id} variant="light" tt="none">{r.title}</Badge>)}</Group>
                </Table.Td>
                <Table.Td><StateBadge isActive={u.isActive} isDisabled={u.isDisabled} /></Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    {access.update && !u.isDisabled && <RowAction label={t('access.common.edit')} icon={<IconEdit size={18} />} onClick={() => setEditing(u)} />}
                    {access.update && !u.isDisabled && <RowAction label={t('access.users.assignRoles')} icon={<IconShieldCheck size={18} />} onClick={() => setRolesOf(u)} />}
                    {access.activate && !u.isDisabled && (u.isActive ? (
                      <RowAction label={t('access.common.deactivate')} color="warning" icon={<IconPlayerPause size={18} />} onClick={() => void act(() => a.users.deactivate(u.id))} />
                    ) : (
                      <RowAction label={t('access.common.activate')} color="success" icon={<IconPlayerPlay size={18} />} onClick={() => void act(() => a.users.activate(u.id))} />
                    ))}
                    {access.delete && !u.isDisabled && (
                      <RowAction
                        label={t('access.common.disable')}
                        color="danger"
                        icon={<IconBan size={18} />}
                        onClick={() => confirm.ask({ title: t('access.common.disable'), message: t('access.users.confirmDisable', { name: personName(u) }), confirmLabel: t('access.common.disable'), run: async () => { await a.users.disable(u.id); await refresh(); } })}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && !list.isLoading && <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('access.common.empty')}</Text></Table.Td></Table.Tr>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager pageIndex={paging.params.pageIndex} pageSize={paging.params.pageSize} rowCount={list.data?.rowCount ?? 0} onChange={paging.setPageIndex} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.users.new') : t('access.users.edit')} centered>
        {editing === 'new' && <NewUserForm onDone={() => { setEditing(null); void refresh(); }} />}
        {editing !== null && editing !== 'new' && <EditUserForm key={editing.id} user={editing} onDone={() => { setEditing(null); void refresh(); }} />}
      </Modal>
      <Modal opened={rolesOf !== null} onClose={() => setRolesOf(null)} title={rolesOf ? t('access.users.rolesOf', { name: personName(rolesOf) }) : ''} centered>
        {rolesOf && <UserRolesForm key={rolesOf.id} user={rolesOf} onDone={() => { setRolesOf(null); void refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}

function useRoleOptions() {
  const a = useAccessApi();
  const roles = useQuery({ queryKey: [...keys.roles, 'active'], queryFn: () => a.roles.active() });
  return (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.title }));
}

function NewUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const roleOptions = useRoleOptions();
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const form = useForm({ mobileNumber: '', firstName: '', lastName: '', password: '' }, (v) => ({
    mobileNumber: mobileError(v.mobileNumber, t),
    firstName: nameError(v.firstName, t, t('access.users.firstName')),
    lastName: nameError(v.lastName, t, t('access.users.lastName')),
    password: v.password && v.password.length < 8 ? t('access.validation.passwordShort') : null,
  }));
  const submit = form.handleSubmit(async (v) => {
    await a.users.create({
      mobileNumber: normalizeMobile(v.mobileNumber)!,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      ...(v.password ? { password: v.password } : {}),
      roleIds: roleIds.map(Number),
    });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <Group grow align="flex-start">
          <TextInput label={t('access.users.firstName')} required data-autofocus {...form.field('firstName')} />
          <TextInput label={t('access.users.lastName')} required {...form.field('lastName')} />
        </Group>
        <MobileInput required {...form.field('mobileNumber')} />
        <PasswordInput label={t('access.users.password')} description={t('access.users.passwordHint')} autoComplete="new-password" {...form.field('password')} />
        <MultiSelect label={t('access.users.roles')} data={roleOptions} value={roleIds} onChange={setRoleIds} searchable clearable data-testid="new-user-roles" />
        <Group justify="flex-end"><Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button></Group>
      </Stack>
    </form>
  );
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const form = useForm({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }, (v) => ({
    firstName: nameError(v.firstName, t, t('access.users.firstName')),
    lastName: nameError(v.lastName, t, t('access.users.lastName')),
  }));
  const submit = form.handleSubmit(async (v) => {
    await a.users.update({ id: user.id, version: user.version, firstName: v.firstName.trim(), lastName: v.lastName.trim() });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <TextInput label={t('access.users.firstName')} required data-autofocus {...form.field('firstName')} />
        <TextInput label={t('access.users.lastName')} required {...form.field('lastName')} />
        <Group justify="flex-end"><Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button></Group>
      </Stack>
    </form>
  );
}

/** The user's whole set of roles (addRolesToUser with replace). */
function UserRolesForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const roleOptions = useRoleOptions();
  const [roleIds, setRoleIds] = useState<string[]>(user.roles.map((r) => String(r.id)));
  const form = useForm({ roleIds: '' }, () => ({}));
  // roles the user holds that are not active any more still show, so saving does not drop them unseen
  const options = [...roleOptions, ...user.roles.filter((r) => !roleOptions.some((o) => o.value === String(r.id))).map((r) => ({ value: String(r.id), label: r.title }))];
  const submit = form.handleSubmit(async () => {
    await a.users.setRoles(user.id, roleIds.map(Number), true);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <Checkbox.Group value={roleIds} onChange={setRoleIds} label={t('access.users.roles')} error={form.errors.roleIds}>
          <Stack gap="xs" mt="xs">
            {options.map((o) => <Checkbox key={o.value} value={o.value} label={o.label} />)}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end"><Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button></Group>
      </Stack>
    </form>
  );
}
