// The cases of bench/entities.mjs, shared by the bench and its raw-pg server (entities-raw.mjs): per entity, how its
// rows are made, its list path, and the statement the engine sends for one page (list-sql.ts), the same in both
// servers.
import { join } from 'node:path';
import { requireApi, root } from './karsaz.mjs';

const listSql = requireApi(join(root, 'apps/api/dist/core/entity/list-sql.js'));
const { findEntity } = requireApi('@karsaz/entities');

/**
 * One 10-row page as the engine asks for it: the statement its compiler (list-sql.ts) makes from the where and order
 * getFiltered builds for a search, so both servers send the same SQL.
 */
async function compiledPage(pool, entity, where, orderBy) {
  const compiled = listSql.compileList(findEntity(entity), where, orderBy, 0, 10);
  const { rows, count } = listSql.listRows(compiled, (await pool.query(compiled.text, compiled.values)).rows);
  return { data: rows, rowCount: count };
}

/** `province`: the id of a province the cities link to (null where no case inserts rows); `rows`: how many. */
export function casesOf(province, rows) {
  return {
    city: {
      path: '/api/base-data/v1/city/getFiltered',
      insert: [
        `INSERT INTO city (code, name_fa, name_en, province_id, phone_prefix, updated_at)
         SELECT 'B' || i, 'شهر نمونهٔ ' || i, 'Sample city ' || i, $1, '0' || (10 + i % 89), now() FROM generate_series(1, $2::int) AS i`,
        [province, rows],
      ],
      table: 'city',
      async page(pool, key) {
        return compiledPage(pool, 'city', { searchText: { contains: listSql.likeLiteral(key) } }, [{ nameFa: 'asc' }, { id: 'asc' }]);
      },
    },
    thirdparty: {
      path: '/api/meta-data/v1/thirdparty/getFiltered',
      // persons and companies, a tenth of them suppliers, each with its organisation code and mobile number
      insert: [
        `INSERT INTO third_party (kind, first_name, last_name, company_name, full_name, organization_code, mobile_number, is_supplier, is_employer, updated_at)
         SELECT CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END,
                CASE WHEN i % 5 = 0 THEN NULL ELSE 'نام' || i END, CASE WHEN i % 5 = 0 THEN NULL ELSE 'خانواده' END,
                CASE WHEN i % 5 = 0 THEN 'شرکت ' || i END,
                CASE WHEN i % 5 = 0 THEN 'شرکت ' || i ELSE 'نام' || i || ' خانواده' END,
                'T' || i, '0935' || lpad(i::text, 7, '0'), i % 10 = 0, i % 7 = 0, now()
         FROM generate_series(1, $1::int) AS i`,
        [rows],
      ],
      table: 'third_party',
      async page(pool, key) {
        return compiledPage(pool, 'thirdparty', { searchText: { contains: listSql.likeLiteral(key) } }, [{ fullName: 'asc' }, { id: 'asc' }]);
      },
    },
  };
}
