import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { baseDataRoutes } from '../routes';
import { WAREHOUSE, description, quantity, whCode, whName } from './common';

/**
 * انبار (`/warehouse-2`): a company's warehouse with its type, its keeper, and the people allowed to post stock
 * documents in it (none listed: every holder of the documents' post action). Its places (shelves, bins) are arranged
 * on `/arrange-2`.
 */
export const warehouse = defineEntity({
  name: 'warehouse',
  model: 'Warehouse',
  table: 'warehouse',
  area: 'warehouse',
  ...baseDataRoutes('warehouse', { area: 'warehouse' }),
  label: { singular: { fa: 'انبار', en: 'Warehouse' }, plural: { fa: 'انبارها', en: 'Warehouses' } },
  scope: 'company',
  fields: {
    code: whCode,
    name: whName,
    warehouseType: {
      type: 'enum', label: { fa: 'نوع انبار', en: 'Warehouse type' }, required: true, default: 1,
      options: options([1, 'انبار مرکزی', 'Main warehouse'], [2, 'انبار پروژه', 'Project site'], [3, 'کالای در راه', 'In transit'], [4, 'امانی', 'Consignment'], [5, 'ضایعات', 'Scrap']),
    },
    keeperId: { type: 'link', entity: 'thirdparty', label: { fa: 'انباردار', en: 'Keeper' }, hint: { fa: 'طرف حسابی که کاربر سامانه است', en: 'A third party who is a user' } },
    allowedPersonIds: { type: 'links', entity: 'thirdparty', label: { fa: 'کاربران مجاز به ثبت اسناد', en: 'People allowed to post documents' }, max: 100 },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, when: { field: 'warehouseType', in: [2] } },
    phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 20, format: 'digits' },
    address: { type: 'string', label: { fa: 'نشانی', en: 'Address' }, max: 300 },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'warehouseType', 'keeperId', 'projectId'], filters: ['warehouseType', 'keeperId'], sort: { field: 'code', direction: 'asc' } },
  children: { locations: { entity: 'warehouselocation', via: 'warehouseId', label: { fa: 'چیدمان (قفسه‌ها و جایگاه‌ها)', en: 'Places (shelves and bins)' }, owned: true } },
  backRelations: [{ field: 'stockBalances', model: 'StockBalance' }],
  activeFlag: true,
  code: { field: 'code', width: 3 },
  // the stock reports pick a warehouse: their holders read the list
  menu: { url: '/warehouse-2', parent: WAREHOUSE, icon: 'building-warehouse', also: ['/reports/inventory-valuation', '/inventory-turnover-report-2'] },
});

/** چیدمان (`/arrange-2`): a place in a warehouse (a zone, an aisle, a shelf, a bin), nested in another one. */
export const warehouseLocation = defineEntity({
  name: 'warehouselocation',
  model: 'WarehouseLocation',
  table: 'warehouse_location',
  area: 'warehouse',
  ...baseDataRoutes('warehouselocation', { area: 'warehouse' }),
  label: { singular: { fa: 'جایگاه انبار', en: 'Warehouse place' }, plural: { fa: 'چیدمان انبار', en: 'Warehouse places' } },
  scope: 'company',
  fields: {
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true },
    code: { type: 'string', label: { fa: 'کد جایگاه', en: 'Place code' }, required: true, max: 20, format: 'code', uniqueWithin: 'warehouseId' },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 100 },
    placeKind: { type: 'enum', label: { fa: 'نوع جایگاه', en: 'Kind of place' }, required: true, default: 3, options: options([1, 'بخش', 'Zone'], [2, 'راهرو', 'Aisle'], [3, 'قفسه', 'Shelf'], [4, 'خانه (بین)', 'Bin']) },
    parentLocationId: { type: 'link', entity: 'warehouselocation', label: { fa: 'جایگاه بالادست', en: 'Inside' } },
    capacity: quantity('ظرفیت', 'Capacity'),
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['warehouseId', 'code', 'title', 'placeKind', 'parentLocationId', 'capacity'], filters: ['warehouseId', 'placeKind'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/arrange-2', parent: WAREHOUSE, icon: 'layout-grid', also: ['/warehouse-2'] },
});
