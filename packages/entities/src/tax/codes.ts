import { defineEntity, type Text } from '../definition';
import { baseDataRoutes } from '../routes';
import { TAX_PARENT, description, goodsCode, vatRate } from './common';

/**
 * The tax authority's lists mapped to ours (issue 17, سامانهٔ مودیان):
 * - شناسهٔ کالا (`/moadiyan-product-2`): a 13-digit goods code, its title and VAT rate, and the products it covers;
 *   saving it writes the code into each product's `moadiyanCode` (and clears it from products taken off), so the
 *   product form shows the code its mapping gives (apps/api modules/tax).
 * - شناسهٔ خدمت (`/moadiyan-service-2`): the same for the base-data services.
 * - واحد اندازه‌گیری مودیان (`/moadiyan-measure-unit-2`): the authority's unit code and title for one of our units.
 * - تنظیمات مودیان (`/moadiyan-setting-2`): the company's memory ID (شناسهٔ یکتای حافظهٔ مالیاتی) and economic code.
 */

/**
 * A code list of the authority mapped to one list of ours (goods to products, services to services): a 13-digit
 * code, its title and VAT rate, the items of ours it covers (one code an item, tax.hooks.ts), company-scoped, under
 * the financial system's menu. The two lists differ only in what is given here.
 */
function authorityCodes(d: {
  name: string;
  model: string;
  table: string;
  label: { singular: Text; plural: Text };
  /** the labels of the code and of its title */
  code: Text;
  title: Text;
  /** the field that lists our items, the entity they are and its label and hint */
  items: { field: string; entity: string; label: Text; hint: Text };
  menu: { url: string; icon: string };
}) {
  return defineEntity({
    name: d.name,
    model: d.model,
    table: d.table,
    area: 'tax',
    ...baseDataRoutes(d.name, { area: 'tax' }),
    label: d.label,
    scope: 'company',
    fields: {
      code: goodsCode(d.code.fa, d.code.en),
      title: { type: 'string', label: d.title, required: true, max: 200 },
      vatRate,
      [d.items.field]: { type: 'links', entity: d.items.entity, label: d.items.label, max: 200, hint: d.items.hint },
      description,
    },
    titleField: 'title',
    searchFields: ['title', 'code'],
    list: { columns: ['code', 'title', 'vatRate', d.items.field], filters: [d.items.field], sort: { field: 'code', direction: 'asc' } },
    activeFlag: true,
    menu: { url: d.menu.url, parent: TAX_PARENT, icon: d.menu.icon },
  });
}

export const moadiyanProduct = authorityCodes({
  name: 'moadiyanproduct', model: 'MoadiyanProduct', table: 'moadiyan_product',
  label: { singular: { fa: 'شناسهٔ کالای مودیان', en: 'Tax authority goods code' }, plural: { fa: 'شناسه‌های کالای مودیان', en: 'Tax authority goods codes' } },
  code: { fa: 'شناسهٔ کالا', en: 'Goods code' },
  title: { fa: 'عنوان کالا', en: 'Title' },
  items: { field: 'productIds', entity: 'product', label: { fa: 'کالاهای متناظر', en: 'Our products' }, hint: { fa: 'هر کالا فقط یک شناسه دارد', en: 'A product has one code at most' } },
  menu: { url: '/moadiyan-product-2', icon: 'barcode' },
});

export const moadiyanService = authorityCodes({
  name: 'moadiyanservice', model: 'MoadiyanService', table: 'moadiyan_service',
  label: { singular: { fa: 'شناسهٔ خدمت مودیان', en: 'Tax authority service code' }, plural: { fa: 'شناسه‌های خدمت مودیان', en: 'Tax authority service codes' } },
  code: { fa: 'شناسهٔ خدمت', en: 'Service code' },
  title: { fa: 'عنوان خدمت', en: 'Title' },
  items: { field: 'serviceIds', entity: 'service', label: { fa: 'خدمات متناظر', en: 'Our services' }, hint: { fa: 'هر خدمت فقط یک شناسه دارد', en: 'A service has one code at most' } },
  menu: { url: '/moadiyan-service-2', icon: 'tool' },
});

export const moadiyanMeasureUnit = defineEntity({
  name: 'moadiyanmeasureunit',
  model: 'MoadiyanMeasureUnit',
  table: 'moadiyan_measure_unit',
  area: 'tax',
  ...baseDataRoutes('moadiyanmeasureunit', { area: 'tax' }),
  label: { singular: { fa: 'واحد اندازه‌گیری مودیان', en: 'Tax authority unit' }, plural: { fa: 'واحدهای اندازه‌گیری مودیان', en: 'Tax authority units' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد واحد در سامانهٔ مودیان', en: 'Authority unit code' }, required: true, unique: true, max: 10, format: 'digits' },
    title: { type: 'string', label: { fa: 'عنوان واحد', en: 'Title' }, required: true, max: 100 },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری ما', en: 'Our measure unit' }, required: true, unique: true, hint: { fa: 'هر واحد ما یک واحد مودیان دارد', en: 'One authority unit for each of ours' } },
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'measureUnitId'], filters: ['measureUnitId'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/moadiyan-measure-unit-2', parent: TAX_PARENT, icon: 'ruler' },
});

export const moadiyanSetting = defineEntity({
  name: 'moadiyansetting',
  model: 'MoadiyanSetting',
  table: 'moadiyan_setting',
  area: 'tax',
  ...baseDataRoutes('moadiyansetting', { area: 'tax' }),
  label: { singular: { fa: 'تنظیمات سامانهٔ مودیان', en: 'Tax authority settings' }, plural: { fa: 'تنظیمات سامانهٔ مودیان', en: 'Tax authority settings' } },
  scope: 'company',
  fields: {
    memoryId: {
      type: 'string', label: { fa: 'شناسهٔ یکتای حافظهٔ مالیاتی', en: 'Tax memory ID' }, required: true, unique: true, min: 6, max: 6, format: 'code',
      hint: { fa: '۶ حرف یا رقم لاتین که سامانهٔ مودیان داده است', en: 'The 6 letters or digits the authority gave' },
    },
    economicCode: { type: 'string', label: { fa: 'کد اقتصادی فروشنده', en: 'Seller’s economic code' }, required: true, min: 10, max: 14, format: 'digits' },
    description,
  },
  titleField: 'memoryId',
  searchFields: ['memoryId', 'economicCode'],
  list: { columns: ['memoryId', 'economicCode', 'description'], sort: { field: 'id', direction: 'asc' } },
  // a company may hold several memory IDs (one per branch); its invoices take the first active one (tax.hooks.ts)
  activeFlag: true,
  menu: { url: '/moadiyan-setting-2', parent: TAX_PARENT, icon: 'settings' },
});
