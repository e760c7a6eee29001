// The cases of bench/entities.mjs, shared by the bench and its raw-pg server (entities-raw.mjs): per entity, how its
// rows are made, its list path, and the statements the engine sends for one page (the rows, the linked rows
// Prisma's include reads, the count), the same in both servers.
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
      async page(pool, like) {
        const where = `search_text LIKE $1`; // docs/search.md
        const [page, count] = await Promise.all([
          pool.query(`SELECT id, code, name_fa, name_en, province_id, phone_prefix, is_active, version, created_at, created_by, updated_at, updated_by FROM city WHERE ${where} ORDER BY name_fa ASC, id ASC LIMIT 10 OFFSET 0`, [like]),
          pool.query(`SELECT COUNT(*)::int AS n FROM city WHERE ${where}`, [like]),
        ]);
        const ids = [...new Set(page.rows.map((r) => r.province_id))];
        const provinces = ids.length ? (await pool.query('SELECT id, name_fa FROM province WHERE id = ANY($1)', [ids])).rows : [];
        return { data: page.rows.map((r) => ({ ...r, province: provinces.find((p) => p.id === r.province_id) })), rowCount: count.rows[0].n };
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
      async page(pool, like) {
        const where = `search_text LIKE $1`; // docs/search.md
        const [page, count] = await Promise.all([
          pool.query(`SELECT * FROM third_party WHERE ${where} ORDER BY full_name ASC, id ASC LIMIT 10 OFFSET 0`, [like]),
          pool.query(`SELECT COUNT(*)::int AS n FROM third_party WHERE ${where}`, [like]),
        ]);
        const kinds = async (table, col) => {
          const ids = [...new Set(page.rows.map((r) => r[col]).filter((v) => v !== null))];
          return ids.length ? (await pool.query(`SELECT id, name_fa FROM ${table} WHERE id = ANY($1)`, [ids])).rows : [];
        };
        const [activities, guilds] = await Promise.all([kinds('activity_type', 'activity_type_id'), kinds('guild_type', 'guild_type_id')]);
        const data = page.rows.map((r) => ({ ...r, activityType: activities.find((a) => a.id === r.activity_type_id) ?? null, guildType: guilds.find((g) => g.id === r.guild_type_id) ?? null }));
        return { data, rowCount: count.rows[0].n };
      },
    },
  };
}
