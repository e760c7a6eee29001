import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n/useLanguage';
import { isEntityKey, isEventKey, type ActivityEntry } from './summary';

/** The user's last audit entries: when (Jalali, Tehran time), what, on what, from where. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const eventLabel = (event: string) => (isEventKey(event) ? t(`home.dashboard.events.${event}`) : event);
  const subject = (entry: ActivityEntry) => {
    if (!entry.entity) return '';
    const entity = isEntityKey(entry.entity) ? t(`home.dashboard.entities.${entry.entity}`) : entry.entity;
    // session ids are long UUIDs: their first block is enough to tell them apart
    const id = entry.entityId ? (entry.entity === 'session' ? entry.entityId.slice(0, 8) : entry.entityId) : '';
    return id ? `${entity} ${format.digits(id)}` : entity;
  };

  // a long row scrolls the table sideways: its viewport takes the focus, so the keyboard can scroll it too (axe's
  // scrollable-region-focusable)
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="dashboard-activity-title" data-testid="recent-activity">
      <Title order={2} size="h4" mb="sm" id="dashboard-activity-title">
        {t('home.dashboard.activityTitle')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.dashboard.noActivity')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('home.dashboard.activityTitle') } }}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.dashboard.activityWhen')}</Table.Th>
                <Table.Th>{t('home.dashboard.activityWhat')}</Table.Th>
                <Table.Th>{t('home.dashboard.activitySubject')}</Table.Th>
                <Table.Th>{t('home.dashboard.activityAddress')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="activity-row" data-event={entry.event}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(entry.at, { time: true })}</Table.Td>
                  <Table.Td>{eventLabel(entry.event)}</Table.Td>
                  <Table.Td>{subject(entry)}</Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                    {entry.ip ? format.digits(entry.ip) : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
