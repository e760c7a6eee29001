import { description } from '../base-data/common';
import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { nameAndCode } from './common';

const DOCUMENT_MENU = '/document-detail-2';

/**
 * مستندات (spec platform-core §7 "DocumentDetail"): a document's record (its type, number, dates) and the one file
 * attached to it. The engine serves `Add, Edite, Active, Inactive, GetDocumentDetailById, lists, Disable`; the
 * file travels through the hand-written `POST DocumentDetail/Upload` (multipart: `documentDetailId`, `file`) and
 * `GET DocumentDetail/Download?documentDetailId=` in apps/api/src/modules/engineering, which fill the read-only
 * file fields below.
 */
export const documentDetail = defineEntity({
  name: 'documentdetail',
  model: 'DocumentDetail',
  table: 'document_detail',
  area: 'service',
  ...serviceRoutes(
    'DocumentDetail',
    {
      create: ['POST', 'Add'],
      update: ['PUT', 'Edite'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetDocumentDetailById', 'documentDetailId'],
      list: ['GET', 'GetDocumentDetailList'],
      getActives: ['GET', 'GetActiveDocumentDetailList'],
      disable: ['DELETE', 'Disable', 'documentDetailId'],
    },
    [{ kind: 'list', by: 'documentTypeId', path: 'GetsByDocumentTypeId', param: 'documentTypeId' }],
  ),
  label: { singular: { fa: 'مستند', en: 'Document' }, plural: { fa: 'مستندات', en: 'Documents' } },
  scope: 'company',
  fields: {
    ...nameAndCode,
    documentTypeId: { type: 'link', entity: 'documenttype', label: { fa: 'نوع مستند', en: 'Document type' }, required: true },
    issueDate: { type: 'date', label: { fa: 'تاریخ صدور', en: 'Issue date' } },
    expiryDate: { type: 'date', label: { fa: 'تاریخ انقضا', en: 'Expiry date' } },
    description,
    fileName: { type: 'string', label: { fa: 'نام فایل', en: 'File name' }, readOnly: true, max: 255 },
    contentType: { type: 'string', label: { fa: 'نوع فایل', en: 'Content type' }, readOnly: true, max: 150 },
    fileSize: { type: 'int', label: { fa: 'حجم فایل (بایت)', en: 'File size (bytes)' }, readOnly: true },
    objectKey: { type: 'string', label: { fa: 'کلید فایل', en: 'Object key' }, readOnly: true, max: 300 },
  },
  titleField: 'name',
  searchFields: ['name', 'code', 'fileName'],
  list: { columns: ['code', 'name', 'documentTypeId', 'issueDate', 'expiryDate', 'fileName'], filters: ['documentTypeId'], sort: { field: 'code', direction: 'asc' } },
  form: { sections: [{ fields: ['code', 'name', 'documentTypeId', 'issueDate', 'expiryDate', 'description'] }] },
  attachment: { upload: 'Upload', download: 'Download', idParam: 'documentDetailId', nameField: 'fileName' },
  activeFlag: true,
  code: { field: 'code', width: 5 },
  menu: { url: DOCUMENT_MENU, parent: 'EngineeringSystem', icon: 'file-upload' },
});
