import { startTestApp, type TestApp } from './support';
import { freshMobile } from './identity-support';
import { recruiters, shift } from './recruitment-support';
import { STOCK_KIND, sampleNationalCode } from '@karsaz/entities';
import { companyOfToken } from './generic-arrange';

/**
 * The dealer's customers and sales (issue 19, docs/dealer.md "Requests" and "Sales"): a request followed up, visited
 * and won through its workflow with its history; visits only of open requests; test drives one at a time per expert;
 * the call centre's call to return; sales plans whose cars are offered once with a deposit not above the price;
 * pre-orders priced from their plan, one a national code, registered with the deposit paid into the plan's queue
 * while its cars last (raced at once), delivered with a VIN; statements of delivered receptions, each on one
 * statement; the two grids; and each dealer (a company) seeing only its own.
 */
const DEALER = '/api/dealer/v1';
const RUN = Date.now() % 1_000_000;
let seq = 0;
const uniq = (p: string) => `${p} ${RUN}-${++seq}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const fields = (res: { body: { errors: { field: string }[] } }) => res.body.errors.map((e) => e.field);

describe('the dealer’s customers and sales', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  const ids: Record<string, number> = {};

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = staff) => t.http()[method](`${DEALER}${path}`).set(bearer(token));
  const make = async (entity: string, body: Record<string, unknown>, token = staff) => (await api('post', `/${entity}/create`, token).send(body).expect(200)).body.value.id as number;
  const read = async (entity: string, id: number, token = staff) => (await api('get', `/${entity}/getById`, token).query({ Id: id }).expect(200)).body.value;
  /** A workflow step on the row as it is now. */
  const step = async (entity: string, action: string, id: number, body: Record<string, unknown> = {}, expected = 200) =>
    api('post', `/${entity}/${action}`).send({ id, version: (await read(entity, id)).version, ...body }).expect(expected);
  const ref = (entity: string) => make(entity, { name: uniq(entity) });

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, staffB } = await recruiters(t));
    ids.carmaker = await ref('dealercompany');
    ids.vehicle = await make('dealervehicle', { name: uniq('خودرو'), dealerCompanyId: ids.carmaker, modelYear: 1405, price: '12000000000' });
    ids.option = await make('dealervehicleoption', { name: uniq('آپشن'), dealerVehicleId: ids.vehicle, price: '300000000' });
    ids.white = await ref('dealercolor');
    ids.black = await ref('dealercolor');
    ids.dealer = await make('dealer', { name: uniq('نمایندگی'), dealerCompanyId: ids.carmaker, receptionStart: '08:00', receptionEnd: '12:00', slotMinutes: 30, slotCapacity: 2 });
    ids.expert = await make('dealersalesexpert', { name: uniq('کارشناس') });
    ids.topic = await ref('dealerfollowuptopic');
    ids.type = await ref('dealerrequesttype');
    ids.input = await ref('dealerinputtype');
  });
  afterAll(() => t.close());

  const newRequest = (extra: Record<string, unknown> = {}) =>
    make('dealerrequest', { dealerId: ids.dealer, requestDate: shift(0), customerName: 'مشتری درخواست', mobile: freshMobile(), dealerRequestTypeId: ids.type, dealerInputTypeId: ids.input, dealerVehicleId: ids.vehicle, ...extra });

  it('follows a request up in lines, visits it, and wins it through its workflow with the history of its states', async () => {
    const status = await ref('dealerrequeststatus');
    const id = await newRequest({
      dealerRequestStatusId: status, nationalCode: sampleNationalCode(RUN),
      lines: [{ followUpDate: shift(0), channel: 1, dealerFollowUpTopicId: ids.topic, result: 'قیمت را پرسید' }],
    });
    const row = await read('dealerrequest', id);
    expect(row).toMatchObject({ status: 1, dealerRequestStatusId: status });
    expect(row.code).toMatch(/^\d+$/);
    expect(row.lines).toHaveLength(1);
    // a follow-up without its result is named on its cell
    const noResult = await api('put', '/dealerrequest/update').send({ ...row, lines: [...row.lines, { followUpDate: shift(0), channel: 2, dealerFollowUpTopicId: ids.topic }] }).expect(400);
    expect(fields(noResult)).toEqual(['lines[1].result']);
    await step('dealerrequest', 'followUp', id);

    // a visit of the request: attended with its outcome; a missed one on the no-show page
    const visit = await make('dealerrequestvisit', { dealerRequestId: id, visitAt: new Date().toISOString(), dealerFollowUpTopicId: ids.topic, dealerSalesExpertId: ids.expert });
    const noOutcome = await step('dealerrequestvisit', 'attend', visit, {}, 400);
    expect(fields(noOutcome)).toEqual(['result']);
    await step('dealerrequestvisit', 'attend', visit, { result: 'خودرو را پسندید' });
    expect(await read('dealerrequestvisit', visit)).toMatchObject({ status: 2, result: 'خودرو را پسندید' });
    const missed = await make('dealerrequestvisit', { dealerRequestId: id, visitAt: new Date().toISOString(), dealerFollowUpTopicId: ids.topic });
    await step('dealerrequestvisit', 'noShow', missed);
    const noShows = (await api('get', '/dealerrequestvisit/getFiltered').query({ status: 3, dealerRequestId: id }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
    expect(noShows).toEqual([missed]);

    await step('dealerrequest', 'win', id);
    // a won request takes no more visits, nor edits
    const late = await api('post', '/dealerrequestvisit/create').set('Accept-Language', 'en').send({ dealerRequestId: id, visitAt: new Date().toISOString(), dealerFollowUpTopicId: ids.topic }).expect(400);
    expect(late.body.errors).toEqual([{ field: 'dealerRequestId', message: 'This request is closed; a visit is only planned for a request that is open or being followed up.' }]);
    const won = await read('dealerrequest', id);
    expect(won.status).toBe(3);
    await api('put', '/dealerrequest/update').send({ ...won, customerName: 'دیگر' }).expect(409);
    // the state's history: opened, followed up, won
    const history = await t.infra.db.prisma.workflowHistory.findMany({ where: { entity: 'dealerrequest', documentId: id }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.toState)).toEqual(['followingUp', 'won']);
    // a lost one needs its reason
    const other = await newRequest();
    await step('dealerrequest', 'lose', other, {}, 400);
    await step('dealerrequest', 'lose', other, { comment: 'خرید از جای دیگر' });
  });

  it('gives an expert one test drive at a time, even when two are booked at once, and records the result', async () => {
    const base = { dealerId: ids.dealer, customerName: 'راننده', mobile: freshMobile(), licenceNumber: '9812345678', dealerVehicleId: ids.vehicle, dealerSalesExpertId: ids.expert };
    const at = (h: number) => new Date(Date.parse(`${shift(3)}T05:00:00Z`) + h * 3_600_000).toISOString();
    // the end before the start is named
    const backwards = await api('post', '/dealertestdrive/create').send({ ...base, startAt: at(1), endAt: at(0) }).expect(400);
    expect(fields(backwards)).toEqual(['endAt']);
    // two drives of the same expert overlapping, sent together: one passes
    const results = await Promise.all([0, 0.25].map((h) => api('post', '/dealertestdrive/create').send({ ...base, startAt: at(h), endAt: at(h + 0.5) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(fields(refused)).toEqual(['startAt']);
    const drive = results.find((r) => r.status === 200)!.body.value.id as number;
    // right after it, or with another expert, is free
    await make('dealertestdrive', { ...base, startAt: at(0.5), endAt: at(1) });
    const other = await make('dealersalesexpert', { name: uniq('کارشناس') });
    await make('dealertestdrive', { ...base, dealerSalesExpertId: other, startAt: at(0), endAt: at(0.5) });
    const noResult = await step('dealertestdrive', 'finish', drive, {}, 400);
    expect(fields(noResult)).toContain('result');
    await step('dealertestdrive', 'finish', drive, { result: 1, feedback: 'راضی بود' });
    expect(await read('dealertestdrive', drive)).toMatchObject({ status: 2, result: 1, feedback: 'راضی بود' });
  });

  it('logs a call of the call centre against a request, and asks when to call back', async () => {
    const request = await newRequest();
    const call = { dealerId: ids.dealer, direction: 2, callAt: new Date().toISOString(), phone: '۰۹۱۲۱۲۳۴۵۶۷', dealerRequestId: request, dealerFollowUpTopicId: ids.topic, duration: 95 };
    const missing = await api('post', '/dealercall/create').send({ ...call, result: 4 }).expect(400);
    expect(fields(missing)).toEqual(['callBackAt']);
    const id = await make('dealercall', { ...call, result: 4, callBackAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await read('dealercall', id)).toMatchObject({ phone: '09121234567', duration: 95, dealerRequestId: request, result: 4 });
    const mine = (await api('get', '/dealercall/getFiltered').query({ dealerRequestId: request }).expect(200)).body.value.data;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  /** An open plan with two cars: the vehicle in white (capacity 2) and with the option in black (capacity 5). */
  async function openPlan(capacity = 2) {
    const plan = (await api('post', '/dealersalesplan/create').send({
      name: uniq('طرح'), dealerCompanyId: ids.carmaker, kind: 1, registrationStart: shift(0), registrationEnd: shift(10),
      lines: [
        { dealerVehicleId: ids.vehicle, dealerColorId: ids.white, price: '12000000000', deposit: '4000000000', capacity },
        { dealerVehicleId: ids.vehicle, dealerVehicleOptionId: ids.option, dealerColorId: ids.black, price: '12300000000', deposit: '4000000000', capacity: 5 },
      ],
    }).expect(200)).body.value.id as number;
    await step('dealersalesplan', 'open', plan);
    return plan;
  }
  const order = (plan: number, extra: Record<string, unknown> = {}) => ({
    dealerId: ids.dealer, dealerSalesPlanId: plan, dealerVehicleId: ids.vehicle, dealerColorId: ids.white, customerName: 'خریدار', nationalCode: sampleNationalCode(RUN * 10 + ++seq), mobile: freshMobile(), depositPaid: '4000000000', ...extra,
  });

  it('keeps a plan’s cars offered once with deposits not above their price, and takes orders only while it is open', async () => {
    const line = { dealerVehicleId: ids.vehicle, dealerColorId: ids.white, price: '100', deposit: '50', capacity: 1 };
    const head = { name: uniq('طرح'), dealerCompanyId: ids.carmaker, kind: 1, registrationStart: shift(0), registrationEnd: shift(5) };
    const backwards = await api('post', '/dealersalesplan/create').send({ ...head, registrationEnd: shift(-1), lines: [line] }).expect(400);
    expect(fields(backwards)).toEqual(['registrationEnd']);
    const bad = await api('post', '/dealersalesplan/create').set('Accept-Language', 'en').send({ ...head, lines: [line, { ...line, deposit: '101' }] }).expect(400);
    expect(fields(bad).sort()).toEqual(['lines[1].deposit', 'lines[1].dealerVehicleId'].sort());
    expect(bad.body.errors.find((e: { field: string }) => e.field === 'lines[1].deposit').message).toBe('The deposit (101) cannot be above the price (100).');
    const draft = (await api('post', '/dealersalesplan/create').send({ name: uniq('طرح'), dealerCompanyId: ids.carmaker, kind: 3, registrationStart: shift(0), registrationEnd: shift(5), lines: [line] }).expect(200)).body.value.id as number;
    expect((await read('dealersalesplan', draft)).capacity).toBe(1);
    // a draft plan takes no order
    const early = await api('post', '/dealerpreorder/create').send(order(draft)).expect(400);
    expect(fields(early)).toEqual(['dealerSalesPlanId']);
  });

  it('prices an order from its plan, one a national code, registers it into the queue while the cars last, and delivers it', async () => {
    const plan = await openPlan();
    // a car the plan does not offer
    const notOffered = await api('post', '/dealerpreorder/create').send(order(plan, { dealerColorId: ids.black })).expect(400);
    expect(fields(notOffered)).toEqual(['dealerVehicleId']);
    const first = order(plan, { depositPaid: '1000000000' });
    const id = await make('dealerpreorder', first);
    expect(await read('dealerpreorder', id)).toMatchObject({ price: '12000000000', deposit: '4000000000', status: 1, queueNumber: null });
    // the same national code twice in a plan
    const twice = await api('post', '/dealerpreorder/create').send(order(plan, { nationalCode: first.nationalCode })).expect(409);
    expect(fields(twice)).toEqual(['nationalCode']);
    // the deposit must be paid before the order is registered for good
    const short = await step('dealerpreorder', 'register', id, {}, 400);
    expect(fields(short)).toEqual(['depositPaid']);
    await api('put', '/dealerpreorder/update').send({ ...(await read('dealerpreorder', id)), depositPaid: '4000000000' }).expect(200);
    await step('dealerpreorder', 'register', id);
    const registered = await read('dealerpreorder', id);
    expect(registered).toMatchObject({ status: 2, queueNumber: 1 });
    expect(registered.registeredAt).toBeTruthy();

    // three more orders for the white car's one place left, registered at once: one gets it, the queue has no gap
    const racing = await Promise.all([1, 2, 3].map(() => make('dealerpreorder', order(plan))));
    const versions = await Promise.all(racing.map((r) => read('dealerpreorder', r)));
    const outcomes = await Promise.all(racing.map((r, i) => api('post', '/dealerpreorder/register').send({ id: r, version: versions[i].version })));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409]);
    // the option in black still has places, and takes the next number
    const black = await make('dealerpreorder', order(plan, { dealerVehicleOptionId: ids.option, dealerColorId: ids.black }));
    await step('dealerpreorder', 'register', black);
    const queue = (await t.infra.db.prisma.dealerPreOrder.findMany({ where: { dealerSalesPlanId: plan, queueNumber: { not: null } }, orderBy: { queueNumber: 'asc' } })).map((o) => o.queueNumber);
    expect(queue).toEqual([1, 2, 3]);

    // delivered with the car's VIN
    const noVin = await step('dealerpreorder', 'deliver', id, {}, 400);
    expect(fields(noVin)).toEqual(['vin']);
    await step('dealerpreorder', 'deliver', id, { vin: 'naam11ca9pk123456' });
    const delivered = await read('dealerpreorder', id);
    expect(delivered).toMatchObject({ status: 3, vin: 'NAAM11CA9PK123456' });
    expect(delivered.deliveredAt).toBeTruthy();

    // the realization of the plan's cars: the white one full with one delivered, the black one 1 of 5
    const report = (await api('get', '/reports/dealerRealization/getFiltered').query({ dealerSalesPlanId: plan }).expect(200)).body.value;
    const rows = report.data as Record<string, string | number>[];
    expect(rows).toHaveLength(2);
    const white = rows.find((r) => r.colour !== null && r.option === null)!;
    expect(white).toMatchObject({ capacity: 2, orders: 4, registered: 2, delivered: 1, takeUpPercent: '100', realizationPercent: '50' });
    const blackRow = rows.find((r) => r.option !== null)!;
    expect(blackRow).toMatchObject({ capacity: 5, registered: 1, delivered: 0, takeUpPercent: '20', realizationPercent: '0' });
    expect(report.totals).toMatchObject({ capacity: '7', registered: '3', delivered: '1' });
  });

  /** A reception of the test's dealer, delivered now. */
  async function deliveredReception(): Promise<{ id: number; code: string }> {
    const service = await make('dealerservice', { name: uniq('خدمت'), dealerServiceGroupId: await ref('dealerservicegroup'), price: '2000000' });
    const id = await make('dealerreception', {
      dealerId: ids.dealer, receivedAt: new Date().toISOString(), customerName: 'مشتری', mobile: freshMobile(), dealerVehicleId: ids.vehicle,
      vin: `NAAM01CB${String(RUN).padStart(6, '0')}${String(++seq % 1000).padStart(3, '0')}`, plate: '۲۳ ج ۴۵۶ ایران ۷۸', mileage: 1000, complaint: 'گارانتی',
      dealerReceptionServiceTypeId: await ref('dealerreceptionservicetype'), lines: [{ kind: 1, dealerServiceId: service }],
    });
    await step('dealerreception', 'deliver', id);
    return { id, code: (await read('dealerreception', id)).code };
  }

  it('states delivered receptions of the period to the carmaker, each on one statement, and totals them', async () => {
    const [a, b] = [await deliveredReception(), await deliveredReception()];
    const open = await make('dealerreception', {
      dealerId: ids.dealer, receivedAt: new Date().toISOString(), customerName: 'مشتری', mobile: freshMobile(), dealerVehicleId: ids.vehicle,
      vin: `NAAM01CC${String(RUN).padStart(6, '0')}${String(++seq % 1000).padStart(3, '0')}`, plate: '۲۳ ج ۴۵۶ ایران ۷۸', mileage: 1000, complaint: 'باز',
      dealerReceptionServiceTypeId: await ref('dealerreceptionservicetype'),
    });
    const head = { dealerId: ids.dealer, dealerCompanyId: ids.carmaker, statementDate: shift(0), periodFrom: shift(-1), periodTo: shift(0), kind: 1 };
    const bad = await api('post', '/dealerstatement/create').send({ ...head, lines: [
      { dealerReceptionId: a.id, description: a.code, amount: '2000000' }, { dealerReceptionId: open, description: 'باز', amount: '1' },
    ] }).expect(400);
    expect(fields(bad)).toEqual(['lines[1].dealerReceptionId']);
    const outside = await api('post', '/dealerstatement/create').send({ ...head, periodFrom: shift(-30), periodTo: shift(-20), lines: [{ dealerReceptionId: a.id, description: a.code, amount: '1' }] }).expect(400);
    expect(fields(outside)).toEqual(['lines[0].dealerReceptionId']);
    const id = await make('dealerstatement', { ...head, lines: [{ dealerReceptionId: a.id, description: a.code, amount: '2000000' }, { description: 'هزینهٔ حمل قطعه', amount: '350000' }] });
    expect(await read('dealerstatement', id)).toMatchObject({ totalAmount: '2350000', status: 1 });
    // the same reception on a second statement
    const again = await api('post', '/dealerstatement/create').send({ ...head, lines: [{ dealerReceptionId: b.id, description: b.code, amount: '1' }, { dealerReceptionId: a.id, description: a.code, amount: '1' }] }).expect(409);
    expect(fields(again)).toEqual(['lines[1].dealerReceptionId']);
    // sent and rejected, its receptions are free for another statement
    await step('dealerstatement', 'send', id);
    await step('dealerstatement', 'reject', id, { comment: 'مدارک ناقص' });
    await make('dealerstatement', { ...head, lines: [{ dealerReceptionId: a.id, description: a.code, amount: '2000000' }] });
  });

  it('uses parts from the warehouse on a reception: priced from their sale price, needing the warehouse, issued in a draft on delivery', async () => {
    const p = t.infra.db.prisma;
    const companyId = companyOfToken(staff);
    const unit = (await p.measureUnit.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const pad = await p.product.create({ data: { companyId, code: `DP${RUN}${++seq}`, name: uniq('لنت ترمز'), measureUnitId: unit, salePrice: '850000' } });
    const store = await p.warehouse.create({ data: { companyId, code: `DW${RUN}${++seq}`, name: uniq('انبار قطعات') } });
    const head = {
      dealerId: ids.dealer, receivedAt: new Date().toISOString(), customerName: 'مشتری قطعه', mobile: freshMobile(), dealerVehicleId: ids.vehicle,
      vin: `NAAM01CD${String(RUN).padStart(6, '0')}${String(++seq % 1000).padStart(3, '0')}`, plate: '۲۳ ج ۴۵۶ ایران ۷۸', mileage: 1000, complaint: 'لنت',
      dealerReceptionServiceTypeId: await ref('dealerreceptionservicetype'), lines: [{ kind: 3, productId: pad.id, quantity: '2' }],
    };
    const noStore = await api('post', '/dealerreception/create').send(head).expect(400);
    expect(fields(noStore)).toEqual(['warehouseId']);
    const noQuantity = await api('post', '/dealerreception/create').send({ ...head, warehouseId: store.id, lines: [{ kind: 3, productId: pad.id }] }).expect(400);
    expect(fields(noQuantity)).toEqual(['lines[0].quantity']);
    const id = await make('dealerreception', { ...head, warehouseId: store.id });
    const row = await read('dealerreception', id);
    expect(row.lines[0]).toMatchObject({ kind: 3, productId: pad.id, quantity: '2', price: '1700000' });
    expect(row.totalPrice).toBe('1700000');
    await step('dealerreception', 'deliver', id);
    const delivered = await read('dealerreception', id);
    expect(delivered.issueDocumentId).toEqual(expect.any(Number));
    const issue = await p.stockDocument.findUniqueOrThrow({ where: { id: delivered.issueDocumentId }, include: { stockDocumentLineViaStockDocument: true } });
    expect(issue).toMatchObject({ kind: STOCK_KIND.issue, warehouseId: store.id, referenceNo: row.code, status: 1, companyId });
    expect(issue.stockDocumentLineViaStockDocument.map((l) => [l.productId, String(l.quantity)])).toEqual([[pad.id, '2']]);
    const history = (await api('get', '/dealercarhistory/getFiltered').query({ searchTerm: head.vin }).expect(200)).body.value.data;
    expect(history[0].services).toContain('لنت ترمز');
    // the sheet the customer signs names the part with its quantity
    const sheet = await api('get', `/dealerreception/sheet/${id}`).buffer(true).expect(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
  });

  it('shows each dealer’s work at a glance, and keeps every row to its own company', async () => {
    const grid = (await api('get', '/reports/dealerGrid/getFiltered').query({ dateFrom: shift(-1), dateTo: shift(1) }).expect(200)).body.value.data as Record<string, unknown>[];
    const mine = grid.find((r) => r.dealerId === ids.dealer)!;
    expect(mine).toBeTruthy();
    expect(Number(mine.receptions)).toBeGreaterThanOrEqual(3);
    expect(Number(mine.delivered)).toBeGreaterThanOrEqual(2);
    expect(Number(mine.requests)).toBeGreaterThanOrEqual(3);
    expect(Number(mine.registeredOrders)).toBeGreaterThanOrEqual(2);
    const theirs = (await api('get', '/reports/dealerGrid/getFiltered', staffB).expect(200)).body.value.data as Record<string, unknown>[];
    expect(theirs.find((r) => r.dealerId === ids.dealer)).toBeUndefined();
    for (const entity of ['dealerrequest', 'dealerpreorder', 'dealerstatement', 'dealertestdrive', 'dealercall', 'dealersalesplan']) {
      const rows = (await api('get', `/${entity}/getFiltered`).expect(200)).body.value.data as { id: number }[];
      expect(rows.length).toBeGreaterThan(0);
      await api('get', `/${entity}/getById`, staffB).query({ Id: rows[0]!.id }).expect(404);
    }
    // another company cannot order on this company's plan
    const plans = (await api('get', '/dealersalesplan/getOpen').expect(200)).body.value.data as { id: number }[];
    await api('post', '/dealerpreorder/create', staffB).send(order(plans[0]!.id)).expect(400);
  });
});
