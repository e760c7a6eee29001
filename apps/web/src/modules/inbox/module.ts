import { defineModule, lazyPage } from '../../core/module/module';
import type { inboxFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    inbox: typeof inboxFa;
  }
}

/** کارتابل: the approvals waiting for the user across every module. */
export default defineModule({
  name: 'inbox',
  pages: [{ path: '/inbox-2', titleKey: 'inbox.title', component: lazyPage(() => import('./InboxPage'), 'InboxPage') }],
  // the sidebar's icon comes with the signed-in shell, not with the sign-in page
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { inbox: m.inboxFa }, en: { inbox: m.inboxEn } })),
});
