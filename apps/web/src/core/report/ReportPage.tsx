import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronsDown, IconFileExport, IconFileTypePdf, IconFilterOff } from '@tabler/icons-react';
import { findReport, type FieldDefinition, type ReportColumn, type ReportDefinition, type ReportDrill, type ReportFilter } from '@karsaz/entities';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess } from '../access';
import { useAlerts } from '../alerts';
import { reportError } from '../alerts/errorSink';
import { saveBlob } from '../download';
import { useApi } from '../api/ApiProvider';
import { FieldFilter } from '../entity/FilterControl';
import { useLanguage } from '../i18n/useLanguage';
import { DataTableView, Pager, useDataList, type ListColumn } from '../list';
import type { reportFa } from './messages';
import { chartPoints, drillFilters, drillHref, excelFileName, filtersFromSearch, isNumeric, pdfFileName, reportApi, reportCell, searchOf, type ReportFilters, type ReportRow } from './report';

declare module '../i18n/types' {
  interface ModuleMessages {
    report: typeof reportFa;
  }
}

// the chart and its library come with the first report that has one
const ReportChart = lazy(() => import('./ReportChart'));

/** A report's filter drawn as a list filter of a field of that kind (a lookup, a choice, two Jalali pickers, a text). */
function asField(f: ReportFilter): FieldDefinition {
  switch (f.type) {
    case 'link':
      return { type: 'link', entity: f.entity!, ...(f.view ? { view: f.view } : {}), label: f.label } as FieldDefinition;
    case 'enum':
      return { type: 'enum', options: f.options ?? [], label: f.label } as FieldDefinition;
    case 'dateRange':
      return { type: 'date', label: f.label } as FieldDefinition;
    default:
      return { type: 'string', label: f.label } as FieldDefinition;
  }
}

/** A wide table's own horizontal scroll: a named region the keyboard reaches and scrolls (axe: scrollable-region-focusable). */
function Scroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

type Sort = { key: string; direction: 'asc' | 'desc' } | null;

/** A column's title as a button that sorts by it (again: the other way), saying how the column is sorted. */
function SortTitle({ column, sort, onSort, language }: { column: ReportColumn; sort: Sort; onSort: (key: string) => void; language: 'fa' | 'en' }) {
  const { t } = useTranslation();
  const label = column.label[language];
  const on = sort?.key === column.key ? sort.direction : null;
  const Icon = on === 'asc' ? IconArrowUp : on === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <button
      type="button"
      className="karsaz-report-sort"
      onClick={() => onSort(column.key)}
      aria-label={on === 'asc' ? t('report.sortedAsc', { column: label }) : on === 'desc' ? t('report.sortedDesc', { column: label }) : t('report.sortBy', { column: label })}
      data-sort={column.key}
      data-sorted={on ?? undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, font: 'inherit', fontWeight: 700, color: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
    >
      <span>{label}</span>
      <Icon size={14} aria-hidden stroke={on ? 2.2 : 1.4} />
    </button>
  );
}

/**
 * The screen of every report (docs/modules.md, "Reports"), drawn from its definition: the filters as the entity
 * lists draw them (a lookup for a link, a choice for an enum, two Jalali pickers for a date range), the rows in a
 * table sorted by any column and paged, the totals of every filtered row under it, the Excel sheet and the PDF for
 * the holders of the page's Export, and the chart of the page's rows when the definition has one (its library fetched then).
 * Figures are the API's exact decimals in the reader's digits.
 */
export function ReportPage({ report, initialFilters }: { report: ReportDefinition; initialFilters?: ReportFilters }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const access = usePageAccess(report.url);
  const calls = useMemo(() => reportApi(api, report), [api, report]);
  const navigate = useNavigate();
  const list = useDataList<ReportRow, ReportFilters>({
    queryKey: ['report', report.name],
    initialFilters,
    fetch: async (p) => {
      const page = await calls.page(p);
      // a row has no id of its own: its place in the report
      return { ...page, data: page.data.map((r, i) => ({ ...r, __key: (p.pageIndex - 1) * p.pageSize + i })) };
    },
    getId: (r) => Number(r.__key),
  });
  const page = list.query.data as { totals?: Record<string, string> } | undefined;
  const totals = page?.totals ?? {};
  const sort: Sort = list.filters.orderBy
    ? { key: list.filters.orderBy, direction: list.filters.orderDirection === 'desc' ? 'desc' : 'asc' }
    : (report.defaultSort ?? null);
  const onSort = (key: string) =>
    list.setFilters({ ...list.filters, orderBy: key, orderDirection: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });
  const filtered = Object.keys(list.filters).some((k) => k !== 'orderBy' && k !== 'orderDirection');
  const rtl = language === 'fa';
  // figures line up at the end of their cells: the left in Persian
  const numbersAlign = rtl ? ('left' as const) : ('right' as const);
  const hasTotals = report.columns.some((c) => c.total);
  // hidden columns are on the wire for the drills and the order, not on the screen
  const shown = report.columns.filter((c) => !c.hidden);
  const labelColumn = shown.find((c) => !c.total)?.key;
  const id = (part: string) => `report-${report.name}-${part}`;
  const rowName = (row: ReportRow) => shown.filter((c) => !isNumeric(c)).slice(0, 2).map((c) => reportCell(c, row[c.key], language)).join(' ');

  // a drill opens this report with other filters, another report with its filters in the address, or a page
  function drill(d: ReportDrill, row: ReportRow) {
    if (d.href) return void navigate({ to: drillHref(d.href, row) as never });
    const target = d.report ? findReport(d.report) : report;
    if (!target) return;
    const filters = drillFilters(d, row, list.filters, target);
    if (target === report) list.setFilters(filters);
    else void navigate({ to: target.url as never, search: searchOf(filters) as never });
  }

  const drillColumn: ListColumn<ReportRow>[] = report.drill?.length
    ? [
        {
          accessor: '__drill',
          title: t('report.drill'),
          render: (row: ReportRow) => (
            <Group gap={4} wrap="nowrap">
              {report.drill!.filter((d) => !d.when || (row[d.when] !== null && row[d.when] !== undefined && row[d.when] !== 0 && row[d.when] !== '0')).map((d) => (
                <Button
                  key={d.label.en}
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconChevronsDown size={14} aria-hidden />}
                  aria-label={t('report.drillRow', { action: d.label[language], row: rowName(row) })}
                  data-drill={d.label.en}
                  onClick={() => drill(d, row)}
                >
                  {d.label[language]}
                </Button>
              ))}
            </Group>
          ),
          ...(hasTotals ? { footer: '' } : {}),
        },
      ]
    : [];

  const columns: ListColumn<ReportRow>[] = [...shown.map((c) => ({
    accessor: c.key,
    title: <SortTitle column={c} sort={sort} onSort={onSort} language={language} />,
    textAlign: isNumeric(c) ? numbersAlign : undefined,
    render: (row: ReportRow) => reportCell(c, row[c.key], language),
    ...(hasTotals
      ? {
          footer: c.total ? (
            <span data-testid={`report-total-${c.key}`}>{reportCell(c, totals[c.key] ?? '0', language)}</span>
          ) : c.key === labelColumn ? (
            t('report.totals')
          ) : (
            ''
          ),
        }
      : {}),
  })), ...drillColumn];
  const points = useMemo(() => chartPoints(report, list.rows, language), [report, list.rows, language]);

  // the sheet or the PDF of the current filters and sort
  async function download(kind: 'excel' | 'pdf') {
    try {
      const blob = await alerts.withLoader(() => calls[kind](list.filters));
      saveBlob(blob, kind === 'excel' ? excelFileName(report, language) : pdfFileName(report, language));
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Stack data-report={report.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2}>{report.label[language]}</Title>
        <Group gap="xs">
          {filtered && (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => list.setFilters(list.filters.orderBy ? { orderBy: list.filters.orderBy, orderDirection: list.filters.orderDirection ?? 'asc' } : {})}>
              {t('report.clear')}
            </Button>
          )}
          {access.can('Export') && (
            <>
              <Button variant="light" leftSection={<IconFileExport size={18} aria-hidden />} onClick={() => void download('excel')} data-testid="report-excel">
                {t('report.excel')}
              </Button>
              <Button variant="light" leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={() => void download('pdf')} data-testid="report-pdf">
                {t('report.pdf')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {report.description && <Text size="sm">{report.description[language]}</Text>}

      {report.filters.length > 0 && (
        <Paper withBorder p="sm" component="section" aria-labelledby={id('filters')}>
          <Text size="sm" fw={700} id={id('filters')} mb="xs">
            {t('report.filters')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="report-filters">
            {report.filters.map((f) => (
              <FieldFilter key={f.key} field={f.key} def={asField(f)} filters={list.filters} setFilter={list.setFilter} />
            ))}
          </SimpleGrid>
        </Paper>
      )}

      {hasTotals && (
        <Paper withBorder px="sm" py={6} component="section" aria-labelledby={id('totals')} data-testid="report-totals">
          <Text size="sm" fw={700} id={id('totals')}>
            {t('report.totalsTitle')}
          </Text>
          <Group gap="lg" aria-live="polite">
            {shown
              .filter((c) => c.total)
              .map((c) => (
                <Text size="sm" key={c.key}>
                  {c.label[language]}: <b data-testid={`report-summary-${c.key}`}>{reportCell(c, totals[c.key] ?? '0', language)}</b>
                </Text>
              ))}
          </Group>
        </Paper>
      )}

      {report.chart && list.rows.length > 0 && (
        <Paper withBorder p="lg" component="section" aria-labelledby={id('chart')} data-testid="report-chart">
          <Title order={3} size="h4" id={id('chart')} mb="sm">
            {t('report.chart')}
          </Title>
          {/* a figure with its own name: the table below holds the same figures for every reader */}
          <div
            role="figure"
            aria-label={t('report.chartLabel', {
              series: report.chart.series.map((s) => report.columns.find((c) => c.key === s)?.label[language]).join('، '),
              x: report.columns.find((c) => c.key === report.chart!.x)?.label[language],
            })}
            dir={rtl ? 'rtl' : 'ltr'}
          >
            <Suspense fallback={null}>
              <ReportChart report={report} points={points} language={language} />
            </Suspense>
          </div>
        </Paper>
      )}

      <Stack gap="xs">
        <Title order={3} size="h4" id={id('rows')}>
          {t('report.rows')}
        </Title>
        <Scroller labelledBy={id('rows')}>
          <DataTableView<ReportRow>
            records={list.rows}
            columns={columns}
            rowNumbers
            firstRowNumber={(list.pageIndex - 1) * list.pageSize + 1}
            getId={(r) => Number(r.__key)}
            loading={list.isLoading}
            fetching={list.isFetching}
            error={list.error}
            emptyText={t('report.empty')}
            testId="report-table"
            minWidth={Math.max(700, (shown.length + (report.drill?.length ? 1 : 0)) * 140)}
          />
        </Scroller>
        <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} rowCount={list.rowCount} onPage={list.setPageIndex} onPageSize={list.setPageSize} countTestId="report-row-count" />
      </Stack>
    </Stack>
  );
}

/** The report whose page is `url` (the report pages of the modules render this, by their url; a test keeps them equal). */
export function ReportAt({ url }: { url: string }) {
  const report = findReport(url);
  // a drill from another report opens this one with its filters in the address: a new address, a new screen
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const initial = useMemo(() => (report ? filtersFromSearch(report, search) : {}), [report, search]);
  return report ? <ReportPage key={`${report.name}${searchStr}`} report={report} initialFilters={initial} /> : null;
}
