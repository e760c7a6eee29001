import { REPORTS } from '@karsaz/entities';
import type { Language } from '@karsaz/ui';

export { reportEn, reportFa } from '../../core/report/messages';

/** The report pages' titles (i18n `reports.<url without its slash>`), from their definitions. */
export const reportTitles = (language: Language): Record<string, string> => Object.fromEntries(REPORTS.map((r) => [r.url.slice(1), r.label[language]]));
