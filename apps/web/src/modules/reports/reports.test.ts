import { describe, expect, it } from 'vitest';
import { REPORTS } from '@karsaz/entities';
import { DEFINITION_ICONS } from '../../core/entity/icons';
import { entityPageIndex } from '../../core/entity/pageIndex';
import reports from './module';
import { reportEn, reportFa, reportTitles } from './messages';

describe('the report pages', () => {
  it('are the pages of every report of the manifests, each titled by its label, loaded on demand', async () => {
    expect(reports.pages!.map((p) => p.path)).toEqual(REPORTS.map((r) => r.url));
    expect(REPORTS.length).toBeGreaterThanOrEqual(6);
    const texts = await reports.messages!();
    for (const [i, page] of reports.pages!.entries()) {
      expect(page.titleKey).toBe(`reports.${REPORTS[i]!.url.slice(1)}`);
      expect(typeof (page.component as { preload?: unknown }).preload).toBe('function');
      const key = page.titleKey.slice('reports.'.length);
      expect((texts.fa.reports as Record<string, string>)[key]).toBe(REPORTS[i]!.label.fa);
      expect((texts.en.reports as Record<string, string>)[key]).toBe(REPORTS[i]!.label.en);
    }
    expect(texts.fa.report).toBe(reportFa);
    expect(texts.en.report).toBe(reportEn);
    expect(Object.keys(reportTitles('fa'))).toHaveLength(REPORTS.length);
  });

  it('has every text of the screen in English too', () => {
    expect(Object.keys(reportEn).sort()).toEqual(Object.keys(reportFa).sort());
    for (const v of Object.values(reportEn)) expect(v.trim()).not.toBe('');
  });

  it('have their definitions’ icons in the sidebar, from the page index built with the app', () => {
    const icons = entityPageIndex().icons;
    for (const r of REPORTS) {
      expect([r.url, icons[r.url]]).toEqual([r.url, r.icon]);
      expect(DEFINITION_ICONS[r.icon!], r.url).toBeDefined();
    }
  });
});
