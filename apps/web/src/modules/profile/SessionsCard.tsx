import { Alert, Badge, Button, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat } from '../../core/i18n/useLanguage';
import { SESSIONS_QUERY_KEY, describeUserAgent, revokeOtherSessions, revokeSession, sessionsQuery, type UserSession } from './sessions';

/** The user's live sessions, with "end this session" per other device and "end all other sessions". */
export function SessionsCard() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(api));
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.isCurrent);

  // a failure goes to the global error dialog (core/query/queryClient.ts)
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => revokeSession(api, id),
    onSuccess: () => notifications.show({ color: 'success', message: t('home.profile.sessions.ended'), autoClose: 3000 }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => revokeOtherSessions(api),
    onSuccess: (result) => notifications.show({ color: 'success', message: t('home.profile.sessions.endedOthers', { count: result.count }), autoClose: 3000 }),
    onSettled: refresh,
  });

  const device = (session: UserSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (!session.userAgent) return t('home.profile.sessions.unknownDevice');
    const name = t(`home.profile.sessions.browsers.${browser}`);
    return os ? t('home.profile.sessions.on', { browser: name, os }) : name;
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="profile-sessions" data-testid="sessions">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="profile-sessions">
            {t('home.profile.sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('home.profile.sessions.hint')}
          </Text>
        </div>
        <Button variant="light" color="danger" disabled={others.length === 0} loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {t('home.profile.sessions.endOthers')}
        </Button>
      </Group>
      {sessions.isPending ? (
        <Skeleton h={120} />
      ) : sessions.isError ? (
        <Alert color="danger" variant="light">
          {t('home.profile.sessions.failed')}
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('home.profile.sessions.device')}</Table.Th>
                  <Table.Th>{t('home.profile.sessions.address')}</Table.Th>
                  <Table.Th>{t('home.profile.sessions.started')}</Table.Th>
                  <Table.Th>{t('home.profile.sessions.lastRefresh')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((session) => (
                  <Table.Tr key={session.id} data-testid="session-row" data-session-id={session.id} data-current={session.isCurrent}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {device(session)}
                        </Text>
                        {session.isCurrent && (
                          <Badge size="sm" variant="light" color="success" tt="none">
                            {t('home.profile.sessions.current')}
                          </Badge>
                        )}
                      </Group>
                      {session.userAgent && (
                        <Text size="xs" c="dimmed" dir="ltr" lineClamp={1} title={session.userAgent} style={{ textAlign: 'start', maxWidth: 320 }}>
                          {session.userAgent}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                      {session.ip ? format.digits(session.ip) : ''}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(session.createdAt, { time: true })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {session.lastRefreshAt ? format.date(session.lastRefreshAt, { time: true }) : t('home.profile.sessions.never')}
                    </Table.Td>
                    <Table.Td>
                      {!session.isCurrent && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="danger"
                          aria-label={t('home.profile.sessions.endLabel', { device: device(session) })}
                          loading={endOne.isPending && endOne.variables === session.id}
                          onClick={() => endOne.mutate(session.id)}
                        >
                          {t('home.profile.sessions.end')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {others.length === 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('home.profile.sessions.noOthers')}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
