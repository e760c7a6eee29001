import { defineModule, lazyPage } from '../../core/module/module';
import { HOME_PATH } from '../../core/router/paths';
import type { homeFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    home: typeof homeFa;
  }
}

/** The dashboard (the home page after sign-in). */
export default defineModule({
  name: 'dashboard',
  pages: [{ path: HOME_PATH, titleKey: 'routes.dashboard', component: lazyPage(() => import('./DashboardPage'), 'DashboardPage') }],
  messages: () => import('./messages').then((m) => ({ fa: { home: m.homeFa }, en: { home: m.homeEn } })),
});
