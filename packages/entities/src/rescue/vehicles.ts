import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';

/**
 * Rescue vehicles (spec platform-core §2 `/dealer-rescue-vehicle-2`, §7 "Rescue vehicle"): a company's tow trucks,
 * mobile workshops and cars, each driven by an operator (a third party with a user, whose browser reports the
 * position every 15 s). The engine serves the spec's calls under `/api/rescue-vehicle/v1` in the spec's own naming
 * (`getActiveFiltered`, `bulkActivate`, PUT `activate`); the area's controller adds `getVehicleTypes`,
 * `getVehicleStatuses`, `getFilteredNearby`, `getByThirdPartyIdId`, `updateLocation` and the location feed.
 *
 * The position (`latitude`, `longitude`, `locatedAt`) is read-only here: only a report moves it, written beside the
 * row's version (a report never makes an open form stale). numeric(18,4) keeps it to about 11 m, which is enough to
 * choose a vehicle; the history (`rescue_vehicle_location`) keeps six decimals.
 */

export const RESCUE_VEHICLE_TYPES = [
  { value: 0, label: { fa: 'یدک‌کش', en: 'Tow truck' } },
  { value: 1, label: { fa: 'تعمیرگاه سیار', en: 'Mobile workshop' } },
  { value: 2, label: { fa: 'خودروی امدادی', en: 'Service car' } },
  { value: 3, label: { fa: 'موتورسیکلت امدادی', en: 'Rescue motorcycle' } },
] as const;

/** available: may be sent; onMission: an SOS request holds it (set by the request, not by hand); outOfService */
export const RESCUE_VEHICLE_STATUSES = [
  { value: 0, label: { fa: 'آماده', en: 'Available' } },
  { value: 1, label: { fa: 'در مأموریت', en: 'On a mission' } },
  { value: 2, label: { fa: 'خارج از سرویس', en: 'Out of service' } },
] as const;

export const RESCUE_VEHICLE_STATUS = { available: 0, onMission: 1, outOfService: 2 } as const;

const coordinate = (fa: string, en: string, limit: number) =>
  ({ type: 'decimal', label: { fa, en }, readOnly: true, min: -limit, max: limit }) as const;

const BASE = baseDataRoutes('rescuevehicle');

export const rescueVehicle = defineEntity({
  name: 'rescuevehicle', model: 'RescueVehicle', table: 'rescue_vehicle', area: 'rescue-vehicle',
  // the base-data operations in the spec's names and methods (§7): PUT activate/deactivate, bulk…, getActiveFiltered
  basePath: '/api/rescue-vehicle/v1',
  routes: {
    ...BASE.routes,
    activate: { ...BASE.routes.activate!, method: 'PUT' },
    deactivate: { ...BASE.routes.deactivate!, method: 'PUT' },
    groupActivate: { ...BASE.routes.groupActivate!, path: 'bulkActivate' },
    groupDeactivate: { ...BASE.routes.groupDeactivate!, path: 'bulkDeactivate' },
    getActives: { ...BASE.routes.getActives!, path: 'getActiveFiltered' },
  },
  label: { singular: { fa: 'خودروی امداد', en: 'Rescue vehicle' }, plural: { fa: 'خودروهای امداد', en: 'Rescue vehicles' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, unique: true, max: 20, format: 'code', readOnly: true },
    name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, unique: true, max: 200 },
    plateNumber: { type: 'string', label: { fa: 'پلاک', en: 'Plate' }, required: true, unique: true, format: 'plate', max: 30 },
    vehicleType: { type: 'enum', label: { fa: 'نوع خودرو', en: 'Vehicle type' }, default: 0, options: RESCUE_VEHICLE_TYPES },
    status: { type: 'enum', label: { fa: 'وضعیت', en: 'Status' }, default: 0, options: RESCUE_VEHICLE_STATUSES },
    thirdPartyId: {
      type: 'link', entity: 'thirdparty', label: { fa: 'راننده (اپراتور)', en: 'Operator' }, required: true, unique: true,
      hint: { fa: 'طرف حسابی که کاربر سامانه است؛ مرورگر او موقعیت را گزارش می‌کند', en: 'A third party with a user; their browser reports the position' },
    },
    dealerId: { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' } },
    latitude: coordinate('عرض جغرافیایی', 'Latitude', 90),
    longitude: coordinate('طول جغرافیایی', 'Longitude', 180),
    locatedAt: { type: 'datetime', label: { fa: 'آخرین گزارش موقعیت', en: 'Last position at' }, readOnly: true },
  },
  titleField: 'name',
  searchFields: ['code', 'name', 'plateNumber'],
  list: {
    columns: ['code', 'name', 'plateNumber', 'vehicleType', 'status', 'thirdPartyId', 'dealerId', 'locatedAt'],
    filters: ['vehicleType', 'status', 'dealerId', 'thirdPartyId'],
    sort: { field: 'code', direction: 'asc' },
  },
  form: { sections: [{ fields: ['name', 'plateNumber', 'vehicleType', 'status', 'thirdPartyId', 'dealerId', 'latitude', 'longitude', 'locatedAt'] }] },
  // the nearby search's first cut: the rows inside a box around the point (core of getFilteredNearby)
  indexes: [['companyId', 'latitude', 'longitude']],
  backRelations: [{ field: 'locations', model: 'RescueVehicleLocation' }],
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/dealer-rescue-vehicle-2', parent: 'DealerSystem', icon: 'truck' },
});
