import { Button, Container, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess, usePageShortcuts } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { describeError } from '../../core/forms/errors';
import { useForm } from '../../core/forms/useForm';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, type ActionMenu } from './api';
import { RowAction, SearchBox, StateBadge, useAccessApi, useRowAction } from './components';
import { movePriority, orderedTree, siblingsOf } from './tree';

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
  const access = usePageAccess();
  const alerts = useAlerts();
  const a = useAccessApi();
  const qc = useQueryClient();
  const rowAction = useRowAction();
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

  usePageShortcuts({ N: () => setEditing('new') });

  const move = async (menu: ActionMenu, step: -1 | 1) => {
    const changes = movePriority(all, menu, step);
    if (!changes.length) return;
    setMoving(true);
    try {
      for (const c of changes) await a.menus.update({ ...menuInput(c.menu), priority: c.priority, id: c.menu.id, version: c.menu.version });
      alerts.snackbar(t('access.menus.orderSaved'), 'success');
    } catch (error) {
      alerts.dialog(describeError(error, t).message, 'danger');
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
        <Table.ScrollContainer minWidth={800}>
          <Table withTableBorder highlightOnHover data-testid="menus-tree">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('access.menus.menu')}</Table.Th>
                <Table.Th>{t('access.menus.url')}</Table.Th>
                <Table.Th>{t('access.menus.subSystemType')}</Table.Th>
                <Table.Th>{t('access.menus.priority')}</Table.Th>
                <Table.Th>{t('access.common.state')}</Table.Th>
                <Table.Th>{t('access.common.operations')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ menu, depth }) => {
                const siblings = siblingsOf(all, menu);
                const at = siblings.findIndex((m) => m.id === menu.id);
                return (
                  <Table.Tr key={menu.id} data-testid={`menu-row-${menu.name}`}>
                    <Table.Td style={{ paddingInlineStart: 12 + depth * 28 }} fw={depth === 0 ? 700 : undefined}>
                      {menu.description || menu.name}{' '}
                      <Text span size="xs" c="dimmed"><bdi dir="ltr">{menu.name}</bdi></Text>
                    </Table.Td>
                    <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{menu.url ?? ''}</Table.Td>
                    <Table.Td>{format.number(menu.subSystemType)}</Table.Td>
                    <Table.Td data-testid="priority">{format.number(menu.priority)}</Table.Td>
                    <Table.Td><StateBadge isActive={menu.isActive} /></Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        {access.update && (
                          <>
                            <RowAction label={t('access.menus.moveUp')} icon={<IconArrowUp size={18} />} disabled={moving || at <= 0 || !!search} onClick={() => void move(menu, -1)} />
                            <RowAction label={t('access.menus.moveDown')} icon={<IconArrowDown size={18} />} disabled={moving || at >= siblings.length - 1 || !!search} onClick={() => void move(menu, 1)} />
                            <RowAction label={t('access.common.edit')} icon={<IconEdit size={18} />} onClick={() => setEditing(menu)} />
                          </>
                        )}
                        {access.activate && (menu.isActive ? (
                          <RowAction label={t('access.common.deactivate')} color="warning" icon={<IconPlayerPause size={18} />} onClick={() => void rowAction(async () => { await a.menus.deactivate(menu.id); await refresh(); })} />
                        ) : (
                          <RowAction label={t('access.common.activate')} color="success" icon={<IconPlayerPlay size={18} />} onClick={() => void rowAction(async () => { await a.menus.activate(menu.id); await refresh(); })} />
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {rows.length === 0 && !menus.isLoading && <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('access.common.empty')}</Text></Table.Td></Table.Tr>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
