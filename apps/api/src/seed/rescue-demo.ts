import { RESCUE_VEHICLE_STATUS, getEntity } from '@karsaz/entities';
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
 * service, each with the last hour's positions (a short drive every five minutes) for the live map and its replay.
 */
export async function seedRescueDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date; createdBy: number }): Promise<void> {
  const { companyId } = o;
  if (await tx.rescueVehicle.count({ where: { companyId } })) return;
  const entity = getEntity('rescuevehicle');
  const dealer = await tx.dealer.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  for (const [i, op] of RESCUE_DEMO_OPERATORS.entries()) {
    const person = await seedDemoPerson(tx, {
      mobile: op.mobile, firstName: op.firstName, lastName: op.lastName, role: 'RescueOperator', roleTitle: 'رانندهٔ امداد',
      grants: [], companyId, passwordHash: o.passwordHash, now: o.now,
    });
    const [lat, lng] = op.at;
    const vehicle = await tx.rescueVehicle.create({
      data: {
        companyId, code: await nextCode(tx, entity, companyId), name: op.vehicle, plateNumber: op.plate, vehicleType: op.vehicleType,
        status: i === 2 ? RESCUE_VEHICLE_STATUS.outOfService : RESCUE_VEHICLE_STATUS.available, thirdPartyId: person.thirdPartyId,
        dealerId: dealer?.id ?? null, latitude: lat.toFixed(4), longitude: lng.toFixed(4), locatedAt: o.now, createdBy: o.createdBy, updatedBy: o.createdBy,
      },
    });
    // the last hour, every five minutes, ending where the vehicle stands
    await tx.rescueVehicleLocation.createMany({
      data: Array.from({ length: 12 }, (_, k) => ({
        companyId, rescueVehicleId: vehicle.id, createdBy: person.userId,
        latitude: (lat - (11 - k) * 0.0012).toFixed(6), longitude: (lng - (11 - k) * 0.0009 * (i % 2 ? -1 : 1)).toFixed(6),
        createdAt: new Date(o.now.getTime() - (11 - k) * 5 * 60_000),
      })),
    });
  }
}
