import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { HR, description, options } from './common';

/**
 * Mails manager (spec hr-aftersales-contracting §2 "/mails-manager-2"): the organisation's outgoing mail per
 * purpose, for each company. The message sender (modules/messaging) sends a company's e-mail of a purpose from its
 * active row (the one changed last, when several are active): through the row's own SMTP server when it names one,
 * else through the server's (SMTP_HOST) under the row's sender. No row: the server's own settings. A purpose may
 * have several rows (a new server prepared while the old one still sends), so switching is activating. The
 * password is a secret: sealed, never answered.
 */
export const MAIL_PURPOSES = options(
  [1, 'اعلان‌های سامانه', 'System notifications'],
  [2, 'جذب و استخدام', 'Recruitment'],
  [3, 'حقوق و دستمزد', 'Payroll'],
  [4, 'امنیت و ورود', 'Sign-in and security'],
);

export const mailSetting = defineEntity({
  name: 'mailsetting', model: 'MailSetting', table: 'mail_setting', area: 'hr',
  ...baseDataRoutes('mailsetting', { area: 'hr' }),
  label: { singular: { fa: 'تنظیم رایانامه', en: 'Mail setting' }, plural: { fa: 'مدیریت رایانامه‌ها', en: 'Mail settings' } },
  scope: 'company',
  fields: {
    purpose: { type: 'enum', label: { fa: 'کاربرد', en: 'Purpose' }, required: true, options: MAIL_PURPOSES },
    fromName: { type: 'string', label: { fa: 'نام فرستنده', en: 'Sender name' }, required: true, max: 100 },
    fromAddress: { type: 'string', label: { fa: 'نشانی فرستنده', en: 'Sender address' }, required: true, max: 150, format: 'email' },
    replyTo: { type: 'string', label: { fa: 'نشانی پاسخ', en: 'Reply-to address' }, max: 150, format: 'email' },
    host: { type: 'string', label: { fa: 'کارگزار SMTP', en: 'SMTP host' }, max: 150, hint: { fa: 'خالی: کارگزار خود سامانه', en: 'Empty: the system’s own server' } },
    port: { type: 'int', label: { fa: 'درگاه', en: 'Port' }, min: 1, max: 65535, default: 587 },
    secure: { type: 'boolean', label: { fa: 'اتصال امن (TLS)', en: 'Secure connection (TLS)' } },
    username: { type: 'string', label: { fa: 'نام کاربری', en: 'User name' }, max: 150 },
    password: { type: 'string', label: { fa: 'گذرواژه', en: 'Password' }, max: 200, secret: true, hint: { fa: 'خالی بگذارید تا گذرواژهٔ ذخیره‌شده بماند', en: 'Leave empty to keep the stored one' } },
    description,
  },
  titleField: 'fromName',
  searchFields: ['fromName', 'fromAddress'],
  list: { columns: ['purpose', 'fromName', 'fromAddress', 'host'], filters: ['purpose'], sort: { field: 'purpose', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/mails-manager-2', parent: HR, icon: 'mail-cog' },
});
