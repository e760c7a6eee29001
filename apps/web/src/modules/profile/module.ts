import { defineModule, lazyPage } from '../../core/module/module';

/** The signed-in user's profile: account, password, sessions. */
export default defineModule({
  name: 'profile',
  pages: [{ path: '/profile', titleKey: 'routes.profile', component: lazyPage(() => import('./ProfilePage'), 'ProfilePage') }],
});
