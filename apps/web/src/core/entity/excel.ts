import type { EntityDefinition } from '@karsaz/entities';
import type { Language } from '@karsaz/ui';
import type { TFunction } from 'i18next';
import { describeError } from '../forms/errors';
import type { EntityPage, ListQuery } from './entityApi';
import { cellText, toBody, validateValues, writableFields, type FormValues } from './fields';

/**
 * Excel for every entity (exceljs, loaded only when used): the export holds every row of the filtered list with
 * the list's columns; the import reads a sheet whose first row names the fields (the export's headers, in
 * either language, or the field keys) and creates one row per line, reporting each line that failed and why.
 */

const loadExcel = () => import('exceljs').then((m) => (m.default ?? m) as typeof import('exceljs'));

export interface ImportFailure {
  row: number;
  message: string;
}

function download(data: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function exportRows(entity: EntityDefinition, query: ListQuery, list: (q: ListQuery) => Promise<EntityPage>, language: Language, t: TFunction) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(entity.label.plural[language], { views: [{ rightToLeft: language === 'fa' }] });
  const columns = [...entity.list.columns, ...(entity.activeFlag ? ['isActive'] : [])];
  sheet.columns = columns.map((c) => ({
    header: c === 'isActive' ? t('entity.status') : (entity.fields[c]?.label[language] ?? c),
    key: c,
    width: 24,
  }));
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await list({ ...query, pageIndex, pageSize: 100 });
    for (const row of page.data) {
      sheet.addRow(Object.fromEntries(columns.map((c) => [c, c === 'isActive' ? t(row.isActive ? 'entity.active' : 'entity.inactive') : cellText(entity, c, row, 'en')])));
    }
    if (pageIndex * 100 >= page.rowCount || !page.data.length) break;
  }
  sheet.getRow(1).font = { bold: true };
  download(await workbook.xlsx.writeBuffer(), `${entity.name}.xlsx`);
}

export async function importRows(
  entity: EntityDefinition,
  file: File,
  language: Language,
  create: (body: Record<string, unknown>) => Promise<unknown>,
  t: TFunction,
): Promise<{ ok: number; failures: ImportFailure[] }> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: 0, failures: [{ row: 1, message: t('entity.noData') }] };
  // which field each column holds, by the header's label in either language or the field's key
  const byHeader = new Map<string, string>();
  for (const [key, def] of writableFields(entity)) for (const name of [key, def.label.fa, def.label.en]) byHeader.set(name.trim().toLowerCase(), key);
  const fieldOfColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byHeader.get(String(cell.text ?? '').trim().toLowerCase());
    if (key) fieldOfColumn.set(col, key);
  });
  let ok = 0;
  const failures: ImportFailure[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const line = sheet.getRow(r);
    if (!line.hasValues) continue;
    const values: FormValues = {};
    fieldOfColumn.forEach((key, col) => {
      const text = String(line.getCell(col).text ?? '').trim();
      values[key] = entity.fields[key]?.type === 'boolean' ? ['1', 'true', 'بله', 'yes', t('entity.active')].includes(text.toLowerCase()) : text;
    });
    const errors = validateValues(entity, values, t, language, { codeOptional: true });
    if (Object.keys(errors).length) {
      failures.push({ row: r, message: Object.values(errors).join(' ') });
      continue;
    }
    try {
      await create(toBody(entity, values));
      ok++;
    } catch (error) {
      const d = describeError(error, t);
      failures.push({ row: r, message: [d.message, ...d.otherErrors, ...Object.values(d.fieldErrors)].join(' ') });
    }
  }
  return { ok, failures };
}
