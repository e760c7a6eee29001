import { Alert, Badge, Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat } from '../../core/i18n/useLanguage';
import { ListScreen, useDataList } from '../../core/list';
import { NOTIFICATION_KEY, READ_STATUS, UNREAD_STATUSES, fetchMessages, markRead, typeLabelKey, type UserMessage } from './api';

interface Filters {
  /** 'all', 'unread' or one status */
  status?: string;
  type?: string;
  priority?: string;
}
const STATUS_KEYS = ['queued', 'sent', 'read', 'unread', 'failed'] as const;
const PRIORITY_KEYS = ['info', 'warning', 'error'] as const;
const PRIORITY_COLORS = ['blue', 'yellow', 'red'] as const;
const unread = (m: UserMessage) => m.status !== READ_STATUS && m.status !== 4;

/** /notification-2: every message of the user, paged, with filters (status, type, priority), mark read, mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useDataList<UserMessage, Filters>({
    queryKey: [...NOTIFICATION_KEY, 'list'],
    refreshKey: NOTIFICATION_KEY,
    // the page shows the failure itself, with a retry
    handlesErrors: true,
    initialFilters: { status: 'unread' },
    fetch: ({ pageIndex, pageSize, filters: { status, type, priority } }) =>
      fetchMessages(api, {
        messageStatus: status === 'all' ? undefined : status === 'unread' ? UNREAD_STATUSES : [Number(status)],
        type: type === undefined ? undefined : Number(type),
        priority: priority === undefined ? undefined : Number(priority),
        pageIndex,
        pageSize,
      }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
  const readOne = useMutation({ mutationFn: (id: number) => markRead(api, { ids: [id] }), onSettled: refresh });
  const readAll = useMutation({ mutationFn: () => markRead(api, { all: true }), onSettled: refresh });
  const { status, type, priority } = list.filters;

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
              onChange={(v) => list.setFilter('status', v ?? 'all')}
              allowDeselect={false}
              data={[
                { value: 'all', label: t('notification.page.all') },
                { value: 'unread', label: t('notification.page.unread') },
                ...STATUS_KEYS.map((k, i) => ({ value: String(i), label: t(`notification.statuses.${k}`) })),
              ]}
            />
            <Select
              label={t('notification.page.type')}
              value={type ?? null}
              onChange={(v) => list.setFilter('type', v)}
              clearable
              placeholder={t('notification.page.all')}
              data={[0, 1, 2].map((v) => ({ value: String(v), label: t(typeLabelKey(v)!) }))}
            />
            <Select
              label={t('notification.page.priority')}
              value={priority ?? null}
              onChange={(v) => list.setFilter('priority', v)}
              clearable
              placeholder={t('notification.page.all')}
              data={PRIORITY_KEYS.map((k, i) => ({ value: String(i), label: t(`notification.priorities.${k}`) }))}
            />
          </Group>
        </Paper>
        {!!list.error && (
          <Alert color="red" title={t('notification.page.loadFailed')}>
            <Button variant="light" size="xs" onClick={() => void list.query.refetch()}>
              {t('notification.page.retry')}
            </Button>
          </Alert>
        )}
        <ListScreen
          list={list}
          columns={[
            { accessor: 'type', title: t('notification.page.type'), width: 110, render: (m) => (typeLabelKey(m.type) ? <Badge variant="light" tt="none">{t(typeLabelKey(m.type)!)}</Badge> : null) },
            {
              accessor: 'content',
              title: t('notification.page.content'),
              render: (m) => (
                <Text size="sm" fw={unread(m) ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {m.content}
                </Text>
              ),
            },
            {
              accessor: 'priority',
              title: t('notification.page.priority'),
              width: 100,
              render: (m) => (
                <Badge color={PRIORITY_COLORS[m.priority] ?? 'blue'} variant="dot" tt="none">
                  {t(`notification.priorities.${PRIORITY_KEYS[m.priority] ?? 'info'}`)}
                </Badge>
              ),
            },
            { accessor: 'status', title: t('notification.page.status'), width: 110, render: (m) => t(`notification.statuses.${STATUS_KEYS[m.status] ?? 'queued'}`) },
            {
              accessor: 'created',
              title: t('notification.page.created'),
              width: 140,
              render: (m) => (
                <>
                  <Text size="sm">{format.date(m.created)}</Text>
                  <Text size="xs" c="dimmed">
                    {format.time(m.created)}
                  </Text>
                </>
              ),
            },
            {
              accessor: 'actions',
              title: t('notification.page.actions'),
              width: 110,
              render: (m) =>
                unread(m) && (
                  <Button size="compact-xs" variant="light" onClick={() => readOne.mutate(m.id)} loading={readOne.isPending && readOne.variables === m.id}>
                    {t('notification.page.markRead')}
                  </Button>
                ),
            },
          ]}
          emptyText={t('notification.page.empty')}
          rowAttributes={(m) => ({ 'data-testid': 'notification-row', 'data-unread': unread(m) })}
          testId="notification-table"
          pager={{ countTestId: 'notification-total' }}
        />
      </Stack>
    </Container>
  );
}
