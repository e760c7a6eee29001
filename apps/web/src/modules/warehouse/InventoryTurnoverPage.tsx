import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { unwrap, unwrapValue, type components } from '@karsaz/api-client';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../core/api/api';
import { useApi } from '../../core/api/ApiProvider';
import { useAlerts } from '../../core/alerts';
import { reportError } from '../../core/alerts/errorSink';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { DataTableView, Pager, SearchBox, useDataList, type ListColumn, type ListParams } from '../../core/list';
import { warehouseKeys } from './api';
import { chartPoints, defaultRange, excelFileName, periodLabel, readRange, turnoverFilterQuery, turnoverQuery, type RangeProblem, type TurnoverFilters, type TurnoverPeriodKind } from './turnover';
import { WarehouseFilter } from './WarehouseFilter';
import { formatAmount } from './valuation';

type TurnoverPage = components['schemas']['TurnoverPage'];
type TurnoverRow = components['schemas']['TurnoverRow'];
type TurnoverPeriod = components['schemas']['TurnoverPeriod'];
type Amounts = Pick<TurnoverRow, 'openingQuantity' | 'openingValue' | 'inQuantity' | 'inValue' | 'outQuantity' | 'outValue' | 'closingQuantity' | 'closingValue'>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report's calls (GET report/inventoryTurnover and its Excel under /api/warehouse/v1). */
function turnoverApi(api: Api) {
  return {
    report: (p: ListParams<TurnoverFilters>): Promise<TurnoverPage> =>
      unwrap(api.client.GET('/api/warehouse/v1/report/inventoryTurnover', { params: { query: turnoverQuery(p) } })),
    excel: async (filters: TurnoverFilters, searchTerm?: string): Promise<Blob> => {
      const res = await api.client.GET('/api/warehouse/v1/report/inventoryTurnover/excel', { params: { query: turnoverFilterQuery(filters, searchTerm) }, parseAs: 'blob' });
      if (!res.response.ok) return unwrapValue<never>(Promise.resolve(res));
      return new Blob([res.data as Blob], { type: XLSX });
    },
  };
}

/**
 * A wide table's own horizontal scroll, inside the page: a named region the keyboard can reach (Tab) and scroll with
 * the arrow keys (axe: scrollable-region-focusable), so the page itself never grows sideways.
 */
function Scroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The inventory turnover report (/inventory-turnover-report-2): for a range of Jalali days cut into months, weeks or
 * days, the stock at the start, what came in, what went out and the stock at the end, per period (with a chart of
 * the values in and out) and per product (paged); one warehouse or all, searched by product; an Excel workbook of
 * the same. Every figure is the API's exact decimal, shown in the reader's digits.
 */
export function InventoryTurnoverPage() {
  const { t } = useTranslation();
  const api = useApi();
  const calls = useMemo(() => turnoverApi(api), [api]);
  const alerts = useAlerts();
  const format = useFormat();
  const language = useLanguage();
  const rtl = language === 'fa';
  const [initial] = useState(() => defaultRange());
  const [fromText, setFromText] = useState(initial.fromText);
  const [toText, setToText] = useState(initial.toText);
  const range = readRange(fromText, toText);
  const list = useDataList<TurnoverRow, TurnoverFilters>({
    queryKey: [...warehouseKeys.all, 'turnover'],
    fetch: (p) => calls.report(p),
    initialFilters: { fromDate: range.fromDate!, toDate: range.toDate!, period: 'month' },
    getId: (r) => r.productId,
    pageSize: 20,
  });
  const page = list.query.data as TurnoverPage | undefined;
  const kind = (page?.period ?? list.filters.period) as TurnoverPeriodKind;
  const points = useMemo(() => chartPoints(page?.periods ?? [], kind, language), [page, kind, language]);
  const amount = (v: string | null | undefined) => formatAmount(v, language);

  const changeRange = (from: string, to: string) => {
    setFromText(from);
    setToText(to);
    const next = readRange(from, to);
    if (next.fromDate && next.toDate) list.setFilters({ ...list.filters, fromDate: next.fromDate, toDate: next.toDate });
  };
  const problem = (p: RangeProblem | undefined, field: string) =>
    p === 'required' ? t('warehouse.turnover.required', { field }) : p === 'invalid' ? t('warehouse.invalidDate') : p === 'beforeStart' ? t('warehouse.turnover.beforeStart') : undefined;

  async function downloadExcel() {
    try {
      const blob = await alerts.withLoader(() => calls.excel(list.filters, list.searchTerm));
      save(blob, excelFileName(list.filters));
    } catch (error) {
      reportError(error);
    }
  }

  const side = (s: 'opening' | 'in' | 'out' | 'closing') => t(`warehouse.turnover.${s}`);
  // figures line up at the end of their cells: the left in Persian
  const numbersAlign = rtl ? ('left' as const) : ('right' as const);
  /** the eight figure columns, as quantity and value of each side */
  const figureColumns = <T extends Amounts>(withQuantity: (s: 'opening' | 'in' | 'out' | 'closing') => boolean): ListColumn<T>[] =>
    (['opening', 'in', 'out', 'closing'] as const).flatMap((s) => [
      ...(withQuantity(s) ? [{ accessor: `${s}Quantity`, title: t('warehouse.turnover.quantity', { side: side(s) }), textAlign: numbersAlign, render: (r: T) => amount(r[`${s}Quantity`]) }] : []),
      { accessor: `${s}Value`, title: t('warehouse.turnover.value', { side: side(s) }), textAlign: numbersAlign, render: (r: T) => amount(r[`${s}Value`]) },
    ]);

  return (
    <Stack>
      <Title order={2}>{t('warehouse.routes.inventoryTurnover')}</Title>
      <Text size="sm">{t('warehouse.turnover.intro')}</Text>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          <JalaliDateInput
            label={t('warehouse.turnover.fromDate')}
            fieldName={t('warehouse.turnover.fromDate')}
            kind="date"
            language={language}
            value={fromText}
            onChange={(v) => changeRange(v, toText)}
            error={problem(range.from, t('warehouse.turnover.fromDate'))}
            max={range.toDate}
            name="fromDate"
            data-testid="turnover-from"
          />
          <JalaliDateInput
            label={t('warehouse.turnover.toDate')}
            fieldName={t('warehouse.turnover.toDate')}
            kind="date"
            language={language}
            value={toText}
            onChange={(v) => changeRange(fromText, v)}
            error={problem(range.to, t('warehouse.turnover.toDate'))}
            min={range.fromDate}
            name="toDate"
            data-testid="turnover-to"
          />
          <Select
            label={t('warehouse.turnover.period')}
            data={(['month', 'week', 'day'] as const).map((k) => ({ value: k, label: t(`warehouse.turnover.periods.${k}`) }))}
            value={list.filters.period}
            onChange={(v) => list.setFilter('period', (v ?? 'month') as TurnoverPeriodKind)}
            allowDeselect={false}
            name="period"
            data-testid="turnover-period"
          />
          <WarehouseFilter value={list.filters.warehouseId} onChange={(id) => list.setFilter('warehouseId', id)} testId="turnover-warehouse" />
          <SearchBox label={t('warehouse.search')} visibleLabel value={list.search} onChange={list.setSearch} name="searchTerm" />
        </SimpleGrid>
      </Paper>

      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Paper withBorder px="sm" py={6} data-testid="turnover-totals" aria-labelledby="turnover-totals-title" component="section">
          <Text size="sm" fw={700} id="turnover-totals-title">
            {t('warehouse.turnover.summary')}
          </Text>
          <Group gap="lg" aria-live="polite">
            {(['opening', 'in', 'out', 'closing'] as const).map((s) => (
              <Text size="sm" key={s}>
                {t('warehouse.turnover.value', { side: side(s) })}: <b data-testid={`turnover-total-${s}`}>{amount(page?.totals[`${s}Value`])}</b>
              </Text>
            ))}
          </Group>
        </Paper>
        <Button leftSection={<IconFileExport size={18} aria-hidden />} variant="light" onClick={() => void downloadExcel()} disabled={!range.fromDate || !range.toDate} data-testid="turnover-excel">
          {t('warehouse.turnover.excel')}
        </Button>
      </Group>

      <Paper withBorder p="lg" component="section" aria-labelledby="turnover-chart-title" data-testid="turnover-chart">
        <Title order={3} size="h4" id="turnover-chart-title" mb="sm">
          {t('warehouse.turnover.chartTitle')}
        </Title>
        {/* a figure with its own name: the table of periods below holds the same figures for every reader */}
        <div role="figure" aria-label={t('warehouse.turnover.chartLabel')} dir={rtl ? 'rtl' : 'ltr'}>
          <BarChart
            h={280}
            data={points}
            dataKey="period"
            dir={rtl ? 'rtl' : 'ltr'}
            series={[
              { name: 'in', label: t('warehouse.turnover.inSeries'), color: 'teal.7' },
              { name: 'out', label: t('warehouse.turnover.outSeries'), color: 'orange.7' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'top', height: 36 }}
            valueFormatter={(v) => format.number(v)}
            tickLine="y"
            xAxisProps={{ tick: { fontSize: 11, fill: 'currentColor' }, height: 40 }}
            yAxisProps={{
              orientation: rtl ? 'right' : 'left',
              width: 96,
              tickFormatter: (v: number) => format.number(v),
              tick: { fontSize: 11, fill: 'currentColor' },
            }}
          />
        </div>
      </Paper>

      <Stack gap="xs">
        <Title order={3} size="h4" id="turnover-periods-title">
          {t('warehouse.turnover.periodsTitle')}
        </Title>
        <Scroller labelledBy="turnover-periods-title">
          <DataTableView<TurnoverPeriod>
            records={page?.periods ?? []}
            columns={[{ accessor: 'key', title: t('warehouse.turnover.periodColumn'), render: (p) => periodLabel(p, kind, language) }, ...figureColumns<TurnoverPeriod>((s) => s === 'in' || s === 'out')]}
            getId={(p) => p.key}
            rowAttributes={(p) => ({ 'data-testid': `turnover-period-${p.key}` })}
            loading={list.isLoading}
            fetching={list.isFetching}
            error={list.error}
            emptyText={t('warehouse.turnover.noPeriods')}
            testId="turnover-periods"
            minWidth={900}
          />
        </Scroller>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4" id="turnover-products-title">
          {t('warehouse.turnover.productsTitle')}
        </Title>
        <Scroller labelledBy="turnover-products-title">
          <DataTableView<TurnoverRow>
            records={list.rows}
            rowNumbers
            firstRowNumber={(list.pageIndex - 1) * list.pageSize + 1}
            columns={[
              { accessor: 'productCode', title: t('warehouse.productCode') },
              { accessor: 'productName', title: t('warehouse.productName') },
              { accessor: 'measureUnit', title: t('warehouse.measureUnit'), render: (r) => r.measureUnit ?? '—' },
              ...figureColumns<TurnoverRow>(() => true),
            ]}
            getId={(r) => r.productId}
            rowAttributes={(r) => ({ 'data-testid': `turnover-row-${r.productCode}` })}
            loading={list.isLoading}
            fetching={list.isFetching}
            error={list.error}
            emptyText={t('warehouse.turnover.empty')}
            testId="turnover-table"
            minWidth={1300}
          />
        </Scroller>
        <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} rowCount={list.rowCount} onPage={list.setPageIndex} onPageSize={list.setPageSize} countText="range" />
      </Stack>
    </Stack>
  );
}
