import { Button, Checkbox, Group, Loader, Modal, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { useFormat } from '../../core/i18n/useLanguage';
import { keys, personName, type Action, type ActionMenu, type Role, type User } from './api';
import { StateBadge, useAccessApi } from './components';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { orderedTree } from './tree';
import { reportError } from '../../core/alerts/errorSink';

const STANDARD = ['Create', 'Update', 'Delete', 'Activate'];
/** The action that only opens a page: offered on every menu. */
const VIEW = 'View';
const pair = (menuId: number, actionId: number) => `${menuId}:${actionId}`;
/** A matrix cell's checkbox: the theme's colour, the size of Mantine's small checkbox. */
const CELL = { accentColor: 'var(--mantine-primary-color-filled)', width: 18, height: 18, margin: 0, cursor: 'pointer' } as const;

/** A role's actions per menu and its users. */
export function RoleDetail({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} size="90rem" title={t('access.roles.detailTitle', { name: role.title })} data-testid="role-detail">
      <Tabs defaultValue="actions" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="actions">{t('access.roles.actionsTab')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('access.roles.usersTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="actions"><PermissionMatrix role={role} /></Tabs.Panel>
        <Tabs.Panel value="users"><RoleUsers role={role} /></Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

/** Menus x actions; saving sends the whole set through AddActionsToRole. Pairs of columns not shown are kept. */
function PermissionMatrix({ role }: { role: Role }) {
  const { t } = useTranslation();
  const access = useOrganisationAccess();
  const alerts = useAlerts();
  const a = useAccessApi();
  const qc = useQueryClient();
  const menus = useQuery({ queryKey: [...keys.menus, 'all'], queryFn: () => a.menus.all() });
  const actions = useQuery({ queryKey: [...keys.actions, 'list', { pageIndex: 1, pageSize: 100 }], queryFn: () => a.actions.list({ pageIndex: 1, pageSize: 100 }) });
  const held = useQuery({ queryKey: [...keys.roles, 'permissions', role.id], queryFn: () => a.roles.permissions(role.id) });
  // the actions each page offers: a cell is drawn only where its action applies (or the role holds it), which keeps
  // the matrix to the pairs that mean something (and its thousands of inputs down)
  const declared = useQuery({ queryKey: [...keys.menus, 'declared'], queryFn: () => a.menus.declared(), staleTime: Infinity });
  const offeredByMenu = useMemo(() => new Map((declared.data ?? []).map((m) => [m.name, new Set(m.actions)])), [declared.data]);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (held.data) setChecked(new Set(held.data.map((p) => pair(p.actionMenuId, p.actionId))));
  }, [held.data]);

  const columns = useMemo(() => {
    const usable = (actions.data?.data ?? []).filter((x) => !x.isDisabled);
    const rank = (x: Action) => (STANDARD.includes(x.name) ? STANDARD.indexOf(x.name) : STANDARD.length);
    return [...usable].sort((x, y) => rank(x) - rank(y) || x.id - y.id);
  }, [actions.data]);
  const rows = useMemo(() => orderedTree(menus.data ?? []), [menus.data]);

  const toggle = useCallback((key: string, on: boolean) => setChecked((s) => { const n = new Set(s); if (on) n.add(key); else n.delete(key); return n; }), []);
  // a row's «all» ticks the actions its page offers (every one on a menu made by hand)
  const toggleRow = useCallback(
    (menu: ActionMenu, on: boolean, offered: readonly number[]) =>
      setChecked((s) => { const n = new Set(s); for (const id of offered) { if (on) n.add(pair(menu.id, id)); else n.delete(pair(menu.id, id)); } return n; }),
    [],
  );
  const labels = useMemo(() => columns.map((x) => t(`access.actionNames.${x.name}`, { defaultValue: x.title })), [columns, t]);
  // each row's ticked actions as one text: a click re-renders its own row only (the matrix holds thousands of cells)
  const heldByMenu = useMemo(() => {
    const by = new Map<number, string[]>();
    for (const k of checked ?? []) {
      const [menuId, actionId] = k.split(':');
      const ids = by.get(Number(menuId));
      if (ids) ids.push(actionId!);
      else by.set(Number(menuId), [actionId!]);
    }
    return new Map([...by].map(([menuId, ids]) => [menuId, ids.sort().join(',')]));
  }, [checked]);

  if (!checked || menus.isLoading || actions.isLoading || declared.isLoading) return <Loader />;
  const editable = access.update;
  const save = async () => {
    setSaving(true);
    try {
      const permissions = [...checked].map((k) => { const [actionMenuId, actionId] = k.split(':').map(Number) as [number, number]; return { actionMenuId, actionId }; });
      await a.roles.setPermissions(role.id, permissions);
      // saved: said at once; the matrix of every page and action is read again behind it
      alerts.snackbar(t('access.roles.permissionsSaved'), 'success');
      void qc.invalidateQueries({ queryKey: keys.roles });
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      <Table.ScrollContainer minWidth={600} maxHeight={520} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('access.roles.actionsTab') } }}>
        <Table stickyHeader withTableBorder withColumnBorders data-testid="permission-matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('access.menus.menu')}</Table.Th>
              {editable && <Table.Th ta="center">{t('access.roles.all')}</Table.Th>}
              {columns.map((c, i) => <Table.Th key={c.id} ta="center">{labels[i]}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ menu, depth }) => (
              <MatrixRow key={menu.id} menu={menu} depth={depth} columns={columns} labels={labels} held={heldByMenu.get(menu.id) ?? ''} offered={offeredByMenu.get(menu.name)} editable={editable} toggle={toggle} toggleRow={toggleRow} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving}>{t('access.roles.savePermissions')}</Button>
        </Group>
      )}
    </Stack>
  );
}

/** One menu's row of the matrix; `held` lists the ticked action ids, so the row renders again only when they change. */
const MatrixRow = memo(function MatrixRow(props: {
  menu: ActionMenu;
  depth: number;
  columns: Action[];
  labels: string[];
  held: string;
  /** the action names the menu's page offers; undefined for a menu made by hand (every action applies) */
  offered: ReadonlySet<string> | undefined;
  editable: boolean;
  toggle: (key: string, on: boolean) => void;
  toggleRow: (menu: ActionMenu, on: boolean, offered: readonly number[]) => void;
}) {
  const { t } = useTranslation();
  const { menu, depth, columns, labels, editable, offered } = props;
  const held = new Set(props.held ? props.held.split(',').map(Number) : []);
  const name = menu.description || menu.name;
  // a cell is drawn where the action applies, for View everywhere (a page seen and nothing done on it: holding any
  // action of a page opens it), or where the role holds it (so an old grant can still be taken away)
  const shown = columns.map((c) => !offered || offered.has(c.name) || c.name === VIEW || held.has(c.id));
  const offeredIds = columns.filter((c) => !offered || offered.has(c.name)).map((c) => c.id);
  const all = offeredIds.length > 0 && offeredIds.every((id) => held.has(id));
  const some = offeredIds.some((id) => held.has(id));
  return (
    <Table.Tr data-testid={`perm-row-${menu.name}`}>
      <Table.Td style={{ paddingInlineStart: 12 + depth * 24 }} fw={depth === 0 ? 700 : undefined}>
        {name} {menu.url && <Text span size="xs" c="dimmed"><bdi dir="ltr">{menu.url}</bdi></Text>}
      </Table.Td>
      {editable && (
        <Table.Td ta="center">
          <Checkbox aria-label={t('access.roles.allOf', { menu: name })} checked={all} indeterminate={some && !all} onChange={(e) => props.toggleRow(menu, e.currentTarget.checked, offeredIds)} styles={{ body: { justifyContent: 'center' } }} />
        </Table.Td>
      )}
      {/* the browser's own checkbox: the matrix holds menus × actions of them (thousands), each a
          Mantine Checkbox would be a wrapper, an input and an icon to render and for axe to walk */}
      {columns.map((c, i) => (
        <Table.Td key={c.id} ta="center">
          {shown[i] && <input
            type="checkbox"
            aria-label={`${name}: ${labels[i]}`}
            checked={held.has(c.id)}
            disabled={!editable}
            onChange={(e) => props.toggle(pair(menu.id, c.id), e.currentTarget.checked)}
            style={CELL}
          />}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

/** The users holding the role; add one, or take the role from one. */
function RoleUsers({ role }: { role: Role }) {
  const { t } = useTranslation();
  const format = useFormat();
  const access = useOrganisationAccess();
  const alerts = useAlerts();
  const a = useAccessApi();
  const qc = useQueryClient();
  const members = useDataList<User>({ queryKey: [...keys.users, 'byRole', role.id], refreshKey: keys.users, fetch: (p) => a.users.byRole(role.id, p) });
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [pick, setPick] = useState<string | null>(null);
  const candidates = useQuery({ queryKey: [...keys.users, 'list', { pageIndex: 1, pageSize: 20, searchTerm: search }], queryFn: () => a.users.list({ pageIndex: 1, pageSize: 20, searchTerm: search }), enabled: access.update });
  const refresh = () => qc.invalidateQueries({ queryKey: keys.users });
  const add = async () => {
    if (!pick) return;
    try {
      await a.users.setRoles(Number(pick), [role.id]);
      setPick(null);
      await refresh();
      alerts.snackbar(t('access.roles.userAdded'), 'success');
    } catch (error) {
      reportError(error);
    }
  };
  const options = (candidates.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${personName(u)} (${format.digits(u.mobileNumber)})` }));
  return (
    <Stack>
      <ListScreen
        list={members}
        search={{ label: t('access.users.search') }}
        toolbar={access.update && (
          <Group align="flex-end" gap="xs">
            <Select
              label={t('access.roles.addUser')}
              placeholder={t('access.users.search')}
              searchable
              clearable
              data={options}
              value={pick}
              onChange={setPick}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: o }) => o}
              w={300}
              nothingFoundMessage={t('access.common.empty')}
            />
            <Button onClick={() => void add()} disabled={!pick}>{t('access.common.add')}</Button>
          </Group>
        )}
        columns={[
          { accessor: 'name', title: t('access.users.name'), render: (u) => personName(u) },
          { accessor: 'mobileNumber', title: t('access.users.mobile'), render: (u) => <span dir="ltr">{format.digits(u.mobileNumber)}</span> },
          { accessor: 'state', title: t('access.common.state'), render: (u) => <StateBadge isActive={u.isActive} isDisabled={u.isDisabled} /> },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={access.update ? (u) => [
          {
            label: t('access.roles.removeUser'),
            color: 'danger',
            icon: <IconUserMinus size={18} />,
            onClick: () => confirm.ask({
              title: t('access.roles.removeUser'),
              message: t('access.roles.confirmRemoveUser', { user: personName(u), role: role.title }),
              confirmLabel: t('access.common.remove'),
              cancelLabel: t('access.common.cancel'),
              run: async () => { await a.users.setRoles(u.id, u.roles.map((r) => r.id).filter((id) => id !== role.id), true); await refresh(); },
            }),
          },
        ] : undefined}
        emptyText={t('access.common.empty')}
        testId="role-users"
        pager={{ countText: 'range' }}
      />
      {confirm.dialog}
    </Stack>
  );
}
