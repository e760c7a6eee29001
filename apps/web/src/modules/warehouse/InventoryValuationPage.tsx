import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isoDateToJalaliText } from '@karsaz/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { ListScreen, useDataList } from '../../core/list';
import { warehouseApi, warehouseKeys, type ValuationPage, type ValuationRow } from './api';
import { WarehouseFilter } from './WarehouseFilter';
import { formatAmount, readDate, todayJalaliText, type ValuationFilters } from './valuation';

/**
 * The inventory valuation report (/reports/inventory-valuation): every product in stock in each warehouse, its
 * quantity, unit cost and value at the end of a day (today by default), one warehouse or all, searched by product;
 * the total value of every matching row, not only the page.
 */
export function InventoryValuationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const w = useMemo(() => warehouseApi(api), [api]);
  const format = useFormat();
  const language = useLanguage();
  const [dateText, setDateText] = useState(() => todayJalaliText());
  const [dateError, setDateError] = useState(false);
  const list = useDataList<ValuationRow, ValuationFilters>({
    queryKey: [...warehouseKeys.all, 'valuation'],
    fetch: (p) => w.valuation(p),
    initialFilters: { date: readDate(dateText).iso },
    getId: (r) => r.productId * 1_000_000 + r.warehouseId,
    pageSize: 20,
  });
  const totals = (list.query.data as ValuationPage | undefined)?.totals;

  const changeDate = (text: string) => {
    setDateText(text);
    const read = readDate(text);
    setDateError(!!read.invalid);
    if (!read.invalid) list.setFilter('date', read.iso);
  };

  return (
    <Stack>
      <Title order={2}>{t('warehouse.routes.inventoryValuation')}</Title>
      <Text size="sm">{t('warehouse.intro')}</Text>
      <ListScreen
        list={list}
        search={{ label: t('warehouse.search'), visibleLabel: true, inputProps: { name: 'searchTerm' } }}
        filters={
          <>
            <JalaliDateInput
              label={t('warehouse.date')}
              fieldName={t('warehouse.date')}
              kind="date"
              language={language}
              value={dateText}
              onChange={changeDate}
              error={dateError ? t('warehouse.invalidDate') : undefined}
              name="date"
              data-testid="valuation-date"
            />
            <WarehouseFilter value={list.filters.warehouseId} onChange={(id) => list.setFilter('warehouseId', id)} testId="valuation-warehouse" />
          </>
        }
        toolbar={
          <Paper withBorder px="sm" py={6} data-testid="valuation-total">
            <Group gap="xs" aria-live="polite">
              <Text size="sm">{t('warehouse.total', { date: format.digits(isoDateToJalaliText(totals?.date ?? readDate(dateText).iso ?? '') || '—') })}:</Text>
              <Text size="sm" fw={700} data-testid="valuation-total-value">{formatAmount(totals?.value, language)}</Text>
            </Group>
          </Paper>
        }
        rowNumbers
        columns={[
          { accessor: 'productCode', title: t('warehouse.productCode'), render: (r) => format.digits(r.productCode) },
          { accessor: 'productName', title: t('warehouse.productName') },
          { accessor: 'measureUnit', title: t('warehouse.measureUnit'), render: (r) => r.measureUnit ?? '—' },
          { accessor: 'warehouseName', title: t('warehouse.warehouse') },
          { accessor: 'quantity', title: t('warehouse.quantity'), render: (r) => formatAmount(r.quantity, language) },
          { accessor: 'unitCost', title: t('warehouse.unitCost'), render: (r) => formatAmount(r.unitCost, language) },
          { accessor: 'value', title: t('warehouse.value'), render: (r) => formatAmount(r.value, language) },
        ]}
        emptyText={t('warehouse.empty')}
        getId={(r) => `${r.productId}-${r.warehouseId}`}
        rowAttributes={(r) => ({ 'data-testid': `valuation-row-${r.productCode}-${r.warehouseId}` })}
        testId="valuation-table"
        minWidth={900}
        pager={{ countText: 'range' }}
      />
    </Stack>
  );
}
