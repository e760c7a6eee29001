import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { Prisma } from '../../generated/prisma/client';
import { RealtimeService } from '../messaging/realtime.service';

/** The topic of a company's live rescue map: every reported position, and every change of an SOS request. */
export const RESCUE_MAP_TOPIC = 'rescue.map';

/** How long reports wait for others before they are written together, and the most written at once. */
const BATCH_WINDOW_MS = 25;
const BATCH_MAX = 2000;

export interface PositionReport {
  companyId: number;
  vehicleId: number;
  latitude: number;
  longitude: number;
  userId: number | null;
}

export interface StoredPosition {
  id: number;
  rescueVehicleId: number;
  latitude: number;
  longitude: number;
  createdAt: Date;
  createdBy: number | null;
}

interface Pending extends PositionReport {
  at: Date;
  resolve: (stored: StoredPosition) => void;
  reject: (err: unknown) => void;
}

/** A vehicle's move as the live map receives it (`rescue.positions`). */
export interface VehicleMove {
  id: number;
  latitude: number;
  longitude: number;
  at: string;
}

/**
 * The operators' position reports, written in batches: the reports that arrive within 25 ms are stored with one
 * statement (every one in the history, each vehicle moved to its newest position, never back to an older one), and
 * each caller is answered once its report is committed, so a 200 means it is stored. After the commit the moves go
 * to the company's live map in one message (`rescue.positions`). A thousand operators reporting every second are a
 * thousand rows a second in forty statements, not two thousand statements.
 *
 * The vehicle's own row is moved without its version: a report never makes a form open on the vehicle stale.
 */
@Injectable()
export class RescuePositions implements OnModuleDestroy {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly flushing = new Set<Promise<void>>();

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly realtime: RealtimeService,
  ) {}

  /** Stores the report with the next batch; resolves with the stored row once it is committed. */
  report(r: PositionReport): Promise<StoredPosition> {
    return new Promise<StoredPosition>((resolve, reject) => {
      this.pending.push({ ...r, at: new Date(), resolve, reject });
      if (this.pending.length >= BATCH_MAX) this.flushNow();
      else this.timer ??= setTimeout(() => this.flushNow(), BATCH_WINDOW_MS);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.flushNow();
    await Promise.allSettled([...this.flushing]);
  }

  private flushNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    const done = this.write(batch).finally(() => this.flushing.delete(done));
    this.flushing.add(done);
  }

  private async write(batch: Pending[]): Promise<void> {
    let ids: { ord: bigint; id: bigint }[];
    try {
      // ids drawn in the input (a CTE used twice is computed once), so each caller learns its own row's id
      ids = await this.infra.db.prisma.$queryRaw<{ ord: bigint; id: bigint }[]>`
        WITH input AS (
          SELECT t.*, nextval(pg_get_serial_sequence('rescue_vehicle_location', 'id')) AS id
          FROM unnest(${batch.map((b) => b.companyId)}::int[], ${batch.map((b) => b.vehicleId)}::int[],
                      ${batch.map((b) => b.latitude)}::numeric[], ${batch.map((b) => b.longitude)}::numeric[],
                      ${batch.map((b) => b.at)}::timestamptz[], ${batch.map((b) => b.userId)}::int[])
               WITH ORDINALITY AS t(company_id, vehicle_id, lat, lng, at, user_id, ord)
        ),
        stored AS (
          INSERT INTO rescue_vehicle_location (id, company_id, rescue_vehicle_id, latitude, longitude, created_at, created_by)
          SELECT id, company_id, vehicle_id, lat, lng, at, user_id FROM input
        ),
        moved AS (
          UPDATE rescue_vehicle v SET latitude = n.lat, longitude = n.lng, located_at = n.at
          FROM (SELECT DISTINCT ON (vehicle_id) vehicle_id, company_id, lat, lng, at FROM input ORDER BY vehicle_id, at DESC, ord DESC) n
          WHERE v.id = n.vehicle_id AND v.company_id = n.company_id AND (v.located_at IS NULL OR v.located_at <= n.at)
        )
        SELECT ord, id FROM input`;
    } catch (err) {
      for (const b of batch) b.reject(err);
      return;
    }
    const idOf = new Map(ids.map((r) => [Number(r.ord), Number(r.id)]));
    const byCompany = new Map<number, VehicleMove[]>();
    batch.forEach((b, i) => {
      // numeric(9,6): what a read of the row gives back
      const latitude = Number(new Prisma.Decimal(b.latitude).toDecimalPlaces(6));
      const longitude = Number(new Prisma.Decimal(b.longitude).toDecimalPlaces(6));
      b.resolve({ id: idOf.get(i + 1)!, rescueVehicleId: b.vehicleId, latitude, longitude, createdAt: b.at, createdBy: b.userId });
      if (!byCompany.has(b.companyId)) byCompany.set(b.companyId, []);
      byCompany.get(b.companyId)!.push({ id: b.vehicleId, latitude, longitude, at: b.at.toISOString() });
    });
    for (const [companyId, moves] of byCompany) {
      await this.realtime
        .publish(companyId, RESCUE_MAP_TOPIC, { type: 'rescue.positions', moves })
        .catch((err: Error) => this.infra.logger.warn({ err: err.message }, 'rescue positions not published'));
    }
  }
}
