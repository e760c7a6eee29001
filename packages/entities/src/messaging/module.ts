import { defineModule } from '../module';

/** Messaging (api/messaging): the bell, toasts, SMS and e-mail, and the notifications page that sends messages. */
export const messagingModule = defineModule({
  name: 'messaging',
  label: { fa: 'پیام‌ها', en: 'Messaging' },
  pages: [
    { name: 'Notifications', url: '/notification-2', parent: 'BaseInformation', order: 100, icon: 'bell', label: { fa: 'اعلان‌ها', en: 'Notifications' }, actions: ['Create'] },
    { name: 'TelegramChat', url: '/telegramChat-2', parent: 'BaseInformation', order: 105, icon: 'brand-telegram', label: { fa: 'پیام‌رسان‌ها (تلگرام و بله)', en: 'Messengers (Telegram and Bale)' }, actions: ['Create', 'Delete'] },
  ],
});
