import { snake, type EntityDefinition } from '@karsaz/entities';
import type { PrismaClient } from '../../src/generated/prisma/client';

/**
 * What the generic suites (entities.int.ts, company-sweep.int.ts) must know of the contracting documents, whose
 * hooks ask more than a sample row gives:
 * - a progress statement's lines are its contract's items, which a new statement saved without lines starts with;
 * - a contract request's party holds the role of the request's kind (the sample party is given both).
 */
export const LINES_FROM_PARENT = new Set(['contractorstatement', 'employerstatement']);

export async function partyRoles(prisma: PrismaClient, body: Record<string, unknown>): Promise<() => Promise<void>> {
  if (typeof body.partyId === 'number') await prisma.thirdParty.update({ where: { id: body.partyId }, data: { isContractor: true, isEmployer: true } });
  return async () => undefined;
}

/**
 * A sample line as a document's hooks accept it: a shift's timing ends after it starts (the sample gives both times
 * the same value), modules/attendance-shift/shift.hooks.ts.
 */
export function arrangeLine(lineEntity: string, row: Record<string, unknown>): Record<string, unknown> {
  if (lineEntity === 'shifttiming') return { ...row, startTime: '08:00', endTime: '16:00', endTimeNextDay: false };
  return row;
}

/**
 * Optional links a hook needs filled in a sample row: a leave request's or mission's person (left empty, the caller's
 * own personnel, which the suites' administrator is not).
 */
export const NEEDED_LINKS: Record<string, readonly string[]> = { leaverequest: ['personnelId'], mission: ['personnelId'], attendancecorrection: ['personnelId'] };

type Arrange = (body: Record<string, unknown>) => Promise<() => Promise<void>>;
const nothing = async () => undefined;
/** A Monday that is no holiday: a sample leave or mission of one working day. */
const WORKING_DAY = '2026-03-02';

/**
 * What leave and missions (modules/leave-mission) ask of a sample row beyond its definition: a daily leave of a
 * working day whose type allows daily leave, a domestic daily mission of one day, an extension of an approved leave
 * or mission (the parent is marked approved while it is made, a draft again after, so the suites can delete it) to a
 * later day, of the named item's own mission when the suite names an item; items of a draft mission (as made).
 */
export function leaveMissionArrange(db: () => PrismaClient): Record<string, Arrange> {
  const prisma = new Proxy({} as PrismaClient, { get: (_, key) => db()[key as keyof PrismaClient] });
  return {
    leaverequest: async (body) => {
      Object.assign(body, { kind: 1, startDate: WORKING_DAY, endDate: WORKING_DAY, fromTime: undefined, toTime: undefined });
      if (typeof body.leaveTypeId === 'number') await prisma.leaveType.update({ where: { id: body.leaveTypeId }, data: { allowsDaily: true } });
      return nothing;
    },
    // a correction of a day that has come, its check-out after its check-in (modules/attendance)
    attendancecorrection: async (body) => {
      Object.assign(body, { attendanceDate: WORKING_DAY, checkInTime: '07:30', checkOutTime: '15:30', checkOutNextDay: false });
      return nothing;
    },
    mission: async (body) => {
      Object.assign(body, { missionType: 1, startDate: WORKING_DAY, endDate: WORKING_DAY, fromTime: undefined, toTime: undefined });
      return nothing;
    },
    // the parent is approved while the extension is made, and as it was after (so that it can be deleted)
    leaveextension: async (body) => {
      Object.assign(body, { newEndDate: '2026-12-31', newToTime: undefined });
      if (typeof body.leaveRequestId !== 'number') return nothing;
      await prisma.leaveRequest.update({ where: { id: body.leaveRequestId }, data: { status: 3 } });
      return async () => void (await prisma.leaveRequest.update({ where: { id: body.leaveRequestId as number }, data: { status: 1 } }));
    },
    // an extension of an item (when the suite names one) is of the item's mission
    missionextension: async (body) => {
      const items = [['missionVehicleId', 2], ['missionResidenceId', 3], ['missionCurrencyId', 4]] as const;
      const named = items.find(([f]) => typeof body[f] === 'number');
      for (const [f] of items) if (f !== named?.[0]) body[f] = undefined;
      if (named) {
        const model = { missionVehicleId: prisma.missionVehicle, missionResidenceId: prisma.missionResidence, missionCurrencyId: prisma.missionCurrency }[named[0]] as unknown as { findUniqueOrThrow(a: object): Promise<{ missionId: number }> };
        body.missionId = (await model.findUniqueOrThrow({ where: { id: body[named[0]] } })).missionId;
      }
      Object.assign(body, { target: named?.[1] ?? 1, newEndDate: '2026-12-31' });
      if (typeof body.missionId !== 'number') return nothing;
      await prisma.mission.update({ where: { id: body.missionId }, data: { status: 3 } });
      return async () => void (await prisma.mission.update({ where: { id: body.missionId as number }, data: { status: 1 } }));
    },
  };
}

/**
 * A unique whole number spread over its range (a payroll rule's or a calendar's year, unique in its company) may be
 * one the demo or another suite of the shard already holds (the demo's rules of 1404 and 1405, payroll.int's 1403,
 * payroll-year-end.int's 1402): the sample takes the next value no row of the table holds, so a generic create does
 * not meet a 409 by chance.
 */
export async function freeUniqueInts(prisma: PrismaClient, entity: EntityDefinition, body: Record<string, unknown>): Promise<void> {
  for (const [key, def] of Object.entries(entity.fields)) {
    if (def.type !== 'int' || !def.unique || def.min === undefined || def.max === undefined || typeof body[key] !== 'number') continue;
    const rows = await prisma.$queryRawUnsafe<{ v: number }[]>(`SELECT "${snake(key)}" AS v FROM "${entity.table}"`);
    const taken = new Set(rows.map((r) => Number(r.v)));
    let v = body[key] as number;
    for (let i = 0; i <= def.max - def.min && taken.has(v); i++) v = v >= def.max ? def.min : v + 1;
    body[key] = v;
  }
}
