import { defineModule, lazyPage } from '../../core/module/module';
import type { messengerFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    messenger: typeof messengerFa;
  }
}

/** Linking the user's messenger accounts (Telegram, Bale) to the bot (/telegramChat-2). */
export default defineModule({
  name: 'messenger',
  pages: [{ path: '/telegramChat-2', titleKey: 'messenger.routes.messengers', component: lazyPage(() => import('./MessengerPage'), 'MessengerPage') }],
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { messenger: m.messengerFa }, en: { messenger: m.messengerEn } })),
});
