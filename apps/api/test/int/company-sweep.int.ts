import { isoDateToJalali } from '@karsaz/domain';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Module } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { ENTITIES, REPORTS, findEntity, routePath, sampleRow, sampleValue, workflowActions, type EntityDefinition, type FieldDefinition, type Operation } from '@karsaz/entities';
import { GeneralLedger } from '../../src/modules/financial/ledger';
import { LINES_FROM_PARENT, NEEDED_LINKS, arrangeLine, companyOfToken, financeArrange, freeUniqueInts, leaveMissionArrange, partyRoles, recruitmentArrange, dealerArrange, settleState } from './generic-arrange';
import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, refresh, signUpUser } from './identity-support';
import { SignedIn } from '../../src/core/auth/access';
import { asSystem, currentContext } from '../../src/core/context/request-context';
import { COMPANY_COLUMN_NOT_OWNER, COMPANY_MODELS } from '../../src/core/database/company-scope';
import { reportBasePath } from '../../src/core/report/report.controller';

/**
 * Company isolation, proved over every company-scoped route of openapi/openapi.json: a row made in company A is
 * neither shown nor changed from company B (lists leave it out, reads and writes answer 404, the row stays as it
 * was), and a token without a company gets the one answer (403, "the token names no company") everywhere. The
 * routes come from the OpenAPI document and the entity registry, so a new route is swept as soon as it exists;
 * a company-scoped route the sweep does not know fails the coverage test.
 */

const ROOT = join(__dirname, '../../../..');
type Method = 'get' | 'post' | 'put' | 'delete';
interface OpenApiOperation { parameters?: { name: string; in: string; required?: boolean }[]; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }
interface Schema { $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; anyOf?: Schema[]; oneOf?: Schema[]; additionalProperties?: Schema | boolean }
const openapi = JSON.parse(readFileSync(join(ROOT, 'openapi/openapi.json'), 'utf8')) as { paths: Record<string, Record<Method, OpenApiOperation>>; components: { schemas: Record<string, Schema> } };
const OPERATIONS = Object.entries(openapi.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method: method as Method, op })));

/** How the sweep calls a route of an entity's family. */
type Kind = 'create' | 'list' | 'getById' | 'update' | 'remove' | 'activate' | 'group' | 'lookupOne' | 'lookupList' | 'view' | 'step' | 'read';
const KIND_OF: Record<Operation, Kind> = {
  create: 'create', update: 'update', activate: 'activate', deactivate: 'activate', groupActivate: 'group', groupDeactivate: 'group',
  getById: 'getById', getFiltered: 'list', getActives: 'list', list: 'list', search: 'list', remove: 'remove', disable: 'remove',
};
interface FamilyRoute { key: string; path: string; method: Method; entity: EntityDefinition; kind: Kind; by?: string; param?: string }

/**
 * Entities whose rows are made by another's create, not their own: a calendar year makes its days; a stock
 * document makes its stock moves when it is posted (`step`); a test's questions are its lines, listed on a page of
 * their own; a delivered car reception writes the car's history.
 */
const MADE_BY: Record<string, { parent: string; via: string; step?: string; with?: Record<string, unknown> }> = {
  calendarday: { parent: 'calendaryear', via: 'calendarYearId' },
  stockmove: { parent: 'stockdocument', via: 'stockDocumentId', step: 'post', with: { kind: 1 } },
  glentry: { parent: 'voucher', via: 'voucherId', step: 'post' },
  testquestion: { parent: 'hrtest', via: 'hrTestId' },
  dealercarhistory: { parent: 'dealerreception', via: 'dealerReceptionId', step: 'deliver' },
};
// a document's lines have no routes of their own: they are read and written through their document
const COMPANY_ENTITIES = ENTITIES.filter((e) => e.scope === 'company' && e.storage !== 'external' && (!!e.routes.create || !!MADE_BY[e.name]));

/** Every route of a company-scoped entity's family: its operations, aliases, lookups and views. */
function familyRoutes(entity: EntityDefinition): FamilyRoute[] {
  const at = (path: string) => (path.startsWith('/') ? path : routePath(entity, path));
  const out: FamilyRoute[] = [];
  for (const [op, r] of Object.entries(entity.routes) as [Operation, { path: string; method: string }][]) {
    out.push({ key: `${r.method} ${at(r.path)}`, path: at(r.path), method: r.method.toLowerCase() as Method, entity, kind: KIND_OF[op] });
  }
  for (const a of entity.aliases ?? []) out.push({ key: `${a.method} ${at(a.path)}`, path: at(a.path), method: a.method.toLowerCase() as Method, entity, kind: KIND_OF[a.op] });
  for (const l of entity.lookups ?? []) out.push({ key: `GET ${at(l.path)}`, path: at(l.path), method: 'get', entity, kind: l.kind === 'one' ? 'lookupOne' : 'lookupList', by: l.by, param: l.param });
  for (const v of entity.views ?? []) if (v.path) out.push({ key: `GET ${at(v.path)}`, path: at(v.path), method: 'get', entity, kind: 'view' });
  // a workflow document's steps and its history and actions reads
  for (const s of entity.workflow ? workflowActions(entity.workflow) : []) out.push({ key: `POST ${at(s.action)}`, path: at(s.action), method: 'post', entity, kind: 'step' });
  if (entity.workflow) for (const r of ['getHistory', 'getActions']) out.push({ key: `GET ${at(r)}`, path: at(r), method: 'get', entity, kind: 'read' });
  return out;
}
const FAMILY = COMPANY_ENTITIES.flatMap(familyRoutes);

/** Hand-written routes over company-owned rows, each proved by its own case below. */
const HAND_WRITTEN = [
  // proved in dealer.int.ts and dealer-sheet.int.ts
  'GET /api/dealer/v1/dealerappointment/getDay',
  'GET /api/dealer/v1/dealerreception/sheet/{id}',
  'GET /api/financial/v1/financialyear/getFiltered',
  'POST /api/financial/v1/financialyear/openNext',
  'POST /api/financial/v1/financialyear/close',
  'PUT /api/service/v1/OperationInfo/UpdateSetPriority',
  'POST /api/service/v1/DocumentDetail/Upload',
  'GET /api/service/v1/DocumentDetail/Download',
  'GET /api/identity/leadAccess/v1/getLeads',
  'GET /api/identity/leadAccess/v1/getsByLeadUserId',
  'GET /api/identity/leadAccess/v1/getLeadsByUserId',
  'GET /api/identity/leadAccess/v1/getUsers',
  'POST /api/identity/leadAccess/v1/create',
  'DELETE /api/identity/leadAccess/v1/remove',
  'GET /api/rescue-vehicle/v1/getByThirdPartyIdId',
  'GET /api/rescue-vehicle/v1/getFilteredNearby',
  'POST /api/rescue-vehicle/v1/updateLocation',
  'POST /api/rescue-vehicle/v1/location/create',
  'GET /api/rescue-vehicle/v1/location/getFiltered',
  'GET /api/rescue-vehicle/v1/location/getById',
  'GET /api/rescue-vehicle/v1/location/getByRescueVehicleId',
  'GET /api/meta-data/v1/financial-period/getActiveFiltered',
  'GET /api/service/v1/CostCenter/GetsByAuthorizedUserId',
  'GET /api/service/v1/CostCenter/GetsByAuthorizedRoleId',
  'POST /api/service/v1/Project/NewProjectCode',
  'GET /api/service/v1/estimation/suggestions',
  'GET /api/hr/v1/shift/getPersonMonth',
  // a person's leave balance: read in the caller's company only (leave-mission.int.ts asks it from company B: 404)
  'GET /api/hr/v1/leaverequest/getBalance',
  'POST /api/hr/v1/attendancedevice/sync',
  // a month's calculation and the days and months it writes (no create route: proved by their own case below)
  'POST /api/hr/v1/attendancemonth/calculate',
  'GET /api/hr/v1/attendancemonth/getById',
  'GET /api/hr/v1/attendancemonth/getFiltered',
  'GET /api/hr/v1/attendanceday/getById',
  'GET /api/hr/v1/attendanceday/getFiltered',
  'POST /api/hr/v1/attendancepunch/import',
  // the months' payrolls and their payslips, written by the calculation only (payroll.int.ts reads them from company B: 404)
  'GET /api/payroll/v1/payroll/getById',
  'GET /api/payroll/v1/payroll/getFiltered',
  'GET /api/payroll/v1/payslip/getById',
  'GET /api/payroll/v1/payslip/getFiltered',
  // the yearly raise reads and writes the caller's company's decrees only (payroll.int.ts asks it from company B)
  'POST /api/payroll/v1/employmentdecree/raise',
  'POST /api/payroll/v1/employmentdecree/raise/preview',
  // applications are made on the applicant portal only (recruitment-portal.int.ts reads one from company B: none, 404)
  'GET /api/recruitment/v1/jobapplication/getById',
  'GET /api/recruitment/v1/jobapplication/getFiltered',
  // the accepted ones, which personnel records are hired from (recruitment-portal.int.ts: company B gets no draft, 404)
  'GET /api/recruitment/v1/jobapplication/getAccepted',
  // the applicant portal shows the ads open today in every company on purpose (an applicant's token names no company);
  // recruitment-portal.int.ts proves a draft is neither listed nor opened
  'GET /api/recruitment/v1/applicant/jobAds',
  'GET /api/recruitment/v1/applicant/jobAd',
  // a survey's summary counts its own answers, read through the scoped client (recruitment-tests.int.ts: company B, 404)
  'GET /api/recruitment/v1/satisfaction/getSummary',
];
/**
 * The report kernel's routes (a page, a sheet and a PDF of every report of the manifests): their rows come from SQL
 * over company-owned tables, so they are company-scoped though their answers carry no companyId; the case "reports"
 * below proves them (the sheet and the PDF read their rows through the same method of the report service).
 */
const REPORT_ROUTES = REPORTS.flatMap((r) => ['getFiltered', 'export', 'exportPdf'].map((op) => `GET ${reportBasePath(r)}/${op}`));

/** Routes that answer a `companyId` but serve no company-owned rows, and why. */
const NOT_COMPANY_OWNED: Record<string, string> = {
  'GET /api/dashboard/v1/summary': 'names the token’s own company; its counters are read through the scoped client',
  'GET /api/identity/user/v1/getSessions': 'the caller’s own sessions, with the company each works in',
  'POST /api/identity/user/v1/validate': 'names the bearer token’s own company',
  'GET /api/identity/user/v1/profile': 'the caller’s own profile, naming the token’s company',
  // the assignments of a third party to companies are the organisation's: they list the companies themselves
  'GET /api/meta-data/v1/company/getFilteredCompanies': 'the companies a third party is assigned to, not rows of a company',
  'GET /api/meta-data/v1/thirdpartycompany/getActiveAssignedCompanyByThirdPartyId': 'the companies a third party is assigned to, not rows of a company',
  'GET /api/service/v1/EmployerConsideration/GetConsiderationTypeList': 'the options of an enum field, the same in every company',
  'GET /api/service/v1/ProjectOperation/GetOperationContractTypeList': 'the options of an enum field, the same in every company',
  'GET /api/rescue-vehicle/v1/getVehicleTypes': 'the options of an enum field, the same in every company',
  'GET /api/rescue-vehicle/v1/getVehicleStatuses': 'the options of an enum field, the same in every company',
  // OAuth clients are the organisation's (docs/integrators.md); companyId names where a client's service account acts
  'GET /api/identity/oauthClient/v1/getFiltered': 'integrator clients are the organisation’s; companyId is their service account’s company',
  'GET /api/identity/oauthClient/v1/getById': 'integrator clients are the organisation’s; companyId is their service account’s company',
  'PUT /api/identity/oauthClient/v1/update': 'integrator clients are the organisation’s; companyId is their service account’s company',
  'POST /api/identity/oauthClient/v1/activate': 'integrator clients are the organisation’s; companyId is their service account’s company',
  'POST /api/identity/oauthClient/v1/deactivate': 'integrator clients are the organisation’s; companyId is their service account’s company',
};

/** Whether a schema (following references) has a `companyId` property: the answer carries company-owned rows. */
function carriesCompany(schema: Schema | undefined, seen = new Set<string>()): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return false;
    seen.add(name);
    return carriesCompany(openapi.components.schemas[name], seen);
  }
  if (schema.properties?.companyId) return true;
  const nested = [schema.items, typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...Object.values(schema.properties ?? {})];
  return nested.some((s) => carriesCompany(s, seen));
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NO_COMPANY = 'the token names no company';
const RUN = Date.now() % 100000;

/** A route of the test app only: what the request context holds. */
@Controller('api/_probe/context')
class ContextProbeController {
  @Get() @SignedIn()
  read() {
    const c = currentContext();
    return { companyId: c?.companyId ?? null, financialYearId: c?.financialYearId ?? null, userId: c?.userId ?? null };
  }
}
@Module({ controllers: [ContextProbeController] })
class ContextProbeModule {}

describe('company isolation', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  /** a user holding the administrator's roles whose token names no company */
  let none: string;
  let companyA: number;
  let companyB: number;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ modules: [ContextProbeModule] });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    const u = await signUpUser(t);
    const admin = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' }, include: { roles: true } });
    await t.infra.db.prisma.userRole.createMany({ data: admin.roles.map((r) => ({ userId: u.userId, roleId: r.roleId })) });
    none = u.tokens.access_token;
    expect(JSON.parse(Buffer.from(none.split('.')[1]!, 'base64url').toString()).company_id).toBeUndefined();
    // the first suite of a shard seeds the demo (every module's), which on a loaded machine passed a minute
  }, 180_000);
  afterAll(() => t.close());

  const call = (method: Method, path: string, token: string) => t.http()[method](path).set(bearer(token));

  // ---- rows of company A, made through the API as entities.int.ts makes them ----

  /** A cost centre's users must be third parties with a user account while the row is made. */
  const ARRANGE: Record<string, (body: Record<string, unknown>, companyId: number) => Promise<() => Promise<void>>> = Object.fromEntries(
    [['costcenterauthorizeduser', 'userId'], ['costcenterinformeduser', 'userId'], ['approvaldelegation', 'delegateId']].map(([name, field]) => [
      name,
      async (body: Record<string, unknown>) => {
        const user = await t.infra.db.prisma.user.create({ data: { thirdPartyId: body[field!] as number, mobileNumber: freshMobile() } });
        return () => t.infra.db.prisma.user.delete({ where: { id: user.id } }).then(() => undefined);
      },
    ]),
  );
  ARRANGE.contractrequest = (body) => partyRoles(t.infra.db.prisma, body);
  Object.assign(ARRANGE, leaveMissionArrange(() => t.infra.db.prisma), financeArrange(() => t.infra.db.prisma), recruitmentArrange(() => t.infra.db.prisma), dealerArrange(() => t.infra.db.prisma));

  /** A document's lines: two sample lines, what they link to made in company A. */
  async function linesOf(entity: EntityDefinition): Promise<Record<string, unknown>[] | undefined> {
    if (!entity.lines) return undefined;
    if (LINES_FROM_PARENT.has(entity.name)) return [];
    const line = findEntity(entity.lines.entity)!;
    const out: Record<string, unknown>[] = [];
    for (let i = 0; i < 2; i++) {
      const links: Record<string, number> = {};
      for (const [key, def] of Object.entries(line.fields)) if (def.type === 'link' && def.required && key !== entity.lines.via) links[key] = await createInA(findEntity(def.entity)!, sliceOf(def));
      const row = arrangeLine(line.name, sampleRow(line, RUN * 1000 + ++seq, links, `w${RUN}`));
      delete row[entity.lines.via];
      out.push(row);
    }
    return out;
  }
  const sliceOf = (def: FieldDefinition): Record<string, unknown> => (def.type === 'link' && def.view ? findEntity(def.entity)!.views!.find((v) => v.path === def.view)!.where : {});

  /** A row of `entity` in company A, with every link a lookup of it searches by filled in. */
  async function createInA(entity: EntityDefinition, extra: Record<string, unknown> = {}): Promise<number> {
    const madeBy = MADE_BY[entity.name];
    if (madeBy) {
      const parent = await createInA(findEntity(madeBy.parent)!, madeBy.with);
      if (madeBy.step) {
        const parentEntity = findEntity(madeBy.parent)!;
        const version = (await getById(parentEntity, parent, a).expect(200)).body.value.version as number;
        const stepped = await call('post', routePath(parentEntity, madeBy.step), a).send({ id: parent, version });
        if (stepped.status !== 200) throw new Error(`${madeBy.step} ${parentEntity.name}: ${stepped.status} ${JSON.stringify(stepped.body)}`);
      }
      return (await (t.infra.db.prisma as unknown as Record<string, { findFirstOrThrow(a: object): Promise<{ id: number }> }>)[entity.model.charAt(0).toLowerCase() + entity.model.slice(1)]!.findFirstOrThrow({ where: { [madeBy.via]: parent }, orderBy: { id: 'asc' } })).id;
    }
    if (entity.storage === 'external') return (await (t.infra.db.prisma as unknown as Record<string, { findFirst(a: object): Promise<{ id: number }> }>)[entity.model.charAt(0).toLowerCase() + entity.model.slice(1)]!.findFirst({ orderBy: { id: 'asc' } })).id;
    const searched = new Set((entity.lookups ?? []).map((l) => l.by));
    const links: Record<string, number> = {};
    for (const [key, def] of Object.entries(entity.fields)) {
      // a link to the entity itself (a chart's parent account) is the arrangement's to fill
      if (def.type === 'link' && def.entity !== entity.name && (def.required || searched.has(key) || NEEDED_LINKS[entity.name]?.includes(key)) && extra[key] === undefined) links[key] = await createInA(findEntity(def.entity)!, sliceOf(def));
    }
    const body = { ...sampleRow(entity, RUN * 1000 + ++seq, links, `w${RUN}`), lines: await linesOf(entity), ...extra };
    await freeUniqueInts(t.infra.db.prisma, entity, body);
    const undo = await ARRANGE[entity.name]?.(body, companyOfToken(a));
    try {
      const route = entity.routes.create!;
      const res = await call(route.method.toLowerCase() as Method, routePath(entity, route.path), a).send(body);
      if (res.status !== 200) throw new Error(`creating ${entity.name}: ${res.status} ${JSON.stringify(res.body)}`);
      await settleState(t.infra.db.prisma, entity, res.body.value.id, extra);
      return res.body.value.id;
    } finally {
      await undo?.();
    }
  }

  const getById = (entity: EntityDefinition, id: number, token: string) => {
    const r = entity.routes.getById!;
    return call('get', routePath(entity, r.path), token).query({ [r.idParam!]: id });
  };
  const declared = (route: { key: string }) => OPERATIONS.find((o) => o.key === route.key)!.op.parameters?.filter((p) => p.in === 'query').map((p) => p.name) ?? [];

  /** The request a family route gets for the row `id` of company A (what B sends, and the token without a company). */
  function request(route: FamilyRoute, row: Record<string, unknown>, token: string) {
    const { entity } = route;
    const req = call(route.method, route.path, token);
    const id = row.id as number;
    const idParam = entity.routes.getById?.idParam ?? 'Id';
    switch (route.kind) {
      case 'create': {
        const links = Object.fromEntries(Object.entries(entity.fields).filter(([, d]) => d.type === 'link').map(([k]) => [k, row[k]]).filter(([, v]) => typeof v === 'number'));
        // a document's lines as A's row has them, so that only the missing company is wrong with the body
        const lines = entity.lines
          ? (row.lines as Record<string, unknown>[]).map((l) => Object.fromEntries(Object.entries(findEntity(entity.lines!.entity)!.fields).filter(([k, d]) => !d.readOnly && k !== entity.lines!.via && l[k] !== null).map(([k]) => [k, l[k]])))
          : undefined;
        // the fields others are required by (an account's level: its parent) as A's row holds them, with its links
        const conditions = Object.fromEntries(Object.values(entity.fields).flatMap((d) => (d.when ? [[d.when.field, row[d.when.field]]] : [])));
        return req.send({ ...sampleRow(entity, RUN * 1000 + ++seq, links as Record<string, number>, `w${RUN}`), ...conditions, lines });
      }
      case 'getById':
      case 'read':
        return req.query({ [idParam]: id });
      case 'step': {
        // a body the step takes (a state to pick, its fields), so that only the row's company is wrong with it
        const step = workflowActions(entity.workflow!).find((s) => route.path.endsWith(`/${s.action}`))!;
        // a link the step takes is any id: the row of A is not found before the link is looked at
        const fields = Object.fromEntries(step.fields.map((f) => [f, entity.fields[f]!.type === 'link' ? 1 : sampleValue(f, { ...entity.fields[f]!, required: true } as FieldDefinition, RUN * 1000 + ++seq, `w${RUN}`)]));
        const toState = step.choices ? { toState: step.choices.find((c) => c !== entity.workflow!.initial) } : {};
        return req.send({ id, version: row.version, comment: 'از شرکت دیگر', ...toState, ...fields });
      }
      case 'remove': {
        const op = entity.routes.remove ?? entity.routes.disable!;
        return req.query({ [op.idParam!]: id });
      }
      case 'update': {
        const body: Record<string, unknown> = { id, version: row.version };
        for (const [key, def] of Object.entries(entity.fields)) if (!def.readOnly) body[key] = row[key] ?? undefined;
        const free = Object.keys(entity.fields).find((f) => { const d = entity.fields[f]!; return !d.readOnly && (d.type === 'string' || d.type === 'text') && !d.format; });
        if (free) body[free] = `${String(row[free] ?? '')} از شرکت دیگر`.trim().slice(0, 90);
        return req.send(body);
      }
      case 'activate':
        return req.send({ id });
      case 'group':
        return req.send({ ids: [id] });
      case 'lookupOne':
      case 'lookupList':
        return req.query({ [route.param!]: row[route.by!] as string | number, ...(declared(route).includes('pageSize') ? { pageSize: 100 } : {}) });
      case 'list':
      case 'view': {
        const params = declared(route);
        const query: Record<string, string | number> = {};
        if (params.includes('pageSize')) query.pageSize = 100;
        if (params.includes('searchTerm')) query.searchTerm = String(row[entity.titleField]);
        return req.query(query);
      }
    }
  }

  /** The ids an answer shows: a page's rows, a list, or one row. */
  const idsIn = (value: unknown): number[] => {
    if (value === null || value === undefined) return [];
    if (Array.isArray(value)) return value.map((r: { id: number }) => r.id);
    const v = value as { data?: { id: number }[]; id?: number };
    return v.data ? v.data.map((r) => r.id) : v.id !== undefined ? [v.id] : [];
  };

  it('knows every company-owned model: each with a companyId column is scoped or says why not', () => {
    const dir = join(ROOT, 'prisma/schema');
    const withCompany = readdirSync(dir)
      .filter((f) => f.endsWith('.prisma'))
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)])
      .filter((m) => /^\s+companyId\s/m.test(m[2]!))
      .map((m) => m[1]!);
    expect(withCompany.length).toBeGreaterThan(20);
    const unknown = withCompany.filter((m) => !COMPANY_MODELS.has(m) && !(m in COMPANY_COLUMN_NOT_OWNER));
    expect(unknown).toEqual([]);
    for (const m of COMPANY_MODELS) expect([m, withCompany.includes(m)]).toEqual([m, true]);
  });

  it('covers every company-scoped route of openapi.json (from the entity registry, the answers that carry a companyId, and the hand-written list)', () => {
    const family = new Set(FAMILY.map((r) => r.key));
    // every family route is served and documented
    expect([...family].filter((k) => !OPERATIONS.some((o) => o.key === k))).toEqual([]);
    const bases = COMPANY_ENTITIES.map((e) => `${e.basePath}/`);
    const companyScoped = OPERATIONS.filter((o) => {
      if (NOT_COMPANY_OWNED[o.key]) return false;
      const answer = Object.values(o.op.responses?.['200']?.content ?? {})[0]?.schema;
      return bases.some((base) => o.path.startsWith(base)) || carriesCompany(answer) || HAND_WRITTEN.includes(o.key) || REPORT_ROUTES.includes(o.key);
    });
    expect(companyScoped.length).toBeGreaterThan(200);
    // the Excel import of every entity: an upload is seen and committed only by its uploader in the company it was
    // checked in (import.int.ts proves it from the other company)
    const imports = (o: { path: string }) => /\/import\/(preview|commit|status)$/.test(o.path);
    // the attachments of every entity that has them: a file is listed, downloaded and removed only in its row's
    // company (relational-kinds.int.ts proves it from the other company)
    const attachments = (o: { path: string }) => /\/attachments\/(getFiltered|upload|download|remove)$/.test(o.path);
    // a document's lines read from a sheet: nothing is written, and its links resolve in the caller's company only
    // (warehouse-documents.int.ts proves another company's product is not found)
    const sheetLines = (o: { path: string }) => /\/lines\/fromSheet$/.test(o.path);
    const uncovered = companyScoped.filter((o) => !family.has(o.key) && !HAND_WRITTEN.includes(o.key) && !REPORT_ROUTES.includes(o.key) && !imports(o) && !attachments(o) && !sheetLines(o)).map((o) => o.key);
    expect(uncovered).toEqual([]);
    expect(HAND_WRITTEN.filter((k) => !OPERATIONS.some((o) => o.key === k))).toEqual([]);
    // every report's three routes are served and documented
    expect(REPORT_ROUTES.length).toBeGreaterThanOrEqual(18);
    expect(REPORT_ROUTES.filter((k) => !OPERATIONS.some((o) => o.key === k))).toEqual([]);
  });

  describe.each(COMPANY_ENTITIES.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    it('shows nothing of company A’s row to company B and changes nothing, on every route of its family; a token without a company gets 403', async () => {
      const id = await createInA(entity);
      const before = (await getById(entity, id, a).expect(200)).body.value;
      const routes = FAMILY.filter((r) => r.entity === entity);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        if (route.kind !== 'create') {
          const res = await request(route, before, b);
          if (['getById', 'update', 'remove', 'activate', 'group', 'step', 'read'].includes(route.kind)) {
            expect([route.key, res.status]).toEqual([route.key, 404]);
          } else if (route.kind === 'lookupOne') {
            // company B may have a row of its own with the same code or name, never A's
            expect([route.key, [200, 404].includes(res.status)]).toEqual([route.key, true]);
            if (res.status === 200) expect([route.key, idsIn(res.body.value).includes(id)]).toEqual([route.key, false]);
          } else {
            expect([route.key, res.status]).toEqual([route.key, 200]);
            expect([route.key, idsIn(res.body.value).includes(id)]).toEqual([route.key, false]);
          }
        }
        // a create needs what ARRANGE sets up, so that only the missing company is wrong with it
        const undo = route.kind === 'create' ? await ARRANGE[entity.name]?.({ userId: before.userId, delegateId: before.delegateId }, companyOfToken(a)) : undefined;
        let refused;
        try {
          refused = await request(route, before, none);
        } finally {
          await undo?.();
        }
        expect([route.key, refused.status, refused.body.detail, refused.status === 403 ? '' : JSON.stringify(refused.body)]).toEqual([route.key, 403, NO_COMPANY, '']);
      }
      // the row in A is as it was: same version, same values
      expect((await getById(entity, id, a).expect(200)).body.value).toEqual(before);
      // and A itself still sees it in its list
      const list = FAMILY.find((r) => r.entity === entity && r.kind === 'list')!;
      expect(idsIn((await request(list, before, a).expect(200)).body.value)).toContain(id);
    });
  });

  describe('hand-written routes', () => {
    const expectNoCompany = async (res: { status: number; body: { detail?: string } }, what: string) => expect([what, res.status, res.body.detail]).toEqual([what, 403, NO_COMPANY]);

    it('an operation’s priority and a document’s file', async () => {
      const operationInfo = findEntity('operationinfo')!;
      const op = await createInA(operationInfo);
      const opBefore = (await getById(operationInfo, op, a).expect(200)).body.value;
      await call('put', '/api/service/v1/OperationInfo/UpdateSetPriority', b).send({ id: op, priority: 77 }).expect(404);
      await expectNoCompany(await call('put', '/api/service/v1/OperationInfo/UpdateSetPriority', none).send({ id: op, priority: 77 }), 'UpdateSetPriority');
      expect((await getById(operationInfo, op, a).expect(200)).body.value).toEqual(opBefore);

      const documentDetail = findEntity('documentdetail')!;
      const doc = await createInA(documentDetail);
      await call('post', '/api/service/v1/DocumentDetail/Upload', a).field('documentDetailId', String(doc)).attach('file', Buffer.from('A'), { filename: 'a.txt', contentType: 'text/plain' }).expect(200);
      const docBefore = (await getById(documentDetail, doc, a).expect(200)).body.value;
      await call('post', '/api/service/v1/DocumentDetail/Upload', b).field('documentDetailId', String(doc)).attach('file', Buffer.from('B'), { filename: 'b.txt', contentType: 'text/plain' }).expect(404);
      await expectNoCompany(await call('post', '/api/service/v1/DocumentDetail/Upload', none).field('documentDetailId', String(doc)).attach('file', Buffer.from('N'), { filename: 'n.txt', contentType: 'text/plain' }), 'Upload');
      await call('get', '/api/service/v1/DocumentDetail/Download', b).query({ documentDetailId: doc }).expect(404);
      await expectNoCompany(await call('get', '/api/service/v1/DocumentDetail/Download', none).query({ documentDetailId: doc }), 'Download');
      expect((await getById(documentDetail, doc, a).expect(200)).body.value).toEqual(docBefore);
    });

    it('cost centres by an authorized user or role, and a new project code', async () => {
      const C = '/api/service/v1/CostCenter';
      for (const [name, path, param, field] of [
        ['costcenterauthorizedrole', 'GetsByAuthorizedRoleId', 'roleId', 'roleId'],
        ['costcenterauthorizeduser', 'GetsByAuthorizedUserId', 'userId', 'userId'],
      ] as const) {
        const entity = findEntity(name)!;
        const row = (await getById(entity, await createInA(entity), a).expect(200)).body.value;
        expect(idsIn((await call('get', `${C}/${path}`, a).query({ [param]: row[field], pageSize: 100 }).expect(200)).body.value)).toContain(row.costCenterId);
        expect(idsIn((await call('get', `${C}/${path}`, b).query({ [param]: row[field], pageSize: 100 }).expect(200)).body.value)).not.toContain(row.costCenterId);
        await expectNoCompany(await call('get', `${C}/${path}`, none).query({ [param]: row[field] }), path);
      }
      expect((await call('post', '/api/service/v1/Project/NewProjectCode', b).expect(200)).body.value.projectCode).toEqual(expect.any(String));
      await expectNoCompany(await call('post', '/api/service/v1/Project/NewProjectCode', none), 'NewProjectCode');
    });

    it('the estimate wizard’s suggestions', async () => {
      const projectId = await createInA(findEntity('project')!);
      const operationInfoId = await createInA(findEntity('operationinfo')!);
      const query = { projectId, operationInfoIds: String(operationInfoId) };
      const mine = (await call('get', '/api/service/v1/estimation/suggestions', a).query(query).expect(200)).body.value.data;
      expect(mine.map((s: { operationInfoId: number }) => s.operationInfoId)).toEqual([operationInfoId]);
      // company B names A's operation: it is none of B's
      expect((await call('get', '/api/service/v1/estimation/suggestions', b).query(query).expect(200)).body.value.data).toEqual([]);
      await expectNoCompany(await call('get', '/api/service/v1/estimation/suggestions', none).query(query), 'suggestions');
    });

    it('a person’s shift month', async () => {
      const personnelId = await createInA(findEntity('personnel')!);
      const query = { personnelId, year: 1405, month: 1 };
      expect((await call('get', '/api/hr/v1/shift/getPersonMonth', a).query(query).expect(200)).body.value.days).toHaveLength(31);
      // A's person is none of B's
      await call('get', '/api/hr/v1/shift/getPersonMonth', b).query(query).expect(404);
      await expectNoCompany(await call('get', '/api/hr/v1/shift/getPersonMonth', none).query(query), 'getPersonMonth');
    });

    it('attendance days and months, which only the calculation writes (attendance.int.ts works them out)', async () => {
      const personnelId = await createInA(findEntity('personnel')!);
      const start = (await t.infra.db.prisma.personnel.findUniqueOrThrow({ where: { id: personnelId } })).startDate.toISOString().slice(0, 10);
      const j = isoDateToJalali(start)!;
      const body = { year: j.jy, month: j.jm, personnelIds: [personnelId] };
      // B names A's person: nobody of B's, nothing written
      expect((await call('post', '/api/hr/v1/attendancemonth/calculate', b).send(body).expect(200)).body.value.calculated).toBe(0);
      await expectNoCompany(await call('post', '/api/hr/v1/attendancemonth/calculate', none).send(body), 'calculate');
      expect((await call('post', '/api/hr/v1/attendancemonth/calculate', a).send(body).expect(200)).body.value.calculated).toBe(1);
      for (const name of ['attendancemonth', 'attendanceday']) {
        const rows = (await call('get', `/api/hr/v1/${name}/getFiltered`, a).query({ personnelId }).expect(200)).body.value.data as { id: number }[];
        expect(rows.length).toBeGreaterThan(0);
        await call('get', `/api/hr/v1/${name}/getById`, b).query({ Id: rows[0]!.id }).expect(404);
        expect((await call('get', `/api/hr/v1/${name}/getFiltered`, b).query({ personnelId }).expect(200)).body.value.data).toEqual([]);
        await expectNoCompany(await call('get', `/api/hr/v1/${name}/getFiltered`, none).query({ personnelId }), `${name} getFiltered`);
      }
    });

    it('an attendance device’s pull and the punches’ import (attendance-devices.int.ts pulls through a simulated clock)', async () => {
      const device = await createInA(findEntity('attendancedevice')!);
      const before = (await getById(findEntity('attendancedevice')!, device, a).expect(200)).body.value;
      // B names A's device: none of B's, nothing dialled, nothing written
      await call('post', '/api/hr/v1/attendancedevice/sync', b).send({ id: device }).expect(404);
      await expectNoCompany(await call('post', '/api/hr/v1/attendancedevice/sync', none).send({ id: device }), 'sync');
      expect((await getById(findEntity('attendancedevice')!, device, a).expect(200)).body.value).toEqual(before);
      // B's sheet names A's person by code: no such person in B
      const personnel = await createInA(findEntity('personnel')!);
      const code = (await getById(findEntity('personnel')!, personnel, a).expect(200)).body.value.organizationCode as string;
      const csv = Buffer.from(`personnelCode,date,time\n${code},2026-03-01,08:00\n`);
      const refused = await call('post', '/api/hr/v1/attendancepunch/import', b).attach('file', csv, 'p.csv').expect(400);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['rows[2].personnelCode']);
      await expectNoCompany(await call('post', '/api/hr/v1/attendancepunch/import', none).attach('file', csv, 'p.csv'), 'import');
      expect(await t.infra.db.prisma.attendancePunch.count({ where: { personnelId: personnel } })).toBe(0);
    });

    it('lead access', async () => {
      const L = '/api/identity/leadAccess/v1';
      const make = async () => (await call('post', `${USER}/createByAdmin`, a).send({ mobileNumber: freshMobile(), firstName: 'مدیر', lastName: 'آزمون' }).expect(200)).body.value.id as number;
      const [lead, led] = [await make(), await make()];
      await call('post', `${L}/create`, a).send({ leadUserId: lead, userIds: [led] }).expect(200);
      const row = await t.infra.db.prisma.leadAccess.findFirstOrThrow({ where: { leadUserId: lead, userId: led } });
      expect(row.companyId).toBe(companyA);

      expect(idsIn((await call('get', `${L}/getLeads`, b).query({ pageSize: 100 }).expect(200)).body.value)).not.toContain(lead);
      expect((await call('get', `${L}/getsByLeadUserId`, b).query({ LeadUserId: lead }).expect(200)).body.value.rowCount).toBe(0);
      expect((await call('get', `${L}/getLeadsByUserId`, b).query({ UserId: led }).expect(200)).body.value).toEqual([]);
      // A's users are not B's to choose from, nor to lead
      expect(idsIn((await call('get', `${L}/getUsers`, b).query({ pageSize: 100, searchTerm: 'آزمون' }).expect(200)).body.value)).not.toContain(led);
      await call('post', `${L}/create`, b).send({ leadUserId: lead, userIds: [led] }).expect(400);
      await call('delete', `${L}/remove`, b).query({ Id: row.id }).expect(404);
      expect(await t.infra.db.prisma.leadAccess.count({ where: { leadUserId: lead } })).toBe(1);

      for (const [m, path, q] of [
        ['get', `${L}/getLeads`, {}], ['get', `${L}/getsByLeadUserId`, { LeadUserId: lead }], ['get', `${L}/getLeadsByUserId`, { UserId: led }],
        ['get', `${L}/getUsers`, {}], ['delete', `${L}/remove`, { Id: row.id }],
      ] as const) await expectNoCompany(await call(m, path, none).query(q), path);
      await expectNoCompany(await call('post', `${L}/create`, none).send({ leadUserId: lead, userIds: [led] }), 'leadAccess/create');
    });

    it('rescue vehicles and their positions', async () => {
      // made in company B and looked for from A (rescue.int.ts counts company A's reports); removed at the end
      const R = '/api/rescue-vehicle/v1';
      const admin = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' } });
      const vehicle = await t.infra.db.prisma.rescueVehicle.create({ data: { companyId: companyB, thirdPartyId: admin.thirdPartyId, name: `امداد ${RUN}`, plateNumber: `${RUN}`, latitude: 35.7, longitude: 51.4 } });
      try {
        const location = (await call('post', `${R}/location/create`, b).send({ rescueVehicleId: vehicle.id, latitude: 35.7, longitude: 51.4 }).expect(200)).body.value;
        const vehicleBefore = await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id: vehicle.id } });

        expect(idsIn((await call('get', `${R}/getByThirdPartyIdId`, a).query({ thirdPartyId: admin.thirdPartyId }).expect(200)).body.value)).not.toContain(vehicle.id);
        expect(idsIn((await call('get', `${R}/getFilteredNearby`, a).query({ latitude: 35.7, longitude: 51.4, radiusKm: 1, pageSize: 100 }).expect(200)).body.value)).not.toContain(vehicle.id);
        expect(idsIn((await call('get', `${R}/getFilteredNearby`, b).query({ latitude: 35.7, longitude: 51.4, radiusKm: 1, pageSize: 100 }).expect(200)).body.value)).toContain(vehicle.id);
        await call('post', `${R}/updateLocation`, a).send({ id: vehicle.id, latitude: 1, longitude: 1 }).expect(404);
        await call('post', `${R}/location/create`, a).send({ rescueVehicleId: vehicle.id, latitude: 1, longitude: 1 }).expect(404);
        expect(idsIn((await call('get', `${R}/location/getFiltered`, a).query({ pageSize: 100 }).expect(200)).body.value)).not.toContain(location.id);
        await call('get', `${R}/location/getById`, a).query({ Id: location.id }).expect(404);
        await call('get', `${R}/location/getByRescueVehicleId`, a).query({ rescueVehicleId: vehicle.id }).expect(404);
        expect(await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toEqual(vehicleBefore);
        expect(await t.infra.db.prisma.rescueVehicleLocation.count({ where: { rescueVehicleId: vehicle.id } })).toBe(1);

        const tp = (await call('get', `${USER}/profile`, none).expect(200)).body.value.thirdPartyId;
        for (const [m, path, payload] of [
          ['get', `${R}/getByThirdPartyIdId`, { thirdPartyId: tp }], ['get', `${R}/getFilteredNearby`, { latitude: 35.7, longitude: 51.4 }], ['get', `${R}/location/getFiltered`, {}], ['get', `${R}/location/getById`, { Id: location.id }],
          ['get', `${R}/location/getByRescueVehicleId`, { rescueVehicleId: vehicle.id }],
        ] as const) await expectNoCompany(await call(m, path, none).query(payload), path);
        await expectNoCompany(await call('post', `${R}/updateLocation`, none).send({ id: vehicle.id, latitude: 1, longitude: 1 }), 'updateLocation');
        await expectNoCompany(await call('post', `${R}/location/create`, none).send({ rescueVehicleId: vehicle.id, latitude: 1, longitude: 1 }), 'location/create');
      } finally {
        await t.infra.db.prisma.rescueVehicle.delete({ where: { id: vehicle.id } });
      }
    });

    it('financial years: company B lists only its own, cannot close one of A, and a token without a company gets 403', async () => {
      const ofA = await t.infra.db.prisma.financialYear.findMany({ where: { companyId: companyA } });
      const listed = (await call('get', '/api/financial/v1/financialyear/getFiltered', b).expect(200)).body.value as { id: number }[];
      expect(listed.some((y) => ofA.some((x) => x.id === y.id))).toBe(false);
      const refused = await call('post', '/api/financial/v1/financialyear/close', b).send({ id: ofA[0]!.id });
      expect(refused.status).toBe(422);
      expect((await t.infra.db.prisma.financialYear.findUniqueOrThrow({ where: { id: ofA[0]!.id } })).isClosed).toBe(false);
      await expectNoCompany(await call('get', '/api/financial/v1/financialyear/getFiltered', none), 'financialyear getFiltered');
      await expectNoCompany(await call('post', '/api/financial/v1/financialyear/openNext', none), 'financialyear openNext');
      await expectNoCompany(await call('post', '/api/financial/v1/financialyear/close', none).send({ id: ofA[0]!.id }), 'financialyear close');
    });

    it('reports: company B sees none of company A’s rows, in a page or a sheet (its PDF read the same way); a token without a company gets 403', async () => {
      // one project of company A that every report has a row of: a contract with a line, a statement of it, a supply
      // request and a posted goods issue to the project (the rows as the documents' own saves leave them)
      const p = t.infra.db.prisma;
      const unit = (await p.measureUnit.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
      const employer = await p.thirdParty.create({ data: { kind: 2, companyName: `کارفرما ${RUN}`, fullName: `کارفرما ${RUN}`, isEmployer: true } });
      const project = await p.project.create({ data: { companyId: companyA, code: `R${RUN}`, name: `پروژهٔ جداسازی ${RUN}`, employerId: employer.id } });
      const operation = await p.operationInfo.create({ data: { companyId: companyA, code: `RO${RUN}`, name: `عملیات جداسازی ${RUN}`, unitId: unit, isActive: true } });
      const contract = await p.contractorContract.create({ data: { companyId: companyA, code: `RK${RUN}`, title: 'جداسازی', projectId: project.id, contractorId: employer.id, contractDate: new Date('2026-04-01'), totalAmount: '1000', isActive: true } });
      const line = await p.contractorContractLine.create({ data: { companyId: companyA, contractorContractId: contract.id, operationInfoId: operation.id, unitId: unit, quantity: '1', unitPrice: '1000', amount: '1000' } });
      const statement = await p.contractorStatement.create({
        data: { companyId: companyA, contractorContractId: contract.id, projectId: project.id, contractorId: employer.id, statementDate: new Date('2026-04-02'), startDate: new Date('2026-04-02'), endDate: new Date('2026-04-02'), grossAmount: '500', totalDeductions: '0', payableAmount: '500', status: 2 },
      });
      await p.contractorStatementLine.create({ data: { companyId: companyA, contractorStatementId: statement.id, contractorContractLineId: line.id, quantity: '0.5', amount: '500' } });
      const supply = await p.supplyGoods.create({ data: { companyId: companyA, code: `RG${RUN}`, requestDate: new Date('2026-04-03'), projectId: project.id, status: 1, totalAmount: '300' } });
      await p.supplyGoodsLine.create({ data: { companyId: companyA, supplyGoodsId: supply.id, goodsName: 'کالا', measureUnitId: unit, quantity: '3', unitPrice: '100', amount: '300' } });
      const warehouse = await p.warehouse.create({ data: { companyId: companyA, code: `RW${RUN}`, name: `انبار جداسازی ${RUN}` } });
      const product = await p.product.create({ data: { companyId: companyA, code: `RP${RUN}`, name: `کالای جداسازی ${RUN}`, measureUnitId: unit } });
      const issue = await p.stockDocument.create({ data: { companyId: companyA, code: `RD${RUN}`, kind: 2, direction: 2, documentDate: new Date('2026-04-04'), warehouseId: warehouse.id, projectId: project.id, status: 2 } });
      await p.stockDocumentLine.create({ data: { companyId: companyA, stockDocumentId: issue.id, productId: product.id, quantity: '2', baseQuantity: '2', amount: '200' } });
      // the stock a cost centre of A holds (the report of cost centres, which has no project filter)
      const ccType = await p.costCenterType.create({ data: { code: `RT${RUN}`.slice(0, 20), nameFa: `نوع جداسازی ${RUN}` } });
      const costCenter = await p.costCenter.create({ data: { companyId: companyA, code: `RC${RUN}`, name: `مرکز جداسازی ${RUN}`, costCenterTypeId: ccType.id } });
      await p.costCenterWarehouse.create({ data: { companyId: companyA, costCenterId: costCenter.id, warehouseId: warehouse.id } });
      await p.stockBalance.create({ data: { companyId: companyA, productId: product.id, warehouseId: warehouse.id, quantity: '3', value: '300' } });
      // the ledger of A: a posted voucher on A's bank account, a project's revenue and a third party's payable
      const accountOf = async (code: string) => (await p.account.findFirstOrThrow({ where: { companyId: companyA, code } })).id;
      const bank = await p.bank.findFirstOrThrow();
      const bankAccount = await p.companyBankAccount.create({ data: { companyId: companyA, title: `حساب جداسازی ${RUN}`, bankId: bank.id, kind: 1, accountNo: `77${RUN}`, shabaNo: 'IR160120000000001234567890', accountId: await accountOf('1102') } });
      const yearA = await p.financialYear.findFirstOrThrow({ where: { companyId: companyA, startDate: { lte: new Date('2026-04-05') }, endDate: { gte: new Date('2026-04-05') } } });
      const typeA = await p.voucherType.findFirstOrThrow({ where: { companyId: companyA, kind: 1 } });
      const voucher = await p.voucher.create({ data: { companyId: companyA, financialYearId: yearA.id, voucherDate: new Date('2026-04-05'), voucherTypeId: typeA.id, description: `سند جداسازی ${RUN}`, totalDebit: '1000', totalCredit: '1000' } });
      const [bankCode, revenueCode, payableCode] = [await accountOf('1102'), await accountOf('5101'), await accountOf('3101')];
      await p.voucherLine.createMany({
        data: [
          { companyId: companyA, voucherId: voucher.id, accountId: bankCode, bankAccountId: bankAccount.id, debit: '1000', credit: '0' },
          { companyId: companyA, voucherId: voucher.id, accountId: revenueCode, projectId: project.id, debit: '0', credit: '600' },
          { companyId: companyA, voucherId: voucher.id, accountId: payableCode, thirdPartyId: employer.id, debit: '0', credit: '400' },
        ],
      });
      await p.$transaction((tx) => t.app.get(GeneralLedger).post(tx, voucher.id));
      // a dealer of A with a sales plan of one car (the dealer's grids)
      const carmaker = await p.dealerCompany.create({ data: { companyId: companyA, code: `RM${RUN}`, name: `خودروساز جداسازی ${RUN}` } });
      const dealer = await p.dealer.create({ data: { companyId: companyA, code: `RN${RUN}`, name: `نمایندگی جداسازی ${RUN}`, dealerCompanyId: carmaker.id, receptionStart: new Date('1970-01-01T08:00:00Z'), receptionEnd: new Date('1970-01-01T16:00:00Z') } });
      const vehicle = await p.dealerVehicle.create({ data: { companyId: companyA, code: `RV${RUN}`, name: `خودروی جداسازی ${RUN}`, dealerCompanyId: carmaker.id } });
      const plan = await p.dealerSalesPlan.create({ data: { companyId: companyA, code: `RS${RUN}`, name: `طرح جداسازی ${RUN}`, dealerCompanyId: carmaker.id, registrationStart: new Date('2026-04-01'), registrationEnd: new Date('2026-04-10'), capacity: 5 } });
      await p.dealerSalesPlanLine.create({ data: { companyId: companyA, dealerSalesPlanId: plan.id, dealerVehicleId: vehicle.id, price: '1000', deposit: '100', capacity: 5 } });
      // each key against its own table's id (B's product 25 is not A's project 25)
      const ofA: Record<string, number[]> = {
        projectId: [project.id], operationId: [operation.id], productId: [product.id], accountId: [bankCode, revenueCode, payableCode, await accountOf('51')], thirdPartyId: [employer.id],
        dealerId: [dealer.id], planId: [plan.id],
      };
      const linked = (rows: Record<string, unknown>[]) => rows.flatMap((r) => Object.entries(ofA).filter(([key, ids]) => ids.includes(r[key] as number)).map(([key]) => `${key} ${r[key]}`));
      // what narrows each financial or dealer report to A's rows of the test (the others take the project, else the cost centre)
      const financial: Record<string, Record<string, number>> = {
        accountReview: { parentId: await accountOf('11') }, ledger: { accountId: bankCode }, trialBalance: {}, thirdPartyTransactions: { accountId: payableCode },
        profitAndLoss: {}, liquidity: { accountId: bankCode }, bankAccountTransactions: { bankAccountId: bankAccount.id },
        dealerRealization: { dealerSalesPlanId: plan.id }, dealerGrid: { dealerCompanyId: carmaker.id },
      };

      for (const report of REPORTS) {
        const base = reportBasePath(report);
        const scope = financial[report.name] ?? (report.filters.some((f) => f.key === 'projectId') ? { projectId: project.id } : { costCenterId: costCenter.id });
        const inA = (await call('get', `${base}/getFiltered`, a).query({ ...scope, pageSize: 100 }).expect(200)).body.value;
        // a report of periods (the liquidity's months) names no row of A; the others do
        const names = report.columns.some((c) => c.type === 'link');
        expect([report.name, inA.rowCount > 0, !names || linked(inA.data).length > 0]).toEqual([report.name, true, true]);
        // B asks for A's project by its id, and for everything it has
        const byId = (await call('get', `${base}/getFiltered`, b).query({ ...scope, pageSize: 100 }).expect(200)).body.value;
        expect([report.name, byId.rowCount, byId.data, Object.values(byId.totals).filter((v) => v !== '0')]).toEqual([report.name, 0, [], []]);
        const all = (await call('get', `${base}/getFiltered`, b).query({ pageSize: 100 }).expect(200)).body.value;
        expect([report.name, linked(all.data)]).toEqual([report.name, []]);
        const sheet = await call('get', `${base}/export`, b).query(scope).buffer(true).parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        }).expect(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(new Uint8Array(sheet.body as Buffer).buffer as ArrayBuffer);
        // the header and the totals row: no row of A
        expect([report.name, book.worksheets[0]!.rowCount]).toEqual([report.name, 2]);
        const pdf = await call('get', `${base}/exportPdf`, b).query(scope).buffer(true).parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        }).expect(200);
        expect([report.name, (pdf.body as Buffer).subarray(0, 4).toString('latin1')]).toEqual([report.name, '%PDF']);
        for (const op of ['getFiltered', 'export', 'exportPdf']) await expectNoCompany(await call('get', `${base}/${op}`, none).query(scope), `${report.name} ${op}`);
      }
    });

    it('financial years', async () => {
      const P = '/api/meta-data/v1/financial-period/getActiveFiltered';
      const yearsOfA = (await t.infra.db.prisma.financialYear.findMany({ where: { companyId: companyA } })).map((y) => y.id);
      expect(yearsOfA.length).toBeGreaterThan(0);
      const seenByB = idsIn((await call('get', P, b).query({ pageSize: 100 }).expect(200)).body.value);
      expect(seenByB.length).toBeGreaterThan(0);
      expect(seenByB.filter((id) => yearsOfA.includes(id))).toEqual([]);
      await expectNoCompany(await call('get', P, none), P);
    });
  });

  describe('the request context', () => {
    it('holds the token’s company and the X-Financial-Year it checked; a year of another company is 400 naming the header', async () => {
      const [yearA, yearB] = await Promise.all([companyA, companyB].map((companyId) => t.infra.db.prisma.financialYear.findFirstOrThrow({ where: { companyId }, orderBy: { year: 'desc' } })));
      const probe = '/api/_probe/context';
      expect((await call('get', probe, a).expect(200)).body.value).toMatchObject({ companyId: companyA, financialYearId: null });
      expect((await call('get', probe, a).set('X-Financial-Year', String(yearA!.id)).expect(200)).body.value).toMatchObject({ companyId: companyA, financialYearId: yearA!.id });
      for (const bad of [String(yearB!.id), 'abc', '0', '99999999999', '2147483648']) {
        const res = await call('get', probe, a).set('Accept-Language', 'en').set('X-Financial-Year', bad).expect(400);
        expect(res.body.errors).toEqual([{ field: 'X-Financial-Year', message: expect.stringContaining('financial year') }]);
      }
      // on a real route too, before anything is read
      const fa = await call('get', '/api/service/v1/CostOver/GetCostOvers', a).set('X-Financial-Year', String(yearB!.id)).expect(400);
      expect(fa.body.errors.map((e: { field: string }) => e.field)).toEqual(['X-Financial-Year']);
      // the header's selectors answer whatever year the SPA still sends after a company switch
      await call('get', '/api/meta-data/v1/financial-period/getActiveFiltered', b).set('X-Financial-Year', String(yearA!.id)).expect(200);
      // a token without a company: no year can be one of its company's
      await call('get', probe, none).set('X-Financial-Year', String(yearA!.id)).expect(400);
    });

    it('refuses a company-owned query outside any context, and lets the system read every company', async () => {
      await expect(t.infra.db.scoped.costOver.count()).rejects.toThrow(/outside a request context/);
      const all = await asSystem(async () => await t.infra.db.scoped.financialYear.findMany({ select: { companyId: true } }));
      expect(new Set(all.map((y) => y.companyId))).toEqual(new Set([companyA, companyB]));
    });
  });

  describe('user administration', () => {
    it('lists and changes only the users of the caller’s company, unless the caller is organisation-wide', async () => {
      const make = async (token: string) => (await call('post', `${USER}/createByAdmin`, token).send({ mobileNumber: freshMobile(), firstName: 'کاربر', lastName: `شرکت${RUN}`, password: 'Karsaz-Strong-Pass-9' }).expect(200)).body.value.id as number;
      const inA = await make(a);
      const inB = await make(b);
      // a company administrator: the users screen with every action, not the organisation-wide menu tree
      const role = (await call('post', '/api/identity/role/v1/create', a).send({ name: `CompanyAdmin${RUN}`, title: 'مدیر شرکت' }).expect(200)).body.value.id;
      const menus = (await call('get', '/api/identity/actionMenu/v1/getActiveMenus', a).expect(200)).body.value as { id: number; url: string | null }[];
      const actions = (await call('get', '/api/identity/action/v1/gets', a).query({ pageSize: 100 }).expect(200)).body.value.data as { id: number; name: string }[];
      const users = menus.find((m) => m.url === '/access-management-2')!.id;
      await call('post', '/api/identity/role/v1/AddActionsToRole', a).send({ roleId: role, permissions: actions.map((x) => ({ actionMenuId: users, actionId: x.id })) }).expect(200);
      const companyAdmin = await make(a);
      await call('post', `${USER}/addRolesToUser`, a).send({ userId: companyAdmin, roleIds: [role] }).expect(200);
      const mobile = (await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: companyAdmin } })).mobileNumber;
      const c = (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: 'Karsaz-Strong-Pass-9' }).expect(200)).body.value.access_token as string;

      const listed = idsIn((await call('get', `${USER}/gets`, c).query({ pageSize: 100, searchTerm: `شرکت${RUN}` }).expect(200)).body.value);
      expect(listed).toEqual(expect.arrayContaining([inA, companyAdmin]));
      expect(listed).not.toContain(inB);
      expect(idsIn((await call('get', `${USER}/getUsersByIds`, c).query({ Ids: `${inA},${inB}` }).expect(200)).body.value)).toEqual([inA]);
      expect(idsIn((await call('get', `${USER}/getUsersByRoleId`, c).query({ RoleId: role, pageSize: 100 }).expect(200)).body.value)).toEqual([companyAdmin]);
      await call('get', `${USER}/getUserById`, c).query({ Id: inA }).expect(200);
      await call('get', `${USER}/getUserById`, c).query({ Id: inB }).expect(404);
      const before = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB }, include: { roles: true, thirdParty: true } });
      await call('put', `${USER}/update`, c).send({ id: inB, version: before.version, firstName: 'دیگر', lastName: 'شرکت' }).expect(404);
      for (const path of ['active', 'inActive', 'disable']) await call('post', `${USER}/${path}`, c).send({ id: inB }).expect(404);
      await call('post', `${USER}/addRolesToUser`, c).send({ userId: inB, roleIds: [role] }).expect(404);
      await call('get', '/api/identity/role/v1/getsByUserId', c).query({ userId: inB }).expect(404);
      expect(await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB }, include: { roles: true, thirdParty: true } })).toEqual(before);
      // its own company's users it does change
      await call('post', `${USER}/inActive`, c).send({ id: inA }).expect(200);

      // the demo administrator holds the organisation-wide permission (docs/roles.md): it sees both companies' users
      const all = idsIn((await call('get', `${USER}/gets`, a).query({ pageSize: 100, searchTerm: `شرکت${RUN}` }).expect(200)).body.value);
      expect(all).toEqual(expect.arrayContaining([inA, inB]));
      await call('get', `${USER}/getUserById`, a).query({ Id: inB }).expect(200);
    });
  });
});
