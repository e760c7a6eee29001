import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n/useLanguage';
import { menuLabel, type SummaryArea } from './summary';

/** Long area names would run into each other under the bars: the axis shows their start, the tooltip all of it. */
const LABEL_MAX = 15;
export const shortLabel = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label);

interface Range {
  startIndex: number;
  endIndex: number;
}

/**
 * Pages per area as a bar chart (spec §9: charts run right to left in Persian, with a Persian reset-zoom label).
 * In Persian the first area stands at the right and the value axis on the right side; the brush under the chart
 * zooms into a range of areas and "reset zoom" shows them all again.
 */
export function AreasChart({ areas }: { areas: SummaryArea[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rtl = format.language === 'fa';
  const [range, setRange] = useState<Range | null>(null);
  // the brush keeps its own state: a new key puts it back to the whole range
  const [brushKey, setBrushKey] = useState(0);
  // one array per summary: a new one would put the brush back to the whole range on every render
  const data = useMemo(
    () => (rtl ? [...areas].reverse() : areas).map((area) => ({ area: menuLabel(area, format.language), pages: area.pages })),
    [areas, rtl, format.language],
  );
  const zoomed = range !== null && (range.startIndex > 0 || range.endIndex < data.length - 1);
  const withBrush = data.length > 2;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="dashboard-chart-title" data-testid="areas-chart">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="dashboard-chart-title">
          {t('home.dashboard.chartTitle')}
        </Title>
        {withBrush && (
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!zoomed}
            onClick={() => {
              setRange(null);
              setBrushKey((key) => key + 1);
            }}
          >
            {t('home.dashboard.resetZoom')}
          </Button>
        )}
      </Group>
      {/* a figure, not an image: the chart's zoom handles are focusable (axe: nested-interactive) */}
      <div role="figure" aria-label={t('home.dashboard.chartLabel')} dir={rtl ? 'rtl' : 'ltr'}>
        <BarChart
          key={brushKey}
          h={withBrush ? 300 : 260}
          data={data}
          dataKey="area"
          dir={rtl ? 'rtl' : 'ltr'}
          series={[{ name: 'pages', label: t('home.dashboard.chartSeries'), color: 'primary.6' }]}
          valueFormatter={(value) => format.number(value)}
          tickLine="y"
          xAxisProps={{ interval: 0, tick: { fontSize: 11, fill: 'currentColor' }, height: 40, tickFormatter: shortLabel }}
          yAxisProps={{
            orientation: rtl ? 'right' : 'left',
            allowDecimals: false,
            width: 36,
            tickFormatter: (value: number) => format.number(value),
            tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
          }}
          withBrush={withBrush}
          brushProps={{
            dataKey: 'area',
            height: 24,
            travellerWidth: 8,
            tickFormatter: () => '',
            onChange: (next: Partial<Range>) => {
              if (typeof next.startIndex === 'number' && typeof next.endIndex === 'number') setRange({ startIndex: next.startIndex, endIndex: next.endIndex });
            },
          }}
        />
      </div>
      {withBrush && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('home.dashboard.zoomHint')}
        </Text>
      )}
    </Paper>
  );
}
