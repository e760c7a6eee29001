import { IconListCheck } from '@tabler/icons-react';
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
  icons: { '/inbox-2': IconListCheck },
  messages: () => import('./messages').then((m) => ({ fa: { inbox: m.inboxFa }, en: { inbox: m.inboxEn } })),
});
