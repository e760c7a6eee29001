import { unwrap, type components } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';
import type { ListParams } from '../../core/list';
import { valuationQuery, type ValuationFilters } from './valuation';

export type ValuationRow = components['schemas']['ValuationRow'];
export type ValuationPage = components['schemas']['ValuationPage'];
export type WarehouseRow = components['schemas']['WarehouseRow'];

export const warehouseKeys = { all: ['warehouse-report'] as const, warehouses: ['warehouse-report', 'warehouses'] as const };

/** The inventory valuation page's calls (GET report/inventoryValuation, GET warehouse/getActives under /api/warehouse/v1). */
export function warehouseApi(api: Api) {
  return {
    valuation: (p: ListParams<ValuationFilters>): Promise<ValuationPage> =>
      unwrap(api.client.GET('/api/warehouse/v1/report/inventoryValuation', { params: { query: valuationQuery(p) } })),
    warehouses: () => unwrap(api.client.GET('/api/warehouse/v1/warehouse/getActives', { params: { query: { pageIndex: 1, pageSize: 100 } } })),
  };
}
