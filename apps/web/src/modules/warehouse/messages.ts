import type { DeepStrings } from '../../core/i18n/types';

/** Texts of the warehouse pages (i18n key `warehouse`). */
export const warehouseFa = {
  routes: { inventoryValuation: 'گزارش ارزش موجودی' },
  intro: 'موجودی هر کالا در هر انبار و ارزش آن در پایان روز انتخاب‌شده.',
  date: 'ارزش در پایان روز',
  invalidDate: 'تاریخ را به شکل ۱۴۰۵/۰۱/۰۱ وارد کنید.',
  warehouse: 'انبار',
  allWarehouses: 'همهٔ انبارها',
  search: 'جستجوی نام، کد یا بارکد کالا',
  productCode: 'کد کالا',
  productName: 'نام کالا',
  measureUnit: 'واحد',
  quantity: 'مقدار',
  unitCost: 'بهای واحد',
  value: 'ارزش',
  total: 'ارزش کل موجودی در پایان {{date}}',
  empty: 'کالایی با موجودی پیدا نشد.',
};

export const warehouseEn: DeepStrings<typeof warehouseFa> = {
  routes: { inventoryValuation: 'Inventory valuation' },
  intro: 'The stock of each product in each warehouse, and its value at the end of the chosen day.',
  date: 'Value at the end of',
  invalidDate: 'Enter a date like 1405/01/01.',
  warehouse: 'Warehouse',
  allWarehouses: 'All warehouses',
  search: 'Search a product’s name, code or barcode',
  productCode: 'Product code',
  productName: 'Product name',
  measureUnit: 'Unit',
  quantity: 'Quantity',
  unitCost: 'Unit cost',
  value: 'Value',
  total: 'Total stock value at the end of {{date}}',
  empty: 'No product in stock found.',
};
