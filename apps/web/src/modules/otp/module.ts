import { defineModule, lazyPage } from '../../core/module/module';
import type { otpFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    otp: typeof otpFa;
  }
}

/** The one-time codes sent (/otp-2): support staff see why a code did not arrive and lift a number's send block. */
export default defineModule({
  name: 'otp',
  pages: [{ path: '/otp-2', titleKey: 'otp.routes.otp', component: lazyPage(() => import('./OtpPage'), 'OtpPage') }],
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { otp: m.otpFa }, en: { otp: m.otpEn } })),
});
