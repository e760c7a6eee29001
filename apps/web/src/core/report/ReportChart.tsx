import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportDefinition } from '@karsaz/entities';
import { formatDecimal } from '@karsaz/domain';
import type { Language } from '@karsaz/ui';

const COLORS = ['teal.7', 'indigo.6', 'orange.7', 'grape.6', 'cyan.7', 'red.7'];

/**
 * A report's chart (@mantine/charts, its own chunk: fetched only by a report that has one): the page's rows along
 * the x column, a bar or a line per series, figures in the reader's digits.
 */
export default function ReportChart({ report, points, language }: { report: ReportDefinition; points: Record<string, string | number>[]; language: Language }) {
  const chart = report.chart!;
  const rtl = language === 'fa';
  const series = chart.series.map((key, i) => ({ name: key, label: report.columns.find((c) => c.key === key)!.label[language], color: COLORS[i % COLORS.length]! }));
  const number = (v: number) => formatDecimal(String(v), language);
  const common = {
    h: 300,
    data: points,
    dataKey: chart.x,
    series,
    dir: rtl ? ('rtl' as const) : ('ltr' as const),
    withLegend: true,
    legendProps: { verticalAlign: 'top' as const, height: 36 },
    valueFormatter: number,
    tickLine: 'y' as const,
    xAxisProps: { tick: { fontSize: 11, fill: 'currentColor' }, height: 48 },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const), width: 96, tickFormatter: number, tick: { fontSize: 11, fill: 'currentColor' } },
  };
  return chart.kind === 'line' ? <LineChart {...common} /> : <BarChart {...common} />;
}
