import { ENTITIES, findEntity, referrersOf, routePath, sampleRow, type EntityDefinition, type FieldDefinition } from '@karsaz/entities';
import { LINES_FROM_PARENT, NEEDED_LINKS, UNREFERABLE, arrangeLine, companyOfToken, financeArrange, freeUniqueInts, leaveMissionArrange, partyRoles, recruitmentArrange, dealerArrange, settleState } from './generic-arrange';
import { startTestApp, type TestApp } from './support';
import { listSqlSwitch } from '../../src/core/entity/list-sql';
import { USER, freshMobile, refresh, signUpUser } from './identity-support';

/**
 * The suite every entity of packages/entities gets from its definition: create, read, list and search, update,
 * stale update, activation with the group rules, delete and referenced delete, bad input and duplicates, each on
 * the entity's own routes in the contract's naming.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const RUN = Date.now() % 100000;

describe('the entity engine', () => {
  let t: TestApp;
  let admin: string;
  /** the same administrator, signed in to the demo organisation's other company */
  let otherCompany: string;
  let seq = 0;
  /**
   * A sample row of `entity`. Its unique numbers (a calendar's year, 151 years wide) count per entity: taken from
   * the suite's one counter, two rows 151 creates apart would share a year.
   */
  const rowsMade = new Map<string, number>();
  const sample = (entity: EntityDefinition, links: Record<string, number>) => {
    const row = sampleRow(entity, RUN * 1000 + ++seq, links, `t${RUN}`);
    const n = (rowsMade.get(entity.name) ?? 0) + 1;
    rowsMade.set(entity.name, n);
    for (const [key, def] of Object.entries(entity.fields)) {
      if (def.type === 'int' && def.unique && def.min !== undefined && def.max !== undefined) row[key] = def.min + ((RUN + n) % (def.max - def.min + 1));
    }
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    const claims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
    const companies = await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } });
    const other = companies.find((c) => c.id !== claims.company_id)!;
    otherCompany = (await refresh(t, login.refresh_token, { company_id: String(other.id) }).expect(200)).body.access_token;
  });
  afterAll(() => t.close());

  const call = (entity: EntityDefinition, op: keyof EntityDefinition['routes'], token = admin) => {
    const route = entity.routes[op]!;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return t.http()[method](`${entity.basePath}/${route.path}`).set(bearer(token));
  };

  /** A row of an external entity (identity's Role): made by its own module, so one that exists is taken. */
  async function existing(entity: EntityDefinition): Promise<number> {
    const delegate = (t.infra.db.prisma as unknown as Record<string, { findFirst(a: object): Promise<{ id: number } | null> }>)[entity.model.charAt(0).toLowerCase() + entity.model.slice(1)]!;
    const row = await delegate.findFirst({ orderBy: { id: 'asc' } });
    if (!row) throw new Error(`no ${entity.name} to link to`);
    return row.id;
  }

  /**
   * What a row needs beyond its definition where a hook asks more: a cost centre's authorized and informed users
   * are third parties with a user account. The account is there while the row is made and gone after, so the
   * third party can still be deleted in its own tests.
   */
  const systemUser = async (body: Record<string, unknown>) => {
    const user = await t.infra.db.prisma.user.create({ data: { thirdPartyId: body.userId as number, mobileNumber: freshMobile() } });
    return () => t.infra.db.prisma.user.delete({ where: { id: user.id } }).then(() => undefined);
  };
  const ARRANGE: Record<string, (body: Record<string, unknown>, companyId: number) => Promise<() => Promise<void>>> = {
    costcenterauthorizeduser: systemUser,
    costcenterinformeduser: systemUser,
    // an approval's delegate is a user of the system too
    approvaldelegation: (body) => systemUser({ userId: body.delegateId }),
    contractrequest: (body) => partyRoles(t.infra.db.prisma, body),
    ...leaveMissionArrange(() => t.infra.db.prisma),
    ...financeArrange(() => t.infra.db.prisma),
    ...recruitmentArrange(() => t.infra.db.prisma),
    ...dealerArrange(() => t.infra.db.prisma),
  };

  /** A document's lines: two sample lines, with what each links to made first (in the company of `token`). */
  async function linesOf(entity: EntityDefinition, make: (e: EntityDefinition, slice: Record<string, unknown>) => Promise<number>): Promise<Record<string, unknown>[] | undefined> {
    if (!entity.lines) return undefined;
    if (LINES_FROM_PARENT.has(entity.name)) return [];
    const line = findEntity(entity.lines.entity)!;
    const out: Record<string, unknown>[] = [];
    for (let i = 0; i < 2; i++) {
      const links: Record<string, number> = {};
      for (const [key, def] of Object.entries(line.fields)) if (def.type === 'link' && def.required && key !== entity.lines.via) links[key] = await make(findEntity(def.entity)!, sliceOf(def));
      const row = arrangeLine(line.name, sampleRow(line, RUN * 1000 + ++seq, links, `t${RUN}`));
      delete row[entity.lines.via];
      out.push(row);
    }
    return out;
  }

  /** Posts a create, arranged as ARRANGE says. */
  async function post(entity: EntityDefinition, body: Record<string, unknown>, token = admin) {
    const undo = await ARRANGE[entity.name]?.(body, companyOfToken(token));
    try {
      return await call(entity, 'create', token).send(body);
    } finally {
      await undo?.();
    }
  }

  /** The values a linked row must hold to be in the view a link names (an employer is a third party with isEmployer). */
  const sliceOf = (def: FieldDefinition): Record<string, unknown> => {
    if (def.type !== 'link' || !def.view) return {};
    return findEntity(def.entity)!.views!.find((v) => v.path === def.view)!.where;
  };

  /** Creates a row of `entity` (and of what it links to, first) through the API; answers its id. */
  async function create(entity: EntityDefinition, extra: Record<string, unknown> = {}): Promise<number> {
    if (entity.storage === 'external') return existing(entity);
    const links: Record<string, number> = {};
    for (const [key, def] of Object.entries(entity.fields)) {
      // a link to the entity itself (a chart's parent account) is the arrangement's to fill
      if (def.type === 'link' && def.entity !== entity.name && (def.required || NEEDED_LINKS[entity.name]?.includes(key)) && extra[key] === undefined) links[key] = await create(findEntity(def.entity)!, sliceOf(def));
    }
    const body = { ...sample(entity, links), lines: await linesOf(entity, create), ...extra };
    await freeUniqueInts(t.infra.db.prisma, entity, body);
    const res = await post(entity, body);
    if (res.status !== 200) throw new Error(`creating ${entity.name}: ${res.status} ${JSON.stringify(res.body)}`);
    await settleState(t.infra.db.prisma, entity, res.body.value.id, extra);
    return res.body.value.id;
  }

  /** A row of `entity` made with `token` (and what it links to, in the same company). */
  async function createIn(entity: EntityDefinition, token: string, extra: Record<string, unknown> = {}): Promise<number> {
    if (entity.storage === 'external') return existing(entity);
    const links: Record<string, number> = {};
    for (const [key, def] of Object.entries(entity.fields)) if (def.type === 'link' && def.entity !== entity.name && (def.required || NEEDED_LINKS[entity.name]?.includes(key))) links[key] = await createIn(findEntity(def.entity)!, token, sliceOf(def));
    const body = { ...sample(entity, links), lines: await linesOf(entity, (e, x) => createIn(e, token, x)), ...extra };
    await freeUniqueInts(t.infra.db.prisma, entity, body);
    const res = await post(entity, body, token);
    expect([entity.name, res.status]).toEqual([entity.name, 200]);
    await settleState(t.infra.db.prisma, entity, res.body.value.id, extra);
    return res.body.value.id;
  }

  /** The entity's paged list and its delete, whatever its area calls them (getFiltered / GetCostOvers, remove / Disable…). */
  const listOp = (entity: EntityDefinition) => (entity.routes.getFiltered ? 'getFiltered' : 'list');
  const removeOp = (entity: EntityDefinition) => (entity.routes.remove ? 'remove' : 'disable');
  const remove = (entity: EntityDefinition, id: number, token = admin) =>
    call(entity, removeOp(entity), token).query({ [entity.routes[removeOp(entity)]!.idParam!]: id });

  const getById = (entity: EntityDefinition, id: number) =>
    call(entity, 'getById').query({ [entity.routes.getById!.idParam!]: id });

  // an external entity (a hand-written model) is served by its own module and tested there; a document's lines
  // have no routes of their own (they are written with their document, tested with it)
  const served = (e: EntityDefinition) => e.storage !== 'external' && !!e.routes.create;
  describe.each(ENTITIES.filter(served).map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    it('creates a row, reads it back, finds it in the filtered list by its title, and audits the change', async () => {
      const id = await create(entity);
      const row = (await getById(entity, id).expect(200)).body.value;
      expect(row).toMatchObject({ id, version: 1 });
      if (entity.activeFlag) expect(row.isActive).toBe(true);
      const title = String(row[entity.titleField]);
      const list = (await call(entity, listOp(entity)).query({ searchTerm: title, pageSize: 5 }).expect(200)).body.value;
      expect(list.rowCount).toBeGreaterThanOrEqual(1);
      expect(list.data.length).toBeLessThanOrEqual(5);
      // a title many rows share (an enum's value: a payroll rule's item) may put the row past the first page
      const found = list.rowCount > 5 ? (await call(entity, listOp(entity)).query({ searchTerm: title, pageSize: 100 }).expect(200)).body.value.data : list.data;
      expect(found.map((r: { id: number }) => r.id)).toContain(id);
      const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.create', entity: entity.name, entityId: String(id) } });
      expect(audit?.userId).toBeDefined();
    });

    it('answers the same list through its one statement as through Prisma (list-sql.ts): pages, search, filters, orders', async () => {
      const ids = [await create(entity), await create(entity)];
      const first = (await getById(entity, ids[0]!).expect(200)).body.value;
      const op = listOp(entity);
      const route = entity.routes[op]!;
      const list = async (query: Record<string, unknown>) => {
        const req = call(entity, op);
        const res = route.method === 'GET' ? await req.query(query) : await req.send(query);
        return [res.status, res.body.value ?? res.body.errors];
      };
      const queries: Record<string, unknown>[] = [
        {},
        { pageSize: 1, pageIndex: 2 },
        { pageIndex: 100000 },
        { searchTerm: String(first[entity.titleField]) },
        { searchTerm: `t${RUN}`, pageSize: 100 },
        { searchTerm: `t${RUN}`, orderBy: entity.titleField, orderDirection: 'desc' },
        { orderBy: 'id', orderDirection: 'asc', pageSize: 3 },
      ];
      if (entity.activeFlag) queries.push({ isActive: true }, { isActive: false });
      for (const f of entity.list.filters ?? []) {
        const value = first[f];
        if (value === null || value === undefined || Array.isArray(value) || typeof value === 'object') continue;
        queries.push({ [f]: value, pageSize: 50 });
        const def = entity.fields[f]!;
        if (def.type === 'date' || def.type === 'datetime') queries.push({ [`${f}From`]: value, [`${f}To`]: value });
      }
      const before = listSqlSwitch.compiled;
      for (const query of queries) {
        listSqlSwitch.enabled = true;
        const compiled = await list(query);
        listSqlSwitch.enabled = false;
        try {
          expect([query, compiled]).toEqual([query, await list(query)]);
        } finally {
          listSqlSwitch.enabled = true;
        }
      }
      // every list but those answering sets of rows (links) or a hand-written model goes through the statement
      const plain = !Object.values(entity.fields).some((d) => d.type === 'links');
      if (plain) expect(listSqlSwitch.compiled - before).toBeGreaterThanOrEqual(queries.length);
    });

    it('updates with the version it read and refuses a stale one with 409', async () => {
      if (!entity.routes.update) {
        // the spec gives this entity no update call
        await t.http().put(`${entity.basePath}/update`).set(bearer(admin)).send({}).expect(404);
        return;
      }
      const id = await create(entity);
      const row = (await getById(entity, id).expect(200)).body.value;
      const body: Record<string, unknown> = { id, version: row.version };
      for (const [key, def] of Object.entries(entity.fields)) if (!def.readOnly) body[key] = row[key] ?? undefined;
      // the field edited: the title when it is free text, else the first free-text field (a number, a code or a
      // derived title does not take Persian words)
      const free = (f: string) => { const d = entity.fields[f]; return !!d && !d.readOnly && (d.type === 'string' || d.type === 'text') && !d.format; };
      const edited = free(entity.titleField) ? entity.titleField : Object.keys(entity.fields).find(free)!;
      body[edited] = `${row[edited] ?? ''} ویرایش`.trim().slice(0, 90);
      const updated = (await call(entity, 'update').send(body).expect(200)).body.value;
      expect(updated).toEqual({ id, version: row.version + 1 });
      expect((await getById(entity, id).expect(200)).body.value[edited]).toBe(body[edited]);
      const stale = await call(entity, 'update').set('Accept-Language', 'en').send({ ...body, [edited]: 'دیر' }).expect(409);
      expect(stale.body).toMatchObject({ isSuccess: false, message: 'This item was changed meanwhile; reload it.' });
    });

    it('activates and deactivates, singly and in groups of one status only', async () => {
      if (!entity.activeFlag) return;
      const [a, b] = [await create(entity), await create(entity)];
      await call(entity, 'deactivate').send({ id: a }).expect(200);
      expect((await getById(entity, a).expect(200)).body.value.isActive).toBe(false);
      if (!entity.routes.groupActivate) {
        // the spec gives this entity no group calls
        await call(entity, 'activate').send({ id: a }).expect(200);
        expect((await getById(entity, a).expect(200)).body.value).toMatchObject({ isActive: true, version: 3 });
        await call(entity, 'activate').send({ id: 999999999 }).expect(404);
        return;
      }
      // a and b now differ: a group action on both is refused
      const mixed = await call(entity, 'groupActivate').set('Accept-Language', 'en').send({ ids: [a, b] }).expect(422);
      expect(mixed.body.message).toBe('All the selected rows must have the same status.');
      const empty = await call(entity, 'groupDeactivate').send({ ids: [] }).expect(400);
      expect(empty.body.errors).toEqual([{ field: 'ids', message: 'دست‌کم یک مورد را انتخاب کنید.' }]);
      await call(entity, 'activate').send({ id: a }).expect(200);
      await call(entity, 'groupDeactivate').send({ ids: [a, b] }).expect(200);
      const actives = (await call(entity, 'getActives').query({ pageSize: 100, searchTerm: `t${RUN}` }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
      expect(actives).not.toContain(a);
      expect(actives).not.toContain(b);
      await call(entity, 'groupActivate').send({ ids: [a, b] }).expect(200);
      await call(entity, 'activate').send({ id: 999999999 }).expect(404);
    });

    it('answers bad input with 400 naming every field, and writes nothing', async () => {
      const before = (await call(entity, listOp(entity)).query({ pageSize: 1 }).expect(200)).body.value.rowCount;
      // a field required only under a condition (`when`) is not required of an empty body
      const required = Object.entries(entity.fields).filter(([key, def]) => def.required && !def.when && key !== entity.code?.field && !def.readOnly).map(([k]) => k);
      // an unknown field is stripped and ignored (issue 11): only the missing required fields are named
      const res = await call(entity, 'create').send({ unknownField: 1 }).expect(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(required));
      expect(fields).not.toContain('unknownField');
      expect((await call(entity, listOp(entity)).query({ pageSize: 1 }).expect(200)).body.value.rowCount).toBe(before);
      await call(entity, 'getById').query({ [entity.routes.getById!.idParam!]: 'abc' }).expect(400);
      await call(entity, listOp(entity)).query({ pageSize: 1000 }).expect(400);
    });

    it('refuses a duplicate of a unique field with 409 naming it', async () => {
      const unique = Object.entries(entity.fields).find(([, d]) => d.unique && !d.readOnly)?.[0];
      if (!unique) return;
      const id = await create(entity);
      const row = (await getById(entity, id).expect(200)).body.value;
      const links: Record<string, number> = {};
      for (const [key, def] of Object.entries(entity.fields)) if (def.type === 'link' && row[key]) links[key] = row[key];
      // a link unique with another (a service's rate on a vehicle) is a new one, so that only `unique` repeats
      for (const [key, def] of Object.entries(entity.fields)) if (def.type === 'link' && def.uniqueWithin && links[key]) links[key] = await create(findEntity(def.entity)!, sliceOf(def));
      const res = await post(entity, { ...sampleRow(entity, RUN * 1000 + ++seq, links, `t${RUN}`), lines: await linesOf(entity, create), [unique]: row[unique] });
      expect(res.status).toBe(409);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([unique]);
    });

    it('keeps a company’s rows to that company', async () => {
      if (entity.scope !== 'company') return;
      const id = await create(entity);
      const row = (await getById(entity, id).expect(200)).body.value;
      await call(entity, 'getById', otherCompany).query({ [entity.routes.getById!.idParam!]: id }).expect(404);
      const theirs = (await call(entity, listOp(entity), otherCompany).query({ searchTerm: String(row[entity.titleField]) }).expect(200)).body.value;
      expect(theirs.data.map((r: { id: number }) => r.id)).not.toContain(id);
      if (entity.routes.update) {
        const body: Record<string, unknown> = { id, version: row.version };
        for (const [key, def] of Object.entries(entity.fields)) if (!def.readOnly) body[key] = row[key] ?? undefined;
        await call(entity, 'update', otherCompany).send(body).expect(404);
      }
      if (entity.activeFlag) await call(entity, 'deactivate', otherCompany).send({ id }).expect(404);
      await remove(entity, id, otherCompany).expect(404);
      expect((await getById(entity, id).expect(200)).body.value).toMatchObject({ version: row.version, ...(entity.activeFlag ? { isActive: true } : {}) });
      // the same code may stand in another company
      if (entity.code && !entity.fields[entity.code.field]!.readOnly) {
        const links: Record<string, number> = {};
        // an optional link to rows only another flow makes (a personnel record's job application) is left empty
        for (const [key, def] of Object.entries(entity.fields)) if (def.type === 'link' && (def.required || findEntity(def.entity)!.routes.create)) links[key] = await createIn(findEntity(def.entity)!, otherCompany, sliceOf(def));
        // a sample's other unique value (a calendar's year) may meet a row the company already has: 409 naming
        // that field is the sample's, so another sample is tried; the code itself must never be the conflict
        // arranged and with its lines as any create in that company (a dealer's hours, a pack's services)
        const codeField = entity.code.field;
        const again = async () => post(entity, { ...sample(entity, links), lines: await linesOf(entity, (e, x) => createIn(e, otherCompany, x)), [codeField]: row[codeField] }, otherCompany);
        let res = await again();
        for (let retry = 0; retry < 3 && res.status === 409 && res.body.errors?.[0]?.field !== entity.code.field; retry++) res = await again();
        expect([res.status, res.status === 200 ? null : res.body]).toEqual([200, null]);
      }
    });

    it('answers its lookups by field and its aliases', async () => {
      const lookups = entity.lookups ?? [];
      if (!lookups.length && !entity.aliases?.length) return;
      // a lookup by an optional link (GetsByEmployerId) needs the row to have one
      const linked: Record<string, number> = {};
      for (const l of lookups) {
        const def = entity.fields[l.by];
        if (def?.type === 'link' && !def.required) linked[l.by] = await create(findEntity(def.entity)!, sliceOf(def));
      }
      const id = await create(entity, linked);
      const row = (await getById(entity, id).expect(200)).body.value;
      for (const l of lookups) {
        const res = await t.http().get(`${entity.basePath}/${l.path}`).set(bearer(admin)).query({ [l.param]: row[l.by] }).expect(200);
        if (l.kind === 'one') expect(res.body.value[l.by]).toBe(row[l.by]);
        else expect(res.body.value.data.map((r: { id: number }) => r.id)).toContain(id);
        await t.http().get(`${entity.basePath}/${l.path}`).set(bearer(admin)).expect(400);
      }
      for (const a of entity.aliases ?? []) {
        const url = routePath(entity, a.path);
        const filter = { searchTerm: row[entity.titleField] };
        const res = a.method === 'GET' ? await t.http().get(url).set(bearer(admin)).query(filter).expect(200) : await t.http().post(url).set(bearer(admin)).send(filter).expect(200);
        expect(res.body.value.data.map((r: { id: number }) => r.id)).toContain(id);
      }
    });

    it('answers its views with the rows of their slice only', async () => {
      const views = (entity.views ?? []).filter((v) => v.path);
      if (!views.length) return;
      for (const v of views) {
        const inside = await create(entity, v.where);
        const outside = await create(entity, Object.fromEntries(Object.entries(v.where).map(([k, val]) => [k, typeof val === 'boolean' ? !val : val])));
        const url = routePath(entity, v.path!);
        const found = (await t.http().get(url).set(bearer(admin)).query({ pageSize: 100, searchTerm: `t${RUN}` }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
        expect(found).toContain(inside);
        if (Object.values(v.where).some((val) => typeof val === 'boolean')) {
          expect(found).not.toContain(outside);
          // a filter that contradicts the view does not widen it
          const flipped = Object.fromEntries(Object.entries(v.where).filter(([k, val]) => typeof val === 'boolean' && entity.list.filters?.includes(k)).map(([k, val]) => [k, String(!val)]));
          const widened = (await t.http().get(url).set(bearer(admin)).query({ pageSize: 100, searchTerm: `t${RUN}`, ...flipped }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
          expect(widened).not.toContain(outside);
        }
        if (v.activeOnly && entity.routes.deactivate) {
          await call(entity, 'deactivate').send({ id: inside }).expect(200);
          const after = (await t.http().get(url).set(bearer(admin)).query({ pageSize: 100, searchTerm: `t${RUN}` }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
          expect(after).not.toContain(inside);
        }
      }
    });

    it('deletes a row nothing refers to, and refuses with 409 naming what refers', async () => {
      // a row every referrer may point at (an employer, where a link takes employers only)
      const slice: Record<string, unknown> = Object.assign({}, ...referrersOf(entity.name).map((r) => sliceOf(r.entity.fields[r.field]!)));
      // a workflow state a view names (an approved job request) is not one a row can be deleted in: the referrer's
      // arrangement puts it there while the referrer is made (generic-arrange.ts)
      if (entity.workflow) delete slice[entity.workflow.field];
      const id = await create(entity, slice);
      const owned = Object.values(entity.children ?? {}).filter((c) => c.owned);
      for (const c of owned) {
        // rows made by the parent itself (a calendar year's days) are tested with it (hr-core.int.ts)
        if (!served(findEntity(c.entity)!)) continue;
        // what belongs to the row goes with it
        const parent = await create(entity);
        const child = await create(findEntity(c.entity)!, { [c.via]: parent });
        await remove(entity, parent).expect(200);
        await getById(findEntity(c.entity)!, child).expect(404);
      }
      for (const r of referrersOf(entity.name)) {
        if (owned.some((c) => c.entity === r.entity.name && c.via === r.field)) continue;
        // a document's lines refer through their document (the document's own test makes them)
        if (!served(r.entity)) continue;
        // a link the server sets (a personnel's third party, kept from its national code) is not the caller's to point
        if (r.entity.fields[r.field]!.readOnly) continue;
        if (UNREFERABLE.has(`${r.entity.name}.${r.field}`)) continue;
        const child = await create(r.entity, { [r.field]: id });
        const refused = await remove(entity, id).set('Accept-Language', 'en').expect(409);
        expect(refused.body.message).toContain(r.entity.label.plural.en);
        await remove(r.entity, child).expect(200);
      }
      await remove(entity, id).expect(200);
      await getById(entity, id).expect(404);
      await remove(entity, id).expect(404);
    });
  });

  it('refuses a link to a row outside the view the link names, naming the field', async () => {
    const [entity, field] = ENTITIES.flatMap((e) => Object.entries(e.fields).filter(([, d]) => d.type === 'link' && d.view).map(([f]) => [e, f] as const))[0]!;
    const def = entity.fields[field]!;
    const target = findEntity((def as { entity: string }).entity)!;
    const view = target.views!.find((v) => v.path === (def as { view: string }).view)!;
    const outside = await create(target, Object.fromEntries(Object.entries(view.where).map(([k, v]) => [k, typeof v === 'boolean' ? !v : v])));
    const res = await post(entity, { ...(await bodyFor(entity)), [field]: outside });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field, message: expect.stringContaining(view.label.fa) }]);
    const inside = await create(target, view.where);
    expect((await post(entity, { ...(await bodyFor(entity)), [field]: inside })).status).toBe(200);
  });

  /** A valid create body of `entity`, with its required links made. */
  async function bodyFor(entity: EntityDefinition): Promise<Record<string, unknown>> {
    const links: Record<string, number> = {};
    for (const [key, def] of Object.entries(entity.fields)) if (def.type === 'link' && def.required) links[key] = await create(findEntity(def.entity)!, sliceOf(def));
    return { ...sample(entity, links), lines: await linesOf(entity, create) };
  }

  it('names an unknown linked row as a field error', async () => {
    const city = findEntity('city')!;
    const res = await call(city, 'create').set('Accept-Language', 'en').send({ ...sampleRow(city, ++seq, { provinceId: 999999 }, `t${RUN}`) }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'provinceId', message: '"Province" does not exist.' }]);
  });

  it('normalises codes and Persian letters on the way in, and fills an empty code from the sequence', async () => {
    const country = findEntity('country')!;
    const id = await create(country, { code: undefined, nameFa: `كشور ي ${RUN}`, phonePrefix: '۹۸' });
    const row = (await getById(country, id).expect(200)).body.value;
    expect(row.nameFa).toBe(`کشور ی ${RUN}`);
    expect(row.phonePrefix).toBe('98');
    expect(row.code).toMatch(/^\d{3,}$/);
  });

  it('hands out distinct next codes to concurrent callers', async () => {
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => t.http().get('/api/base-data/v1/baseData/getNextCode').query({ EntityName: 'city' }).set(bearer(admin)).expect(200)),
    );
    const values = codes.map((r) => r.body.value.id as string);
    expect(new Set(values).size).toBe(20);
    for (const v of values) expect(v).toMatch(/^\d{4,}$/);
    await t.http().get('/api/base-data/v1/baseData/getNextCode').query({ EntityName: 'galaxy' }).set(bearer(admin)).expect(400);
  });

  it('lets only holders of the page’s rights read and write', async () => {
    const u = await signUpUser(t);
    const city = findEntity('city')!;
    await call(city, 'getFiltered', u.tokens.access_token).expect(403);
    await call(city, 'create', u.tokens.access_token).send({}).expect(403);
    await t.http().get('/api/base-data/v1/baseData/getNextCode').query({ EntityName: 'city' }).set(bearer(u.tokens.access_token)).expect(403);
    await t.http().get(`${city.basePath}/getFiltered`).expect(401);
  });
});
