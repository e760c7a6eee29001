import { describe, expect, it } from 'vitest';
import { findReport, type ReportColumn } from '@karsaz/entities';
import { chartPoints, excelFileName, pdfFileName, reportBase, reportCell, reportQuery } from './report';

const col = (type: ReportColumn['type']): ReportColumn => ({ key: 'x', type, label: { fa: 'x', en: 'x' } });

describe('the report screen’s helpers', () => {
  it('shows exact decimals grouped in the reader’s digits, a percentage with its sign, a day in Jalali, nothing as a dash', () => {
    expect(reportCell(col('money'), '1340000', 'fa')).toBe('۱٬۳۴۰٬۰۰۰');
    expect(reportCell(col('money'), '1340000', 'en')).toBe('1,340,000');
    // never through a JavaScript number: twenty digits stay twenty digits
    expect(reportCell(col('money'), '12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890');
    expect(reportCell(col('decimal'), '2.5', 'fa')).toBe('۲٫۵');
    expect(reportCell(col('percent'), '33.64', 'fa')).toBe('۳۳٫۶۴٪');
    expect(reportCell(col('percent'), '25', 'en')).toBe('25%');
    expect(reportCell(col('int'), 3, 'fa')).toBe('۳');
    expect(reportCell(col('date'), '2026-05-20', 'fa')).toBe('۱۴۰۵/۰۲/۳۰');
    expect(reportCell(col('date'), '2026-05-20', 'en')).toBe('1405/02/30');
    expect(reportCell(col('link'), 'پروژهٔ الف', 'en')).toBe('پروژهٔ الف');
    for (const empty of [null, undefined, '']) expect(reportCell(col('money'), empty, 'fa')).toBe('—');
  });

  it('sends the filters that are set, the sort and the page', () => {
    expect(reportQuery({ filters: { projectId: '12', statementDateFrom: '2026-04-21', contractorId: '', orderBy: 'claimedAmount', orderDirection: 'desc' }, pageIndex: 2, pageSize: 20 })).toEqual({
      projectId: '12', statementDateFrom: '2026-04-21', orderBy: 'claimedAmount', orderDirection: 'desc', pageIndex: 2, pageSize: 20,
    });
    // the sheet takes the filters without the page
    expect(reportQuery({ filters: { projectId: '12' } })).toEqual({ projectId: '12' });
    expect(reportBase(findReport('operation')!)).toBe('/api/service/v1/reports/operation');
    expect(excelFileName(findReport('operation')!, 'en')).toBe('Operations progress report.xlsx');
    expect(pdfFileName(findReport('trialBalance')!, 'fa')).toBe('تراز آزمایشی.pdf');
  });

  it('charts the page’s rows by the x column, the first row at the right in Persian', () => {
    const report = findReport('operation')!;
    const rows = [
      { operation: 'خاکبرداری', progressPercent: '70' },
      { operation: 'بتن‌ریزی', progressPercent: '33.5' },
    ];
    expect(chartPoints(report, rows, 'en')).toEqual([{ operation: 'خاکبرداری', progressPercent: 70 }, { operation: 'بتن‌ریزی', progressPercent: 33.5 }]);
    expect(chartPoints(report, rows, 'fa').map((p) => p.operation)).toEqual(['بتن‌ریزی', 'خاکبرداری']);
    expect(chartPoints(findReport('supplyGoods')!, rows, 'fa')).toEqual([]);
  });
});
