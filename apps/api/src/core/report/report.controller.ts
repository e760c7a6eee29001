import 'reflect-metadata';
import { Controller, Get, Query, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiProperty, ApiPropertyOptional, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { EXPORT_ACTION, VIEW_ACTION, type ReportColumn, type ReportDefinition, type ReportFilter } from '@karsaz/entities';
import { Access } from '../auth/access';
import { ApiEnvelope } from '../http/decorators';
import { ApiDownload, attachment } from '../http/download';
import { Lang } from '../i18n/lang.decorator';
import type { Lang as Language } from '../i18n/messages';
import { defineHandler } from '../openapi/handler';
import { PDF_MIME } from '../export/pdf';
import { REPORT_PAGE_SIZE, REPORT_TEXT_MAX } from './filters';
import { REPORT_EXPORT_LIMIT, REPORT_PDF_LIMIT, REPORT_XLSX, ReportService } from './report.service';

/**
 * The controller of one report, made from its definition as the entity engine makes an entity's (one generic
 * controller for every report): `GET /api/{area}/v1/reports/{name}/getFiltered`, guarded by its page's `View`, and
 * `GET …/export` (Excel) and `GET …/exportPdf` (PDF), guarded by its `Export`, all through the one access guard; their
 * query parameters and answers documented in OpenAPI from the definition.
 */

/** The routes' base: `/api/service/v1/reports/operation`. */
export const reportBasePath = (report: Pick<ReportDefinition, 'area' | 'name'>) => `/api/${report.area}/v1/reports/${report.name}`;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function namedClass(name: string): new () => object {
  return { [name]: class {} }[name] as new () => object;
}

const DECIMAL = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' } as const;

/** A column's schema as the API answers it. */
function columnSchema(c: ReportColumn): Record<string, unknown> {
  const description = c.label.en;
  switch (c.type) {
    case 'int':
      return { type: 'integer', nullable: true, description };
    case 'decimal':
    case 'money':
    case 'percent':
      return { ...DECIMAL, nullable: true, description: `${description}: an exact decimal` };
    case 'date':
      return { type: 'string', format: 'date', nullable: true, description };
    default:
      return { type: 'string', nullable: true, description: c.type === 'link' ? `${description}: the linked row's title` : description };
  }
}

/** The named schemas of a report's answer: a row, the totals and the page. */
function answerSchemas(report: ReportDefinition): { row: Type<unknown>; totals: Type<unknown>; page: Type<unknown> } {
  const base = `${pascal(report.name)}Report`;
  const row = namedClass(`${base}Row`);
  for (const c of report.columns) {
    ApiProperty(columnSchema(c))(row.prototype, c.key);
    if (c.type === 'link') ApiProperty({ type: 'integer', nullable: true, description: `the id of ${c.key}` })(row.prototype, `${c.key}Id`);
  }
  const totals = namedClass(`${base}Totals`);
  for (const c of report.columns) if (c.total) ApiProperty({ ...DECIMAL, description: `the sum of ${c.key} over every filtered row, not only the page` })(totals.prototype, c.key);
  const page = namedClass(`${base}Page`);
  ApiProperty({ type: row, isArray: true })(page.prototype, 'data');
  ApiProperty({ type: 'integer', description: 'every row the filters match, not the page' })(page.prototype, 'rowCount');
  ApiProperty({ type: totals })(page.prototype, 'totals');
  return { row: row as Type<unknown>, totals: totals as Type<unknown>, page: page as Type<unknown> };
}

/** A filter's query parameters, documented. */
function filterQueries(f: ReportFilter): MethodDecorator[] {
  const label = f.label.en;
  if (f.type === 'dateRange') {
    return (['From', 'To'] as const).map((end) =>
      ApiQuery({ name: `${f.key}${end}`, required: !!f.required, schema: { type: 'string', example: end === 'From' ? '1405/01/01' : '2026-06-21' }, description: `${label}: ${end === 'From' ? 'the first' : 'the last'} day, included: Jalali (1405/01/01, Persian digits too) or ISO` }),
    );
  }
  if (f.type === 'link') return [ApiQuery({ name: f.key, required: !!f.required, schema: { type: 'integer', minimum: 1 }, description: `${label}: the id of a ${f.entity} row` })];
  if (f.type === 'enum') return [ApiQuery({ name: f.key, required: !!f.required, schema: { type: 'integer', enum: (f.options ?? []).map((o) => o.value) }, description: `${label}: ${(f.options ?? []).map((o) => `${o.value} ${o.label.en}`).join(', ')}` })];
  return [ApiQuery({ name: f.key, required: !!f.required, schema: { type: 'string', maxLength: REPORT_TEXT_MAX }, description: label })];
}

function pagingQueries(report: ReportDefinition): MethodDecorator[] {
  const keys = report.columns.map((c) => c.key);
  return [
    ApiQuery({ name: 'pageIndex', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: REPORT_PAGE_SIZE.max, default: REPORT_PAGE_SIZE.default } }),
    ...sortQueries(report, keys),
  ];
}

function sortQueries(report: ReportDefinition, keys: string[]): MethodDecorator[] {
  const byDefault = report.defaultSort ? ` (by default ${report.defaultSort.key} ${report.defaultSort.direction})` : '';
  return [
    ApiQuery({ name: 'orderBy', required: false, schema: { type: 'string', enum: keys }, description: `the column to sort by${byDefault}; 400 for any other` }),
    ApiQuery({ name: 'orderDirection', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } }),
    ApiQuery({ name: 'sortBy', required: false, schema: { type: 'string', enum: keys }, description: 'the same as orderBy' }),
    ApiQuery({ name: 'sortDirection', required: false, schema: { type: 'string', enum: ['asc', 'desc'] }, description: 'the same as orderDirection' }),
  ];
}

export class ReportControllerBase {
  constructor(readonly reports: ReportService) {}
}

/** The controller of one report. */
export function reportController(report: ReportDefinition): Type<ReportControllerBase> {
  const name = `${pascal(report.name)}ReportController`;
  const cls = { [name]: class extends ReportControllerBase {} }[name]!;
  Reflect.defineMetadata('design:paramtypes', [ReportService], cls);
  Controller()(cls);
  ApiTags(report.area)(cls);
  ApiBearerAuth('bearer')(cls);
  const schemas = answerSchemas(report);
  ApiExtraModels(schemas.row, schemas.totals, schemas.page)(cls);
  const base = reportBasePath(report).replace(/^\//, '');
  const proto = cls.prototype as object;
  // the operation ids read `OperationReport_getFiltered`, `OperationReport_export`, `OperationReport_exportPdf`
  const method = (op: string) => op;

  // getFiltered: a page, the count and the totals
  const list = method('getFiltered');
  const listDescriptor = defineHandler(proto, list, function (this: ReportControllerBase, q: Record<string, unknown>, lang: Language) {
    return this.reports.page(report, q, lang);
  });
  // the query is taken as it came (an Object, which the validation pipe leaves alone) and checked by the kernel
  Reflect.defineMetadata('design:paramtypes', [Object, String], proto, list);
  Query()(proto, list, 0);
  Lang()(proto, list, 1);
  for (const d of [
    Get(`${base}/getFiltered`),
    Access(report.url, VIEW_ACTION.name),
    ApiOperation({ summary: `${report.label.en}: a page of rows, the count of every row and the totals of every filtered row (decimals as exact strings)` }),
    ApiEnvelope({ $ref: getSchemaPath(schemas.page) }),
    ...report.filters.flatMap(filterQueries),
    ...pagingQueries(report),
  ]) d(proto, list, listDescriptor);

  // export: every row as a sheet with a totals row
  const sheet = method('export');
  const sheetDescriptor = defineHandler(proto, sheet, async function (this: ReportControllerBase, q: Record<string, unknown>, lang: Language, reply: FastifyReply) {
    const buffer = await this.reports.workbook(report, q, lang);
    attachment(reply, REPORT_XLSX, `${report.name}-report.xlsx`, `${report.label[lang]}.xlsx`);
    return buffer;
  });
  Reflect.defineMetadata('design:paramtypes', [Object, String, Object], proto, sheet);
  Query()(proto, sheet, 0);
  Lang()(proto, sheet, 1);
  Res({ passthrough: true })(proto, sheet, 2);
  for (const d of [
    Get(`${base}/export`),
    Access(report.url, EXPORT_ACTION.name),
    ApiDownload(REPORT_XLSX, 'the workbook'),
    ApiOperation({ summary: `${report.label.en} as an Excel workbook: every filtered row (at most ${REPORT_EXPORT_LIMIT}, else 422) and a totals row, headers in the Accept-Language` }),
    ...report.filters.flatMap(filterQueries),
    ...sortQueries(report, report.columns.map((c) => c.key)),
  ]) d(proto, sheet, sheetDescriptor);

  // exportPdf: every row as an A4 landscape document with the filters, the totals row and numbered pages
  const pdf = method('exportPdf');
  const pdfDescriptor = defineHandler(proto, pdf, async function (this: ReportControllerBase, q: Record<string, unknown>, lang: Language, reply: FastifyReply) {
    const buffer = await this.reports.pdf(report, q, lang);
    attachment(reply, PDF_MIME, `${report.name}-report.pdf`, `${report.label[lang]}.pdf`);
    return buffer;
  });
  Reflect.defineMetadata('design:paramtypes', [Object, String, Object], proto, pdf);
  Query()(proto, pdf, 0);
  Lang()(proto, pdf, 1);
  Res({ passthrough: true })(proto, pdf, 2);
  for (const d of [
    Get(`${base}/exportPdf`),
    Access(report.url, EXPORT_ACTION.name),
    ApiDownload(PDF_MIME, 'the document'),
    ApiOperation({
      summary: `${report.label.en} as a PDF: A4 landscape, the title and the filters applied, every filtered row (at most ${REPORT_PDF_LIMIT}, else 422: a longer one is taken as Excel) in the visible columns with the header on every page, the totals row, the page number and the printing date; right to left with Persian digits and Jalali days in the Accept-Language fa, left to right in en`,
    }),
    ...report.filters.flatMap(filterQueries),
    ...sortQueries(report, report.columns.map((c) => c.key)),
  ]) d(proto, pdf, pdfDescriptor);
  return cls as Type<ReportControllerBase>;
}
