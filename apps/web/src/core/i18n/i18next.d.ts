import 'i18next';
import type { fa } from './locales/fa';
import type { ModuleMessages } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fa & ModuleMessages };
    returnNull: false;
  }
}
