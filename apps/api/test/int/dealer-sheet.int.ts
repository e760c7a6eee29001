import { spawnSync } from 'node:child_process';
import { startTestApp, type TestApp } from './support';
import { USER, freshMobile } from './identity-support';
import { recruiters } from './recruitment-support';
import { hashPassword } from '../../src/core/security/passwords';

/**
 * The reception sheet the customer signs (issue 19, docs/dealer.md "Receptions"):
 * `GET /api/dealer/v1/dealerreception/sheet/{id}` answers the reception of the caller's company as a PDF named by its
 * number; another company's reception is not found (the contract's envelope), a user without the receptions' page is
 * refused, and an id that is no number answers 400 naming it.
 */
const DEALER = '/api/dealer/v1';
const SHEET = `${DEALER}/dealerreception/sheet`;
const RUN = Date.now() % 1_000_000;
const PASSWORD = 'Karsaz-Strong-Pass-1';
let seq = 0;
const uniq = (p: string) => `${p} ${RUN}-${++seq}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** supertest's parser that keeps a binary answer (the document) as a Buffer. */
const binary = (r: { on(event: string, listener: (chunk?: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c) => chunks.push(c!));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The PDF's text as poppler's pdftotext reads it (when the machine has it), from its standard input. */
const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).status === 0;
const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).stdout;

describe('the reception sheet', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  let companyId: number;
  let reception: { id: number; code: string; vin: string };

  const api = (method: 'get' | 'post', path: string, token = staff) => t.http()[method](`${DEALER}${path}`).set(bearer(token));
  const make = async (entity: string, body: Record<string, unknown>) => (await api('post', `/${entity}/create`).send(body).expect(200)).body.value.id as number;
  const sheet = (id: number | string, token = staff, lang = 'fa') => t.http().get(`${SHEET}/${id}`).set(bearer(token)).set('Accept-Language', lang);

  /** A user of the company holding one role with these actions on one page. */
  async function person(page: string, actions: string[]) {
    const p = t.infra.db.prisma;
    const mobile = freshMobile();
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'نوبت‌دهنده', lastName: `${seq}`, fullName: `نوبت‌دهنده ${RUN} ${++seq}`, mobileNumber: mobile } });
    const user = await p.user.create({ data: { thirdPartyId: tp.id, mobileNumber: mobile, passwordHash: await hashPassword(PASSWORD), currentCompanyId: companyId, mobileVerifiedAt: new Date(), passwordSetAt: new Date() } });
    const role = await p.role.create({ data: { name: `DealerSheet${RUN}${seq}`, title: `نوبت‌دهنده ${RUN} ${seq}` } });
    const menu = await p.actionMenu.findFirstOrThrow({ where: { url: page } });
    for (const a of actions) await p.rolePermission.create({ data: { roleId: role.id, actionMenuId: menu.id, actionId: (await p.action.findUniqueOrThrow({ where: { name: a } })).id } });
    await p.userRole.create({ data: { userId: user.id, roleId: role.id } });
    await p.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId, isDefault: true } });
    return (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, staffB, companyId } = await recruiters(t));
    const carmaker = await make('dealercompany', { name: uniq('خودروساز') });
    const group = await make('dealerservicegroup', { name: uniq('گروه') });
    const vehicle = await make('dealervehicle', { name: uniq('خودرو'), dealerCompanyId: carmaker, modelYear: 1405, price: '12000000000' });
    const oil = await make('dealerservice', { name: uniq('تعویض روغن'), dealerServiceGroupId: group, price: '1500000' });
    const dealer = await make('dealer', { name: uniq('نمایندگی'), dealerCompanyId: carmaker, receptionStart: '08:00', receptionEnd: '12:00', slotMinutes: 30, slotCapacity: 2 });
    const serviceType = await make('dealerreceptionservicetype', { name: uniq('آزاد') });
    const part = await make('dealerexistingcarpart', { name: uniq('زاپاس') });
    const id = await make('dealerreception', {
      dealerId: dealer, receivedAt: new Date().toISOString(), customerName: 'پرویز مشتری', mobile: freshMobile(), dealerVehicleId: vehicle,
      vin: `NAAM01CA${String(RUN).padStart(9, '0')}`, plate: '۲۳ ج ۴۵۶ ایران ۷۸', mileage: 45210, complaint: 'صدای ترمز', dealerReceptionServiceTypeId: serviceType,
      existingCarPartIds: [part], lines: [{ kind: 1, dealerServiceId: oil }, { kind: 1, dealerServiceId: oil, price: '700000', description: 'دوباره' }],
    });
    const row = (await api('get', '/dealerreception/getById').query({ Id: id }).expect(200)).body.value;
    expect(row.totalPrice).toBe('2200000');
    reception = { id, code: row.code, vin: row.vin };
  }, 300_000);
  afterAll(() => t?.close());

  it('answers a reception of the caller’s company as a PDF named by its number, in either language', async () => {
    for (const lang of ['fa', 'en']) {
      const res = await sheet(reception.id, staff, lang).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="reception-${reception.code}.pdf"; filename*=UTF-8''reception-${reception.code}.pdf`);
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(body.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      if (HAS_PDFTOTEXT && lang === 'en') {
        // the stored reception is what is drawn: its number, VIN, plate, parts, lines and total
        const text = pdfText(body);
        for (const expected of [reception.code, reception.vin, '45,210 km', '2,200,000', '1,500,000', '700,000', 'Total (rials)', 'دوباره']) expect(text).toContain(expected);
      }
    }
  });

  it('does not find another company’s reception, nor one that does not exist, in the contract’s envelope', async () => {
    const theirs = await sheet(reception.id, staffB, 'en').expect(404);
    expect(theirs.headers['content-type']).toContain('application/json');
    expect(theirs.body).toMatchObject({ isSuccess: false, message: 'The car reception was not found.' });
    const none = await sheet(2_000_000_000, staff).expect(404);
    expect(none.body).toMatchObject({ isSuccess: false, message: 'پذیرش خودرو یافت نشد.' });
  });

  it('refuses a user without the receptions’ page, and the caller without a token', async () => {
    // the appointments' page lets them read the day's grid, not a reception's sheet
    const booker = await person('/dealer-appointment-2', ['View']);
    const dealerId = (await t.infra.db.prisma.dealer.findFirstOrThrow({ where: { companyId }, orderBy: { id: 'asc' } })).id;
    await api('get', '/dealerappointment/getDay', booker).query({ dealerId, date: '2026-12-01' }).expect(200);
    const refused = await sheet(reception.id, booker).expect(403);
    expect(refused.body.isSuccess).toBe(false);
    const reader = await person('/dealer-reception-2', ['View']);
    const res = await sheet(reception.id, reader).buffer(true).parse(binary).expect(200);
    expect((res.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await t.http().get(`${SHEET}/${reception.id}`).expect(401);
  });

  it('answers 400 naming the id for one that is no whole number above zero, never 500', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await sheet(bad, staff, 'en').expect(400);
      expect([bad, res.body.isSuccess, [...new Set(res.body.errors.map((e: { field: string }) => e.field))]]).toEqual([bad, false, ['id']]);
    }
  });
});
