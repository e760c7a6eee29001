import type { EntityDefinition } from '@karsaz/entities';
import type { Language } from '@karsaz/ui';
import type { TFunction } from 'i18next';
import type { EntityPage, ListQuery } from './entityApi';
import { cellText } from './fields';

/**
 * The Excel export of every entity (exceljs, loaded only when used): every row of the filtered list with the
 * list's columns. The import of such a sheet is the server's (`{entity}/import/preview`, ImportDialog): its
 * column titles are the ones written here.
 */

const loadExcel = () => import('exceljs').then((m) => (m.default ?? m) as typeof import('exceljs'));

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
