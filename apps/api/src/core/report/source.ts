import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { REPORTS, type ReportDefinition } from '@karsaz/entities';
import type { Lang } from '../i18n/messages';
import type { ReportFilterValues } from './filters';
import type { ReportParams } from './sql';

/**
 * Where a report's rows come from: one hand-written SQL SELECT per report, in its area's module
 * (`apps/api/src/modules/<area>/reports/`), found by its decorator as the entity hooks are:
 *
 * ```ts
 * @ReportSource('operation')
 * @Injectable()
 * export class OperationReportSource implements ReportSource {
 *   query(f: ReportFilterValues, p: ReportParams) {
 *     return `SELECT … FROM contractor_contract k WHERE k.company_id = ${p.company}${f.projectId ? ` AND k.project_id = ${p.add(f.projectId)}` : ''}`;
 *   }
 * }
 * ```
 *
 * listed in the area module's `providers`. The SELECT answers one column per column of the definition, named by its
 * key (`AS "claimedAmount"`; a link column also `"{key}Id"`), and no ORDER BY or LIMIT: the kernel sorts, pages, sums
 * and exports it. Its values come in checked (filters.ts) and go out as parameters (`p.add`); `p.company` is the
 * caller's company, and every company-owned table the SELECT reads must be filtered by it (`x.company_id = $1`), which
 * the kernel checks on every run (sql.ts companyScopeProblems).
 */
export interface ReportSource {
  query(filters: ReportFilterValues, p: ReportParams, context: ReportSourceContext): string | Promise<string>;
}

export interface ReportSourceContext {
  report: ReportDefinition;
  /** the caller's language: a unit's or a state's name in it */
  language: Lang;
}

/** Marks a provider as the source of a report (by its name). */
export const ReportSource = DiscoveryService.createDecorator<string>();

/** The source of every report, collected when the app starts; a report without one, or a source of no report, stops the start. */
@Injectable()
export class ReportSourceRegistry implements OnModuleInit {
  private readonly byName = new Map<string, ReportSource>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const seen = new Set<unknown>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ReportSource.KEY })) {
      // a source listed by two modules is still one source
      if (!wrapper.instance || seen.has(wrapper.metatype)) continue;
      seen.add(wrapper.metatype);
      const name = this.discovery.getMetadataByDecorator(ReportSource, wrapper)!;
      if (!REPORTS.some((r) => r.name === name)) throw new Error(`@ReportSource('${name}') on ${wrapper.name}: there is no report of that name`);
      if (this.byName.has(name)) throw new Error(`@ReportSource('${name}') on ${wrapper.name}: the report has a source already`);
      this.byName.set(name, wrapper.instance as ReportSource);
    }
    const missing = REPORTS.filter((r) => !this.byName.has(r.name)).map((r) => r.name);
    if (missing.length) throw new Error(`reports without a source (@ReportSource): ${missing.join(', ')}`);
  }

  of(report: ReportDefinition): ReportSource {
    const source = this.byName.get(report.name);
    if (!source) throw new Error(`the report ${report.name} has no source`);
    return source;
  }
}
