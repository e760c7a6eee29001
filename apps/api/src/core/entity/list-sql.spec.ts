import { findEntity } from '@karsaz/entities';
import { compileList, likeLiteral, listRows, whereSql } from './list-sql';

/**
 * The list compiler's rules without a database (test/int/entities.int.ts compares its answers with Prisma's for
 * every entity): what it compiles, what it hands back to Prisma, and that a term's wildcards are matched as text.
 */
describe('list-sql', () => {
  const city = findEntity('city')!;

  it('compiles a search, a filter and the company-style AND into one statement with the count and the province title', () => {
    const compiled = compileList(city, { AND: [{ isActive: true }], searchText: { contains: 'تهران' }, provinceId: 3 }, [{ nameFa: 'asc' }, { id: 'asc' }], 20, 10)!;
    expect(compiled.text).toContain('count(*)::int AS "__count"');
    expect(compiled.text).toContain('LEFT JOIN "province" __l0 ON __l0.id = t."province_id"');
    expect(compiled.text).toContain('t."search_text" LIKE $2::text');
    expect(compiled.text).toContain('ORDER BY t."name_fa" ASC, t."id" ASC LIMIT $4::int OFFSET $5::bigint');
    expect(compiled.values).toEqual([true, '%تهران%', 3, 10, 20]);
    expect(compiled.selected).not.toContain('searchText');
  });

  it('sends contains into LIKE as Prisma does, and likeLiteral makes a term’s % _ and \\ match themselves', () => {
    const values: unknown[] = [];
    expect(likeLiteral('50%_a\\')).toBe('50\\%\\_a\\\\');
    expect(whereSql(city, { nameFa: { contains: likeLiteral('50%_a'), mode: 'insensitive' } }, values)).toBe('t."name_fa" ILIKE $1::text');
    expect(values).toEqual(['%50\\%\\_a%']);
  });

  it('sends a day, a moment and an empty in-list as PostgreSQL reads them', () => {
    const values: unknown[] = [];
    expect(whereSql(city, { createdAt: { gte: new Date('2026-03-21T10:00:00.000Z') }, id: { in: [] } }, values)).toBe('t."created_at" >= $1::timestamptz AND false');
    expect(values).toEqual(['2026-03-21T10:00:00.000Z']);
  });

  it('compiles a filter through links as EXISTS on the linked tables (a punch by its person, a request’s own rows)', () => {
    const values: unknown[] = [];
    expect(whereSql(findEntity('attendancepunch')!, { personnel: { searchText: { contains: 'علی' } } }, values)).toBe(
      'EXISTS (SELECT 1 FROM "personnel" t_personnel WHERE t_personnel.id = t."personnel_id" AND t_personnel."search_text" LIKE $1::text)',
    );
    const own = whereSql(findEntity('leaveextension')!, { OR: [{ leaveRequest: { personnel: { thirdPartyId: 7 } } }, { createdBy: 3 }] }, values)!;
    expect(own).toContain('EXISTS (SELECT 1 FROM "leave_request" t_leave_request WHERE t_leave_request.id = t."leave_request_id" AND EXISTS (SELECT 1 FROM "personnel" t_leave_request_personnel');
    expect(own).toContain('t_leave_request_personnel."third_party_id" = $2::int');
    expect(values).toEqual(['%علی%', 7, 3]);
  });

  it('leaves to Prisma what it does not know: a relation filter, an unknown field or operator, a set of rows', () => {
    expect(compileList(city, { province: { is: { code: 'x' } } }, [{ id: 'desc' }], 0, 10)).toBeNull();
    expect(compileList(city, { nameFa: { startsWith: 'x' } }, [{ id: 'desc' }], 0, 10)).toBeNull();
    expect(compileList(city, {}, [{ province: 'asc' }], 0, 10)).toBeNull();
    expect(compileList(findEntity('shiftrotation')!, {}, [{ id: 'desc' }], 0, 10)).toBeNull();
  });

  it('rebuilds the rows as findMany answers them, and the count of a page past the end', () => {
    const compiled = compileList(city, {}, [{ id: 'desc' }], 0, 10)!;
    const [row] = listRows(compiled, [{ __count: 7, ...Object.fromEntries(compiled.selected.map((f) => [f, f === 'id' ? 5 : null])), __l0_id: 2, __l0_t: 'تهران' }]).rows;
    expect(row).toMatchObject({ id: 5, province: { id: 2, nameFa: 'تهران' } });
    expect(Object.keys(row!)).toEqual([...compiled.selected, 'province']);
    expect(listRows(compiled, [{ __count: 7, id: null }])).toEqual({ rows: [], count: 7 });
  });
});
