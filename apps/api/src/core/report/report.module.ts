import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { REPORTS, filterParams } from '@karsaz/entities';
import { registerFieldLabels } from '../i18n/messages';
import { reportController } from './report.controller';
import { ReportService } from './report.service';
import { ReportSourceRegistry } from './source';

// a bad parameter's message names it by its label: a filter's, a range's ends, the sort
registerFieldLabels({
  orderBy: { fa: 'ستون مرتب‌سازی', en: 'sort column' },
  sortBy: { fa: 'ستون مرتب‌سازی', en: 'sort column' },
  orderDirection: { fa: 'جهت مرتب‌سازی', en: 'sort direction' },
  sortDirection: { fa: 'جهت مرتب‌سازی', en: 'sort direction' },
  pageIndex: { fa: 'شمارهٔ صفحه', en: 'page number' },
  pageSize: { fa: 'اندازهٔ صفحه', en: 'page size' },
  ...Object.fromEntries(
    REPORTS.flatMap((r) =>
      r.filters.flatMap((f) =>
        f.type === 'dateRange'
          ? filterParams(f).map((p, i) => [p, { fa: `${f.label.fa} (${i ? 'تا' : 'از'})`, en: `${f.label.en} (${i ? 'to' : 'from'})` }] as const)
          : [[f.key, f.label] as const],
      ),
    ),
  ),
});

/**
 * The report kernel (docs/modules.md, "Reports"): a controller per report of the module manifests, the service that
 * runs them, and the registry of their sources (`@ReportSource`, provided by the area modules).
 */
@Module({
  imports: [DiscoveryModule],
  controllers: REPORTS.map(reportController),
  providers: [ReportService, ReportSourceRegistry],
})
export class ReportModule {}
