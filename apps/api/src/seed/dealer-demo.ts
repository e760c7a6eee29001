import { PLAN_STATUS, PRE_ORDER_STATUS, REQUEST_STATUS, getEntity, sampleNationalCode } from '@karsaz/entities';
import { decimalSum, tehranDate } from '@karsaz/domain';
import type { Prisma } from '../generated/prisma/client';
import { nextCode } from '../core/entity/code-sequence';

type Tx = Prisma.TransactionClient;

/** Each reference list of the dealer system with the rows a dealer starts from (its name, and its own extra fields). */
const LISTS: [string, keyof Tx, (string | [string, Record<string, unknown>])[]][] = [
  ['dealerrequesttype', 'dealerRequestType', ['خرید خودرو', 'خدمات پس از فروش', 'شکایت', 'استعلام قیمت']],
  ['dealerinputtype', 'dealerInputType', ['حضوری', 'تلفنی', 'وب‌سایت', 'شبکه‌های اجتماعی']],
  ['dealerrequeststatus', 'dealerRequestStatus', ['ثبت‌شده', 'در حال پیگیری', 'انجام‌شده', 'لغوشده']],
  ['dealerregisterattachmenttype', 'dealerRegisterAttachmentType', ['کارت ملی', 'کارت خودرو', 'سند خودرو']],
  ['dealerrank', 'dealerRank', [['ممتاز', { order: 1 }], ['درجه یک', { order: 2 }], ['درجه دو', { order: 3 }]]],
  ['dealerservicegroup', 'dealerServiceGroup', ['سرویس دوره‌ای', 'مکانیکی', 'برق خودرو', 'صافکاری و نقاشی']],
  ['dealerfault', 'dealerFault', ['صدای غیرعادی موتور', 'روشن نشدن خودرو', 'نشتی روغن', 'خرابی کولر']],
  ['dealerfollowuptopic', 'dealerFollowUpTopic', ['پیگیری رضایت', 'یادآوری سرویس', 'پیگیری پیش‌فروش']],
  ['dealersatisfactionlevel', 'dealerSatisfactionLevel', [['بسیار راضی', { score: 100 }], ['راضی', { score: 75 }], ['متوسط', { score: 50 }], ['ناراضی', { score: 25 }]]],
  ['dealersatisfactionreason', 'dealerSatisfactionReason', ['کیفیت تعمیر', 'زمان تحویل', 'برخورد کارکنان', 'هزینه']],
  ['dealerfuelstatus', 'dealerFuelStatus', ['خالی', 'یک‌چهارم', 'نیمه', 'سه‌چهارم', 'پر']],
  ['dealertiresstatus', 'dealerTiresStatus', ['نو', 'سالم', 'نیاز به تعویض']],
  ['dealerreceptionservicetype', 'dealerReceptionServiceType', ['گارانتی', 'آزاد', 'سرویس رایگان']],
  ['dealerexistingcarpart', 'dealerExistingCarPart', ['زاپاس', 'جک', 'آچار چرخ', 'ضبط صوت']],
  ['dealercolor', 'dealerColor', ['سفید', 'مشکی', 'نقره‌ای', 'خاکستری']],
  ['dealerenginegearbox', 'dealerEngineGearbox', ['۱.۶ لیتر دستی', '۱.۶ لیتر اتوماتیک', '۱.۸ لیتر توربو']],
  ['dealerjob', 'dealerJob', ['کارمند', 'آزاد', 'بازنشسته', 'دانشجو']],
  ['dealerreferralsource', 'dealerReferralSource', ['معرفی دوستان', 'تبلیغات', 'نمایشگاه', 'جست‌وجوی اینترنتی']],
  ['sparepartgroup', 'sparePartGroup', ['قطعات موتور', 'قطعات بدنه', 'قطعات برقی', 'لوازم مصرفی']],
];

/**
 * The dealer system's demo (issue 19), so each of its list pages shows something: a few rows of each reference list,
 * the catalogue (two carmakers, their vehicles and options, services with a vehicle's own rate, a periodic-service
 * pack) and the dealer's own record with a repair shop and a sales expert. Run for each demo company: a dealer is a
 * company, and the demo has two dealers. Idempotent: nothing is added when the company has request types.
 */
export async function seedDealerDemo(tx: Tx, o: { companyId: number; createdBy: number; dealerName: string; carmakerCode: string; now: Date }): Promise<void> {
  const { companyId } = o;
  if (await tx.dealerRequestType.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.createdBy, updatedBy: o.createdBy };
  const ids: Record<string, Record<string, number>> = {};
  const add = async (entity: string, model: keyof Tx, data: Record<string, unknown>): Promise<number> => {
    const delegate = tx[model] as unknown as { create(args: { data: Record<string, unknown> }): Promise<{ id: number }> };
    const row = await delegate.create({ data: { ...stamp, code: await nextCode(tx, getEntity(entity), companyId), ...data } });
    if (typeof data.name === 'string') (ids[entity] ??= {})[data.name] = row.id;
    return row.id;
  };
  for (const [entity, model, rows] of LISTS) {
    for (const row of rows) {
      const [name, extra] = typeof row === 'string' ? [row, {}] : row;
      await add(entity, model, { name, ...extra });
    }
  }

  // the catalogue
  const ikco = await add('dealercompany', 'dealerCompany', { name: 'ایران‌خودرو', legalId: '10100531002', phone: '02148901', address: 'تهران، کیلومتر ۱۴ جادهٔ مخصوص' });
  const saipa = await add('dealercompany', 'dealerCompany', { name: 'سایپا', phone: '02166000000', address: 'تهران، کیلومتر ۱۵ جادهٔ مخصوص' });
  const engines = ids.dealerenginegearbox!;
  const dena = await add('dealervehicle', 'dealerVehicle', { name: 'دنا پلاس', dealerCompanyId: ikco, dealerEngineGearboxId: engines['۱.۸ لیتر توربو'], modelYear: 1404, price: '14500000000', warrantyMonths: 24 });
  const tara = await add('dealervehicle', 'dealerVehicle', { name: 'تارا', dealerCompanyId: ikco, dealerEngineGearboxId: engines['۱.۶ لیتر اتوماتیک'], modelYear: 1404, price: '12800000000', warrantyMonths: 24 });
  const shahin = await add('dealervehicle', 'dealerVehicle', { name: 'شاهین', dealerCompanyId: saipa, dealerEngineGearboxId: engines['۱.۶ لیتر دستی'], modelYear: 1404, price: '9200000000', warrantyMonths: 18 });
  await add('dealervehicleoption', 'dealerVehicleOption', { name: 'سانروف دنا پلاس', dealerVehicleId: dena, price: '350000000' });
  await add('dealervehicleoption', 'dealerVehicleOption', { name: 'رینگ اسپرت تارا', dealerVehicleId: tara, price: '180000000' });
  await add('dealervehicleoption', 'dealerVehicleOption', { name: 'سیستم چندرسانه‌ای شاهین', dealerVehicleId: shahin, price: '120000000' });
  const groups = ids.dealerservicegroup!;
  const oil = await add('dealerservice', 'dealerService', { name: 'تعویض روغن موتور', dealerServiceGroupId: groups['سرویس دوره‌ای'], price: '1500000', standardMinutes: 30 });
  const airFilter = await add('dealerservice', 'dealerService', { name: 'تعویض فیلتر هوا', dealerServiceGroupId: groups['سرویس دوره‌ای'], price: '600000', standardMinutes: 15 });
  await add('dealerservice', 'dealerService', { name: 'تنظیم موتور', dealerServiceGroupId: groups['مکانیکی'], price: '4500000', standardMinutes: 90 });
  await add('dealerservice', 'dealerService', { name: 'عیب‌یابی سیستم برق', dealerServiceGroupId: groups['برق خودرو'], price: '3000000', standardMinutes: 60 });
  await add('dealerservice', 'dealerService', { name: 'صافکاری درب', dealerServiceGroupId: groups['صافکاری و نقاشی'], price: '12000000', standardMinutes: 240 });
  await add('dealerservicerate', 'dealerServiceRate', { dealerServiceId: oil, dealerVehicleId: dena, price: '1800000', standardMinutes: 35 });
  const pack = await add('dealerservicepack', 'dealerServicePack', { name: 'سرویس ۱۰ هزار کیلومتر', totalPrice: '2000000' });
  await tx.dealerServicePackLine.createMany({ data: [
    { ...stamp, dealerServicePackId: pack, dealerServiceId: oil, price: '1500000' },
    { ...stamp, dealerServicePackId: pack, dealerServiceId: airFilter, price: '500000' },
  ] });

  // the dealer, its repair shops and a sales expert
  const city = await tx.city.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
  const dealerId = await add('dealer', 'dealer', {
    name: o.dealerName, dealerCompanyId: ikco, carmakerCode: o.carmakerCode, dealerRankId: ids.dealerrank!['ممتاز'], cityId: city?.id ?? null,
    managerName: 'مهدی رضایی', phone: '02188776655', mobile: '09121112233', address: 'تهران، خیابان آزادی',
  });
  await add('dealerrepairshop', 'dealerRepairShop', { name: 'تعمیرگاه مرکزی', kind: 1, managerName: 'علی محمدی', phone: '02188776656' });
  await add('dealerrepairshop', 'dealerRepairShop', { name: 'صافکاری همکار', kind: 2, managerName: 'حسن کریمی', phone: '02155443322' });
  const expert = await add('dealersalesexpert', 'dealerSalesExpert', { name: 'نرگس احمدی', mobile: '09123334455' });

  // a week of appointments around today: the past days' attended or missed, the coming days' booked
  const today = tehranDate(o.now);
  const customers = [
    ['رضا کریمی', '09121000001', '12ب345ایران11', dena], ['مریم حسینی', '09121000002', '45ج678ایران22', tara], ['امیر جعفری', '09121000003', '78د912ایران33', shahin],
    ['سارا نوری', '09121000004', '23س456ایران44', dena], ['حمید صادقی', '09121000005', '56ص789ایران55', tara],
  ] as const;
  const serviceGroups = Object.values(groups);
  let n = 0;
  const attended: { id: number; day: Date; customer: (typeof customers)[number] }[] = [];
  const deliveredReceptions: { id: number; code: string; total: string }[] = [];
  for (let offset = -3; offset <= 3; offset++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
    for (const [i, slot] of ['08:30', '09:00', '10:30', '13:00'].entries()) {
      if ((offset + i) % 3 === 2) continue;
      const [customerName, mobile, plate, vehicle] = customers[n++ % customers.length]!;
      const status = offset < 0 ? (i === 1 ? 3 : 2) : offset === 0 && i === 0 ? 2 : 1;
      const id = await add('dealerappointment', 'dealerAppointment', {
        dealerId, appointmentDate: day, slotTime: new Date(`1970-01-01T${slot}:00Z`), dealerServiceGroupId: serviceGroups[n % serviceGroups.length],
        customerName, mobile, plate, dealerVehicleId: vehicle, source: n % 2 ? 2 : 1, status,
      });
      if (status === 2) attended.push({ id, day: new Date(day.getTime() + (5 + i) * 3_600_000), customer: customers[(n - 1) % customers.length]! });
    }
  }

  // the attended ones were received: the older delivered (with their history), today's in the workshop
  const serviceType = ids.dealerreceptionservicetype!['آزاد']!;
  const shop = ids.dealerrepairshop!['تعمیرگاه مرکزی']!;
  for (const [k, a] of attended.entries()) {
    const [customerName, mobile, plate, vehicle] = a.customer;
    const vin = `NAAM01CA${String(1_000_000_000 + k * 7919).slice(-9)}`;
    const delivered = a.day.getTime() < Date.parse(`${today}T00:00:00Z`);
    const lines = [
      { dealerServiceId: oil, price: vehicle === dena ? '1800000' : '1500000', name: 'تعویض روغن موتور' },
      { dealerServiceId: airFilter, price: '600000', name: 'تعویض فیلتر هوا' },
    ];
    const total = decimalSum(lines.map((l) => l.price));
    const closedAt = delivered ? new Date(a.day.getTime() + 4 * 3_600_000) : null;
    const receptionId = await add('dealerreception', 'dealerReception', {
      dealerId, dealerAppointmentId: a.id, receivedAt: a.day, customerName, mobile, dealerVehicleId: vehicle, vin, plate, mileage: 20_000 + k * 3_500,
      complaint: 'سرویس دوره‌ای و بررسی صدای جلوبندی', dealerReceptionServiceTypeId: serviceType, dealerRepairShopId: shop, totalPrice: total,
      status: delivered ? 3 : 2, closedAt,
    });
    await tx.dealerReceptionLine.createMany({ data: lines.map((l) => ({ ...stamp, dealerReceptionId: receptionId, kind: 1, dealerServiceId: l.dealerServiceId, price: l.price })) });
    if (closedAt) {
      deliveredReceptions.push({ id: receptionId, code: (await tx.dealerReception.findUniqueOrThrow({ where: { id: receptionId }, select: { code: true } })).code!, total });
      await tx.dealerCarHistory.create({
        data: { ...stamp, vin, plate, dealerReceptionId: receptionId, dealerVehicleId: vehicle, customerName, receivedAt: a.day, closedAt, mileage: 20_000 + k * 3_500, services: lines.map((l) => l.name).join('، '), totalPrice: total },
      });
    }
  }

  await seedSalesDemo(tx, { add, stamp, ids, dealerId, ikco, dena, tara, shahin, expert, today, deliveredReceptions, companyId });
}

type Add = (entity: string, model: keyof Tx, data: Record<string, unknown>) => Promise<number>;

/**
 * The sales side's demo: customers' requests (with follow-ups) in every state, their visits (one missed), test drives,
 * calls, a sales plan taking orders with pre-orders in the queue and an older closed one, and a statement of the
 * delivered receptions to the carmaker.
 */
async function seedSalesDemo(tx: Tx, o: {
  add: Add; stamp: { companyId: number; createdBy: number; updatedBy: number }; ids: Record<string, Record<string, number>>; companyId: number;
  dealerId: number; ikco: number; dena: number; tara: number; shahin: number; expert: number; today: string; deliveredReceptions: { id: number; code: string; total: string }[];
}): Promise<void> {
  const { add, stamp, ids, dealerId, dena, tara, shahin, expert, today } = o;
  const day = (offset: number, hour = 0) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000 + hour * 3_600_000);
  const first = (list: string) => Object.values(ids[list]!)[0]!;
  const pick = (list: string, k: number) => { const v = Object.values(ids[list]!); return v[k % v.length]!; };
  const topic = (k: number) => pick('dealerfollowuptopic', k);

  const people = [
    ['علی رحیمی', '09122000001', dena], ['زهرا کاظمی', '09122000002', tara], ['محمد عباسی', '09122000003', shahin],
    ['فاطمه موسوی', '09122000004', dena], ['حسین قاسمی', '09122000005', tara], ['نازنین شریفی', '09122000006', dena],
  ] as const;
  const states = [REQUEST_STATUS.open, REQUEST_STATUS.followingUp, REQUEST_STATUS.won, REQUEST_STATUS.followingUp, REQUEST_STATUS.lost, REQUEST_STATUS.open];
  const requests: number[] = [];
  for (const [k, [customerName, mobile, vehicle]] of people.entries()) {
    const id = await add('dealerrequest', 'dealerRequest', {
      dealerId, requestDate: day(-6 + k), customerName, mobile, nationalCode: sampleNationalCode(9100 + k + o.companyId * 50), dealerJobId: pick('dealerjob', k),
      dealerRequestTypeId: pick('dealerrequesttype', k), dealerInputTypeId: pick('dealerinputtype', k), dealerReferralSourceId: pick('dealerreferralsource', k),
      dealerVehicleId: vehicle, dealerColorId: pick('dealercolor', k), dealerSalesExpertId: expert, dealerRequestStatusId: pick('dealerrequeststatus', k),
      nextFollowUpDate: states[k] === REQUEST_STATUS.open || states[k] === REQUEST_STATUS.followingUp ? day(k % 3 + 1) : null, status: states[k],
    });
    requests.push(id);
    await tx.dealerRequestFollowUp.createMany({ data: [
      { ...stamp, dealerRequestId: id, followUpDate: day(-5 + k), channel: 1, dealerFollowUpTopicId: topic(k), result: 'مشتری اطلاعات قیمت و شرایط فروش را خواست.' },
      ...(k % 2 ? [{ ...stamp, dealerRequestId: id, followUpDate: day(-4 + k), channel: 2, dealerFollowUpTopicId: topic(k + 1), result: 'پیامک شرایط طرح فروش فرستاده شد.' }] : []),
    ] });
  }
  // visits of the requests: two attended, one missed, one to come
  const visits: [number, number, number, string | null][] = [[0, -2, 2, 'خودرو را دید و برای تست درایو وقت گرفت.'], [1, -1, 2, 'شرایط اقساطی را پرسید.'], [3, -1, 3, null], [5, 1, 1, null]];
  for (const [k, [r, offset, status, result]] of visits.entries()) {
    await add('dealerrequestvisit', 'dealerRequestVisit', { dealerRequestId: requests[r], visitAt: day(offset, 7 + k), dealerFollowUpTopicId: topic(k), dealerSalesExpertId: expert, result, status });
  }
  // test drives: one done, one missed, one to come
  const drives: [number, number, number, number | null][] = [[0, -2, 2, 1], [1, -1, 3, null], [5, 1, 1, null]];
  for (const [r, offset, status, result] of drives) {
    const [customerName, mobile, vehicle] = people[r]!;
    await add('dealertestdrive', 'dealerTestDrive', {
      dealerId, dealerRequestId: requests[r], customerName, mobile, licenceNumber: `98${String(1234567 + r)}`, dealerVehicleId: vehicle, dealerSalesExpertId: expert,
      startAt: day(offset, 8), endAt: day(offset, 8.5), result, feedback: result ? 'از شتاب و فرمان راضی بود.' : null, status,
    });
  }
  // the call centre: calls in and out, one to return
  const calls: [number, number, string, number, number][] = [[1, -3, '09122000001', 1, 180], [2, -2, '02144556677', 1, 95], [2, -1, '09122000004', 4, 40], [1, 0, '09122000006', 2, 0]];
  for (const [k, [direction, offset, phone, result, seconds]] of calls.entries()) {
    await add('dealercall', 'dealerCall', {
      dealerId, direction, callAt: day(offset, 6 + k), phone, customerName: people[k]?.[0] ?? null, dealerRequestId: requests[k] ?? null, dealerFollowUpTopicId: topic(k),
      duration: seconds, result, callBackAt: result === 4 ? day(1, 7) : null, notes: 'پیگیری شرایط خرید و زمان تحویل',
    });
  }

  // sales plans: an older one closed, one taking orders now
  const [white, black] = [first('dealercolor'), pick('dealercolor', 1)];
  const sunroof = (await tx.dealerVehicleOption.findFirst({ where: { companyId: o.companyId, dealerVehicleId: dena }, select: { id: true } }))?.id ?? null;
  const plan = async (name: string, offset: number, status: number, lines: [number, number | null, number, string, string, number][]) => {
    const id = await add('dealersalesplan', 'dealerSalesPlan', {
      name, dealerCompanyId: o.ikco, circularNumber: `۱۴۰۵/${name.length}`, kind: 1, registrationStart: day(offset), registrationEnd: day(offset + 14), deliveryMonths: 3,
      capacity: lines.reduce((n, l) => n + l[5], 0), status,
    });
    const made: number[] = [];
    for (const [vehicle, option, colour, price, deposit, capacity] of lines) {
      made.push((await tx.dealerSalesPlanLine.create({ data: { ...stamp, dealerSalesPlanId: id, dealerVehicleId: vehicle, dealerVehicleOptionId: option, dealerColorId: colour, price, deposit, capacity } })).id);
    }
    return { id, lines: made, specs: lines };
  };
  const old = await plan('فروش فوق‌العادهٔ پاییز', -60, PLAN_STATUS.closed, [[dena, null, white, '14500000000', '5000000000', 3], [tara, null, white, '12800000000', '4000000000', 2]]);
  const now = await plan('فروش نقدی دنا پلاس و تارا', -5, PLAN_STATUS.open, [[dena, null, white, '14500000000', '5000000000', 20], [dena, sunroof, black, '14850000000', '5000000000', 10], [tara, null, white, '12800000000', '4000000000', 15]]);
  let queue = 0;
  let seq = 0;
  const order = async (p: { id: number; lines: number[]; specs: [number, number | null, number, string, string, number][] }, line: number, status: number, k: number, at: Date) => {
    const [vehicle, option, colour, price, deposit] = p.specs[line]!;
    const [customerName, mobile] = people[k % people.length]!;
    const registered = status === PRE_ORDER_STATUS.registered || status === PRE_ORDER_STATUS.delivered;
    await add('dealerpreorder', 'dealerPreOrder', {
      dealerId, dealerSalesPlanId: p.id, dealerSalesPlanLineId: p.lines[line], dealerVehicleId: vehicle, dealerVehicleOptionId: option, dealerColorId: colour,
      customerName, nationalCode: sampleNationalCode(9300 + seq++ + o.companyId * 50), mobile, price, deposit, depositPaid: status === PRE_ORDER_STATUS.draft ? '0' : deposit,
      paymentReference: registered ? `۸۸۲۰${seq}` : null, queueNumber: registered ? ++queue : null, registeredAt: registered ? at : null,
      vin: status === PRE_ORDER_STATUS.delivered ? `NAAM11CA${String(100_000_000 + seq * 7919).slice(-9)}` : null, deliveredAt: status === PRE_ORDER_STATUS.delivered ? day(-10) : null, status,
    });
  };
  for (const [k, [line, status]] of ([[0, 3], [0, 3], [1, 3], [1, 2]] as const).entries()) await order(old, line, status, k, day(-55 + k));
  queue = 0;
  for (const [k, [line, status]] of ([[0, 2], [0, 2], [1, 2], [2, 2], [0, 1], [2, 1], [1, 4]] as const).entries()) await order(now, line, status, k + 2, day(-4 + (k % 4)));

  // the delivered receptions stated to the carmaker
  if (o.deliveredReceptions.length) {
    const statementId = await add('dealerstatement', 'dealerStatement', {
      dealerId, dealerCompanyId: o.ikco, statementDate: day(0), periodFrom: day(-7), periodTo: day(0), kind: 2,
      totalAmount: decimalSum(o.deliveredReceptions.map((r) => r.total)), description: 'سرویس‌های هفتهٔ گذشته', status: 1,
    });
    await tx.dealerStatementLine.createMany({ data: o.deliveredReceptions.map((r) => ({ ...stamp, dealerStatementId: statementId, dealerReceptionId: r.id, description: `پذیرش ${r.code}`, amount: r.total })) });
  }
}
