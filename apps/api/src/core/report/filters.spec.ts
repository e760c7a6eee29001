import type { ReportDefinition } from '@karsaz/entities';
import { DomainException } from '../http/errors';
import { parseFilterDay, parseReportQuery } from './filters';
import { ReportParams, companyScopeProblems, rowsSql, tableOf, totalsSql } from './sql';

const report: ReportDefinition = {
  name: 'probe',
  url: '/probe-report-2',
  area: 'service',
  parent: 'EngineeringSystem',
  label: { fa: 'آزمون', en: 'Probe' },
  filters: [
    { key: 'projectId', type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' } },
    { key: 'status', type: 'enum', options: [{ value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' } }, { value: 3, label: { fa: 'تأییدشده', en: 'Approved' } }], label: { fa: 'وضعیت', en: 'Status' } },
    { key: 'statementDate', type: 'dateRange', label: { fa: 'تاریخ', en: 'Date' } },
    { key: 'title', type: 'text', label: { fa: 'عنوان', en: 'Title' } },
  ],
  columns: [
    { key: 'project', type: 'link', label: { fa: 'پروژه', en: 'Project' } },
    { key: 'amount', type: 'money', label: { fa: 'مبلغ', en: 'Amount' }, total: true },
    { key: 'day', type: 'date', label: { fa: 'روز', en: 'Day' } },
  ],
  defaultSort: { key: 'day', direction: 'desc' },
};

/** The field errors of a refused query, as `field constraint`. */
function refused(raw: Record<string, unknown>, r: ReportDefinition = report): string[] {
  try {
    parseReportQuery(r, raw);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainException);
    const x = e as DomainException;
    expect(x.status).toBe(400);
    return (x.options.fieldErrors ?? []).map((f) => `${f.field} ${f.constraint}`);
  }
  throw new Error('the query was taken');
}

describe('a report’s query', () => {
  it('takes each filter by its kind: a link’s id, an enum’s value, a text, a Jalali or ISO range', () => {
    const q = parseReportQuery(report, { projectId: '۱۲', status: '3', statementDateFrom: '۱۴۰۵/۰۱/۰۱', statementDateTo: '2026-06-21', title: '  كار يك ', other: 'ignored' });
    expect(q).toEqual({
      filters: { projectId: 12, status: 3, statementDate: { from: '2026-03-21', to: '2026-06-21' }, title: 'کار یک' },
      pageIndex: 1,
      pageSize: 10,
      sort: { key: 'day', direction: 'desc' },
    });
  });

  it('leaves out what is empty, and an open end of a range', () => {
    expect(parseReportQuery(report, { projectId: '', statementDateTo: '1405-1-31', title: '   ' }).filters).toEqual({ statementDate: { to: '2026-04-20' } });
    expect(parseReportQuery(report, {}).filters).toEqual({});
  });

  it('reads a day as Jalali (slashes, dashes, Persian or Arabic digits), ISO, or an ISO moment in Tehran', () => {
    expect(parseFilterDay('1405/01/01')).toBe('2026-03-21');
    expect(parseFilterDay('١٤٠٤/١٢/٢٩')).toBe('2026-03-20');
    expect(parseFilterDay('2026-03-21')).toBe('2026-03-21');
    // 21:00 UTC on 20 March is 00:30 on the 21st in Tehran
    expect(parseFilterDay('2026-03-20T21:00:00Z')).toBe('2026-03-21');
    expect(parseFilterDay('2026-03-20T20:00:00Z')).toBe('2026-03-20');
    for (const bad of ['1404/12/30', '2026-02-30', 'yesterday', '1405/13/01', '2026-03-21T25:00:00Z', '']) expect(parseFilterDay(bad)).toBeNull();
  });

  it('pages and sorts by a declared column only; sortBy and sortDirection are orderBy’s aliases', () => {
    expect(parseReportQuery(report, { pageIndex: '3', pageSize: '۵۰', orderBy: 'amount', orderDirection: 'DESC' })).toMatchObject({ pageIndex: 3, pageSize: 50, sort: { key: 'amount', direction: 'desc' } });
    expect(parseReportQuery(report, { sortBy: 'project', sortDirection: 'asc' }).sort).toEqual({ key: 'project', direction: 'asc' });
    // a direction alone turns the default sort
    expect(parseReportQuery(report, { orderDirection: 'asc' }).sort).toEqual({ key: 'day', direction: 'asc' });
    expect(parseReportQuery({ ...report, defaultSort: undefined }, {}).sort).toBeNull();
  });

  it('answers 400 listing every bad parameter at once', () => {
    expect(
      refused({ projectId: 'abc', status: '2', statementDateFrom: '1405/13/01', statementDateTo: 'tomorrow', title: 'x'.repeat(201), pageIndex: '0', pageSize: '101', orderBy: 'secret', orderDirection: 'sideways' }),
    ).toEqual([
      'projectId isInt',
      'status isIn',
      'statementDateFrom isISO8601',
      'statementDateTo isISO8601',
      'title maxLength',
      'pageIndex min',
      'pageSize max',
      'orderBy isIn',
      'orderDirection isIn',
    ]);
    expect(refused({ projectId: '0' })).toEqual(['projectId min']);
    expect(refused({ projectId: '99999999999' })).toEqual(['projectId isInt']);
    expect(refused({ projectId: '-3' })).toEqual(['projectId isInt']);
    expect(refused({ sortBy: 'amount; DROP TABLE x' })).toEqual(['sortBy isIn']);
    // the end before the start, named on the end
    expect(refused({ statementDateFrom: '1405/02/01', statementDateTo: '1405/01/31' })).toEqual(['statementDateTo notBeforeStart']);
    // a required filter: both ends of a range
    const strict = { ...report, filters: report.filters.map((f) => ({ ...f, required: true })) };
    expect(refused({}, strict)).toEqual(['projectId isNotEmpty', 'status isNotEmpty', 'statementDateFrom isNotEmpty', 'statementDateTo isNotEmpty', 'title isNotEmpty']);
  });
});

describe('a report’s SQL', () => {
  const tables = new Set(['contractor_contract', 'project', 'contractor_statement']);

  it('puts the company first and every value in a parameter', () => {
    const p = new ReportParams(7);
    expect(p.company).toBe('$1');
    expect(p.add('2026-03-21', 'date')).toBe('$2::date');
    expect(p.add(5)).toBe('$3');
    expect(p.label('s.status', [{ value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' } }], 'en')).toBe('CASE s.status WHEN $4::int THEN $5::text ELSE s.status::text END');
    expect(p.values).toEqual([7, '2026-03-21', 5, 1, 'Draft']);
    expect(tableOf('StockBalance')).toBe('stock_balance');
    expect(tableOf('EntityAttachment')).toBe('entity_attachment');
  });

  it('finds a company-owned table read without its company', () => {
    expect(companyScopeProblems('SELECT k.id FROM contractor_contract k JOIN project p ON p.id = k.project_id AND p.company_id = $1 WHERE k.company_id = $1', tables)).toEqual([]);
    expect(companyScopeProblems('SELECT 1 FROM contractor_contract k', tables)).toEqual(['the SQL does not use $1, the caller’s company', 'contractor_contract k is read 1 time(s) but filtered by k.company_id = $1 0 time(s)']);
    // read twice under one alias, filtered once
    expect(companyScopeProblems('SELECT 1 FROM project p WHERE p.company_id = $1 UNION ALL SELECT 1 FROM project p WHERE p.id = $2', tables)).toEqual(['project p is read 2 time(s) but filtered by p.company_id = $1 1 time(s)']);
    // $10 is not $1; a comment or a text does not count; a table without an alias goes by its name
    expect(companyScopeProblems("SELECT 1 FROM project AS p WHERE p.company_id = $10 -- p.company_id = $1\n AND p.name = 'p.company_id = $1'", tables)).toHaveLength(2);
    expect(companyScopeProblems('SELECT 1 FROM project WHERE project.company_id = $1', tables)).toEqual([]);
    expect(companyScopeProblems('SELECT 1 FROM contractor_statement s LEFT JOIN measure_unit u ON u.id = s.unit_id WHERE s.company_id = $1', tables)).toEqual([]);
  });

  it('wraps the source: sorted by the sort and then every column, paged by parameters; totals over every row', () => {
    const p = new ReportParams(1);
    const sql = rowsSql(report, 'SELECT 1', { key: 'amount', direction: 'desc' }, p, 20, 40);
    expect(sql).toContain('WITH __report AS (\nSELECT 1\n)');
    expect(sql).toContain('(r."project")::text AS "project", (r."projectId")::int AS "projectId", (r."amount")::numeric::text AS "amount", to_char(r."day", \'YYYY-MM-DD\') AS "day"');
    expect(sql).toContain('ORDER BY r."amount" DESC NULLS LAST, r."project" ASC NULLS LAST, r."projectId" ASC NULLS LAST, r."day" ASC NULLS LAST LIMIT $2::int OFFSET $3::int');
    expect(p.values).toEqual([1, 20, 40]);
    expect(rowsSql(report, 'SELECT 1', null, new ReportParams(1), null, 0)).not.toContain('LIMIT');
    expect(totalsSql(report, 'SELECT 1')).toContain('SELECT count(*)::int AS "__rowCount", sum(r."amount")::numeric::text AS "amount" FROM __report r');
  });
});
