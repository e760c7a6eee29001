import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { baseDataRoutes } from '../routes';
import { WAREHOUSE, description, quantity, rials, whCode, whName } from './common';

/** How a product's issues are valued (research/stock.md): a weighted average per warehouse, or first in, first out. */
export const VALUATION = { average: 1, fifo: 2 } as const;

/**
 * کالا (spec platform-core §2 "Warehouse", `/product-2`): code (next code), name, measure unit and alternative units
 * with their factors, group, brand/model, features and tags, packaging, barcode, minimum and maximum stock, whether
 * stock may go below zero, the valuation method, and the tax authority's goods code (moadiyan, issue 17).
 */
export const product = defineEntity({
  name: 'product',
  model: 'Product',
  table: 'product',
  area: 'warehouse',
  ...baseDataRoutes('product', { area: 'warehouse' }),
  views: [{ path: 'getGoods', where: {}, activeOnly: true, label: { fa: 'کالاها', en: 'Goods' } }],
  label: { singular: { fa: 'کالا', en: 'Product' }, plural: { fa: 'کالاها', en: 'Products' } },
  scope: 'company',
  fields: {
    code: whCode,
    name: whName,
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' }, required: true },
    productCategoryId: { type: 'link', entity: 'productcategory', label: { fa: 'گروه کالا', en: 'Product group' } },
    brandModelId: { type: 'link', entity: 'brandmodel', label: { fa: 'برند و مدل', en: 'Brand or model' } },
    barcode: { type: 'string', label: { fa: 'بارکد', en: 'Barcode' }, unique: true, max: 40, format: 'digits' },
    technicalCode: { type: 'string', label: { fa: 'کد فنی', en: 'Part number' }, max: 60 },
    valuationMethod: {
      type: 'enum', label: { fa: 'روش ارزیابی', en: 'Valuation method' }, required: true, default: VALUATION.average,
      options: options([VALUATION.average, 'میانگین موزون', 'Weighted average'], [VALUATION.fifo, 'اولین صادره از اولین وارده (FIFO)', 'First in, first out (FIFO)']),
      hint: { fa: 'پس از نخستین گردش کالا تغییر نمی‌کند', en: 'Fixed once the product has moved' },
    },
    allowNegative: { type: 'boolean', label: { fa: 'مجاز به موجودی منفی', en: 'Stock may go below zero' }, default: false, hint: { fa: 'فقط برای روش میانگین موزون', en: 'Weighted average only' } },
    minStock: quantity('حداقل موجودی', 'Minimum stock'),
    maxStock: quantity('حداکثر موجودی', 'Maximum stock'),
    orderPoint: quantity('نقطهٔ سفارش', 'Reorder point'),
    salePrice: rials('قیمت فروش (ریال)', 'Sale price (rials)'),
    packagingSpecId: { type: 'link', entity: 'packagingspec', label: { fa: 'مشخصات بسته‌بندی', en: 'Packaging spec' } },
    featureIds: { type: 'links', entity: 'feature', label: { fa: 'ویژگی‌ها', en: 'Features' }, max: 50 },
    tagIds: { type: 'links', entity: 'tag', label: { fa: 'برچسب‌ها', en: 'Tags' }, max: 50 },
    moadiyanCode: { type: 'string', label: { fa: 'شناسهٔ کالا/خدمت مودیان', en: 'Tax authority goods code' }, max: 13, format: 'digits', hint: { fa: 'شناسهٔ ۱۳ رقمی سامانهٔ مودیان', en: 'The 13-digit moadiyan code' } },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code', 'barcode', 'technicalCode'],
  list: {
    columns: ['code', 'name', 'measureUnitId', 'productCategoryId', 'brandModelId', 'valuationMethod', 'salePrice'],
    filters: ['productCategoryId', 'brandModelId', 'valuationMethod', 'tagIds'],
    sort: { field: 'code', direction: 'asc' },
  },
  form: {
    sections: [
      { fields: ['code', 'name', 'measureUnitId', 'productCategoryId', 'brandModelId', 'barcode', 'technicalCode', 'moadiyanCode'] },
      { title: { fa: 'موجودی و ارزیابی', en: 'Stock and valuation' }, fields: ['valuationMethod', 'allowNegative', 'minStock', 'maxStock', 'orderPoint', 'salePrice'] },
      { title: { fa: 'ویژگی‌ها و بسته‌بندی', en: 'Features and packaging' }, fields: ['featureIds', 'tagIds', 'packagingSpecId', 'description'] },
    ],
  },
  children: { units: { entity: 'productunit', via: 'productId', label: { fa: 'واحدهای فرعی', en: 'Alternative units' }, owned: true } },
  backRelations: [{ field: 'stockBalances', model: 'StockBalance' }],
  activeFlag: true,
  code: { field: 'code', width: 5 },
  menu: { url: '/product-2', parent: WAREHOUSE, icon: 'package' },
});

/** واحد فرعی: an alternative unit of a product and how many of the product's own unit it holds (a carton = 24). */
export const productUnit = defineEntity({
  name: 'productunit',
  model: 'ProductUnit',
  table: 'product_unit',
  area: 'warehouse',
  ...baseDataRoutes('productunit', { area: 'warehouse' }),
  label: { singular: { fa: 'واحد فرعی کالا', en: 'Alternative unit' }, plural: { fa: 'واحدهای فرعی کالا', en: 'Alternative units' } },
  scope: 'company',
  fields: {
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 100, hint: { fa: 'مانند «کارتن ۲۴ عددی»', en: 'Such as “carton of 24”' } },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' }, required: true, uniqueWithin: 'productId' },
    factor: quantity('ضریب تبدیل به واحد اصلی', 'Units of the main unit', { required: true, min: 0.0001 }),
    barcode: { type: 'string', label: { fa: 'بارکد', en: 'Barcode' }, max: 40, format: 'digits' },
  },
  titleField: 'title',
  searchFields: ['title', 'barcode'],
  list: { columns: ['title', 'measureUnitId', 'factor', 'barcode'], filters: ['productId'] },
  activeFlag: true,
  menu: { url: '/product-2', parent: WAREHOUSE, page: false },
});
