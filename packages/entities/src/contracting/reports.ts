import type { EnumOption } from '../definition';
import { defineReport, type ReportColumn, type ReportFilter } from '../report';
import { supplyGoods } from '../commercial/supply-goods';
import { CONTRACTING } from './common';

/**
 * The contracting reports (issue 14: "Reports with filters (project, cost centre, contractor, Jalali date range),
 * totals, Excel export and a chart where a chart says more"). Each one's rows come from its SQL source in
 * apps/api/src/modules/contracting/reports/; the kernel pages, sorts, sums and exports them (docs/modules.md,
 * "Reports"). A statement counts unless it is cancelled; "approved" is the end of its chain.
 */

const f = {
  project: { key: 'projectId', type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' } },
  costCenter: { key: 'costCenterId', type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' } },
  contractor: { key: 'contractorId', type: 'link', entity: 'thirdparty', view: 'getContractors', label: { fa: 'پیمانکار', en: 'Contractor' } },
  warehouse: { key: 'warehouseId', type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' } },
  operation: { key: 'operationInfoId', type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' } },
  range: (key: string, fa: string, en: string): ReportFilter => ({ key, type: 'dateRange', label: { fa, en } }),
} satisfies Record<string, ReportFilter | ((...a: string[]) => ReportFilter)>;

const col = (key: string, type: ReportColumn['type'], fa: string, en: string, total?: boolean): ReportColumn => ({ key, type, label: { fa, en }, ...(total ? { total } : {}) });
const project = col('project', 'link', 'پروژه', 'Project');
const operation = col('operation', 'link', 'عملیات', 'Operation');
const unit = col('unit', 'text', 'واحد', 'Unit');

export const operationReport = defineReport({
  name: 'operation',
  url: '/operation-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'chart-bar',
  label: { fa: 'گزارش پیشرفت عملیات', en: 'Operations progress report' },
  description: {
    fa: 'هر ردیف یک عملیات در یک پروژه است: مقدار قرارداد در قراردادهای پیمانکاران، مقدار و مبلغ ادعاشده در صورت‌وضعیت‌های لغونشده (در بازهٔ تاریخ صورت‌وضعیت) و درصد پیشرفت.',
    en: 'A row is an operation on a project: the quantity of the contractors’ contracts, the quantity and amount claimed by statements that are not cancelled (within the statement date range), and the progress.',
  },
  filters: [f.project, f.costCenter, f.contractor, f.range('statementDate', 'تاریخ صورت‌وضعیت', 'Statement date')],
  columns: [
    project,
    operation,
    unit,
    col('contractQuantity', 'decimal', 'مقدار قرارداد', 'Contract quantity'),
    col('claimedQuantity', 'decimal', 'مقدار ادعاشده', 'Claimed quantity'),
    col('progressPercent', 'percent', 'درصد پیشرفت', 'Progress (%)'),
    col('contractAmount', 'money', 'مبلغ قرارداد (ریال)', 'Contract amount (rials)', true),
    col('claimedAmount', 'money', 'مبلغ ادعاشده (ریال)', 'Claimed amount (rials)', true),
  ],
  chart: { kind: 'bar', x: 'operation', series: ['progressPercent'] },
  defaultSort: { key: 'project', direction: 'asc' },
});

export const supplyGoodsReport = defineReport({
  name: 'supplyGoods',
  url: '/supply-goods-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'truck',
  label: { fa: 'گزارش درخواست‌های تأمین کالا', en: 'Supply requests report' },
  description: {
    fa: 'هر ردیف یک قلم از یک درخواست تأمین کالا است؛ جمع مبلغ همهٔ اقلام گزارش در پایین آمده است.',
    en: 'A row is one line of a supply request; the amount of every line of the report is summed below.',
  },
  filters: [
    f.project,
    f.costCenter,
    { key: 'status', type: 'enum', label: { fa: 'وضعیت درخواست', en: 'Request status' }, options: (supplyGoods.fields.status as { options: readonly EnumOption[] }).options },
    f.range('requestDate', 'تاریخ درخواست', 'Request date'),
  ],
  columns: [
    col('code', 'text', 'شمارهٔ درخواست', 'Request number'),
    col('requestDate', 'date', 'تاریخ درخواست', 'Request date'),
    project,
    col('goods', 'text', 'کالا', 'Goods'),
    unit,
    col('quantity', 'decimal', 'مقدار', 'Quantity'),
    col('unitPrice', 'money', 'فی (ریال)', 'Unit price (rials)'),
    col('amount', 'money', 'مبلغ (ریال)', 'Amount (rials)', true),
    col('status', 'text', 'وضعیت', 'Status'),
  ],
  defaultSort: { key: 'requestDate', direction: 'desc' },
});

export const productReport = defineReport({
  name: 'product',
  url: '/product-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'package-export',
  label: { fa: 'گزارش کالای صادره به پروژه‌ها', en: 'Goods issued to projects' },
  description: {
    fa: 'هر ردیف یک کالا در یک پروژه است: مقدار (به واحد اصلی) و ارزش حواله‌های خروج قطعی‌شدهٔ انبار به نام پروژه در بازهٔ تاریخ سند.',
    en: 'A row is a product on a project: the quantity (in its main unit) and value of the posted goods issues made out to the project within the document date range.',
  },
  filters: [f.project, f.costCenter, f.warehouse, f.range('documentDate', 'تاریخ سند', 'Document date')],
  columns: [
    project,
    col('productCode', 'text', 'کد کالا', 'Product code'),
    col('product', 'link', 'کالا', 'Product'),
    unit,
    col('quantity', 'decimal', 'مقدار صادره', 'Quantity issued'),
    col('value', 'money', 'ارزش (ریال)', 'Value (rials)', true),
    col('documentCount', 'int', 'تعداد حواله', 'Issues'),
  ],
  chart: { kind: 'bar', x: 'product', series: ['value'] },
  defaultSort: { key: 'project', direction: 'asc' },
});

export const aggregationReport = defineReport({
  name: 'aggregation',
  url: '/aggregation-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'chart-pie',
  label: { fa: 'گزارش تجمیعی پروژه‌ها', en: 'Projects summary report' },
  description: {
    fa: 'هر ردیف یک پروژه است: مبلغ قراردادهای پیمانکاران، صورت‌وضعیت‌ها (ناخالص، کسورات و قابل پرداخت؛ تأییدشده‌ها و همهٔ لغونشده‌ها)، درخواست‌های تأمین لغونشده و ارزش کالای صادره؛ هر سند به تاریخ خودش در بازه می‌آید. پیمانکار، قراردادها و صورت‌وضعیت‌ها را به او محدود می‌کند و فقط پروژه‌هایی را که در بازه قرارداد یا صورت‌وضعیتی از او دارند نگه می‌دارد.',
    en: 'A row is a project: its contractors’ contracts, its statements (gross, deductions and payable; the approved ones and every one not cancelled), its supply requests not cancelled and the value of goods issued to it; each document counts by its own date. A contractor narrows the contracts and statements to theirs, and keeps only the projects with a contract or statement of theirs in the range.',
  },
  filters: [f.project, f.costCenter, f.contractor, f.range('date', 'تاریخ سند', 'Document date')],
  columns: [
    project,
    col('contractsAmount', 'money', 'مبلغ قراردادها (ریال)', 'Contracts (rials)', true),
    col('grossAmount', 'money', 'ناخالص صورت‌وضعیت‌ها (ریال)', 'Statements gross (rials)', true),
    col('deductions', 'money', 'کسورات صورت‌وضعیت‌ها (ریال)', 'Statements deductions (rials)', true),
    col('payableAmount', 'money', 'قابل پرداخت صورت‌وضعیت‌ها (ریال)', 'Statements payable (rials)', true),
    col('approvedGross', 'money', 'ناخالص تأییدشده (ریال)', 'Approved gross (rials)', true),
    col('approvedDeductions', 'money', 'کسورات تأییدشده (ریال)', 'Approved deductions (rials)', true),
    col('approvedPayable', 'money', 'قابل پرداخت تأییدشده (ریال)', 'Approved payable (rials)', true),
    col('supplyAmount', 'money', 'درخواست‌های تأمین (ریال)', 'Supply requests (rials)', true),
    col('issuedValue', 'money', 'ارزش کالای صادره (ریال)', 'Goods issued (rials)', true),
  ],
  chart: { kind: 'bar', x: 'project', series: ['contractsAmount', 'grossAmount', 'supplyAmount', 'issuedValue'] },
  defaultSort: { key: 'project', direction: 'asc' },
});

export const engineeringReport = defineReport({
  name: 'engineering',
  url: '/engineering-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'file-certificate',
  label: { fa: 'گزارش مهندسی قراردادها', en: 'Contracts engineering report' },
  description: {
    fa: 'هر ردیف یک قرارداد پیمانکار است: مبلغ قرارداد، ناخالص صورت‌وضعیت‌های لغونشده تا کنون (در بازهٔ تاریخ صورت‌وضعیت)، پیشرفت فیزیکی (جمع مقدار ادعاشده × بهای واحد قرارداد ÷ مبلغ قرارداد)، تعداد صورت‌وضعیت‌ها و تاریخ آخرین آن‌ها.',
    en: 'A row is a contractor contract: its amount, the gross of its statements not cancelled to date (within the statement date range), its physical progress (claimed quantity × the contract’s unit price ÷ the contract amount), how many statements and the last one’s date.',
  },
  filters: [f.project, f.contractor, f.costCenter, f.range('statementDate', 'تاریخ صورت‌وضعیت', 'Statement date')],
  columns: [
    col('code', 'text', 'شمارهٔ قرارداد', 'Contract number'),
    col('title', 'text', 'عنوان قرارداد', 'Contract title'),
    project,
    col('contractor', 'link', 'پیمانکار', 'Contractor'),
    col('contractDate', 'date', 'تاریخ قرارداد', 'Contract date'),
    col('contractAmount', 'money', 'مبلغ قرارداد (ریال)', 'Contract amount (rials)', true),
    col('grossClaimed', 'money', 'ناخالص ادعاشده (ریال)', 'Gross claimed (rials)', true),
    col('physicalProgress', 'percent', 'پیشرفت فیزیکی (٪)', 'Physical progress (%)'),
    col('statementCount', 'int', 'تعداد صورت‌وضعیت', 'Statements', true),
    col('lastStatementDate', 'date', 'آخرین صورت‌وضعیت', 'Last statement'),
  ],
  chart: { kind: 'bar', x: 'code', series: ['physicalProgress'] },
  defaultSort: { key: 'code', direction: 'asc' },
});

export const suggestedServicePriceReport = defineReport({
  name: 'suggestedServicePrice',
  url: '/suggested-service-price-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'currency',
  label: { fa: 'گزارش قیمت پیشنهادی خدمات', en: 'Suggested service prices' },
  description: {
    fa: 'هر ردیف یک عملیات است: تعداد ردیف‌های قرارداد پیمانکاران (و درخواست‌های قرارداد تأییدشده‌ای که قراردادی ننوشته‌اند) در بازهٔ تاریخ قرارداد، کمینه، میانگین، بیشینه و آخرین بهای واحد؛ قیمت پیشنهادی میانگین دوازده ماه منتهی به پایان بازه (یا امروز) است.',
    en: 'A row is an operation: how many contractor contract lines (and lines of approved contract requests that wrote no contract) fall in the contract date range, their least, average, greatest and latest unit price; the suggested price is the average of the twelve months up to the end of the range (or today).',
  },
  filters: [f.operation, f.project, f.range('contractDate', 'تاریخ قرارداد', 'Contract date')],
  columns: [
    col('operationCode', 'text', 'کد عملیات', 'Operation code'),
    operation,
    unit,
    col('lineCount', 'int', 'تعداد ردیف', 'Lines'),
    col('minPrice', 'money', 'کمینهٔ بها (ریال)', 'Least price (rials)'),
    col('avgPrice', 'money', 'میانگین بها (ریال)', 'Average price (rials)'),
    col('maxPrice', 'money', 'بیشینهٔ بها (ریال)', 'Greatest price (rials)'),
    col('latestPrice', 'money', 'آخرین بها (ریال)', 'Latest price (rials)'),
    col('suggestedPrice', 'money', 'قیمت پیشنهادی (ریال)', 'Suggested price (rials)'),
  ],
  defaultSort: { key: 'operationCode', direction: 'asc' },
});

/**
 * The stock a cost centre holds (issue 14, "cost-centre warehouse": the stock a cost centre holds, from the warehouse
 * module): the balances of the warehouses `/cost-center-warehouse-2` assigns to each cost centre.
 */
export const costCenterStockReport = defineReport({
  name: 'costCenterStock',
  url: '/cost-center-stock-report-2',
  area: 'service',
  parent: CONTRACTING,
  icon: 'building-warehouse',
  label: { fa: 'موجودی انبار مراکز هزینه', en: 'Cost-centre stock' },
  description: {
    fa: 'هر ردیف کالایی است که در انباری از یک مرکز هزینه (به تعریف «انبار مرکز هزینه») موجودی دارد: مقدار به واحد اصلی کالا و ارزش آن در دفتر انبار.',
    en: 'A row is a product held in a warehouse of a cost centre (as the cost-centre warehouses assign them): the quantity in the product’s main unit and its value in the stock ledger.',
  },
  filters: [f.costCenter, f.warehouse, { key: 'productId', type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' } }],
  columns: [
    col('costCenter', 'link', 'مرکز هزینه', 'Cost centre'),
    col('warehouse', 'link', 'انبار', 'Warehouse'),
    col('productCode', 'text', 'کد کالا', 'Product code'),
    col('product', 'link', 'کالا', 'Product'),
    unit,
    col('quantity', 'decimal', 'مقدار', 'Quantity'),
    col('value', 'money', 'ارزش (ریال)', 'Value (rials)', true),
  ],
  chart: { kind: 'bar', x: 'costCenter', series: ['value'] },
  defaultSort: { key: 'costCenter', direction: 'asc' },
});

/** Every contracting report, in the order of their pages. */
export const CONTRACTING_REPORTS = [operationReport, supplyGoodsReport, productReport, aggregationReport, engineeringReport, suggestedServicePriceReport, costCenterStockReport] as const;
