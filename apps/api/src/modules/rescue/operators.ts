import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../../core/database/database';

/** How long a vehicle's operator is remembered: a changed operator reaches every instance within this. */
const REMEMBER_MS = 5_000;

/**
 * Who operates each vehicle, remembered for a few seconds: an operator reports every 15 s (and a load of a thousand
 * every second), and asking the database each time would be a query a report for an answer that rarely changes.
 * A save or removal of the vehicle on this instance forgets it at once (the hooks).
 */
@Injectable()
export class RescueOperators {
  private readonly known = new Map<number, { companyId: number; thirdPartyId: number; until: number }>();

  constructor(private readonly prisma: PrismaClient) {}

  /** The vehicle's operator, when the vehicle is one of the caller's company (read through the company scope). */
  async of(vehicleId: number, companyId: number): Promise<{ thirdPartyId: number } | null> {
    const hit = this.known.get(vehicleId);
    if (hit && hit.until > Date.now()) return hit.companyId === companyId ? hit : null;
    const v = await this.prisma.rescueVehicle.findFirst({ where: { id: vehicleId }, select: { companyId: true, thirdPartyId: true } });
    if (!v) return null;
    if (this.known.size > 50_000) this.known.clear();
    this.known.set(vehicleId, { ...v, until: Date.now() + REMEMBER_MS });
    return v;
  }

  forget(vehicleId: number): void {
    this.known.delete(vehicleId);
  }
}
