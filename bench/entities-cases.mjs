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

/**
 * `refs`: the rows the cases link to (`province` for cities; `company` and the personnel's references for
 * personnel), read from the seeded database (the raw server gets them in BENCH_REFS); `rows`: how many to insert.
 */
export function casesOf(refs, rows) {
  const province = refs?.province ?? null;
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
    personnel: {
      path: '/api/hr/v1/personnel/getFiltered',
      // the administrator's company's personnel, over the demo's departments, each with its codes and mobile
      insert: [
        `INSERT INTO personnel (company_id, organization_code, first_name, last_name, full_name, father_name, gender, martial, nationality_id, citizen,
                                national_code, default_phone_no, birth_date, birth_location_id, exportation_place_id, employment_type_id,
                                employment_status_id, department_id, start_date, status, updated_at)
         SELECT $1, 'P' || i, 'نام' || i, 'خانواده', 'نام' || i || ' خانواده', 'پدر', 1 + i % 2, 1 + i % 2, $2, 1,
                lpad(i::text, 10, '0'), '0936' || lpad(i::text, 7, '0'), DATE '1980-01-01' + (i % 9000), $3, $3, $4,
                $5, ($6::int[])[1 + i % cardinality($6::int[])], DATE '2015-01-01' + (i % 3000), 1, now()
         FROM generate_series(1, $7::int) AS i`,
        [refs?.company, refs?.country, refs?.city, refs?.employmentType, refs?.employmentStatus, refs?.departments, rows],
      ],
      table: 'personnel',
      async page(pool, key) {
        return compiledPage(pool, 'personnel', { companyId: refs.company, searchText: { contains: listSql.likeLiteral(key) } }, [{ organizationCode: 'asc' }, { id: 'asc' }]);
      },
    },
  };
}

/** The rows the cases link to, read from the seeded database; `company` is the one the bench's token works in. */
export async function refsOf(db, company) {
  const one = async (sql, values = []) => (await db.query(sql, values)).rows[0]?.id ?? null;
  return {
    province: await one('SELECT id FROM province ORDER BY id LIMIT 1'),
    company,
    country: await one('SELECT id FROM country ORDER BY id LIMIT 1'),
    city: await one('SELECT id FROM city ORDER BY id LIMIT 1'),
    employmentType: await one('SELECT id FROM employment_type WHERE company_id = $1 ORDER BY id LIMIT 1', [company]),
    employmentStatus: await one('SELECT id FROM employment_status WHERE company_id = $1 ORDER BY id LIMIT 1', [company]),
    departments: (await db.query('SELECT id FROM department WHERE company_id = $1 ORDER BY id', [company])).rows.map((r) => r.id),
  };
}
