import { ENTITIES, decimalColumnOf } from '@karsaz/entities';
import { decimalPattern } from '../../src/core/entity/entity-dto';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * Exact numbers end to end (issue 9, item 9): a numeric(18,4) value of eighteen digits goes in as a string and
 * comes back digit for digit from create, getById, the list and update; Persian digits and separators are read; a
 * JSON number that cannot carry the value exactly is refused with a field error, never rounded.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const SERVICE = '/api/service/v1';
const RUN = Date.now() % 1000000;
const EXACT = '12345678901234.5678';

describe('decimal columns travel as exact strings', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put', path: string) => t.http()[m](`${SERVICE}${path}`).set(bearer(admin)).set('Accept-Language', 'en');
  const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('round-trips 12345678901234.5678 through create, getById, the list and update', async () => {
    const name = `حجم دقیق ${RUN}`;
    const id = (await api('post', '/OperationInfo/Add').send({ code: `DEC${RUN}`, name, operationStatus: 2, volume: EXACT }).expect(200)).body.value.id as number;
    const row = (await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: id }).expect(200)).body.value;
    expect(row.volume).toBe(EXACT);
    // the database holds it exactly too
    const stored = await t.infra.db.prisma.$queryRawUnsafe<{ v: string }[]>('SELECT volume::text AS v FROM operation_info WHERE id = $1', id);
    expect(stored[0]!.v).toBe('12345678901234.5678');
    const listed = (await api('get', '/OperationInfo/GetOperationInfoList').query({ searchTerm: name }).expect(200)).body.value.data as { id: number; volume: string }[];
    expect(listed.find((r) => r.id === id)?.volume).toBe(EXACT);

    // Persian digits, separators and the Persian decimal point are read as the same kind of value
    const updated = (await api('put', '/OperationInfo/Edite').send({ id, version: row.version, code: row.code, name, operationStatus: 2, volume: '۹۸٬۷۶۵٬۴۳۲٬۱۰۹٬۸۷۶٫۵۴۳۲' }).expect(200)).body.value;
    const after = (await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: id }).expect(200)).body.value;
    expect(after).toMatchObject({ version: updated.version, volume: '98765432109876.5432' });
    // the audit keeps the exact before and after
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.update', entity: 'operationinfo', entityId: String(id) } });
    expect(audit?.data).toMatchObject({ changes: { volume: { before: EXACT, after: '98765432109876.5432' } } });
  });

  it('refuses, naming the field, what the column cannot hold exactly', async () => {
    const base = { code: `DEX${RUN}`, name: `نادرست ${RUN}`, operationStatus: 2 };
    // as a JSON number the value has already lost its last digits: the caller is told to send a string
    const lossy = await api('post', '/OperationInfo/Add').send({ ...base, volume: 12345678901234.5678 }).expect(400);
    expect(fields(lossy.body)).toEqual(['volume']);
    expect(lossy.body.errors[0].message).toContain('send it as a string');
    const places = await api('post', '/OperationInfo/Add').send({ ...base, volume: '1.23456' }).expect(400);
    expect(places.body.errors[0]).toMatchObject({ field: 'volume', message: '"Volume" takes at most 4 decimal places.' });
    const digits = await api('post', '/OperationInfo/Add').send({ ...base, volume: '123456789012345' }).expect(400);
    expect(digits.body.errors[0]).toMatchObject({ field: 'volume', message: '"Volume" takes at most 14 whole digits.' });
    const text = await api('post', '/OperationInfo/Add').send({ ...base, volume: '1e5', tolerance: '100.0001' }).expect(400);
    expect(fields(text.body)).toEqual(['tolerance', 'volume']);
    const fa = await t.http().post(`${SERVICE}/OperationInfo/Add`).set(bearer(admin)).send({ ...base, volume: '1.23456' }).expect(400);
    expect(fa.body.errors[0].message).toContain('رقم اعشار');
    // nothing was written
    expect(await t.infra.db.prisma.operationInfo.count({ where: { code: base.code } })).toBe(0);
    // a short JSON number still names one decimal exactly, and is taken
    const ok = (await api('post', '/OperationInfo/Add').send({ ...base, volume: 12.5, tolerance: 100 }).expect(200)).body.value.id;
    expect((await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: ok }).expect(200)).body.value).toMatchObject({ volume: '12.5', tolerance: '100' });
  });

  it('describes decimal fields in OpenAPI as strings with a pattern', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const pattern = '^-?\\d{1,14}(\\.\\d{1,4})?$';
    expect(doc.components.schemas.OperationInfoRow.properties.volume).toMatchObject({ type: 'string', pattern });
    const money = doc.components.schemas.EmployerContractRow.properties.amount;
    expect(money).toMatchObject({ type: 'string', pattern: '^-?\\d{1,20}$' });
    // the bodies of create and update
    expect(doc.paths['/api/service/v1/OperationInfo/Add'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/OperationInfoCreateDto' });
    for (const name of ['OperationInfoCreateDto', 'OperationInfoUpdateDto']) {
      expect(doc.components.schemas[name].properties.volume).toMatchObject({ type: 'string', pattern });
    }
    // every decimal field of every entity, in its create, update and row schemas
    let checked = 0;
    for (const entity of ENTITIES.filter((e) => e.storage !== 'external')) {
      for (const [field, def] of Object.entries(entity.fields)) {
        const column = decimalColumnOf(def);
        if (!column) continue;
        for (const schema of [`${entity.model}Row`, ...(def.readOnly ? [] : [`${entity.model}CreateDto`, `${entity.model}UpdateDto`])]) {
          const property = doc.components.schemas[schema]?.properties?.[field];
          if (!property) continue;
          expect({ schema, field, type: property.type, pattern: property.pattern }).toEqual({ schema, field, type: 'string', pattern: decimalPattern(column) });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
