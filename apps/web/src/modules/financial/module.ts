import { defineModule, lazyPage } from '../../core/module/module';
import type { financialFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    financial: typeof financialFa;
  }
}

/**
 * Finance's own page (issue 17): the company's financial years, opened and closed (/financial/financial-years, its
 * menu declared in packages/entities financial/module.ts). The chart, vouchers and reports are the generic pages.
 */
export default defineModule({
  name: 'financial',
  pages: [{ path: '/financial/financial-years', titleKey: 'financial.routes.years', component: lazyPage(() => import('./FinancialYearsPage'), 'FinancialYearsPage') }],
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { financial: m.financialFa }, en: { financial: m.financialEn } })),
});
