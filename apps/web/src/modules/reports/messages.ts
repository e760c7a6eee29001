import { REPORTS } from '@karsaz/entities';
import type { Language } from '@karsaz/ui';
import type { ModuleMessages } from '../../core/module/module';
import { reportEn, reportFa } from '../../core/report/messages';

export { reportEn, reportFa };

/** The report pages' titles (i18n `reports.<url without its slash>`), from their definitions. */
export const reportTitles = (language: Language): Record<string, string> => Object.fromEntries(REPORTS.map((r) => [r.url.slice(1), r.label[language]]));

/** The reports module's texts: the pages' titles (`reports`) and the report screen's (`report`). */
export const reportMessages: ModuleMessages = {
  fa: { reports: reportTitles('fa'), report: reportFa },
  en: { reports: reportTitles('en'), report: reportEn },
};
