import 'mantine-datatable/styles.layer.css';
import { ActionIcon, Button, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title, Tooltip, useDirection, type TextInputProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useLanguage';
import { PAGE_SIZES, type DataList } from './useDataList';

export type { DataTableColumn as ListColumn } from 'mantine-datatable';

/** A row action: an icon button with a tooltip, its label is the accessible name. `false`/null entries are skipped. */
export interface RowActionDef {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
}

/** A group action over the selection (a real button above the table). */
export interface BulkActionDef {
  label: string;
  onClick: () => void;
  color?: string;
}

export function RowAction({ label, icon, onClick, color, disabled }: RowActionDef) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The search box of a list: labelled (for screen readers too), with the search icon. */
export function SearchBox({ value, onChange, label, placeholder, ...rest }: { value: string; onChange: (v: string) => void; label: string; placeholder?: string; visibleLabel?: boolean } & Omit<TextInputProps, 'value' | 'onChange' | 'label'>) {
  const { visibleLabel, ...input } = rest;
  return (
    <TextInput
      {...(visibleLabel ? { label } : { 'aria-label': label })}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={visibleLabel ? undefined : { base: '100%', sm: 280 }}
      {...input}
    />
  );
}

export interface PagerProps {
  pageIndex: number;
  pageSize: number;
  rowCount: number;
  onPage: (page: number) => void;
  /** shows the page-size choice (10/20/50/100) */
  onPageSize?: (size: number) => void;
  /** the row-count text: "23 rows" (default) or "1–10 of 23" */
  countText?: 'rows' | 'range';
  countTestId?: string;
  /** hides the page buttons when everything fits one page */
  hideSinglePage?: boolean;
}

/** The pages of a list: the row count, the page buttons in Persian digits with labelled controls, and the page size. */
export function Pager({ pageIndex, pageSize, rowCount, onPage, onPageSize, countText = 'rows', countTestId, hideSinglePage }: PagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // Mantine's arrows point the same way in both directions: right to left, "previous" points right
  const rtl = useDirection().dir === 'rtl';
  const pages = Math.max(1, Math.ceil(rowCount / pageSize));
  const from = rowCount === 0 ? 0 : (pageIndex - 1) * pageSize + 1;
  const to = Math.min(rowCount, pageIndex * pageSize);
  return (
    <Group justify="space-between" gap="xs" data-testid="pager">
      <Text size="sm" data-testid={countTestId}>
        {countText === 'range' ? t('list.range', { from: format.number(from), to: format.number(to), count: format.number(rowCount) }) : t('list.rowCount', { count: rowCount })}
      </Text>
      <Group gap="xs">
        {!(hideSinglePage && pages <= 1) && (
          <Pagination
            total={pages}
            value={pageIndex}
            onChange={onPage}
            size="sm"
            previousIcon={rtl ? IconChevronRight : IconChevronLeft}
            nextIcon={rtl ? IconChevronLeft : IconChevronRight}
            getItemProps={(page) => ({ children: format.digits(page), 'aria-label': t('list.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
          />
        )}
        {onPageSize && (
          <Select
            aria-label={t('list.pageSize')}
            data={PAGE_SIZES.map((s) => ({ value: String(s), label: format.digits(s) }))}
            value={String(pageSize)}
            onChange={(v) => onPageSize(Number(v ?? PAGE_SIZES[0]))}
            w={80}
            size="xs"
            allowDeselect={false}
          />
        )}
      </Group>
    </Group>
  );
}

export interface DataTableViewProps<T> {
  records: T[];
  columns: DataTableColumn<T>[];
  /** the row's icon actions, in the last column */
  rowActions?: (row: T) => (RowActionDef | false | null | undefined)[];
  /** the title of the actions column (default "Actions") */
  actionsTitle?: string;
  /** a first column with the row's number, counting from `firstRowNumber` */
  rowNumbers?: boolean;
  firstRowNumber?: number;
  /** selection checkboxes, labelled */
  selection?: { selected: T[]; onChange: (rows: T[]) => void };
  getId?: (row: T) => number | string;
  /** HTML attributes of a row (data-testid, data-row-id, …) */
  rowAttributes?: (row: T) => Record<string, unknown>;
  fetching?: boolean;
  /** true until the first answer: shows the loader instead of the empty text */
  loading?: boolean;
  error?: unknown;
  emptyText?: string;
  testId?: string;
  minWidth?: number;
  striped?: boolean;
}

/** The table of a list (mantine-datatable): columns, numbered rows, row actions, labelled selection, empty and error text. */
export function DataTableView<T>({ records, columns, rowActions, actionsTitle, rowNumbers, firstRowNumber = 1, selection, getId = (row) => (row as { id: number }).id, rowAttributes, fetching, loading, error, emptyText, testId, minWidth, striped = true }: DataTableViewProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const all: DataTableColumn<T>[] = [
    ...(rowNumbers ? [{ accessor: '__row', title: t('list.row'), width: 60, render: (_: T, i: number) => format.number(firstRowNumber + i) } satisfies DataTableColumn<T>] : []),
    ...columns,
    ...(rowActions
      ? [
          {
            accessor: '__actions',
            title: actionsTitle ?? t('list.actions'),
            render: (row: T) => (
              <Group gap={2} wrap="nowrap">
                {rowActions(row).map((a) => a && <RowAction key={a.label} {...a} />)}
              </Group>
            ),
          } satisfies DataTableColumn<T>,
        ]
      : []),
  ];
  // the failure's message is in the global error dialog (core/query/queryClient.ts); the table says it is empty for that
  const empty = error ? t('list.loadFailed') : (emptyText ?? t('list.noData'));
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="sm"
      striped={striped}
      highlightOnHover
      minHeight={records.length ? undefined : 120}
      records={records}
      columns={all}
      idAccessor={(row) => getId(row)}
      fetching={loading}
      aria-busy={!!fetching}
      emptyState={
        <Text c={error ? 'danger' : 'dimmed'} ta="center" role={error ? 'alert' : undefined}>
          {empty}
        </Text>
      }
      customRowAttributes={rowAttributes}
      data-testid={testId}
      style={minWidth ? { minWidth } : undefined}
      selectedRecords={selection?.selected}
      onSelectedRecordsChange={selection?.onChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('list.selectAll') }}
      getRecordSelectionCheckboxProps={(_row, i) => ({ 'aria-label': `${t('list.selectRow')} ${format.number(firstRowNumber + i)}` })}
    />
  );
}

export interface ListScreenProps<T, F extends object> extends Omit<DataTableViewProps<T>, 'records' | 'selection' | 'fetching' | 'loading' | 'error' | 'firstRowNumber'> {
  list: DataList<T, F>;
  /** the heading and the buttons beside it */
  title?: ReactNode;
  toolbar?: ReactNode;
  /** the search box: its label, and input attributes (data-*) */
  search?: { label: string; placeholder?: string; visibleLabel?: boolean; inputProps?: Record<string, unknown> };
  /** the filter area (beside the search box) */
  filters?: ReactNode;
  /** group actions over the selection; makes the rows selectable */
  bulkActions?: BulkActionDef[];
  selectable?: boolean;
  pager?: Omit<PagerProps, 'pageIndex' | 'pageSize' | 'rowCount' | 'onPage' | 'onPageSize'> & { pageSizes?: boolean };
}

/**
 * A whole list screen from a {@link useDataList} state: toolbar (title, buttons), search and filters, group actions,
 * the table and the pager. Every slot is optional; screens with their own layout use the parts
 * ({@link DataTableView}, {@link Pager}, {@link SearchBox}) directly.
 */
export function ListScreen<T, F extends object>({ list, title, toolbar, search, filters, bulkActions, selectable, pager, ...table }: ListScreenProps<T, F>) {
  const { pageSizes = true, ...pagerProps } = pager ?? {};
  const searchBox = search && <SearchBox label={search.label} placeholder={search.placeholder} visibleLabel={search.visibleLabel} value={list.search} onChange={list.setSearch} {...search.inputProps} />;
  // without a title or filters, the search box and the buttons share one row
  const compact = !title && !filters;
  return (
    <Stack>
      {compact
        ? (searchBox || toolbar) && (
            <Group justify="space-between" align="flex-end" wrap="wrap">
              {searchBox ?? <span />}
              {toolbar && <Group gap="xs">{toolbar}</Group>}
            </Group>
          )
        : (
            <>
              <Group justify="space-between" wrap="wrap">
                {typeof title === 'string' ? <Title order={2}>{title}</Title> : title}
                {toolbar && <Group gap="xs">{toolbar}</Group>}
              </Group>
              {filters ? (
                <Paper withBorder p="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                    {searchBox}
                    {filters}
                  </SimpleGrid>
                </Paper>
              ) : (
                searchBox
              )}
            </>
          )}
      {!!bulkActions?.length && (
        <Group gap="xs">
          {bulkActions.map((b) => (
            <Button key={b.label} size="xs" variant="light" color={b.color} onClick={b.onClick}>
              {b.label}
            </Button>
          ))}
        </Group>
      )}
      <DataTableView<T>
        {...table}
        records={list.rows}
        firstRowNumber={(list.pageIndex - 1) * list.pageSize + 1}
        fetching={list.isFetching}
        loading={list.isLoading}
        error={list.error}
        selection={selectable || bulkActions?.length ? { selected: list.selectedRows, onChange: list.setSelected } : undefined}
      />
      <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} rowCount={list.rowCount} onPage={list.setPageIndex} onPageSize={pageSizes ? list.setPageSize : undefined} {...pagerProps} />
    </Stack>
  );
}
