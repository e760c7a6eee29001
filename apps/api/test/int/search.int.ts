import fc from 'fast-check';
import { ENTITIES, findEntity, searchColumns, searchLinks } from '@karsaz/entities';
import { SEARCH_KEY_DROPS, SEARCH_KEY_FOLDS, searchKey } from '@karsaz/domain';
import { startTestApp, type TestApp } from './support';
import { USER, adminToken } from './identity-support';

/**
 * Persian-aware search (docs/search.md): a search term and the stored text are reduced to the same search key, by
 * searchKey (packages/domain) for the term and its SQL twin karsaz_search_key for the text, kept in search_text by a
 * trigger and searched on its trigram index.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const country = findEntity('country')!;
const NAME = 'کشور یکم آزمایشی';

describe('Persian search', () => {
  let t: TestApp;
  let admin: string;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    id = (await t.http().post(`${country.basePath}/create`).set(bearer(admin)).send({ code: 'YK1', nameFa: NAME, nameEn: 'First Test Country' }).expect(200)).body.value.id;
  });
  afterAll(() => t.close());

  const search = async (searchTerm: string, base = country.basePath): Promise<{ id: number; nameFa: string }[]> =>
    (await t.http().get(`${base}/getFiltered`).set(bearer(admin)).query({ searchTerm, pageSize: 50 }).expect(200)).body.value.data;

  it.each([
    ['the name as saved', 'کشور یکم'],
    ['Arabic Yeh and Kaf, as Arabic keyboard layouts type them', 'كشور يكم'],
    ['Persian digits in the code', 'YK۱'],
    ['Arabic-Indic digits in the code', 'YK١'],
    ['the code in small letters', 'yk1'],
    ['an alef without its madda', 'ازمایشی'],
    ['an alef with a hamza', 'أزمایشی'],
    ['a half-space (ZWNJ) where the name has a space', 'یکم\u200cآزمایشی'],
    ['diacritics (harakat)', 'کِشوَر یَکُم'],
    ['a tatweel', 'کشـــور'],
    ['runs of spaces and spaces around', '  کشور    یکم  '],
    ['all of them at once', ' كِشـور\u200cيكم  ازمايشي '],
  ])('finds «%s»: %s', async (_what, term) => {
    const rows = await search(term);
    expect(rows.map((r) => r.id)).toContain(id);
  });

  it('answers the name as typed, without its search text', async () => {
    const [row] = await search('YK۱');
    expect(row).toMatchObject({ id, nameFa: NAME, code: 'YK1' });
    expect(row).not.toHaveProperty('searchText');
    const one = (await t.http().get(`${country.basePath}/getById`).set(bearer(admin)).query({ Id: id }).expect(200)).body.value;
    expect(one).not.toHaveProperty('searchText');
  });

  it('finds a name saved with diacritics, a tatweel and a half-space by its plain spelling, and keeps it as typed', async () => {
    const typed = 'جمهوریِ‌اسلامـی ة';
    const made = (await t.http().post(`${country.basePath}/create`).set(bearer(admin)).send({ code: 'YK2', nameFa: typed }).expect(200)).body.value.id;
    expect((await search('جمهوری اسلامی ه')).map((r) => r.id)).toEqual([made]);
    expect((await t.http().get(`${country.basePath}/getById`).set(bearer(admin)).query({ Id: made }).expect(200)).body.value.nameFa).toBe(typed);
  });

  it('keeps the search text on update, and finds no longer what was renamed away', async () => {
    const row = (await t.http().post(`${country.basePath}/create`).set(bearer(admin)).send({ code: 'YK3', nameFa: 'کشور سوم' }).expect(200)).body.value;
    const current = (await t.http().get(`${country.basePath}/getById`).set(bearer(admin)).query({ Id: row.id }).expect(200)).body.value;
    await t.http().put(`${country.basePath}/update`).set(bearer(admin)).send({ id: row.id, version: current.version, code: 'YK3', nameFa: 'سرزمین آبی' }).expect(200);
    expect((await search('سرزمين ابي')).map((r) => r.id)).toEqual([row.id]);
    expect(await search('کشور سوم')).toEqual([]);
  });

  it('matches a %, _ or \\ in a term as itself, not as a wildcard (Prisma’s contains sends it to LIKE as it is)', async () => {
    const made = (await t.http().post(`${country.basePath}/create`).set(bearer(admin)).send({ code: 'YK5', nameFa: 'کشور ۵۰% تخفیف_دار' }).expect(200)).body.value.id;
    expect((await search('%')).map((r) => r.id)).toEqual([made]);
    expect((await search('۵۰%')).map((r) => r.id)).toEqual([made]);
    expect((await search('_')).map((r) => r.id)).toEqual([made]);
    expect(await search('\\')).toEqual([]);
  });

  it('does not match a term across two fields', async () => {
    // «آزمایشی» ends the Persian name and «First» begins the English one
    expect(await search('ازمایشی first')).toEqual([]);
  });

  it('stores the search keys of the search fields, one a line, exactly as searchKey makes them', async () => {
    const rows = await t.infra.db.prisma.$queryRawUnsafe<{ search_text: string; name_fa: string; name_en: string | null; code: string }[]>(
      'SELECT search_text, name_fa, name_en, code FROM country WHERE id = $1',
      id,
    );
    const r = rows[0]!;
    expect(r.search_text).toBe([r.name_fa, r.name_en, r.code].filter((v) => v !== null).map((v) => searchKey(v!)).join('\n'));
    expect(r.search_text).toBe('کشور یکم ازمایشی\nfirst test country\nyk1');
  });

  /** The SQL function's keys of `texts`, in order. */
  const sqlKeys = async (texts: string[]): Promise<string[]> =>
    (await t.infra.db.prisma.$queryRawUnsafe<{ k: string }[]>('SELECT karsaz_search_key(s) AS k FROM unnest($1::text[]) WITH ORDINALITY AS x(s, i) ORDER BY i', texts)).map((r) => r.k);

  it('gives the same key in SQL as in TypeScript for every character the tables name, and for mixed strings', async () => {
    const special = [...SEARCH_KEY_FOLDS.map(([f]) => f), ...SEARCH_KEY_DROPS];
    const samples = [...special, ...special.map((c) => ` a${c}${c}b `), NAME, 'كشور  يكم\u200cآزمايشي YK۱', '', '   ', '\u200c\u200c', 'ـ', 'İstanbul ÉCOLE'];
    expect(await sqlKeys(samples)).toEqual(samples.map(searchKey));
    const alphabet = fc.constantFrom(...special, ...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی', ...'azAZ09 ', '\u0654', '\u0653', 'ئ', 'ؤ', '؟');
    const mixed = fc.string({ unit: alphabet, maxLength: 24 });
    const anything = fc.string({ unit: 'binary', maxLength: 16 }).map((s) => s.replace(/\u0000/g, ''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(mixed, anything), { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await sqlKeys(texts)).toEqual(texts.map(searchKey));
      }),
      { numRuns: 60 },
    );
  });

  it('is a key: searching a key for itself changes nothing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => searchKey(searchKey(s)) === searchKey(s)));
  });

  it('has the trigger that keeps search_text on every searchable table, over the columns searched', async () => {
    const defs = new Map(
      (await t.infra.db.prisma.$queryRawUnsafe<{ tgname: string; def: string }[]>("SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname LIKE '%search_text'")).map((r) => [r.tgname, r.def]),
    );
    const missing: string[] = [];
    for (const e of ENTITIES) {
      const cols = searchColumns(e);
      if (!cols.length) continue;
      const def = defs.get(`${e.table}_search_text`) ?? '';
      // a new searchable entity's migration needs searchTriggerSql(entity) and searchBackfillSql(entity) (@karsaz/entities)
      if (!def.includes(`UPDATE OF ${cols.join(', ')} ON public.${e.table} `) || !def.includes(`karsaz_fill_search_text(${cols.map((c) => `'${c}'`).join(', ')})`)) missing.push(e.table);
    }
    expect(missing).toEqual([]);
  });

  it('searches on the trigram index of search_text, for the page and for the count', async () => {
    // rows made in SQL (the trigger keys them too); on a table this small PostgreSQL would rather read it all, so
    // sequential scans are turned off to see the plan it takes when the table is large (bench/entities.mjs)
    await t.infra.db.prisma.$executeRawUnsafe(
      `INSERT INTO country (code, name_fa, name_en, updated_at) SELECT 'B' || g, 'کشور نمونهٔ ' || g, 'Sample country ' || g, now() FROM generate_series(1, 3000) g`,
    );
    await t.infra.db.prisma.$executeRawUnsafe('ANALYZE country');
    // the statements Prisma sends for the list (captured from its query log), explained
    const { PrismaClient } = await import('../../src/generated/prisma/client');
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const logged = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
    const queries: { query: string; params: string }[] = [];
    logged.$on('query', (e) => queries.push({ query: e.query, params: e.params }));
    try {
      const { searchCondition } = await import('../../src/core/entity/entity.service');
      const where = searchCondition(country, searchKey('YK۱'));
      const [rows, count] = await Promise.all([
        logged.country.findMany({ where, orderBy: [{ nameFa: 'asc' }, { id: 'asc' }], take: 10, skip: 0, select: { id: true } }),
        logged.country.count({ where }),
      ]);
      expect(rows.map((r) => r.id)).toEqual([id]);
      expect(count).toBe(1);
      const searched = queries.filter((q) => q.query.includes('search_text'));
      expect(searched.length).toBe(2);
      for (const q of searched) {
        const params = JSON.parse(q.params) as unknown[];
        const explained = await t.infra.db.prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
          return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${q.query}`, ...params);
        });
        const plan = explained.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toContain('country_search_text_trgm');
        expect(plan).not.toMatch(/Seq Scan on country/);
      }
    } finally {
      await logged.$disconnect();
    }
  });

  it('finds a user by a name typed with Arabic letters and Persian digits (the hand-written user search)', async () => {
    const user = await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' }, select: { id: true, thirdParty: { select: { fullName: true } } } });
    const name = user.thirdParty.fullName!;
    expect(name).toMatch(/[یک]/);
    const ids = async (searchTerm: string) => (await t.http().get(`${USER}/gets`).set(bearer(admin)).query({ searchTerm, pageSize: 100 }).expect(200)).body.value.data.map((u: { id: number }) => u.id);
    expect(await ids(name.replace(/ی/g, 'ي').replace(/ک/g, 'ك'))).toContain(user.id);
    expect(await ids('۰۹۱۲۰۰۰۰۰۰۰')).toContain(user.id);
  });
});

describe('search keys in ENTITIES', () => {
  it('every entity with a search has text to search: its own text columns, a linked row\'s (a punch by its person), or its title\'s option labels (a payroll month)', () => {
    const without = ENTITIES.filter((e) => e.storage !== 'external' && !searchColumns(e).length && !searchLinks(e).length && e.fields[e.titleField]?.type !== 'enum').map((e) => e.name);
    expect(without).toEqual([]);
  });
});
