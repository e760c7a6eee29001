import { getEntity } from '@karsaz/entities';
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
  await add('dealersalesexpert', 'dealerSalesExpert', { name: 'نرگس احمدی', mobile: '09123334455' });

  // a week of appointments around today: the past days' attended or missed, the coming days' booked
  const today = tehranDate(o.now);
  const customers = [
    ['رضا کریمی', '09121000001', '12ب345ایران11', dena], ['مریم حسینی', '09121000002', '45ج678ایران22', tara], ['امیر جعفری', '09121000003', '78د912ایران33', shahin],
    ['سارا نوری', '09121000004', '23س456ایران44', dena], ['حمید صادقی', '09121000005', '56ص789ایران55', tara],
  ] as const;
  const serviceGroups = Object.values(groups);
  let n = 0;
  const attended: { id: number; day: Date; customer: (typeof customers)[number] }[] = [];
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
      await tx.dealerCarHistory.create({
        data: { ...stamp, vin, plate, dealerReceptionId: receptionId, dealerVehicleId: vehicle, customerName, receivedAt: a.day, closedAt, mileage: 20_000 + k * 3_500, services: lines.map((l) => l.name).join('، '), totalPrice: total },
      });
    }
  }
}
