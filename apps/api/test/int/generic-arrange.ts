import { PLAN_STATUS, snake, type EntityDefinition } from '@karsaz/entities';
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
  if (lineEntity === 'voucherline') return arrangeVoucherLine(row);
  // a sample reception's line is a service (a part needs the reception's warehouse: dealer-sales.int.ts)
  if (lineEntity === 'dealerreceptionline') return { ...row, kind: 1 };
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

/**
 * Referrers the generic delete test cannot make: the row every referrer of an account points at is a subsidiary
 * (the lines, settings and bank accounts take subsidiaries only), and no account sits under a subsidiary. A group
 * or general account with accounts under it refuses its delete in finance.int.ts.
 */
export const UNREFERABLE = new Set(['account.parentId']);

/** The company a token acts in. */
export const companyOfToken = (token: string): number => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).company_id as number;

/** Toggled by each sample voucher line, so the two lines of a sample voucher balance: one debit, one credit. */
let voucherSide = 0;
export function arrangeVoucherLine(row: Record<string, unknown>): Record<string, unknown> {
  const debit = voucherSide++ % 2 === 0;
  return { ...row, debit: debit ? '1000' : '0', credit: debit ? '0' : '1000', thirdPartyId: undefined, costCenterId: undefined, projectId: undefined, bankAccountId: undefined };
}

/**
 * What finance (modules/financial) asks of a sample row, in the token's company:
 * - an account is a subsidiary under the suite's own general account (`99`, under the group `9`, made once per
 *   company), its code starting with `99`, without a detail, unless a view asks for a group (`getParents`);
 * - a voucher's type is one a person may use (general);
 * - an account setting's purpose is free in the company: the demo maps every purpose, so the one the sample takes is
 *   let go first (finance.int.ts maps again the ones it posts with);
 * - a sample sale invoice to the tax authority is an original one (modules/tax).
 */
export function financeArrange(db: () => PrismaClient): Record<string, (body: Record<string, unknown>, companyId: number) => Promise<() => Promise<void>>> {
  const prisma = new Proxy({} as PrismaClient, { get: (_, key) => db()[key as keyof PrismaClient] });
  const nothing = async () => undefined;
  const parent = async (companyId: number): Promise<number> => {
    const found = await prisma.account.findFirst({ where: { companyId, code: '99' } });
    if (found) return found.id;
    const group = await prisma.account.create({ data: { companyId, code: '9', name: 'گروه آزمون', level: 1, kind: 1, nature: 1 } });
    return (await prisma.account.create({ data: { companyId, code: '99', name: 'کل آزمون', level: 2, parentId: group.id, kind: 1, nature: 1 } })).id;
  };
  // the codes this arrangement gave, by kind: a duplicate's body carries one of them and keeps it (and its kind)
  const groups = new Set<string>();
  const subs = new Set<string>();
  let n = 0;
  const fresh = (prefix: string) => `${prefix}${Date.now() % 1000000}${++n}`;
  return {
    account: async (body, companyId) => {
      const code = typeof body.code === 'string' ? body.code : '';
      if (typeof body.parentId !== 'number' && (groups.has(code) || (!subs.has(code) && body.level === 1))) {
        Object.assign(body, { level: 1, parentId: undefined, kind: 1, code: groups.has(code) ? code : fresh('7') });
        groups.add(body.code as string);
        return nothing;
      }
      Object.assign(body, { level: 3, parentId: typeof body.parentId === 'number' ? body.parentId : await parent(companyId), code: subs.has(code) ? code : fresh('99'), detailKind: undefined });
      subs.add(body.code as string);
      return nothing;
    },
    voucher: async (body) => {
      if (typeof body.voucherTypeId === 'number') await prisma.voucherType.update({ where: { id: body.voucherTypeId }, data: { kind: 1 } });
      return nothing;
    },
    // a sample sale invoice to the tax authority is an original one (a correction names a real tax ID)
    moadiyaninvoice: async (body) => {
      Object.assign(body, { subject: 1, referenceTaxId: undefined });
      return nothing;
    },
    accountsetting: async (body, companyId) => {
      if (typeof body.purpose !== 'number') return nothing;
      await prisma.accountSetting.deleteMany({ where: { companyId, purpose: body.purpose as number } });
      // a default cost centre only on an account that asks for one (the sample account asks for none): the
      // standard chart's salaries account does
      if (body.costCenterId) {
        const account = await prisma.account.findFirst({ where: { companyId, level: 3, isActive: true, detailKind: 2 }, orderBy: { id: 'asc' }, select: { id: true } });
        if (account) body.accountId = account.id;
        else delete body.costCenterId;
      }
      return nothing;
    },
  };
}

/**
 * What recruitment (modules/recruitment) asks of a sample row beyond its definition: a test's questions numbered
 * 1…n with scores adding up to its score (the testForm rule), an option of a multiple-choice question, a job ad of an
 * approved request (approved while the ad is made, a draft again after, so the suites can still delete it).
 */
export function recruitmentArrange(db: () => PrismaClient): Record<string, Arrange> {
  const prisma = new Proxy({} as PrismaClient, { get: (_, key) => db()[key as keyof PrismaClient] });
  return {
    hrtest: async (body) => {
      const lines = (body.lines as Record<string, unknown>[] | undefined) ?? [];
      lines.forEach((l, i) => Object.assign(l, { order: i + 1, score: '10' }));
      if (lines.length) Object.assign(body, { score: String(10 * lines.length), passingScore: '5' });
      return nothing;
    },
    questionoption: async (body) => {
      if (typeof body.questionId === 'number') await prisma.question.update({ where: { id: body.questionId }, data: { kind: 1 } });
      body.isAnswer = false;
      return nothing;
    },
    jobad: async (body) => {
      if (typeof body.jobRequestId !== 'number') return nothing;
      const id = body.jobRequestId;
      const before = await prisma.jobRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
      await prisma.jobRequest.update({ where: { id }, data: { status: 3 } });
      return async () => void (await prisma.jobRequest.update({ where: { id }, data: { status: before.status } }));
    },
  };
}

/**
 * What the dealer system asks of a sample row (modules/dealer): a dealer's reception hours that leave slots, an
 * appointment at the start of one of its dealer's slots on a day to come (spread over the slots and days, so the
 * suites' appointments never fill a slot), its dealer given hours and room for them.
 */
export function dealerArrange(db: () => PrismaClient): Record<string, Arrange> {
  const prisma = new Proxy({} as PrismaClient, { get: (_, key) => db()[key as keyof PrismaClient] });
  let n = 0;
  return {
    dealer: async (body) => {
      Object.assign(body, { receptionStart: '08:00', receptionEnd: '16:00', slotMinutes: 30, slotCapacity: 50 });
      return nothing;
    },
    dealerappointment: async (body) => {
      n++;
      const day = new Date(Date.now() + (30 + ((process.pid + n) % 300)) * 86_400_000).toISOString().slice(0, 10);
      const slot = ['08:00', '09:30', '11:00', '13:30', '15:00'][n % 5];
      Object.assign(body, { appointmentDate: day, slotTime: slot });
      if (typeof body.dealerId === 'number') {
        await prisma.dealer.update({ where: { id: body.dealerId }, data: { receptionStart: new Date('1970-01-01T08:00:00Z'), receptionEnd: new Date('1970-01-01T16:00:00Z'), slotMinutes: 30, slotCapacity: 50, isActive: true } });
      }
      return nothing;
    },
    // a rescue vehicle's operator is a user (its hook refuses a third party without one): the sample's third party
    // is given a user for the create, taken away after it; and no sample is sent on a mission by hand
    rescuevehicle: async (body) => {
      if (body.status === 1) body.status = 0;
      if (typeof body.thirdPartyId !== 'number') return nothing;
      if (await prisma.user.findFirst({ where: { thirdPartyId: body.thirdPartyId } })) return nothing;
      n++;
      const user = await prisma.user.create({ data: { thirdPartyId: body.thirdPartyId, mobileNumber: `0999${String((process.pid * 7919 + n * 104_729 + Date.now()) % 10_000_000).padStart(7, '0')}`, isActive: false } });
      return async () => void (await prisma.user.delete({ where: { id: user.id } }));
    },
    // a pre-order names a car its plan offers: the sample's vehicle, option and colour made a line of the plan for
    // the create, taken away after it (the order let go of it), so the sample's links stay the only ones to its rows
    dealerpreorder: async (body) => {
      if (typeof body.dealerSalesPlanId !== 'number' || typeof body.dealerVehicleId !== 'number') return nothing;
      const plan = await prisma.dealerSalesPlan.findUniqueOrThrow({ where: { id: body.dealerSalesPlanId } });
      const car = { dealerVehicleId: body.dealerVehicleId, dealerVehicleOptionId: (body.dealerVehicleOptionId as number | undefined) ?? null, dealerColorId: (body.dealerColorId as number | undefined) ?? null };
      const line = await prisma.dealerSalesPlanLine.create({ data: { companyId: plan.companyId, dealerSalesPlanId: plan.id, ...car, price: '1000', deposit: '100', capacity: 10 } });
      // and its plan taking orders meanwhile (a plan made to be deleted is a draft)
      await prisma.dealerSalesPlan.update({ where: { id: plan.id }, data: { status: PLAN_STATUS.open } });
      return async () => {
        await prisma.dealerPreOrder.updateMany({ where: { dealerSalesPlanLineId: line.id }, data: { dealerSalesPlanLineId: null } });
        await prisma.dealerSalesPlanLine.delete({ where: { id: line.id } });
        await prisma.dealerSalesPlan.update({ where: { id: plan.id }, data: { status: plan.status } });
      };
    },
  };
}

/**
 * A sample row put in the workflow state a view names (a job request's `getApproved`): the state is the engine's to
 * write, never a caller's, so the suites set it in the table once the row is made.
 */
export async function settleState(prisma: PrismaClient, entity: EntityDefinition, id: number, extra: Record<string, unknown>): Promise<void> {
  const field = entity.workflow?.field;
  if (!field || extra[field] === undefined) return;
  await prisma.$executeRawUnsafe(`UPDATE "${entity.table}" SET "${snake(field)}" = $1 WHERE id = $2`, extra[field], id);
}
