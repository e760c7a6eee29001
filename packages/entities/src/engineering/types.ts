import { description, codeAndNames } from '../base-data/common';
import { defineEntity, type Text } from '../definition';
import { serviceRoutes } from '../routes';

/**
 * The type lists the service API reads (`CostCenterType/GetCostCenterTypes`, `ProjectType/GetProjectTypes`); the
 * spec names only the list, the rest follows the service API's plain names. Their screens are base data.
 */
function typeList(entity: string, name: string, table: string, singular: Text, plural: Text, url: string, icon: string) {
  return defineEntity({
    name,
    model: entity,
    table,
    area: 'service',
    ...serviceRoutes(entity, {
      create: ['POST', 'Create'],
      update: ['PUT', 'Update'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetById', 'Id'],
      list: ['GET', `Get${entity}s`],
      getActives: ['GET', `GetActive${entity}s`],
      remove: ['DELETE', 'Delete', 'Id'],
    }),
    label: { singular, plural },
    scope: 'global',
    fields: { ...codeAndNames, description },
    titleField: 'nameFa',
    searchFields: ['nameFa', 'nameEn', 'code'],
    list: { columns: ['code', 'nameFa', 'nameEn'], sort: { field: 'code', direction: 'asc' } },
    activeFlag: true,
    code: { field: 'code', width: 2 },
    menu: { url, parent: 'BaseInformation', icon },
  });
}

export const costCenterType = typeList(
  'CostCenterType', 'costcentertype', 'cost_center_type',
  { fa: 'نوع مرکز هزینه', en: 'Cost-centre type' }, { fa: 'انواع مرکز هزینه', en: 'Cost-centre types' },
  '/cost-center-type-2', 'chart-pie',
);

export const projectType = typeList(
  'ProjectType', 'projecttype', 'project_type',
  { fa: 'نوع پروژه', en: 'Project type' }, { fa: 'انواع پروژه', en: 'Project types' },
  '/project-type-2', 'folders',
);

/** The kinds of engineering document (a contract, a drawing, a permit): `DocumentType/GetDocumentTypes`. */
export const documentType = typeList(
  'DocumentType', 'documenttype', 'document_type',
  { fa: 'نوع مستند', en: 'Document type' }, { fa: 'انواع مستند', en: 'Document types' },
  '/document-type-2', 'file-description',
);
