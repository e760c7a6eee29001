import { startTestApp, type TestApp } from './support';
import { freshMobile, lastCode } from './identity-support';
import { recruiters, shift } from './recruitment-support';
import { companyOfToken } from './generic-arrange';
import { AppointmentReminders } from '../../src/modules/dealer/appointments/reminders';

/**
 * The dealer system (issue 19, docs/dealer.md): its catalogue (service packs priced from their lines, one rate of a
 * service per vehicle), appointments kept to their dealer's slots and capacity under a lock, VIN and plate checked
 * with clear errors, the public booking with its SMS code and rate limits, two people racing for a slot's last
 * place, the reminder the day before, and each dealer (a company) seeing only its own.
 */
const DEALER = '/api/dealer/v1';
const PUBLIC = `${DEALER}/publicAppointment`;
const RUN = Date.now() % 1_000_000;
let seq = 0;
const uniq = (p: string) => `${p} ${RUN}-${++seq}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the dealer system', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  const ids: Record<string, number> = {};
  /** a day no other run of this suite books: far enough ahead, and moved on by the run */
  const day = shift(40 + (RUN % 300));

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = staff) => t.http()[method](`${DEALER}${path}`).set(bearer(token));
  const make = async (entity: string, body: Record<string, unknown>, token = staff) => (await api('post', `/${entity}/create`, token).send(body).expect(200)).body.value.id as number;

  /** A customer's code for a booking: sent to a fresh mobile, read back from the development SMS outbox. */
  async function codeFor(mobile: string, address = '10.1.0.1') {
    const t0 = new Date(Date.now() - 1000);
    const sent = await t.http().post(`${PUBLIC}/sendCode`).set('X-Forwarded-For', address).send({ mobile }).expect(200);
    return { token: sent.body.value.token as string, code: await lastCode(t, mobile, t0) };
  }

  const booking = (mobile: string, extra: Record<string, unknown> = {}) => ({
    dealerId: ids.dealer, appointmentDate: day, slotTime: '09:00', dealerServiceGroupId: ids.group, customerName: 'مشتری اینترنتی', mobile, dealerVehicleId: ids.vehicle, plate: '۱۲ ب ۳۴۵ ایران ۶۷', ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true', OTP_SENDS_PER_ADDRESS: '1000' } });
    ({ staff, staffB } = await recruiters(t));
    ids.carmaker = await make('dealercompany', { name: uniq('خودروساز') });
    ids.group = await make('dealerservicegroup', { name: uniq('گروه') });
    ids.vehicle = await make('dealervehicle', { name: uniq('خودرو'), dealerCompanyId: ids.carmaker, modelYear: 1405, price: '12000000000' });
    ids.oil = await make('dealerservice', { name: uniq('روغن'), dealerServiceGroupId: ids.group, price: '1500000' });
    ids.filter = await make('dealerservice', { name: uniq('فیلتر'), dealerServiceGroupId: ids.group, price: '600000' });
    // a dealer whose slots take two cars, 08:00 to 12:00 every 30 minutes
    ids.dealer = await make('dealer', { name: uniq('نمایندگی'), dealerCompanyId: ids.carmaker, receptionStart: '08:00', receptionEnd: '12:00', slotMinutes: 30, slotCapacity: 2, acceptsOnlineBooking: true });
  });
  afterAll(() => t.close());

  it('prices a service pack from its lines, one line a service, and keeps one rate of a service per vehicle', async () => {
    const pack = (await api('post', '/dealerservicepack/create').send({
      name: uniq('سرویس دوره‌ای'), dealerVehicleId: ids.vehicle,
      lines: [{ dealerServiceId: ids.oil, price: '1400000' }, { dealerServiceId: ids.filter, price: '500000' }],
    }).expect(200)).body.value;
    const read = (await api('get', '/dealerservicepack/getById').query({ Id: pack.id }).expect(200)).body.value;
    expect(read.totalPrice).toBe('1900000');
    expect(read.lines).toHaveLength(2);
    const twice = await api('post', '/dealerservicepack/create').send({ name: uniq('بسته'), lines: [{ dealerServiceId: ids.oil, price: '1' }, { dealerServiceId: ids.oil, price: '2' }] }).expect(400);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toContain('lines[1].dealerServiceId');
    const none = await api('post', '/dealerservicepack/create').send({ name: uniq('بسته'), lines: [] }).expect(400);
    expect(none.body.errors.map((e: { field: string }) => e.field)).toContain('lines');

    await make('dealerservicerate', { dealerServiceId: ids.oil, dealerVehicleId: ids.vehicle, price: '1800000' });
    const again = await api('post', '/dealerservicerate/create').send({ dealerServiceId: ids.oil, dealerVehicleId: ids.vehicle, price: '1900000' }).expect(400);
    expect(again.body.errors.map((e: { field: string }) => e.field)).toEqual(['dealerVehicleId']);
  });

  it('refuses a dealer whose reception hours leave no slot', async () => {
    const res = await api('post', '/dealer/create').set('Accept-Language', 'en').send({ name: uniq('نمایندگی'), dealerCompanyId: ids.carmaker, receptionStart: '08:00', receptionEnd: '08:20', slotMinutes: 30, slotCapacity: 1 }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'receptionEnd', message: 'Reception must close at least one slot’s length after it opens.' }]);
  });

  it('checks the VIN and the plate with clear errors in both languages, and stores them in one form', async () => {
    const bad = { dealerId: ids.dealer, appointmentDate: day, slotTime: '08:00', dealerServiceGroupId: ids.group, customerName: 'علی', mobile: '09121234567' };
    const en = await api('post', '/dealerappointment/create').set('Accept-Language', 'en').send({ ...bad, plate: '12ح345ایران67', vin: 'NAAM01CA9KO123456' }).expect(400);
    expect(en.body.errors).toEqual(expect.arrayContaining([
      { field: 'plate', message: '"Plate" is not a valid Iranian plate: two digits, a letter, three digits and the two of the province (12 B 345 Iran 67).' },
      { field: 'vin', message: '"VIN" is not a valid VIN: 17 letters and digits, without I, O and Q.' },
    ]));
    const fa = await api('post', '/dealerappointment/create').send({ ...bad, plate: '12ب345', vin: 'NAAM01' }).expect(400);
    expect(fa.body.errors.find((e: { field: string }) => e.field === 'plate').message).toContain('«پلاک» پلاک معتبری نیست');
    expect(fa.body.errors.find((e: { field: string }) => e.field === 'vin').message).toContain('شمارهٔ شاسی');
    expect(await t.infra.db.prisma.dealerAppointment.count({ where: { dealerId: ids.dealer } })).toBe(0);

    const ok = (await api('post', '/dealerappointment/create').send({ ...bad, plate: '۱۲ ب ۳۴۵ - ۶۷', vin: 'naam01ca9kk123456' }).expect(200)).body.value;
    const row = (await api('get', '/dealerappointment/getById').query({ Id: ok.id }).expect(200)).body.value;
    expect(row).toMatchObject({ plate: '12ب345ایران67', vin: 'NAAM01CA9KK123456', source: 1, status: 1, slotTime: '08:00' });
    expect(row.code).toMatch(/^\d+$/);
  });

  it('keeps a staff appointment to the dealer’s slots: a slot’s start, not past, and not over its capacity', async () => {
    const base = { dealerId: ids.dealer, appointmentDate: day, dealerServiceGroupId: ids.group, customerName: 'نوبت کارکنان', mobile: '09121234567' };
    const between = await api('post', '/dealerappointment/create').set('Accept-Language', 'en').send({ ...base, slotTime: '08:15' }).expect(400);
    expect(between.body.errors).toEqual([{ field: 'slotTime', message: "This time is not the start of one of the dealer's slots." }]);
    const late = await api('post', '/dealerappointment/create').send({ ...base, slotTime: '12:00' }).expect(400);
    expect(late.body.errors[0].field).toBe('slotTime');
    const past = await api('post', '/dealerappointment/create').send({ ...base, slotTime: '08:00', appointmentDate: shift(-1) }).expect(400);
    expect(past.body.errors[0].field).toBe('appointmentDate');
    // 11:30 takes two cars: the third is refused and names the slot
    const first = (await api('post', '/dealerappointment/create').send({ ...base, slotTime: '11:30' }).expect(200)).body.value;
    await api('post', '/dealerappointment/create').send({ ...base, slotTime: '11:30' }).expect(200);
    const full = await api('post', '/dealerappointment/create').set('Accept-Language', 'en').send({ ...base, slotTime: '11:30' }).expect(409);
    expect(full.body.errors).toEqual([{ field: 'slotTime', message: 'This slot is full; choose another one.' }]);
    // a cancelled appointment frees its place; one moved into a full slot is refused, its own slot kept
    const cancelled = (await api('get', '/dealerappointment/getById').query({ Id: first.id }).expect(200)).body.value;
    await api('post', '/dealerappointment/cancel').send({ id: first.id, version: cancelled.version, comment: 'مشتری نمی‌آید' }).expect(200);
    const third = (await api('post', '/dealerappointment/create').send({ ...base, slotTime: '11:30' }).expect(200)).body.value;
    const other = (await api('post', '/dealerappointment/create').send({ ...base, slotTime: '11:00' }).expect(200)).body.value;
    const otherRow = (await api('get', '/dealerappointment/getById').query({ Id: other.id }).expect(200)).body.value;
    await api('put', '/dealerappointment/update').send({ ...base, id: other.id, version: otherRow.version, slotTime: '11:30' }).expect(409);
    // an update that keeps its slot passes though the slot is full
    const thirdRow = (await api('get', '/dealerappointment/getById').query({ Id: third.id }).expect(200)).body.value;
    await api('put', '/dealerappointment/update').send({ ...base, id: third.id, version: thirdRow.version, slotTime: '11:30', customerName: 'نام درست' }).expect(200);
  });

  it('books on the public page without signing in: free slots, a code by SMS, the booking and its tracking SMS', async () => {
    const dealers = (await t.http().get(`${PUBLIC}/dealers`).expect(200)).body.value as { id: number; name: string }[];
    expect(dealers.map((d) => d.id)).toContain(ids.dealer);
    const options = (await t.http().get(`${PUBLIC}/options`).query({ dealerId: ids.dealer }).expect(200)).body.value;
    expect(options.dealer).toMatchObject({ id: ids.dealer, receptionStart: '08:00', receptionEnd: '12:00', slotMinutes: 30 });
    expect(options.serviceGroups.map((g: { id: number }) => g.id)).toContain(ids.group);
    expect(options.vehicles.map((v: { id: number }) => v.id)).toContain(ids.vehicle);
    const before = (await t.http().get(`${PUBLIC}/freeSlots`).query({ dealerId: ids.dealer, date: day }).expect(200)).body.value as { time: string; free: number }[];
    expect(before.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(before.find((s) => s.time === '09:00')!.free).toBe(2);

    const mobile = freshMobile();
    const { token, code } = await codeFor(mobile);
    const wrong = await t.http().post(`${PUBLIC}/book`).set('Accept-Language', 'en').send({ ...booking(mobile), token, code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: 'The code is not correct or has expired.' }]);
    // a code is the mobile's: another number cannot use it
    const other = await t.http().post(`${PUBLIC}/book`).send({ ...booking(freshMobile()), token, code }).expect(400);
    expect(other.body.errors[0].field).toBe('code');
    const t0 = new Date(Date.now() - 1000);
    await sleep(1100); // the resend gap
    const { token: token2, code: code2 } = await codeFor(mobile);
    const booked = (await t.http().post(`${PUBLIC}/book`).send({ ...booking(mobile), token: token2, code: code2 }).expect(200)).body.value;
    expect(booked).toMatchObject({ appointmentDate: day, slotTime: '09:00' });
    const stored = await t.infra.db.prisma.dealerAppointment.findFirstOrThrow({ where: { code: booked.code, dealerId: ids.dealer } });
    expect(stored).toMatchObject({ source: 2, status: 1, mobile, plate: '12ب345ایران67', customerName: 'مشتری اینترنتی' });
    // the code is spent
    await t.http().post(`${PUBLIC}/book`).send({ ...booking(mobile), token: token2, code: code2 }).expect(400);
    // the tracking number reaches the customer
    let sms = null;
    for (let i = 0; i < 100 && !sms; i++) {
      sms = await t.infra.db.prisma.devSms.findFirst({ where: { mobileNumber: mobile, createdAt: { gt: t0 }, text: { contains: 'ثبت شد' } } });
      if (!sms) await sleep(50);
    }
    expect(sms?.text).toContain('شمارهٔ پیگیری');
    const after = (await t.http().get(`${PUBLIC}/freeSlots`).query({ dealerId: ids.dealer, date: day }).expect(200)).body.value as { time: string; free: number }[];
    expect(after.find((s) => s.time === '09:00')!.free).toBe(1);
    // bad input names its fields and spends nothing
    const bad = await t.http().post(`${PUBLIC}/book`).send({ ...booking(mobile), slotTime: '9:7', plate: 'x', token: 'x', code: '12' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'plate', 'slotTime']);
  });

  it('gives a slot’s last places to as many as it takes when several book it at once', async () => {
    // 10:00 takes two; five customers, each with a valid code, book it at the same moment
    const people = await Promise.all(Array.from({ length: 5 }, async () => {
      const mobile = freshMobile();
      return { mobile, ...(await codeFor(mobile)) };
    }));
    const answers = await Promise.all(people.map((p) => t.http().post(`${PUBLIC}/book`).send({ ...booking(p.mobile, { slotTime: '10:00' }), token: p.token, code: p.code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await t.infra.db.prisma.dealerAppointment.count({ where: { dealerId: ids.dealer, appointmentDate: new Date(`${day}T00:00:00Z`), slotTime: new Date('1970-01-01T10:00:00Z'), status: 1 } })).toBe(2);
    const full = (await t.http().get(`${PUBLIC}/freeSlots`).query({ dealerId: ids.dealer, date: day }).expect(200)).body.value as { time: string; free: number }[];
    expect(full.find((s) => s.time === '10:00')!.free).toBe(0);
    // who lost the race keeps an unspent code: a full slot is refused before the code is checked, another slot taken
    const p = people[answers.findIndex((a) => a.status === 409)]!;
    await t.http().post(`${PUBLIC}/book`).send({ ...booking(p.mobile, { slotTime: '10:00' }), token: p.token, code: p.code }).expect(409);
    await t.http().post(`${PUBLIC}/book`).send({ ...booking(p.mobile, { slotTime: '10:30' }), token: p.token, code: p.code }).expect(200);
  });

  it('limits the codes one number is sent', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) {
      await t.http().post(`${PUBLIC}/sendCode`).set('X-Forwarded-For', '10.1.0.2').send({ mobile }).expect(200);
      await sleep(1100);
    }
    const refused = await t.http().post(`${PUBLIC}/sendCode`).set('X-Forwarded-For', '10.1.0.2').send({ mobile }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('shows the staff the day’s grid, marks who came and who did not, and lists them on their pages', async () => {
    const grid = (await api('get', '/dealerappointment/getDay').query({ dealerId: ids.dealer, date: day }).expect(200)).body.value as { time: string; appointments: { id: number; status: number }[] }[];
    const at0900 = grid.find((s) => s.time === '09:00')!;
    expect(at0900.appointments).toHaveLength(1);
    const id = at0900.appointments[0]!.id;
    const row = (await api('get', '/dealerappointment/getById').query({ Id: id }).expect(200)).body.value;
    await api('post', '/dealerappointment/attend').send({ id, version: row.version }).expect(200);
    const noShow = grid.find((s) => s.time === '10:00')!.appointments[0]!.id;
    const nsRow = (await api('get', '/dealerappointment/getById').query({ Id: noShow }).expect(200)).body.value;
    await api('post', '/dealerappointment/noShow').send({ id: noShow, version: nsRow.version }).expect(200);
    const attended = (await api('get', '/dealerappointment/getFiltered').query({ status: 2, dealerId: ids.dealer }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
    expect(attended).toEqual([id]);
    const missed = (await api('get', '/dealerappointment/getFiltered').query({ status: 3, dealerId: ids.dealer }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
    expect(missed).toEqual([noShow]);
    // a decided appointment is not edited any more
    const decided = (await api('get', '/dealerappointment/getById').query({ Id: id }).expect(200)).body.value;
    await api('put', '/dealerappointment/update').send({ ...decided, customerName: 'دیگر' }).expect((r) => expect([409, 422]).toContain(r.status));
  });

  it('reminds tomorrow’s customers once by SMS', async () => {
    const tomorrow = shift(1);
    const mobile = freshMobile();
    // tomorrow's 08:00 of a dealer of its own (today's test runs may have filled the shared one)
    const dealer = await make('dealer', { name: uniq('نمایندگی فردا'), dealerCompanyId: ids.carmaker, receptionStart: '08:00', receptionEnd: '09:00', slotMinutes: 60, slotCapacity: 1 });
    const id = await make('dealerappointment', { dealerId: dealer, appointmentDate: tomorrow, slotTime: '08:00', dealerServiceGroupId: ids.group, customerName: 'یادآوری', mobile });
    const reminders = t.app.get(AppointmentReminders);
    const t0 = new Date(Date.now() - 1000);
    expect(await reminders.sendDue()).toBeGreaterThanOrEqual(1);
    expect((await t.infra.db.prisma.dealerAppointment.findUniqueOrThrow({ where: { id } })).reminderSentAt).not.toBeNull();
    await reminders.sendDue();
    let texts: string[] = [];
    for (let i = 0; i < 100 && !texts.length; i++) {
      texts = (await t.infra.db.prisma.devSms.findMany({ where: { mobileNumber: mobile, createdAt: { gt: t0 } } })).map((s) => s.text);
      if (!texts.length) await sleep(50);
    }
    await sleep(300);
    texts = (await t.infra.db.prisma.devSms.findMany({ where: { mobileNumber: mobile, createdAt: { gt: t0 } } })).map((s) => s.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('یادآوری نوبت فردا');
  });

  it('receives a car, prices its services from the catalogue, delivers it into the car’s history and texts a satisfaction link answered once', async () => {
    const ref = async (entity: string) => make(entity, { name: uniq(entity) });
    const serviceType = await ref('dealerreceptionservicetype');
    // a score no level of the company holds (each is unique; the demo's are 25, 50, 75 and 100)
    const taken = new Set((await t.infra.db.prisma.dealerSatisfactionLevel.findMany({ where: { companyId: companyOfToken(staff) }, select: { score: true } })).map((l) => l.score));
    let score = 1 + (RUN % 99);
    while (taken.has(score)) score = (score % 100) + 1;
    const level = await make('dealersatisfactionlevel', { name: uniq('راضی'), score });
    const reason = await ref('dealersatisfactionreason');
    const parts = [await ref('dealerexistingcarpart'), await ref('dealerexistingcarpart')];
    const pack = (await api('post', '/dealerservicepack/create').send({ name: uniq('بستهٔ پذیرش'), lines: [{ dealerServiceId: ids.filter, price: '450000' }] }).expect(200)).body.value.id as number;
    const vin = `NAAM01CA${String(RUN).padStart(6, '0')}${String(seq++ % 1000).padStart(3, '0')}`;
    const head = {
      dealerId: ids.dealer, receivedAt: new Date().toISOString(), customerName: 'پرویز مشتری', mobile: freshMobile(), dealerVehicleId: ids.vehicle,
      vin, plate: '۲۳ ج ۴۵۶ ایران ۷۸', mileage: 45210, complaint: 'صدای ترمز', dealerReceptionServiceTypeId: serviceType, existingCarPartIds: parts,
    };
    // VIN and plate are required and checked
    const bad = await api('post', '/dealerreception/create').send({ ...head, vin: 'ABC', plate: '' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['plate', 'vin']);
    // the oil change has its own rate on this vehicle (1800000, made in the first test); the pack its total; a typed price stays
    const made = (await api('post', '/dealerreception/create').send({ ...head, lines: [
      { kind: 1, dealerServiceId: ids.oil }, { kind: 2, dealerServicePackId: pack }, { kind: 1, dealerServiceId: ids.filter, price: '700000' },
    ] }).expect(200)).body.value;
    const row = (await api('get', '/dealerreception/getById').query({ Id: made.id }).expect(200)).body.value;
    expect(row.lines.map((l: { price: string }) => l.price)).toEqual(['1800000', '450000', '700000']);
    expect(row).toMatchObject({ totalPrice: '2950000', vin, plate: '23ج456ایران78', status: 1 });
    expect(row.existingCarParts.map((p: { id: number }) => p.id).sort()).toEqual([...parts].sort());

    // a car without services is not delivered
    const empty = (await api('post', '/dealerreception/create').send({ ...head, vin: `${vin.slice(0, 16)}Z` }).expect(200)).body.value;
    const emptyRow = (await api('get', '/dealerreception/getById').query({ Id: empty.id }).expect(200)).body.value;
    await api('post', '/dealerreception/deliver').send({ id: empty.id, version: emptyRow.version }).expect(422);
    expect(await t.infra.db.prisma.dealerCarHistory.count({ where: { dealerReceptionId: empty.id } })).toBe(0);

    await api('post', '/dealerreception/startWork').send({ id: made.id, version: row.version }).expect(200);
    const t0 = new Date(Date.now() - 1000);
    const working = (await api('get', '/dealerreception/getById').query({ Id: made.id }).expect(200)).body.value;
    await api('post', '/dealerreception/deliver').send({ id: made.id, version: working.version }).expect(200);
    const delivered = (await api('get', '/dealerreception/getById').query({ Id: made.id }).expect(200)).body.value;
    expect(delivered.status).toBe(3);
    expect(delivered.closedAt).toBeTruthy();
    // the car's history: searched by its VIN
    const history = (await api('get', '/dealercarhistory/getFiltered').query({ searchTerm: vin }).expect(200)).body.value.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ vin, plate: '23ج456ایران78', mileage: 45210, totalPrice: '2950000', dealerReceptionId: made.id });
    expect(history[0].services).toContain('روغن');
    // the satisfaction link, texted with the delivery
    let text = '';
    for (let i = 0; i < 100 && !text; i++) {
      text = (await t.infra.db.prisma.devSms.findFirst({ where: { mobileNumber: head.mobile, createdAt: { gt: t0 } } }))?.text ?? '';
      if (!text) await sleep(50);
    }
    const token = text.match(/dealer-satisfaction\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const form = (await t.http().get(`${DEALER}/publicReception/satisfaction`).query({ token }).expect(200)).body.value;
    expect(form).toMatchObject({ code: row.code, plate: '23ج456ایران78', answered: false });
    expect(form.levels.map((l: { id: number }) => l.id)).toContain(level);
    const wrong = await t.http().post(`${DEALER}/publicReception/satisfaction`).send({ token, levelId: 999999 }).expect(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['levelId']);
    await t.http().post(`${DEALER}/publicReception/satisfaction`).send({ token, levelId: level, reasonId: reason, comment: 'سریع و تمیز' }).expect(200);
    await t.http().post(`${DEALER}/publicReception/satisfaction`).send({ token, levelId: level }).expect(409);
    const rated = (await api('get', '/dealerreception/getById').query({ Id: made.id }).expect(200)).body.value;
    expect(rated).toMatchObject({ dealerSatisfactionLevelId: level, dealerSatisfactionReasonId: reason, satisfactionComment: 'سریع و تمیز' });
    await t.http().get(`${DEALER}/publicReception/satisfaction`).query({ token: 'not-a-token' }).expect(404);
    // another company sees none of it
    await api('get', '/dealerreception/getById', staffB).query({ Id: made.id }).expect(404);
    expect((await api('get', '/dealercarhistory/getFiltered', staffB).query({ searchTerm: vin }).expect(200)).body.value.data).toEqual([]);
  });

  it('keeps each dealer to its own: another company sees none of this dealer’s rows and cannot book through its lists', async () => {
    const mine = (await api('get', '/dealerappointment/getFiltered').query({ dealerId: ids.dealer }).expect(200)).body.value.data as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const theirs = (await api('get', '/dealerappointment/getFiltered', staffB).query({ dealerId: ids.dealer }).expect(200)).body.value.data;
    expect(theirs).toEqual([]);
    await api('get', '/dealerappointment/getById', staffB).query({ Id: mine[0]!.id }).expect(404);
    await api('get', '/dealerappointment/getDay', staffB).query({ dealerId: ids.dealer, date: day }).expect(404);
    await api('get', '/dealer/getById', staffB).query({ Id: ids.dealer }).expect(404);
    // company B cannot book at this dealer with its own service group, nor the public page with another company's
    const groupB = await make('dealerservicegroup', { name: uniq('گروه ب') }, staffB);
    const inB = await api('post', '/dealerappointment/create', staffB).send({ dealerId: ids.dealer, appointmentDate: day, slotTime: '08:30', dealerServiceGroupId: groupB, customerName: 'x', mobile: '09121234567' }).expect(400);
    expect(inB.body.errors.map((e: { field: string }) => e.field)).toContain('dealerId');
    const mobile = freshMobile();
    const { token, code } = await codeFor(mobile);
    const cross = await t.http().post(`${PUBLIC}/book`).send({ ...booking(mobile, { slotTime: '08:30', dealerServiceGroupId: groupB }), token, code }).expect(400);
    expect(cross.body.errors.map((e: { field: string }) => e.field)).toEqual(['dealerServiceGroupId']);
  });
});
