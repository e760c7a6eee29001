import { defineModule } from '../module/module';
import type { signedInFa } from './signed-in-messages';

type SignedIn = typeof signedInFa;

declare module '../i18n/types' {
  interface ModuleMessages {
    nav: SignedIn['nav'];
    dashboard: SignedIn['dashboard'];
    health: SignedIn['health'];
    profile: SignedIn['profile'];
    userMenu: SignedIn['userMenu'];
    setting: SignedIn['setting'];
    shortcuts: SignedIn['shortcuts'];
  }
}

/** The signed-in shell's own texts, as a module: loaded with the shell, not with the sign-in page. */
export const shellModule = defineModule({
  name: 'shell',
  messages: () => import('./signed-in-messages').then((m) => ({ fa: m.signedInFa, en: m.signedInEn })),
});
