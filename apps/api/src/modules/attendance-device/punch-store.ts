import type { Prisma } from '../../generated/prisma/client';
import type { PrismaClient } from '../../core/database/database';

/**
 * Writing punches: the one way rows reach `attendance_punch` in bulk (a device's pull, a sheet's import; a
 * correction may use it too). A punch lands once per company, person and moment: rows already there, and repeats
 * within one call, are skipped by `ON CONFLICT (company_id, personnel_id, punched_at) DO NOTHING` and counted as
 * duplicates.
 */

/** 1 device, 2 import, 3 correction, 4 manual (attendancepunch.source) */
export type PunchSource = 1 | 2 | 3 | 4;

export interface PunchInput {
  personnelId: number;
  /**
   * The moment: a Tehran wall-clock time without a zone (`2026-11-27 08:05:09`, as devices and sheets give it),
   * placed on the time line by PostgreSQL's Asia/Tehran rules, or an ISO instant with its zone (`…Z`, `…+03:30`).
   */
  punchedAt: string;
  deviceId?: number | null;
  source: PunchSource;
}

export interface PunchWrite {
  inserted: number;
  duplicates: number;
}

type Db = PrismaClient | Prisma.TransactionClient;
const BATCH = 5000;

/** An instant with its zone; anything else is a Tehran wall-clock time. */
const ZONED = '(T|\\s)\\d{1,2}:\\d{2}(:\\d{2}(\\.\\d+)?)?\\s*([zZ]|[+-]\\d{2}(:?\\d{2})?)$';

/** Inserts the punches of one company (its persons already checked to be its own); duplicates are skipped. */
export async function insertPunches(db: Db, companyId: number, punches: readonly PunchInput[], userId: number | null = null): Promise<PunchWrite> {
  let inserted = 0;
  for (let i = 0; i < punches.length; i += BATCH) {
    const batch = punches.slice(i, i + BATCH);
    const rows = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO attendance_punch (company_id, personnel_id, punched_at, device_id, source, created_by, updated_by, updated_at)
       SELECT $1, x.p, CASE WHEN x.t ~ '${ZONED}' THEN x.t::timestamptz ELSE x.t::timestamp AT TIME ZONE 'Asia/Tehran' END, x.d, x.s, $6, $6, now()
         FROM unnest($2::int[], $3::text[], $4::int[], $5::smallint[]) AS x(p, t, d, s)
       ON CONFLICT (company_id, personnel_id, punched_at) DO NOTHING
       RETURNING id`,
      companyId,
      batch.map((p) => p.personnelId),
      batch.map((p) => p.punchedAt),
      batch.map((p) => p.deviceId ?? null),
      batch.map((p) => p.source),
      userId,
    );
    inserted += rows.length;
  }
  return { inserted, duplicates: punches.length - inserted };
}

/** The company's personnel ids by personnel code (`personnel.organization_code`), for the codes given. */
export async function personnelByCode(db: Db, companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await db.$queryRawUnsafe<{ id: number; code: string }[]>(
    'SELECT id, organization_code AS code FROM personnel WHERE company_id = $1 AND organization_code = ANY($2::text[])',
    companyId,
    unique,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}
