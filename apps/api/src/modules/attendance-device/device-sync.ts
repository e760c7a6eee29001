import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient } from '../../core/database/database';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { DomainException, businessRule, notFound } from '../../core/http/errors';
import { asSystem, runInContext } from '../../core/context/request-context';
import { insertPunches, personnelByCode, type PunchInput } from './punch-store';
import { readDevice as readZkDevice, DeviceUnreachable, type DeviceAddress, type DeviceReading } from './zk-client';

/**
 * Pulling a device's punches (issue 15 "Attendance devices"): read its users and attendance log over the ZK protocol,
 * match each record's user id to a personnel code of the device's company, insert the punches (a punch already
 * there is a duplicate, never a second row), and write the outcome on the device: when, succeeded or failed, the
 * counts and a sentence. A user id no personnel holds is reported, not fatal. A device that does not answer is a
 * 504 (no answer in time) or 502 (refused, broken session) naming the device, written as its last result.
 */

export interface UnknownDeviceUser {
  /** the device's user id, which no personnel code of the company matches */
  userId: string;
  /** the name enrolled on the device, if it has the user */
  name: string | null;
  /** how many of the read punches are theirs */
  punches: number;
}

export interface SyncResult {
  deviceId: number;
  /** when the pull ended (ISO) */
  syncedAt: string;
  /** users enrolled on the device */
  users: number;
  /** attendance records read */
  read: number;
  /** punches added */
  inserted: number;
  /** punches of known persons that were there already (or repeated in the log) */
  duplicates: number;
  /** records of user ids no personnel code matches */
  unknown: number;
  unknownUsers: UnknownDeviceUser[];
  summary: { fa: string; en: string };
}

interface DeviceRow {
  id: number;
  companyId: number;
  title: string;
  ip: string;
  port: number;
  connectorType: number;
  isActive: boolean;
}

const fa = (n: number) => n.toLocaleString('fa-IR');

/** The longest wait for one answer of a device (ms): ATTENDANCE_DEVICE_TIMEOUT_MS, else 4 s. */
export function deviceTimeoutMs(): number {
  const n = Number(process.env.ATTENDANCE_DEVICE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 200 ? n : 4000;
}

@Injectable()
export class DeviceSync {
  /** how a device is read: the ZK client; a test may put another reader here */
  reader: (address: DeviceAddress) => Promise<DeviceReading> = readZkDevice;

  constructor(
    private readonly prisma: PrismaClient,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  private async device(companyId: number, id: number): Promise<DeviceRow> {
    const [row] = await this.prisma.$queryRawUnsafe<DeviceRow[]>(
      `SELECT id, company_id AS "companyId", title, ip, port, connector_type AS "connectorType", is_active AS "isActive"
         FROM attendance_device WHERE id = $1 AND company_id = $2`,
      id,
      companyId,
    );
    if (!row) throw notFound();
    return row;
  }

  /** One device of the company pulled now; `userId` is who asked (null: the schedule). */
  async pull(companyId: number, deviceId: number, userId: number | null = null): Promise<SyncResult> {
    const device = await this.device(companyId, deviceId);
    if (!device.isActive) {
      throw businessRule({ fa: `دستگاه «${device.title}» غیرفعال است.`, en: `The device "${device.title}" is inactive.` });
    }
    let reading: DeviceReading;
    try {
      reading = await this.reader({ ip: device.ip, port: device.port, connector: device.connectorType, timeoutMs: deviceTimeoutMs() });
    } catch (err) {
      const why = err instanceof DeviceUnreachable ? err : new DeviceUnreachable('failed', String((err as Error)?.message ?? err));
      const where = `${device.ip}:${device.port}`;
      const text =
        why.kind === 'timeout'
          ? { fa: `دستگاه «${device.title}» (${where}) در زمان مقرر پاسخ نداد.`, en: `The device "${device.title}" (${where}) did not answer in time.` }
          : { fa: `اتصال به دستگاه «${device.title}» (${where}) برقرار نشد.`, en: `The device "${device.title}" (${where}) could not be reached.` };
      await this.record(device, { status: 2, message: `${text.en} (${why.reason})`.slice(0, 1000) });
      this.infra.logger.warn({ device: device.id, company: companyId, kind: why.kind, reason: why.reason }, 'an attendance device could not be read');
      throw new DomainException(why.kind === 'timeout' ? 504 : 502, why.kind === 'timeout' ? 'REQUEST_TIMEOUT' : 'SERVICE_UNAVAILABLE', { text, detail: why.reason });
    }

    const codes = await personnelByCode(this.prisma, companyId, reading.records.map((r) => r.userId));
    const names = new Map(reading.users.map((u) => [u.userId, u.name]));
    const unknown = new Map<string, number>();
    const punches: PunchInput[] = [];
    for (const r of reading.records) {
      const personnelId = codes.get(r.userId);
      if (personnelId === undefined) unknown.set(r.userId, (unknown.get(r.userId) ?? 0) + 1);
      else punches.push({ personnelId, punchedAt: r.localTime, deviceId: device.id, source: 1 });
    }
    const unknownUsers = [...unknown].map(([id, n]) => ({ userId: id, name: names.get(id) || null, punches: n })).sort((a, b) => a.userId.localeCompare(b.userId));
    const unknownCount = reading.records.length - punches.length;

    return this.prisma.$transaction(async (tx) => {
      const written = await insertPunches(tx, companyId, punches, userId);
      const summary = {
        fa: `${fa(reading.records.length)} تردد خوانده شد: ${fa(written.inserted)} ثبت شد، ${fa(written.duplicates)} تکراری${unknownCount ? `، ${fa(unknownCount)} تردد از ${fa(unknownUsers.length)} کاربر ناشناس (${unknownUsers.map((u) => u.userId).slice(0, 10).join('، ')})` : ''}.`,
        en: `${reading.records.length} punches read: ${written.inserted} added, ${written.duplicates} duplicates${unknownCount ? `, ${unknownCount} of ${unknownUsers.length} unknown users (${unknownUsers.map((u) => u.userId).slice(0, 10).join(', ')})` : ''}.`,
      };
      const syncedAt = await this.record(device, {
        status: 1,
        message: summary.fa.slice(0, 1000),
        counts: { read: reading.records.length, inserted: written.inserted, duplicates: written.duplicates, unknown: unknownCount },
      }, tx);
      return {
        deviceId: device.id,
        syncedAt,
        users: reading.users.length,
        read: reading.records.length,
        inserted: written.inserted,
        duplicates: written.duplicates,
        unknown: unknownCount,
        unknownUsers,
        summary,
      };
    }, { timeout: 120_000 });
  }

  /** Writes a pull's outcome on the device (not a user's edit: its version stays). */
  private async record(
    device: DeviceRow,
    o: { status: 1 | 2; message: string; counts?: { read: number; inserted: number; duplicates: number; unknown: number } },
    db: Pick<PrismaClient, '$queryRawUnsafe'> = this.prisma,
  ): Promise<string> {
    const c = o.counts;
    const [row] = await db.$queryRawUnsafe<{ at: Date }[]>(
      `UPDATE attendance_device SET last_sync_at = now(), last_sync_status = $3, last_sync_message = $4,
              last_read_count = $5, last_inserted_count = $6, last_duplicate_count = $7, last_unknown_count = $8
        WHERE id = $1 AND company_id = $2 RETURNING last_sync_at AS at`,
      device.id,
      device.companyId,
      o.status,
      o.message,
      c?.read ?? null,
      c?.inserted ?? null,
      c?.duplicates ?? null,
      c?.unknown ?? null,
    );
    return (row?.at ?? new Date()).toISOString();
  }

  /**
   * The devices whose time has come at `now`, across companies: active ones with an interval whose last pull is that
   * long ago (half a minute of slack, so a once-a-minute tick keeps a one-minute interval), or with a sync time of
   * day (Tehran) that has passed today since their last pull.
   */
  async due(now = new Date()): Promise<{ id: number; companyId: number }[]> {
    return asSystem(() =>
      this.prisma.$queryRawUnsafe<{ id: number; companyId: number }[]>(
        `SELECT id, company_id AS "companyId" FROM attendance_device
          WHERE is_active AND (
                (sync_interval_minutes IS NOT NULL
                 AND (last_sync_at IS NULL OR last_sync_at <= $1::timestamptz - make_interval(mins => sync_interval_minutes) + interval '30 seconds'))
             OR (sync_time IS NOT NULL
                 AND ((($1::timestamptz AT TIME ZONE 'Asia/Tehran')::date + sync_time) AT TIME ZONE 'Asia/Tehran') <= $1::timestamptz
                 AND (last_sync_at IS NULL OR last_sync_at < ((($1::timestamptz AT TIME ZONE 'Asia/Tehran')::date + sync_time) AT TIME ZONE 'Asia/Tehran'))))
          ORDER BY company_id, id`,
        now,
      ),
    );
  }

  /** Pulls every device that is due (the scheduled job); a device that fails is recorded and the others go on. */
  async pullDue(now = new Date()): Promise<{ pulled: number; failed: number }> {
    let pulled = 0;
    let failed = 0;
    for (const d of await this.due(now)) {
      try {
        await runInContext({ companyId: d.companyId }, () => this.pull(d.companyId, d.id, null));
        pulled++;
      } catch (err) {
        failed++;
        if (!(err instanceof DomainException)) this.infra.logger.warn({ device: d.id, err: (err as Error).message }, 'a scheduled device pull failed');
      }
    }
    return { pulled, failed };
  }
}
