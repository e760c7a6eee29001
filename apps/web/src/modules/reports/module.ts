import { createElement, type ComponentType } from 'react';
import { defineModule, lazyPage, withProps } from '../../core/module/module';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    reports: Record<string, string>;
  }
}

/**
 * The report pages, by url (their definitions: packages/entities, `reports` of the module manifests; a test keeps
 * this list equal to them). The router knows every page from the first load, so each costs only its url here. The
 * screen (core/report/ReportPage.tsx) comes with the generic screens' chunk (core/entity/pages.tsx: it shares their
 * filters, lookups and table, so no chunk of its own adds to the first load's list of what pages preload), the
 * definitions with it, the titles (`reports.<url without its slash>`) and texts with the signed-in shell.
 */
const REPORT_URLS = [
  '/operation-report-2', '/supply-goods-report-2', '/product-report-2', '/aggregation-report-2', '/engineering-report-2', '/suggested-service-price-report-2', '/cost-center-stock-report-2',
  '/financial/account-review-report', '/financial/ledger-report', '/financial/trial-balance-report', '/thirdpary-transaction-report-2', '/revenue-and-cost-operational-report-2',
  '/credit-debit-liquidity-report-2', '/bank-account-transaction-report-2', '/dealer-realization-rate-2', '/dealer-grid-2',
];

const Report = lazyPage(() => import('../../core/entity/pages'), 'ReportAt');

export default defineModule({
  name: 'reports',
  pages: REPORT_URLS.map((path) => ({ path, titleKey: `reports.${path.slice(1)}`, component: withProps(Report, () => createElement(Report as ComponentType<{ url: string }>, { url: path }), 'ReportRoute') })),
  messages: () => import('./messages').then((m) => m.reportMessages),
});
