import { normalizeMobile } from '@karsaz/ui';
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconBan, IconEdit, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { mobileError, nameError } from '../../core/forms/validators';
import { useFormat } from '../../core/i18n/useLanguage';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { MobileInput } from '../auth/components/fields';
import { keys, personName, type User } from './api';
import { StateBadge, activeToggle, useAccessApi } from './components';

/** Users: the paged list, create by the administrator, names, activation, disabling and their roles. */
export function UsersTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const access = usePageAccess();
  const a = useAccessApi();
  const list = useDataList<User>({ queryKey: [...keys.users, 'list'], refreshKey: keys.users, fetch: (p) => a.users.list(p) });
  const confirm = useConfirm();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [rolesOf, setRolesOf] = useState<User | null>(null);
  const refresh = () => void list.refresh();
  const saved = t('access.common.saved');
  usePageShortcuts({ N: () => setEditing('new') });
  return (
    <>
      <ListScreen
        list={list}
        search={{ label: t('access.users.search') }}
        toolbar={access.create && <Button onClick={() => setEditing('new')}>{t('access.users.new')}</Button>}
        rowNumbers
        columns={[
          { accessor: 'name', title: t('access.users.name'), render: (u) => personName(u) },
          { accessor: 'mobileNumber', title: t('access.users.mobile'), render: (u) => <span dir="ltr">{format.digits(u.mobileNumber)}</span> },
          { accessor: 'roles', title: t('access.users.roles'), render: (u) => <Group gap={4}>{u.roles.map((r) => <Badge key={r.id} variant="light" tt="none">{r.title}</Badge>)}</Group> },
          { accessor: 'state', title: t('access.common.state'), render: (u) => <StateBadge isActive={u.isActive} isDisabled={u.isDisabled} /> },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={(u) => !u.isDisabled ? [
          access.update && { label: t('access.common.edit'), icon: <IconEdit size={18} />, onClick: () => setEditing(u) },
          access.update && { label: t('access.users.assignRoles'), icon: <IconShieldCheck size={18} />, onClick: () => setRolesOf(u) },
          access.activate && activeToggle(t, u.isActive, (on) => void list.run(() => (on ? a.users.activate(u.id) : a.users.deactivate(u.id)), saved)),
          access.delete && {
            label: t('access.common.disable'),
            color: 'danger',
            icon: <IconBan size={18} />,
            onClick: () => confirm.ask({ title: t('access.common.disable'), message: t('access.users.confirmDisable', { name: personName(u) }), confirmLabel: t('access.common.disable'), cancelLabel: t('access.common.cancel'), run: async () => { await a.users.disable(u.id); refresh(); } }),
          },
        ] : []}
        emptyText={t('access.common.empty')}
        rowAttributes={(u) => ({ 'data-testid': `user-row-${u.mobileNumber}` })}
        testId="users-table"
        minWidth={760}
        pager={{ countText: 'range' }}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.users.new') : t('access.users.edit')} centered>
        {editing === 'new' && <NewUserForm onDone={() => { setEditing(null); refresh(); }} />}
        {editing !== null && editing !== 'new' && <EditUserForm key={editing.id} user={editing} onDone={() => { setEditing(null); refresh(); }} />}
      </Modal>
      <Modal opened={rolesOf !== null} onClose={() => setRolesOf(null)} title={rolesOf ? t('access.users.rolesOf', { name: personName(rolesOf) }) : ''} centered>
        {rolesOf && <UserRolesForm key={rolesOf.id} user={rolesOf} onDone={() => { setRolesOf(null); refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </>
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
