import { Injectable } from '@nestjs/common';
import { defineEntity } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { DomainException, type RawFieldError } from '../../core/http/errors';
import { fieldMessage, type Lang } from '../../core/i18n/messages';
import { ImportService } from '../../core/entity/import.service';
import { insertPunches, personnelByCode } from './punch-store';

/**
 * Punches from a sheet (Excel .xlsx or CSV): one punch a row, its columns the personnel code, the day (Jalali
 * `1405/09/06` or ISO `2026-11-27`, Persian digits taken) and the time (`08:05`), by their titles in Persian or
 * English or these keys. The cells are read by the kernel's sheet reader (the list import's: ImportService.read), the
 * codes matched to the company's personnel in one query; every bad row answers 400 as `rows[3].date` (the row as
 * the sheet numbers it, the header is row 1) and nothing is written; a good sheet is written in one transaction, a
 * punch already there (or repeated in the file) counted as a duplicate, not a second row.
 */

/** The columns of a punch sheet, as a definition the sheet reader takes (no table, no routes: never served). */
export const punchSheet = defineEntity({
  name: 'attendancepunchsheet',
  model: 'AttendancePunchSheet',
  table: 'attendance_punch_sheet',
  area: 'hr',
  basePath: '/api/hr/v1/attendancepunch',
  routes: {},
  storage: 'external',
  label: { singular: { fa: 'ردیف تردد', en: 'Punch row' }, plural: { fa: 'ردیف‌های تردد', en: 'Punch rows' } },
  scope: 'company',
  fields: {
    personnelCode: { type: 'string', label: { fa: 'کد پرسنلی', en: 'Personnel code' }, required: true, max: 20, format: 'code' },
    date: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    time: { type: 'time', label: { fa: 'ساعت', en: 'Time' }, required: true },
  },
  titleField: 'personnelCode',
  searchFields: [],
  list: { columns: ['personnelCode', 'date', 'time'] },
  activeFlag: false,
  menu: { url: '/attendance-punch-2', parent: 'HumanResourceInformation', page: false },
});

export interface PunchImportResult {
  /** rows read */
  rows: number;
  inserted: number;
  duplicates: number;
  summary: { fa: string; en: string };
}

const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

@Injectable()
export class PunchImport {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sheets: ImportService,
  ) {}

  async importSheet(companyId: number, file: Buffer, userId: number | null, lang: Lang = 'fa'): Promise<PunchImportResult> {
    const { rows, errors } = await this.sheets.read(punchSheet, file, {}, { csv: true });
    const bad = new Set(errors.map((e) => e.row));
    const good = rows.filter((r) => !bad.has(r.row));
    const codes = await personnelByCode(this.prisma, companyId, good.map((r) => String(r.data.personnelCode)));
    const problems: (RawFieldError & { row: number })[] = [...errors];
    for (const r of good) {
      if (!codes.has(String(r.data.personnelCode))) {
        problems.push({ row: r.row, field: 'personnelCode', constraint: 'linkExists', args: [], fallback: `no personnel has the code ${String(r.data.personnelCode)}` });
      }
    }
    if (problems.length) {
      problems.sort((a, b) => a.row - b.row);
      // each a sentence naming the row and the column, in the caller's language
      throw new DomainException(400, 'VALIDATION', {
        fieldErrors: problems.slice(0, 500).map((e) => ({
          field: `rows[${e.row}].${e.field}`,
          constraint: 'sheetRow',
          args: [lang === 'fa' ? fa(e.row) : String(e.row), fieldMessage(e.constraint, e.field, e.args, lang, e.fallback, punchSheet)],
          fallback: `row ${e.row}: ${e.fallback}`,
        })),
      });
    }
    const punches = good.map((r) => ({
      personnelId: codes.get(String(r.data.personnelCode))!,
      punchedAt: `${String(r.data.date)} ${String(r.data.time)}:00`,
      source: 2 as const,
    }));
    const written = await this.prisma.$transaction((tx) => insertPunches(tx, companyId, punches, userId), { timeout: 120_000 });
    return {
      rows: rows.length,
      ...written,
      summary: {
        fa: `${fa(rows.length)} ردیف خوانده شد: ${fa(written.inserted)} تردد ثبت شد، ${fa(written.duplicates)} تکراری.`,
        en: `${rows.length} rows read: ${written.inserted} punches added, ${written.duplicates} duplicates.`,
      },
    };
  }
}
