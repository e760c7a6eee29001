import { Alert, Badge, Button, Container, Group, Pagination, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat } from '../../core/i18n/useLanguage';
import { NOTIFICATION_KEY, READ_STATUS, UNREAD_STATUSES, fetchMessages, markRead, typeLabelKey, type MessageFilter } from './api';

const PAGE_SIZE = 10;
const STATUS_KEYS = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
const PRIORITY_KEYS = ['info', 'warning', 'error'] as const;
const PRIORITY_COLORS = ['blue', 'yellow', 'red'] as const;

/** /notification-2: every message of the user, paged, with filters (status, type, priority), mark read, mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('unread');
  const [type, setType] = useState<string | null>(null);
  const [priority, setPriority] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(1);

  const filter: MessageFilter = {
    messageStatus: status === 'all' ? undefined : status === 'unread' ? UNREAD_STATUSES : [Number(status)],
    type: type === null ? undefined : Number(type),
    priority: priority === null ? undefined : Number(priority),
    pageIndex,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...NOTIFICATION_KEY, 'list', filter],
    queryFn: () => fetchMessages(api, filter),
    placeholderData: (previous) => previous,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
  const readOne = useMutation({ mutationFn: (id: number) => markRead(api, { ids: [id] }), onSettled: refresh });
  const readAll = useMutation({ mutationFn: () => markRead(api, { all: true }), onSettled: refresh });

  const rows = list.data?.data ?? [];
  const rowCount = list.data?.rowCount ?? 0;
  const pages = Math.max(1, Math.ceil(rowCount / PAGE_SIZE));
  const onFilter = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPageIndex(1);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('notification.routes.notifications')}</Title>
          <Button onClick={() => readAll.mutate()} loading={readAll.isPending} data-testid="mark-all-read">
            {t('notification.page.markAllRead')}
          </Button>
        </Group>
        <Paper withBorder p="md" component="section" aria-label={t('notification.page.filters')}>
          <Group grow align="flex-end">
            <Select
              label={t('notification.page.status')}
              value={status}
              onChange={onFilter((v) => setStatus(v ?? 'all'))}
              allowDeselect={false}
              data={[
                { value: 'all', label: t('notification.page.all') },
                { value: 'unread', label: t('notification.page.unread') },
                ...STATUS_KEYS.map((k, i) => ({ value: String(i), label: t(`notification.statuses.${k}`) })),
              ]}
            />
            <Select
              label={t('notification.page.type')}
              value={type}
              onChange={onFilter(setType)}
              clearable
              placeholder={t('notification.page.all')}
              data={[0, 1, 2].map((v) => ({ value: String(v), label: t(typeLabelKey(v)!) }))}
            />
            <Select
              label={t('notification.page.priority')}
              value={priority}
              onChange={onFilter(setPriority)}
              clearable
              placeholder={t('notification.page.all')}
              data={PRIORITY_KEYS.map((k, i) => ({ value: String(i), label: t(`notification.priorities.${k}`) }))}
            />
          </Group>
        </Paper>
        {list.isError && (
          <Alert color="red" title={t('notification.page.loadFailed')}>
            <Button variant="light" size="xs" onClick={() => void list.refetch()}>
              {t('notification.page.retry')}
            </Button>
          </Alert>
        )}
        <Paper withBorder>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="notification-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t('notification.page.type')}</Table.Th>
                <Table.Th>{t('notification.page.content')}</Table.Th>
                <Table.Th w={100}>{t('notification.page.priority')}</Table.Th>
                <Table.Th w={110}>{t('notification.page.status')}</Table.Th>
                <Table.Th w={140}>{t('notification.page.created')}</Table.Th>
                <Table.Th w={110}>{t('notification.page.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => {
                const typeKey = typeLabelKey(m.type);
                const unread = m.status !== READ_STATUS && m.status !== 4;
                return (
                  <Table.Tr key={m.id} data-testid="notification-row" data-unread={unread}>
                    <Table.Td>{typeKey ? <Badge variant="light" tt="none">{t(typeKey)}</Badge> : null}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                        {m.content}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={PRIORITY_COLORS[m.priority] ?? 'blue'} variant="dot" tt="none">
                        {t(`notification.priorities.${PRIORITY_KEYS[m.priority] ?? 'info'}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{t(`notification.statuses.${STATUS_KEYS[m.status] ?? 'queued'}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.date(m.created)}</Text>
                      <Text size="xs" c="dimmed">
                        {format.time(m.created)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {unread && (
                        <Button size="compact-xs" variant="light" onClick={() => readOne.mutate(m.id)} loading={readOne.isPending && readOne.variables === m.id}>
                          {t('notification.page.markRead')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {list.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('notification.page.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="notification-total">
            {t('notification.page.total', { count: rowCount, formattedCount: format.number(rowCount) })}
          </Text>
          {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} size="sm" />}
        </Group>
      </Stack>
    </Container>
  );
}
