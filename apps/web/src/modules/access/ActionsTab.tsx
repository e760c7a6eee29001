import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconBan, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type Action } from './api';
import { NAME_PATTERN, StateBadge, activeToggle, useAccessApi } from './components';

/** The action names roles hold on menus: Create, Update, Delete, Activate and named workflow actions. */
export function ActionsTab() {
  const { t } = useTranslation();
  const access = useOrganisationAccess();
  const a = useAccessApi();
  const list = useDataList<Action>({ queryKey: [...keys.actions, 'list'], refreshKey: keys.actions, fetch: (p) => a.actions.list(p) });
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const refresh = () => void list.refresh();
  const saved = t('access.common.saved');
  usePageShortcuts({ N: () => setEditing('new') });
  return (
    <>
      <ListScreen
        list={list}
        search={{ label: t('access.actions.search') }}
        toolbar={access.create && <Button onClick={() => setEditing('new')}>{t('access.actions.new')}</Button>}
        rowNumbers
        columns={[
          { accessor: 'name', title: t('access.actions.name'), render: (x) => <span dir="ltr">{x.name}</span> },
          { accessor: 'title', title: t('access.actions.title') },
          { accessor: 'state', title: t('access.common.state'), render: (x) => <StateBadge isActive={x.isActive} isDisabled={x.isDisabled} /> },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={(x) => x.isDisabled ? [] : [
          access.update && { label: t('access.common.edit'), icon: <IconEdit size={18} />, onClick: () => setEditing(x) },
          access.activate && activeToggle(t, x.isActive, (on) => void list.run(() => (on ? a.actions.activate(x.id) : a.actions.deactivate(x.id)), saved)),
          access.delete && {
            label: t('access.common.disable'),
            color: 'danger',
            icon: <IconBan size={18} />,
            onClick: () => confirm.ask({ title: t('access.common.disable'), message: t('access.actions.confirmDisable', { name: x.title }), confirmLabel: t('access.common.disable'), cancelLabel: t('access.common.cancel'), run: async () => { await a.actions.disable(x.id); refresh(); } }),
          },
        ]}
        emptyText={t('access.common.empty')}
        rowAttributes={(x) => ({ 'data-testid': `action-row-${x.name}` })}
        testId="actions-table"
        pager={{ countText: 'range' }}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.actions.new') : t('access.actions.edit')} centered>
        {editing !== null && <ActionForm key={editing === 'new' ? 'new' : editing.id} action={editing === 'new' ? null : editing} onDone={() => { setEditing(null); refresh(); }} />}
      </Modal>
      {confirm.dialog}
    </>
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
