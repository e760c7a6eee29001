import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { unwrap } from '@karsaz/api-client';
import { formatDecimal } from '@karsaz/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

/**
 * A survey opened on /satisfaction-2: its answers summarised (GET satisfaction/getSummary): how many, the average
 * rating, and two bar charts, per rating and per reason (right to left in Persian), each also given as a table for
 * screen readers.
 */
export function SurveySummaryAddon({ row }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const language = useLanguage();
  const id = Number(row?.id) || 0;
  const summary = useQuery({
    queryKey: ['recruitment', 'surveySummary', id],
    queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/satisfaction/getSummary', { params: { query: { Id: id } } })),
    enabled: id > 0,
    meta: { handlesErrors: true },
  });
  const s = summary.data;
  if (!s) return null;
  const rtl = language === 'fa';
  const ratings = s.byRating.map((r) => ({ label: format.digits(r.rating), count: r.count }));
  const reasons = s.byReason.map((r) => ({ label: r.title, count: r.count }));
  const chart = (title: string, data: { label: string; count: number }[], testId: string) => (
    <Paper withBorder p="md" data-testid={testId}>
      <Text fw={600} mb="xs" id={`${testId}-title`}>
        {title}
      </Text>
      <div aria-hidden>
        <BarChart
          h={220}
          data={rtl ? [...data].reverse() : data}
          dataKey="label"
          series={[{ name: 'count', label: t('recruitment.survey.answers'), color: 'primary.6' }]}
          yAxisProps={{ orientation: rtl ? 'right' : 'left', allowDecimals: false }}
          valueFormatter={(v) => format.number(v)}
        />
      </div>
      <VisuallyHidden>
      <table aria-labelledby={`${testId}-title`}>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{format.number(d.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </VisuallyHidden>
    </Paper>
  );
  return (
    <section aria-labelledby="survey-summary">
      <Stack gap="sm" data-testid="survey-summary">
        <Group justify="space-between">
          <Title order={5} id="survey-summary">
            {t('recruitment.survey.title')}
          </Title>
          <Text size="sm" data-testid="survey-totals">
            {t('recruitment.survey.totals', { count: format.number(s.count), average: s.average === null ? '—' : formatDecimal(s.average, language) })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {chart(t('recruitment.survey.byRating'), ratings, 'survey-by-rating')}
          {chart(t('recruitment.survey.byReason'), reasons, 'survey-by-reason')}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
