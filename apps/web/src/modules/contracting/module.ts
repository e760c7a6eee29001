import { defineModule, lazyPage } from '../../core/module/module';
import type { contractingFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    contracting: typeof contractingFa;
  }
}

/**
 * Contracting's hand-written page: the estimate built step by step (/estimation/wizard-2, «برآورد گام‌به‌گام», its
 * menu declared in packages/entities contracting/module.ts): project → operations → quantities → prices → summary,
 * saved as an estimate (`/estimation-2/<id>`). The entity screens of contracting are the generic ones.
 */
export default defineModule({
  name: 'contracting',
  pages: [{ path: '/estimation/wizard-2', titleKey: 'contracting.routes.estimationWizard', component: lazyPage(() => import('./EstimationWizardPage'), 'EstimationWizardPage') }],
  // the sidebar's icon comes with the signed-in shell, not with the sign-in page
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { contracting: m.contractingFa }, en: { contracting: m.contractingEn } })),
});
