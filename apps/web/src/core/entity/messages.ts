import { ENTITIES, entityPages } from '@karsaz/entities';
import type { DeepStrings } from '../i18n/types';

/** Texts of the generic entity screens (i18n key `entity`); the entities' own labels are in their definitions. */
export const entityFa = {
  search: 'جست‌وجو',
  searchPlaceholder: 'جست‌وجو در {{title}}…',
  filters: 'فیلترها',
  clearFilters: 'پاک کردن فیلترها',
  any: 'همه',
  yes: 'بله',
  no: 'خیر',
  status: 'وضعیت',
  active: 'فعال',
  inactive: 'غیرفعال',
  actions: 'عملیات',
  add: 'افزودن',
  edit: 'ویرایش',
  view: 'مشاهده',
  delete: 'حذف',
  save: 'ذخیره',
  cancel: 'انصراف',
  close: 'بستن',
  confirm: 'تأیید',
  groupActivate: 'فعال‌سازی گروهی',
  groupDeactivate: 'غیرفعال‌سازی گروهی',
  selectAll: 'انتخاب همه',
  selectRow: 'انتخاب ردیف',
  selectAtLeastOne: 'لطفاً دست‌کم یک مورد را انتخاب کنید.',
  statusConsistency: 'وضعیت همهٔ ردیف‌های انتخاب‌شده باید یکسان باشد.',
  deleteQuestion: 'آیا می‌خواهید {{item}} را حذف کنید؟',
  groupQuestion: '{{action}} {{count}} ردیف انجام شود؟',
  saved: 'ذخیره شد.',
  deleted: 'حذف شد.',
  done: 'انجام شد.',
  noData: 'داده‌ای یافت نشد.',
  rowCount: '{{count}} ردیف',
  rowCount_one: '{{count}} ردیف',
  pageSize: 'تعداد در صفحه',
  createTitle: 'افزودن {{item}}',
  editTitle: 'ویرایش {{item}}',
  viewTitle: '{{item}}',
  required: '«{{field}}» الزامی است.',
  tooLong: '«{{field}}» حداکثر {{max}} نویسه است.',
  notNumber: '«{{field}}» باید عدد باشد.',
  lettersDigits: 'در «{{field}}» فقط حرف و رقم وارد کنید.',
  invalidFormat: 'قالب «{{field}}» درست نیست.',
  codeHint: 'خالی بگذارید تا کد بعدی خودکار داده شود.',
  invalidDate: '«{{field}}» تاریخ شمسی معتبری نیست (مانند ۱۴۰۵/۰۱/۰۱).',
  dateHint: 'تاریخ شمسی، مانند ۱۴۰۵/۰۱/۰۱',
  dateTimeHint: 'تاریخ و ساعت تهران، مانند ۱۴۰۵/۰۱/۰۱ ۰۸:۳۰',
  exportExcel: 'خروجی اکسل',
  attachFile: 'پیوست فایل',
  fileAttached: 'فایل پیوست شد.',
  downloadFile: 'دریافت «{{name}}»',
  importExcel: 'ورود از اکسل',
  importResult: '{{ok}} ردیف ثبت شد و {{failed}} ردیف خطا داشت.',
  importErrors: 'خطاهای ورود',
  importRow: 'ردیف {{row}}',
  createdAt: 'تاریخ ایجاد',
  updatedAt: 'آخرین تغییر',
  loading: 'در حال بارگذاری…',
};

export const entityEn: DeepStrings<typeof entityFa> = {
  search: 'Search',
  searchPlaceholder: 'Search {{title}}…',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  actions: 'Actions',
  add: 'Add',
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Confirm',
  groupActivate: 'Activate selected',
  groupDeactivate: 'Deactivate selected',
  selectAll: 'Select all',
  selectRow: 'Select row',
  selectAtLeastOne: 'Please select at least one item.',
  statusConsistency: 'All the selected rows must have the same status.',
  deleteQuestion: 'Do you want to delete the {{item}}?',
  groupQuestion: '{{action}}: {{count}} rows?',
  saved: 'Saved.',
  deleted: 'Deleted.',
  done: 'Done.',
  noData: 'No data found.',
  rowCount: '{{count}} rows',
  rowCount_one: '{{count}} row',
  pageSize: 'Rows per page',
  createTitle: 'New {{item}}',
  editTitle: 'Edit {{item}}',
  viewTitle: '{{item}}',
  required: '"{{field}}" is required.',
  tooLong: '"{{field}}" is at most {{max}} characters.',
  notNumber: '"{{field}}" must be a number.',
  lettersDigits: 'Only letters and digits in "{{field}}".',
  invalidFormat: '"{{field}}" is not in the right format.',
  codeHint: 'Leave empty to get the next code.',
  invalidDate: '"{{field}}" is not a valid Jalali date (like 1405/01/01).',
  dateHint: 'Jalali date, like 1405/01/01',
  dateTimeHint: 'Jalali date and Tehran time, like 1405/01/01 08:30',
  exportExcel: 'Export to Excel',
  attachFile: 'Attach a file',
  fileAttached: 'The file is attached.',
  downloadFile: 'Download “{{name}}”',
  importExcel: 'Import from Excel',
  importResult: '{{ok}} rows saved, {{failed}} rows had errors.',
  importErrors: 'Import errors',
  importRow: 'Row {{row}}',
  createdAt: 'Created',
  updatedAt: 'Last changed',
  loading: 'Loading…',
};

/** The page titles of the entities (route titles and tabs: `entities.<name>`), from their definitions. */
/** The titles of an entity's form pages (`<page key>#create`, `#edit`, `#view`): 'New third party', 'Edit third party'. */
const FORM_TITLES = {
  fa: { create: 'افزودن {{item}}', edit: 'ویرایش {{item}}', view: '{{item}}' },
  en: { create: 'New {{item}}', edit: 'Edit {{item}}', view: '{{item}}' },
};

// a view's page has a title of its own: `entities.<name>@<url>` (thirdparty@supplier-2)
const titles = (language: 'fa' | 'en'): Record<string, string> => ({
  ...Object.fromEntries(ENTITIES.map((e) => [e.name, e.label.plural[language]])),
  ...Object.fromEntries(entityPages().filter((p) => p.where).map((p) => [p.titleKey.replace(/^entities\./, ''), p.label[language]])),
  ...Object.fromEntries(
    entityPages()
      .filter((p) => p.entity.menu.formPages)
      .flatMap((p) =>
        (['create', 'edit', 'view'] as const).map((mode) => [
          formTitleKey(p.titleKey, mode).replace(/^entities\./, ''),
          FORM_TITLES[language][mode].replace('{{item}}', p.entity.label.singular[language]),
        ]),
      ),
  ),
});

/** The title key of a form page below a list page. */
export function formTitleKey(pageKey: `entities.${string}`, mode: 'create' | 'edit' | 'view'): `entities.${string}` {
  return `${pageKey}#${mode}`;
}
export const entityTitlesFa = titles('fa');
export const entityTitlesEn = titles('en');
