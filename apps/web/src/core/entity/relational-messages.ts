import type { DeepStrings } from '../i18n/types';

/**
 * Texts of the relational field kinds on the generic screens (i18n key `relational`): a set of linked rows, the
 * attachments of a row, values unique within their parent.
 */
export const relationalFa = {
  duplicateWithin: '«{{field}}» واردشده تکراری است.',
  attachments: {
    add: 'افزودن پیوست',
    type: 'نوع پیوست',
    title: 'عنوان',
    code: 'کد',
    file: 'فایل',
    fileName: 'نام فایل',
    size: 'حجم',
    upload: 'بارگذاری',
    download: 'دریافت {{name}}',
    remove: 'حذف {{name}}',
    removeQuestion: 'آیا می‌خواهید پیوست «{{name}}» را حذف کنید؟',
    uploaded: 'پیوست بارگذاری شد.',
    removed: 'پیوست حذف شد.',
    none: 'پیوستی ثبت نشده است.',
    tooLarge: '«فایل» بزرگ‌تر از {{mb}} مگابایت است.',
    kb: '{{n}} کیلوبایت',
  },
};

export const relationalEn: DeepStrings<typeof relationalFa> = {
  duplicateWithin: 'The entered "{{field}}" is a duplicate.',
  attachments: {
    add: 'Add an attachment',
    type: 'Attachment type',
    title: 'Title',
    code: 'Code',
    file: 'File',
    fileName: 'File name',
    size: 'Size',
    upload: 'Upload',
    download: 'Download {{name}}',
    remove: 'Remove {{name}}',
    removeQuestion: 'Do you want to remove the attachment “{{name}}”?',
    uploaded: 'The attachment was uploaded.',
    removed: 'The attachment was removed.',
    none: 'No attachments yet.',
    tooLarge: '"File" is larger than {{mb}} MB.',
    kb: '{{n}} KB',
  },
};
