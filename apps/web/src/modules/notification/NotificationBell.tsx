import { ActionIcon, Badge, Button, Divider, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat } from '../../core/i18n/useLanguage';
import { BELL_SIZE, NOTIFICATION_KEY, UNREAD_STATUSES, cutContent, fetchMessages, fetchUnreadCount, typeLabelKey } from './api';

/** spec §4: the unread count shows after a 1 s delay */
export const UNREAD_COUNT_DELAY_MS = 1000;

/**
 * The header's bell: the unread count (after 1 s), and a dropdown of the latest 5 unread messages, each with its
 * type label, its text cut at 90 characters and its Jalali date; 'show all notifications' opens /notification-2.
 * Realtime messages and reconnects invalidate its queries (RealtimeHost).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [countDue, setCountDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setCountDue(true), UNREAD_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const count = useQuery({
    queryKey: [...NOTIFICATION_KEY, 'count', 'unread'],
    queryFn: () => fetchUnreadCount(api),
    enabled: countDue,
    retry: false,
    // spec §8: message fetch failures are only logged
    meta: { handlesErrors: true },
  });
  const latest = useQuery({
    queryKey: [...NOTIFICATION_KEY, 'list', { messageStatus: UNREAD_STATUSES, pageIndex: 1, pageSize: BELL_SIZE }],
    queryFn: () => fetchMessages(api, { messageStatus: UNREAD_STATUSES, pageIndex: 1, pageSize: BELL_SIZE }),
    enabled: opened,
    retry: false,
    meta: { handlesErrors: true },
  });

  const unread = count.data ?? 0;
  const showCount = countDue && count.isSuccess && unread > 0;
  const label = showCount ? t('notification.bell.labelWithCount', { count: unread }) : t('notification.bell.label');

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withArrow>
      <Indicator
        disabled={!showCount}
        label={<span data-testid="notification-count">{format.number(unread)}</span>}
        size={18}
        color="red"
        offset={4}
      >
        {/* the popover's target is the button itself: aria-expanded belongs on it, not on the indicator's div */}
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)} data-testid="notification-bell">
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notification-dropdown">
        <Text fw={700} px="md" py="sm">
          {t('notification.bell.title')}
        </Text>
        <Divider />
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latest.isPending && (
            <Text c="dimmed" size="sm" px="md" py="sm">
              {t('notification.bell.loading')}
            </Text>
          )}
          {latest.isSuccess && latest.data.data.length === 0 && (
            <Text c="dimmed" size="sm" px="md" py="sm">
              {t('notification.bell.empty')}
            </Text>
          )}
          {latest.data?.data.map((m) => {
            const typeKey = typeLabelKey(m.type);
            return (
              <li key={m.id} data-testid="notification-item">
                <UnstyledButton
                  w="100%"
                  px="md"
                  py="xs"
                  onClick={() => {
                    setOpened(false);
                    void navigate({ to: '/notification-2' });
                  }}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                    {typeKey ? (
                      <Badge size="xs" variant="light" tt="none" data-testid="notification-type">
                        {t(typeKey)}
                      </Badge>
                    ) : (
                      <span />
                    )}
                    <Text size="xs" c="dimmed" data-testid="notification-date">
                      {format.date(m.created)}
                    </Text>
                  </Group>
                  <Text size="sm" data-testid="notification-content">
                    {cutContent(m.content)}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
        <Divider />
        <Group p="xs" justify="center">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setOpened(false);
              void navigate({ to: '/notification-2' });
            }}
          >
            {t('notification.bell.showAll')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
