import { Button, Container, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationAccess, usePageShortcuts } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { useForm } from '../../core/forms/useForm';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type ActionMenu } from './api';
import { StateBadge, activeToggle, useAccessApi } from './components';
import { DataTableView, SearchBox, useRunAction } from '../../core/list';
import { movePriority, orderedTree, siblingsOf } from './tree';
import { reportError } from '../../core/alerts/errorSink';

/** Subsystem types of the sidebar (spec platform-core §2). */
const SUBSYSTEMS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const menuInput = (m: ActionMenu) => ({
  parentId: m.parentId,
  name: m.name,
  description: m.description ?? undefined,
  url: m.url ?? undefined,
  baseUrl: m.baseUrl ?? undefined,
  icon: m.icon ?? undefined,
  priority: m.priority,
  subSystemType: m.subSystemType,
});

/** /menus-priority-2: the action-menu tree, its menus and their order. */
export function MenusPriorityPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const access = useOrganisationAccess();
  const alerts = useAlerts();
  const a = useAccessApi();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ActionMenu | 'new' | null>(null);
  const [moving, setMoving] = useState(false);
  const menus = useQuery({ queryKey: [...keys.menus, 'all'], queryFn: () => a.menus.all() });
  const all = menus.data ?? [];
  const rows = useMemo(() => {
    const tree = orderedTree(all);
    const term = search.trim().toLowerCase();
    if (!term) return tree;
    return tree.filter(({ menu }) => [menu.name, menu.description, menu.url].some((x) => x?.toLowerCase().includes(term)));
  }, [all, search]);
  const refresh = () => qc.invalidateQueries({ queryKey: keys.menus });
  const run = useRunAction(refresh);
  const saved = t('access.common.saved');

  usePageShortcuts({ N: () => setEditing('new') });

  const move = async (menu: ActionMenu, step: -1 | 1) => {
    const changes = movePriority(all, menu, step);
    if (!changes.length) return;
    setMoving(true);
    try {
      for (const c of changes) await a.menus.update({ ...menuInput(c.menu), priority: c.priority, id: c.menu.id, version: c.menu.version });
      alerts.snackbar(t('access.menus.orderSaved'), 'success');
    } catch (error) {
      reportError(error);
    } finally {
      await refresh();
      setMoving(false);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1} size="h2">{t('access.routes.menusPriority')}</Title>
        <Group justify="space-between">
          <SearchBox label={t('access.menus.search')} value={search} onChange={setSearch} />
          {access.create && <Button onClick={() => setEditing('new')}>{t('access.menus.new')}</Button>}
        </Group>
        <DataTableView
          records={rows}
          getId={({ menu }) => menu.id}
          loading={menus.isLoading}
          error={menus.error}
          striped={false}
          minWidth={800}
          columns={[
            {
              accessor: 'menu',
              title: t('access.menus.menu'),
              render: ({ menu, depth }) => (
                <Text span inherit fw={depth === 0 ? 700 : undefined} style={{ paddingInlineStart: depth * 28 }}>
                  {menu.description || menu.name}{' '}
                  <Text span size="xs" c="dimmed"><bdi dir="ltr">{menu.name}</bdi></Text>
                </Text>
              ),
            },
            { accessor: 'url', title: t('access.menus.url'), render: ({ menu }) => <span dir="ltr">{menu.url ?? ''}</span> },
            { accessor: 'subSystemType', title: t('access.menus.subSystemType'), render: ({ menu }) => format.number(menu.subSystemType) },
            { accessor: 'priority', title: t('access.menus.priority'), render: ({ menu }) => <span data-testid="priority">{format.number(menu.priority)}</span> },
            { accessor: 'state', title: t('access.common.state'), render: ({ menu }) => <StateBadge isActive={menu.isActive} /> },
          ]}
          actionsTitle={t('access.common.operations')}
          rowActions={({ menu }) => {
            const siblings = siblingsOf(all, menu);
            const at = siblings.findIndex((m) => m.id === menu.id);
            return [
              access.update && { label: t('access.menus.moveUp'), icon: <IconArrowUp size={18} />, disabled: moving || at <= 0 || !!search, onClick: () => void move(menu, -1) },
              access.update && { label: t('access.menus.moveDown'), icon: <IconArrowDown size={18} />, disabled: moving || at >= siblings.length - 1 || !!search, onClick: () => void move(menu, 1) },
              access.update && { label: t('access.common.edit'), icon: <IconEdit size={18} />, onClick: () => setEditing(menu) },
              access.activate && activeToggle(t, menu.isActive, (on) => void run(() => (on ? a.menus.activate(menu.id) : a.menus.deactivate(menu.id)), saved)),
            ];
          }}
          emptyText={t('access.common.empty')}
          rowAttributes={({ menu }) => ({ 'data-testid': `menu-row-${menu.name}` })}
          testId="menus-tree"
        />
        {menus.isSuccess && <Text size="sm" c="dimmed">{t('access.common.total', { count: format.number(all.length) })}</Text>}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.menus.new') : t('access.menus.edit')} centered size="lg">
        {editing !== null && (
          <MenuForm key={editing === 'new' ? 'new' : editing.id} menu={editing === 'new' ? null : editing} menus={all} onDone={() => { setEditing(null); void refresh(); }} />
        )}
      </Modal>
    </Container>
  );
}

function MenuForm({ menu, menus, onDone }: { menu: ActionMenu | null; menus: ActionMenu[]; onDone: () => void }) {
  const { t } = useTranslation();
  const a = useAccessApi();
  const [parentId, setParentId] = useState<string | null>(menu?.parentId ? String(menu.parentId) : null);
  const [subSystemType, setSubSystemType] = useState<string>(String(menu?.subSystemType ?? 1));
  const [priority, setPriority] = useState<number | string>(menu?.priority ?? 0);
  const form = useForm(
    { name: menu?.name ?? '', description: menu?.description ?? '', url: menu?.url ?? '', baseUrl: menu?.baseUrl ?? '', icon: menu?.icon ?? '', parentId: '', priority: '' },
    (v) => ({
      name: !v.name.trim() ? t('access.validation.required') : null,
      url: v.url.trim() && !/^\/[\w\-/:?]*$/.test(v.url.trim()) ? t('access.validation.url') : null,
    }),
  );
  const parents = menus
    .filter((m) => m.id !== menu?.id)
    .map((m) => ({ value: String(m.id), label: `${m.description || m.name} (${m.name})` }));
  const submit = form.handleSubmit(async (v) => {
    const trimmed = (s: string) => (s.trim() ? s.trim() : undefined);
    const body = {
      name: v.name.trim(),
      description: trimmed(v.description),
      url: trimmed(v.url),
      baseUrl: trimmed(v.baseUrl),
      icon: trimmed(v.icon),
      parentId: parentId ? Number(parentId) : null,
      subSystemType: Number(subSystemType),
      priority: Number(priority) || 0,
    };
    if (menu) await a.menus.update({ ...body, id: menu.id, version: menu.version });
    else await a.menus.create(body);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <Group grow align="flex-start">
          <TextInput label={t('access.menus.name')} dir="ltr" required data-autofocus {...form.field('name')} />
          <TextInput label={t('access.menus.description')} {...form.field('description')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('access.menus.url')} dir="ltr" placeholder="/cities-2" {...form.field('url')} />
          <TextInput label={t('access.menus.baseUrl')} dir="ltr" {...form.field('baseUrl')} />
        </Group>
        <Group grow align="flex-start">
          <Select label={t('access.menus.parent')} data={parents} value={parentId} onChange={(v) => { setParentId(v); form.setErrors((e) => ({ ...e, parentId: undefined })); }} searchable clearable placeholder={t('access.menus.noParent')} error={form.errors.parentId} />
          <Select
            label={t('access.menus.subSystemType')}
            data={SUBSYSTEMS.map((n) => ({ value: String(n), label: t(`access.subsystems.s${n}`) }))}
            value={subSystemType}
            onChange={(v) => setSubSystemType(v ?? '0')}
            allowDeselect={false}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('access.menus.icon')} dir="ltr" {...form.field('icon')} />
          <NumberInput label={t('access.menus.priority')} value={priority} onChange={setPriority} allowDecimal={false} error={form.errors.priority} />
        </Group>
        <Group justify="flex-end"><Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button></Group>
      </Stack>
    </form>
  );
}
