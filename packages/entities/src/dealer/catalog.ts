import { defineEntity, type FieldDefinition } from '../definition';
import { DEALER, dealerReference } from './references';

/**
 * The dealer's catalogue (spec platform-core §2 "Dealer system"): the carmakers it represents, their vehicles and
 * options, its services with their prices, the labour rate of a service on a vehicle (`/manage-service-2`), and
 * service packs (a periodic service: several services at one price). Each a dealer's own list (a dealer is a company:
 * docs/dealer.md); a reception prices its services from here.
 */

export const rials = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, min: 0 }) as const satisfies FieldDefinition;
const minutes = (fa: string, en: string) => ({ type: 'int', label: { fa, en }, min: 0, max: 10000 }) as const satisfies FieldDefinition;

export const dealerCompany = dealerReference({
  name: 'dealercompany', model: 'DealerCompany', table: 'dealer_company', url: '/dealer-company-2', icon: 'building-factory',
  singular: { fa: 'خودروساز', en: 'Carmaker' }, plural: { fa: 'خودروسازان', en: 'Carmakers' },
  fields: {
    legalId: { type: 'string', label: { fa: 'شناسهٔ ملی', en: 'Legal id' }, format: 'legalId', max: 11 },
    phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, format: 'digits', max: 15 },
    address: { type: 'string', label: { fa: 'نشانی', en: 'Address' }, max: 300 },
  },
  columns: ['code', 'name', 'legalId', 'phone'],
});

export const dealerVehicle = dealerReference({
  name: 'dealervehicle', model: 'DealerVehicle', table: 'dealer_vehicle', url: '/dealer-vehicle-2', icon: 'car',
  singular: { fa: 'خودرو', en: 'Vehicle' }, plural: { fa: 'خودروها', en: 'Vehicles' },
  fields: {
    dealerCompanyId: { type: 'link', entity: 'dealercompany', label: { fa: 'خودروساز', en: 'Carmaker' }, required: true },
    dealerEngineGearboxId: { type: 'link', entity: 'dealerenginegearbox', label: { fa: 'موتور و گیربکس', en: 'Engine and gearbox' } },
    modelYear: { type: 'int', label: { fa: 'سال مدل', en: 'Model year' }, grouping: false, min: 1350, max: 1500 },
    price: rials('قیمت (ریال)', 'Price (rials)'),
    warrantyMonths: { type: 'int', label: { fa: 'گارانتی (ماه)', en: 'Warranty (months)' }, min: 0, max: 120 },
  },
  columns: ['code', 'name', 'dealerCompanyId', 'modelYear', 'price'],
  filters: ['dealerCompanyId'],
});

export const dealerVehicleOption = dealerReference({
  name: 'dealervehicleoption', model: 'DealerVehicleOption', table: 'dealer_vehicle_option', url: '/dealer-vehicle-option-2', icon: 'adjustments-horizontal',
  singular: { fa: 'آپشن خودرو', en: 'Vehicle option' }, plural: { fa: 'آپشن‌های خودرو', en: 'Vehicle options' },
  fields: {
    dealerVehicleId: { type: 'link', entity: 'dealervehicle', label: { fa: 'خودرو', en: 'Vehicle' }, required: true },
    price: rials('قیمت (ریال)', 'Price (rials)'),
  },
  columns: ['code', 'name', 'dealerVehicleId', 'price'],
  filters: ['dealerVehicleId'],
});

export const dealerService = dealerReference({
  name: 'dealerservice', model: 'DealerService', table: 'dealer_service', url: '/dealer-service-2', icon: 'tool',
  singular: { fa: 'خدمت', en: 'Dealer service' }, plural: { fa: 'خدمات', en: 'Dealer services' },
  fields: {
    dealerServiceGroupId: { type: 'link', entity: 'dealerservicegroup', label: { fa: 'گروه خدمات', en: 'Service group' }, required: true },
    price: { ...rials('اجرت (ریال)', 'Labour price (rials)'), required: true },
    standardMinutes: minutes('زمان استاندارد (دقیقه)', 'Standard time (minutes)'),
  },
  columns: ['code', 'name', 'dealerServiceGroupId', 'price', 'standardMinutes'],
  filters: ['dealerServiceGroupId'],
});

/** The labour rate of a service on one vehicle, where it differs from the service's own price. */
export const dealerServiceRate = defineEntity({
  ...dealerReference({
    name: 'dealerservicerate', model: 'DealerServiceRate', table: 'dealer_service_rate', url: '/manage-service-2', icon: 'receipt',
    singular: { fa: 'نرخ خدمت', en: 'Service rate' }, plural: { fa: 'مدیریت خدمات (نرخ هر خودرو)', en: 'Manage services (rate per vehicle)' },
    titleField: 'code',
    fields: {
      dealerServiceId: { type: 'link', entity: 'dealerservice', label: { fa: 'خدمت', en: 'Service' }, required: true },
      // one rate for a service on a vehicle
      dealerVehicleId: { type: 'link', entity: 'dealervehicle', label: { fa: 'خودرو', en: 'Vehicle' }, required: true, uniqueWithin: 'dealerServiceId' },
      price: { ...rials('اجرت (ریال)', 'Labour price (rials)'), required: true },
      standardMinutes: minutes('زمان استاندارد (دقیقه)', 'Standard time (minutes)'),
    },
    columns: ['code', 'dealerServiceId', 'dealerVehicleId', 'price', 'standardMinutes'],
    filters: ['dealerServiceId', 'dealerVehicleId'],
  }),
  searchFields: ['code', 'dealerServiceId', 'dealerVehicleId'],
});

export const dealerServicePack = defineEntity({
  ...dealerReference({
    name: 'dealerservicepack', model: 'DealerServicePack', table: 'dealer_service_pack', url: '/dealer-service-pack-2', icon: 'packages',
    singular: { fa: 'بستهٔ خدمات', en: 'Service pack' }, plural: { fa: 'بسته‌های خدمات', en: 'Service packs' },
    fields: {
      dealerVehicleId: { type: 'link', entity: 'dealervehicle', label: { fa: 'خودرو', en: 'Vehicle' }, hint: { fa: 'خالی: برای همهٔ خودروها', en: 'Empty: for every vehicle' } },
      totalPrice: { ...rials('جمع اجرت (ریال)', 'Total price (rials)'), readOnly: true, computed: { sum: 'price' } },
    },
    columns: ['code', 'name', 'dealerVehicleId', 'totalPrice'],
  }),
  lines: { entity: 'dealerservicepackline', via: 'dealerServicePackId', label: { fa: 'خدمات بسته', en: 'Services of the pack' }, min: 1, max: 100 },
});

export const dealerServicePackLine = defineEntity({
  name: 'dealerservicepackline', model: 'DealerServicePackLine', table: 'dealer_service_pack_line', area: 'dealer',
  basePath: '/api/dealer/v1/dealerservicepackline', routes: {},
  label: { singular: { fa: 'خدمت بسته', en: 'Service of a pack' }, plural: { fa: 'خدمات بسته', en: 'Services of a pack' } },
  scope: 'company',
  fields: {
    dealerServicePackId: { type: 'link', entity: 'dealerservicepack', label: { fa: 'بستهٔ خدمات', en: 'Service pack' }, required: true },
    dealerServiceId: { type: 'link', entity: 'dealerservice', label: { fa: 'خدمت', en: 'Service' }, required: true, uniqueWithin: 'dealerServicePackId' },
    price: { ...rials('اجرت در بسته (ریال)', 'Price in the pack (rials)'), required: true },
  },
  titleField: 'dealerServiceId',
  searchFields: ['dealerServiceId'],
  list: { columns: ['dealerServiceId', 'price'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/dealer-service-pack-2', parent: DEALER, page: false },
});

export const DEALER_CATALOG = [dealerCompany, dealerVehicle, dealerVehicleOption, dealerService, dealerServiceRate, dealerServicePack, dealerServicePackLine];
