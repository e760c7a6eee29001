import { defineReport, type ReportColumn } from '../report';
import { PLAN_KIND } from './sales';
import { DEALER } from './references';

/**
 * The dealer's own two grids (spec platform-core §2: `/dealer-grid-2`, `/dealer-realization-rate-2`); the dealer
 * reports of the next issue join them here. Rows from the SQL sources in apps/api/src/modules/dealer/reports/.
 */

const col = (key: string, type: ReportColumn['type'], fa: string, en: string, total?: boolean): ReportColumn => ({ key, type, label: { fa, en }, ...(total ? { total } : {}) });
const carmaker = { key: 'dealerCompanyId', type: 'link', entity: 'dealercompany', label: { fa: 'خودروساز', en: 'Carmaker' } } as const;

export const dealerRealizationReport = defineReport({
  name: 'dealerRealization',
  url: '/dealer-realization-rate-2',
  area: 'dealer',
  parent: DEALER,
  icon: 'chart-arrows',
  label: { fa: 'نرخ تحقق طرح‌های فروش', en: 'Realization rate of sales plans' },
  description: {
    fa: 'هر ردیف یک خودروی یک طرح فروش است: ظرفیت، سفارش‌های فعال (انصراف‌نداده)، ثبت‌نام‌های قطعی و تحویل‌ها؛ درصد جذب = ثبت‌نام قطعی ÷ ظرفیت و نرخ تحقق = تحویل‌شده ÷ ثبت‌نام قطعی.',
    en: 'A row is a car of a sales plan: its capacity, the live orders (not cancelled), those registered for good and those delivered; the take-up is registered ÷ capacity and the realization rate delivered ÷ registered.',
  },
  filters: [
    { key: 'dealerSalesPlanId', type: 'link', entity: 'dealersalesplan', label: { fa: 'طرح فروش', en: 'Sales plan' } },
    carmaker,
    { key: 'kind', type: 'enum', label: { fa: 'نوع فروش', en: 'Kind of sale' }, options: PLAN_KIND },
    { key: 'registrationStart', type: 'dateRange', label: { fa: 'آغاز ثبت‌نام', en: 'Orders from' } },
  ],
  columns: [
    col('plan', 'link', 'طرح فروش', 'Sales plan'),
    col('vehicle', 'link', 'خودرو', 'Vehicle'),
    col('option', 'text', 'آپشن', 'Option'),
    col('colour', 'text', 'رنگ', 'Colour'),
    col('capacity', 'int', 'ظرفیت', 'Capacity', true),
    col('orders', 'int', 'سفارش‌های فعال', 'Live orders', true),
    col('registered', 'int', 'ثبت‌نام قطعی', 'Registered', true),
    col('delivered', 'int', 'تحویل‌شده', 'Delivered', true),
    col('takeUpPercent', 'percent', 'درصد جذب', 'Take-up (%)'),
    col('realizationPercent', 'percent', 'نرخ تحقق', 'Realization (%)'),
  ],
  chart: { kind: 'bar', x: 'vehicle', series: ['takeUpPercent', 'realizationPercent'] },
  defaultSort: { key: 'plan', direction: 'asc' },
});

export const dealerGridReport = defineReport({
  name: 'dealerGrid',
  url: '/dealer-grid-2',
  area: 'dealer',
  parent: DEALER,
  icon: 'layout-grid',
  label: { fa: 'جدول نمایندگی‌ها', en: 'Dealers at a glance' },
  description: {
    fa: 'هر ردیف یک نمایندگی است با کار او در بازهٔ تاریخ: نوبت‌ها (حاضر و غایب)، پذیرش‌ها و ترخیص‌ها با مبلغ آن‌ها، میانگین امتیاز رضایت، درخواست‌های مشتریان و ثبت‌نام‌های قطعی.',
    en: 'A row is a dealer with its work in the date range: appointments (attended and missed), receptions and deliveries with their amount, the average satisfaction score, customer requests and orders registered.',
  },
  filters: [carmaker, { key: 'date', type: 'dateRange', label: { fa: 'بازهٔ تاریخ', en: 'Date range' } }],
  columns: [
    col('dealer', 'link', 'نمایندگی', 'Dealer'),
    col('rank', 'text', 'رتبه', 'Rank'),
    col('city', 'text', 'شهر', 'City'),
    col('appointments', 'int', 'نوبت‌ها', 'Appointments', true),
    col('attended', 'int', 'مراجعه کرد', 'Attended', true),
    col('noShow', 'int', 'مراجعه نکرد', 'No-shows', true),
    col('receptions', 'int', 'پذیرش‌ها', 'Receptions', true),
    col('delivered', 'int', 'ترخیص‌ها', 'Delivered', true),
    col('deliveredAmount', 'money', 'مبلغ ترخیص‌ها (ریال)', 'Delivered (rials)', true),
    col('satisfaction', 'decimal', 'میانگین رضایت', 'Average satisfaction'),
    col('requests', 'int', 'درخواست‌ها', 'Requests', true),
    col('registeredOrders', 'int', 'ثبت‌نام قطعی', 'Orders registered', true),
  ],
  chart: { kind: 'bar', x: 'dealer', series: ['appointments', 'receptions', 'delivered'] },
  defaultSort: { key: 'dealer', direction: 'asc' },
});

export const DEALER_REPORTS = [dealerRealizationReport, dealerGridReport];
