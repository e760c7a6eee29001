import { defineModule, lazyPage } from '../../core/module/module';

/** The user's settings: language, theme, main page. */
export default defineModule({
  name: 'setting',
  pages: [{ path: '/setting', titleKey: 'routes.setting', component: lazyPage(() => import('./SettingPage'), 'SettingPage') }],
});
