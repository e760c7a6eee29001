import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat } from '../../core/i18n/useLanguage';
import { AnchorLink } from '../../core/router/links';
import { useNow } from '../../core/time/useNow';
import { AreasChart } from './AreasChart';
import { RecentActivity } from './RecentActivity';
import { SystemStatusCard } from './SystemStatusCard';
import { isCountKey, menuLabel, summaryQuery, type DashboardSummary } from './summary';

const SHORTCUTS = [
  { to: '/profile', label: 'nav.profile', hint: 'dashboard.profileHint' },
  { to: '/setting', label: 'nav.setting', hint: 'dashboard.settingHint' },
] as const;

function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormat();
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`${testId}-value`}>
        {format.number(value)}
      </Text>
    </Paper>
  );
}

/** The areas the user's menus reach, each with its page count and the real counts of its tables. */
function AreaCards({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (summary.areas.length === 0) {
    return (
      <Alert color="warning" variant="light" data-testid="no-areas">
        {t('home.dashboard.noAreas')}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {summary.areas.map((area) => (
        <Paper key={area.id} withBorder p="md" data-testid="area-card" data-area={area.name}>
          <Group justify="space-between" wrap="nowrap" mb={area.counts.length ? 'xs' : 0}>
            <Text fw={600}>{menuLabel(area, format.language)}</Text>
            <Badge variant="light" tt="none" data-testid="area-pages" style={{ flexShrink: 0 }}>
              {t('home.dashboard.pagesCount', { count: area.pages })}
            </Badge>
          </Group>
          {area.counts.map((c) => (
            <Group key={`${c.url}-${c.key}`} justify="space-between" wrap="nowrap" data-testid={`count-${c.key}`}>
              <Text size="sm" c="dimmed">
                {isCountKey(c.key) ? t(`home.dashboard.counts.${c.key}`) : t(`entities.${c.key}`, { defaultValue: c.key })}
              </Text>
              <Text size="sm" fw={600} data-testid="count-value">
                {format.number(c.value)}
              </Text>
            </Group>
          ))}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The landing page after sign-in: what the user may see (areas, pages, counts), its recent activity, approvals. */
export function DashboardPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const now = useNow();
  const summary = useQuery(summaryQuery(api));
  const s = summary.data;
  const companyName = s ? (format.language === 'en' ? s.companyNameEn || s.companyName : s.companyName) : null;

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('app.name')}</Title>
          <Text c="dimmed" data-testid="dashboard-company">
            {s ? (companyName ? t('home.dashboard.company', { name: companyName }) : t('home.dashboard.noCompany')) : t('app.tagline')}
          </Text>
        </div>

        {summary.isError && (
          <Alert color="danger" variant="light" data-testid="summary-error">
            <Group justify="space-between">
              <Text size="sm">{t('home.dashboard.failed')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void summary.refetch()}>
                {t('home.dashboard.retry')}
              </Button>
            </Group>
          </Alert>
        )}

        {summary.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('home.dashboard.loading')}>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={86} />
              ))}
            </SimpleGrid>
            <Skeleton h={260} />
          </Stack>
        ) : s ? (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="dashboard-stats">
              <StatCard label={t('home.dashboard.stats.areas')} value={s.areas.length} testId="stat-areas" />
              <StatCard label={t('home.dashboard.stats.pages')} value={s.totalPages} testId="stat-pages" />
              <StatCard label={t('home.dashboard.stats.pending')} value={s.pendingApprovals.count} testId="stat-pending" />
              <StatCard label={t('home.dashboard.stats.activity')} value={s.recentActivity.length} testId="stat-activity" />
            </SimpleGrid>

            <section aria-labelledby="dashboard-areas-title">
              <Title order={2} size="h4" mb="sm" id="dashboard-areas-title">
                {t('home.dashboard.areasTitle')}
              </Title>
              <AreaCards summary={s} />
            </section>

            {s.areas.length > 0 && <AreasChart areas={s.areas} />}

            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RecentActivity entries={s.recentActivity} />
              <Paper withBorder p="lg" component="section" aria-labelledby="dashboard-pending-title" data-testid="pending-approvals">
                <Title order={2} size="h4" mb="sm" id="dashboard-pending-title">
                  {t('home.dashboard.pendingTitle')}
                </Title>
                {s.pendingApprovals.items.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('home.dashboard.noPending')}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {s.pendingApprovals.items.map((item) => (
                      <Group key={`${item.kind}-${item.id}`} justify="space-between" wrap="nowrap">
                        <Text size="sm">{item.title}</Text>
                        <Text size="xs" c="dimmed">
                          {format.date(item.at, { time: true })}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Paper>
            </SimpleGrid>
          </>
        ) : null}

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="lg">
            <Text fw={600} mb="xs">
              {t('dashboard.welcome')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.today')}
            </Text>
            <Text fz="xl" fw={700} data-testid="today">
              {format.date(now, { weekday: true })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="tehran-time">
              {t('dashboard.tehranTime', { time: format.time(now) })}
            </Text>
            <AnchorLink to="/setting" hash="date-time" size="sm" mt="xs" display="inline-block">
              {t('dashboard.dateTimeSettings')}
            </AnchorLink>
          </Paper>

          <SystemStatusCard />
        </SimpleGrid>

        <section aria-labelledby="dashboard-shortcuts">
          <Title order={2} size="h4" mb="sm" id="dashboard-shortcuts">
            {t('dashboard.shortcuts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SHORTCUTS.map((item) => (
              <Paper key={item.to} withBorder p="md">
                <AnchorLink to={item.to} fw={600}>
                  {t(item.label)}
                </AnchorLink>
                <Text size="sm" c="dimmed">
                  {t(item.hint)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
