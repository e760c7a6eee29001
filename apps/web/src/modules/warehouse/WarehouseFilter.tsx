import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { warehouseApi, warehouseKeys } from './api';

/** The stock reports' warehouse filter: every active warehouse of the company, or all of them (no value). */
export function WarehouseFilter(props: { value: number | null | undefined; onChange: (id: number | null) => void; testId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const w = useMemo(() => warehouseApi(api), [api]);
  const warehouses = useQuery({ queryKey: [...warehouseKeys.warehouses], queryFn: () => w.warehouses() });
  return (
    <Select
      label={t('warehouse.warehouse')}
      data={[{ value: '', label: t('warehouse.allWarehouses') }, ...(warehouses.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))]}
      value={props.value ? String(props.value) : ''}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      allowDeselect={false}
      searchable
      name="warehouseId"
      data-testid={props.testId}
    />
  );
}
