import { MY_SOS_URL, RESCUE_VEHICLE_STATUS, SOS_SOURCE, SOS_STATUS, getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { nextCode } from '../core/entity/code-sequence';
import { seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

/** The demo's rescue operators (the administrator's password), each driving one vehicle of the first company. */
export const RESCUE_DEMO_OPERATORS = [
  { mobile: '09120000021', firstName: 'کامران', lastName: 'امدادی', vehicle: 'یدک‌کش ۱', vehicleType: 0, plate: '24ق365ایران11', at: [35.7219, 51.3347] },
  { mobile: '09120000022', firstName: 'سعید', lastName: 'یدک‌کش', vehicle: 'تعمیرگاه سیار ۱', vehicleType: 1, plate: '37ل482ایران22', at: [35.7575, 51.4102] },
  { mobile: '09120000023', firstName: 'نادر', lastName: 'راهدار', vehicle: 'خودروی امداد ۱', vehicleType: 2, plate: '58ص913ایران33', at: [35.6961, 51.4231] },
] as const;

/**
 * Roadside rescue's demo (issue 20): three operators (09120000021–23) with their vehicles in Tehran, one out of
 * service, each with the last hour's positions (a short drive every five minutes) for the live map and its replay;
 * the reasons and follow-up statuses of SOS requests, a driver waiting for help and a rescue finished this morning.
 */
export async function seedRescueDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date; createdBy: number }): Promise<void> {
  const { companyId } = o;
  if (await tx.rescueVehicle.count({ where: { companyId } })) return;
  const entity = getEntity('rescuevehicle');
  const dealer = await tx.dealer.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  const vehicles: number[] = [];
  for (const [i, op] of RESCUE_DEMO_OPERATORS.entries()) {
    const person = await seedDemoPerson(tx, {
      mobile: op.mobile, firstName: op.firstName, lastName: op.lastName, role: 'RescueOperator', roleTitle: 'رانندهٔ امداد',
      grants: [[MY_SOS_URL, ['Accept', 'Decline', 'Arrive', 'Finish']]], companyId, passwordHash: o.passwordHash, now: o.now,
    });
    const [lat, lng] = op.at;
    const vehicle = await tx.rescueVehicle.create({
      data: {
        companyId, code: await nextCode(tx, entity, companyId), name: op.vehicle, plateNumber: op.plate, vehicleType: op.vehicleType,
        status: i === 2 ? RESCUE_VEHICLE_STATUS.outOfService : RESCUE_VEHICLE_STATUS.available, thirdPartyId: person.thirdPartyId,
        dealerId: dealer?.id ?? null, latitude: lat.toFixed(4), longitude: lng.toFixed(4), locatedAt: o.now, createdBy: o.createdBy, updatedBy: o.createdBy,
      },
    });
    vehicles.push(vehicle.id);
    // the last hour, every five minutes, ending where the vehicle stands
    await tx.rescueVehicleLocation.createMany({
      data: Array.from({ length: 12 }, (_, k) => ({
        companyId, rescueVehicleId: vehicle.id, createdBy: person.userId,
        latitude: (lat - (11 - k) * 0.0012).toFixed(6), longitude: (lng - (11 - k) * 0.0009 * (i % 2 ? -1 : 1)).toFixed(6),
        createdAt: new Date(o.now.getTime() - (11 - k) * 5 * 60_000),
      })),
    });
  }

  const stamp = { companyId, createdBy: o.createdBy, updatedBy: o.createdBy };
  const list = async (model: 'dealerSosReason' | 'dealerSosRequestStatus', entity: string, names: string[]) => {
    const ids: number[] = [];
    for (const name of names) {
      const delegate = tx[model] as unknown as { create(a: { data: Record<string, unknown> }): Promise<{ id: number }> };
      ids.push((await delegate.create({ data: { ...stamp, code: await nextCode(tx, getEntity(entity), companyId), name } })).id);
    }
    return ids;
  };
  const reasons = await list('dealerSosReason', 'dealersosreason', ['پنچری', 'تمام شدن سوخت', 'خاموشی ناگهانی', 'خرابی باتری', 'تصادف']);
  await list('dealerSosRequestStatus', 'dealersosrequeststatus', ['در انتظار تماس', 'با راننده تماس گرفته شد', 'نیاز به یدک‌کش']);
  const vehicle = await tx.dealerVehicle.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  const request = getEntity('dealersosrequest');
  const driver = async (name: string, mobile: string, plate: string) =>
    (await tx.dealerSosRequester.create({ data: { ...stamp, name, mobile, plate, dealerVehicleId: vehicle?.id ?? null } })).id;
  // waiting for help by Azadi Square
  const waiting = await driver('مهدی رستمی', '09351110001', '63ط284ایران44');
  await tx.dealerSosRequest.create({
    data: { ...stamp, code: await nextCode(tx, request, companyId), dealerSosRequesterId: waiting, mobile: '09351110001', dealerSosReasonId: reasons[0]!, dealerVehicleId: vehicle?.id ?? null,
      plate: '63ط284ایران44', latitude: '35.6997', longitude: '51.3380', address: 'میدان آزادی، ضلع جنوبی', dealerId: dealer?.id ?? null, source: SOS_SOURCE.publicPage, status: SOS_STATUS.new },
  });
  // finished this morning by the first vehicle
  const helped = await driver('لیلا صادقی', '09351110002', '41ج752ایران55');
  const at = (minutes: number) => new Date(o.now.getTime() - minutes * 60_000);
  await tx.dealerSosRequest.create({
    data: { ...stamp, code: await nextCode(tx, request, companyId), dealerSosRequesterId: helped, mobile: '09351110002', dealerSosReasonId: reasons[3]!, dealerVehicleId: vehicle?.id ?? null,
      plate: '41ج752ایران55', latitude: '35.7448', longitude: '51.3755', address: 'بزرگراه همت، خروجی شیخ فضل‌الله', dealerId: dealer?.id ?? null, source: SOS_SOURCE.staff,
      rescueVehicleId: vehicles[0]!, distanceKm: '4.200', assignedAt: at(180), acceptedAt: at(178), arrivedAt: at(160), finishedAt: at(140),
      report: 'خودرو با کابل باتری روشن شد؛ به راننده توصیه شد باتری را تعویض کند.', status: SOS_STATUS.finished },
  });
}
