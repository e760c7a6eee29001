import { getEntity } from '@karsaz/entities';
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
 * The dealer system's demo (issue 19), so each of its list pages shows something: a few rows of each reference list
 * in the demo company. Idempotent: nothing is added when the company has request types.
 */
export async function seedDealerDemo(tx: Tx, o: { companyId: number; createdBy: number }): Promise<void> {
  const { companyId } = o;
  if (await tx.dealerRequestType.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.createdBy, updatedBy: o.createdBy };
  for (const [entity, model, rows] of LISTS) {
    const delegate = tx[model] as unknown as { create(args: { data: Record<string, unknown> }): Promise<unknown> };
    for (const row of rows) {
      const [name, extra] = typeof row === 'string' ? [row, {}] : row;
      await delegate.create({ data: { ...stamp, code: await nextCode(tx, getEntity(entity), companyId), name, ...extra } });
    }
  }
}
