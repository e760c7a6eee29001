import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';

/**
 * نقش: identity's Role (a hand-written model in prisma/schema/identity.prisma, administered on
 * /access-management-2) seen by the entity engine only as a link target: a cost centre's authorized roles point at
 * it. `storage: 'external'` keeps the generator and the engine's controllers off it; the two reads its lookups need,
 * `GET Role/GetActiveRoles` and `GET Role/GetRoleById?roleId=`, are served by hand in
 * apps/api/src/modules/engineering/role-lookup.controller.ts.
 */
export const role = defineEntity({
  name: 'role',
  model: 'Role',
  table: 'role',
  area: 'identity',
  storage: 'external',
  ...serviceRoutes('Role', {
    getActives: ['GET', 'GetActiveRoles'],
    getById: ['GET', 'GetRoleById', 'roleId'],
  }),
  label: { singular: { fa: 'نقش', en: 'Role' }, plural: { fa: 'نقش‌ها', en: 'Roles' } },
  scope: 'global',
  fields: {
    name: { type: 'string', label: { fa: 'نام نقش', en: 'Role name' }, required: true, unique: true, max: 100 },
    title: { type: 'string', label: { fa: 'عنوان نقش', en: 'Role title' }, required: true, max: 200 },
  },
  titleField: 'title',
  searchFields: ['title', 'name'],
  list: { columns: ['name', 'title'], sort: { field: 'title', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/access-management-2', parent: 'BaseInformation', page: false },
});
