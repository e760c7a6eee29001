import type { FieldDefinition } from '../definition';
import { dealerReference } from './references';

/**
 * The dealer itself and its people and places (spec platform-core §2 "Dealer system"). A dealer is a company of the
 * organisation (docs/dealer.md): `/dealer-2` keeps, beside its company, what the carmaker knows it by (its code with
 * the carmaker, its rank, its city and contact) and how it receives cars (its reception hours, the length of an
 * appointment slot and how many cars a slot takes: the public booking offers the free slots from these).
 */

const phone = { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, format: 'digits', max: 15 } as const satisfies FieldDefinition;
const address = { type: 'string', label: { fa: 'نشانی', en: 'Address' }, max: 300 } as const satisfies FieldDefinition;

export const dealer = dealerReference({
  name: 'dealer', model: 'Dealer', table: 'dealer', url: '/dealer-2', icon: 'building-store',
  singular: { fa: 'نمایندگی', en: 'Dealer' }, plural: { fa: 'نمایندگی‌ها', en: 'Dealers' },
  fields: {
    dealerCompanyId: { type: 'link', entity: 'dealercompany', label: { fa: 'خودروساز', en: 'Carmaker' }, required: true },
    carmakerCode: { type: 'string', label: { fa: 'کد نمایندگی نزد خودروساز', en: 'Code with the carmaker' }, format: 'code', max: 20 },
    dealerRankId: { type: 'link', entity: 'dealerrank', label: { fa: 'رتبه', en: 'Rank' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
    managerName: { type: 'string', label: { fa: 'نام مدیر', en: 'Manager' }, max: 100 },
    phone,
    mobile: { type: 'string', label: { fa: 'همراه', en: 'Mobile' }, format: 'mobile' },
    address,
    receptionStart: { type: 'time', label: { fa: 'شروع پذیرش', en: 'Reception opens' }, required: true, default: '08:00' },
    receptionEnd: { type: 'time', label: { fa: 'پایان پذیرش', en: 'Reception closes' }, required: true, default: '16:00' },
    slotMinutes: { type: 'int', label: { fa: 'طول هر نوبت (دقیقه)', en: 'Slot length (minutes)' }, required: true, min: 10, max: 240, default: 30 },
    slotCapacity: { type: 'int', label: { fa: 'ظرفیت هر نوبت (خودرو)', en: 'Cars a slot takes' }, required: true, min: 1, max: 50, default: 2 },
    acceptsOnlineBooking: { type: 'boolean', label: { fa: 'نوبت‌دهی اینترنتی', en: 'Online booking' }, default: true },
  },
  columns: ['code', 'name', 'dealerCompanyId', 'dealerRankId', 'cityId', 'phone'],
  filters: ['dealerCompanyId', 'dealerRankId'],
});

export const dealerRepairShop = dealerReference({
  name: 'dealerrepairshop', model: 'DealerRepairShop', table: 'dealer_repair_shop', url: '/dealer-repair-shop-2', icon: 'building-warehouse',
  singular: { fa: 'تعمیرگاه', en: 'Repair shop' }, plural: { fa: 'تعمیرگاه‌ها', en: 'Repair shops' },
  fields: {
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: 1, options: [
      { value: 1, label: { fa: 'داخلی', en: 'In house' } },
      { value: 2, label: { fa: 'پیمانکار بیرونی', en: 'Outside contractor' } },
    ] },
    managerName: { type: 'string', label: { fa: 'سرپرست', en: 'Supervisor' }, max: 100 },
    phone,
    address,
  },
  columns: ['code', 'name', 'kind', 'managerName', 'phone'],
  filters: ['kind'],
});

export const dealerSalesExpert = dealerReference({
  name: 'dealersalesexpert', model: 'DealerSalesExpert', table: 'dealer_sales_expert', url: '/dealer-sales-expert-2', icon: 'user-star',
  singular: { fa: 'کارشناس فروش', en: 'Sales expert' }, plural: { fa: 'کارشناسان فروش', en: 'Sales experts' },
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, hint: { fa: 'خالی: کارشناس بیرون از پرسنل', en: 'Empty: not one of the personnel' } },
    mobile: { type: 'string', label: { fa: 'همراه', en: 'Mobile' }, format: 'mobile' },
  },
  columns: ['code', 'name', 'personnelId', 'mobile'],
});

export const DEALER_PLACES = [dealer, dealerRepairShop, dealerSalesExpert];
