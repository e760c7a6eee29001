import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconEdit, IconTrash, IconUsers, IconBan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type Role } from './api';
import { NAME_PATTERN, StateBadge, activeToggle, useAccessApi } from './components';
import { RoleDetail } from './RoleDetail';

/** Roles: the paged list, create and edit, activate, disable and remove; a role opens its actions and users. */
export function RolesTab() {
  const { t } = useTranslation();
  const access = useOrganisationAccess();
  const a = useAccessApi();
  const list = useDataList<Role>({ queryKey: [...keys.roles, 'list'], refreshKey: keys.roles, fetch: (p) => a.roles.list(p) });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [selected, setSelected] = useState<Role | null>(null);
  const confirm = useConfirm();
  const refresh = () => void list.refresh();
  const saved = t('access.common.saved');
  const ask = (action: 'disable' | 'remove', role: Role, run: () => Promise<unknown>) =>
    confirm.ask({ title: t(`access.common.${action}`), message: t(action === 'disable' ? 'access.roles.confirmDisable' : 'access.roles.confirmRemove', { name: role.title }), confirmLabel: t(`access.common.${action}`), cancelLabel: t('access.common.cancel'), run: async () => { await run(); refresh(); } });

  usePageShortcuts({ N: () => setEditing('new'), E: () => selected && setEditing(selected) });

  return (
    <>
      <ListScreen
        list={list}
        search={{ label: t('access.roles.search') }}
        toolbar={access.create && <Button onClick={() => setEditing('new')}>{t('access.roles.new')}</Button>}
        rowNumbers
        columns={[
          { accessor: 'name', title: t('access.roles.name'), render: (role) => <span dir="ltr">{role.name}</span> },
          { accessor: 'title', title: t('access.roles.title') },
          { accessor: 'scope', title: t('access.roles.scope') },
          { accessor: 'state', title: t('access.common.state'), render: (role) => <StateBadge isActive={role.isActive} isDisabled={role.isDisabled} /> },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={(role) => [
          { label: t('access.roles.openDetail'), icon: <IconUsers size={18} />, onClick: () => setSelected(role) },
          access.update && !role.isDisabled && { label: t('access.common.edit'), icon: <IconEdit size={18} />, onClick: () => setEditing(role) },
          access.activate && !role.isDisabled && activeToggle(t, role.isActive, (on) => void list.run(() => (on ? a.roles.activate(role.id) : a.roles.deactivate(role.id)), saved)),
          access.delete && !role.isDisabled && { label: t('access.common.disable'), color: 'danger', icon: <IconBan size={18} />, onClick: () => ask('disable', role, () => a.roles.disable(role.id)) },
          access.delete && {
            label: t('access.common.remove'),
            color: 'danger',
            icon: <IconTrash size={18} />,
            onClick: () => ask('remove', role, async () => { await a.roles.remove(role.id); if (selected?.id === role.id) setSelected(null); }),
          },
        ]}
        emptyText={t('access.common.empty')}
        rowAttributes={(role) => ({ 'data-testid': `role-row-${role.name}`, style: selected?.id === role.id ? { background: 'var(--mantine-primary-color-light)' } : undefined })}
        testId="roles-table"
        minWidth={720}
        pager={{ countText: 'range' }}
      />
      {selected && <RoleDetail role={selected} onClose={() => setSelected(null)} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.roles.new') : t('access.roles.edit')} centered>
        {editing !== null && <RoleForm key={editing === 'new' ? 'new' : editing.id} role={editing === 'new' ? null : editing} onDone={() => { setEditing(null); refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </>
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
    // the form shows the failure (its message and the field errors under the fields)
    meta: { handlesErrors: true },
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
