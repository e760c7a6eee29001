import { LEAVE_MISSION_ROLES, MISSION_MANAGEMENT_URL, PERSONNEL_REQUESTS_URL, REQUEST_STATE, VIEW_ALL_ACTION, getEntity } from '@karsaz/entities';
import { WORKDAY_SECONDS, daysBetween, offByDefault, tehranDate } from '@karsaz/domain';
import type { Prisma } from '../generated/prisma/client';
import { seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

const DOC = ['Create', 'Update', 'Delete', 'Submit', 'Cancel'];

/**
 * The demo people of leave and missions (the administrator's password): an employee of the finance department
 * (09120000011) and its manager (09120000012), who approves the employee's requests, both on their own personnel
 * records; the mission unit (09120000013), who decides missions' items and payment; the HR manager (09120000014), who
 * approves for departments without a manager.
 */
export const LEAVE_MISSION_DEMO_USERS = {
  employee: '09120000011',
  manager: '09120000012',
  missionUnit: '09120000013',
  hrManager: '09120000014',
} as const;

async function grant(tx: Tx, role: string, title: string, grants: [string, string[]][]): Promise<number> {
  const menus = new Map((await tx.actionMenu.findMany({ select: { id: true, url: true } })).map((m) => [m.url, m.id]));
  const actions = new Map((await tx.action.findMany({ select: { id: true, name: true } })).map((a) => [a.name, a.id]));
  const r = await tx.role.upsert({ where: { name: role }, update: {}, create: { name: role, title } });
  const perms = [...grants, ['/inbox-2', ['Create']] as [string, string[]]];
  await tx.rolePermission.createMany({
    data: perms.flatMap(([url, names]) => names.filter((n) => menus.has(url) && actions.has(n)).map((n) => ({ roleId: r.id, actionMenuId: menus.get(url)!, actionId: actions.get(n)! }))),
    skipDuplicates: true,
  });
  return r.id;
}

/** A user on a personnel's own third party (so the chain finds them as the department's manager). */
async function userOfPersonnel(tx: Tx, o: { personnelId: number; mobile: string; roleId: number; companyId: number; passwordHash: string; now: Date }): Promise<{ userId: number; thirdPartyId: number }> {
  const person = await tx.personnel.findUniqueOrThrow({ where: { id: o.personnelId }, select: { thirdPartyId: true } });
  const thirdPartyId = person.thirdPartyId!;
  const existing = await tx.user.findUnique({ where: { mobileNumber: o.mobile } });
  const user = existing ?? (await tx.user.create({ data: { thirdPartyId, mobileNumber: o.mobile, passwordHash: o.passwordHash, currentCompanyId: o.companyId, mobileVerifiedAt: o.now, passwordSetAt: o.now } }));
  await tx.userRole.createMany({ data: [{ userId: user.id, roleId: o.roleId }], skipDuplicates: true });
  await tx.thirdPartyCompany.createMany({ data: [{ thirdPartyId, companyId: o.companyId, isDefault: true }], skipDuplicates: true });
  return { userId: user.id, thirdPartyId };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const time = (t: string) => new Date(`1970-01-01T${t}:00.000Z`);
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const workSeconds = (from: string, to: string) => daysBetween(from, to).filter((d) => !offByDefault(d)).length * WORKDAY_SECONDS;

/**
 * Leave and missions' demo (issue 15): the roles and people above, three leave types, the legal yearly entitlement
 * (26 days of 7 h 20 min) on employment types that have none, and for the employee leave and missions in different
 * states: an approved leave, one waiting for the manager (in the manager's inbox), an hourly draft; an approved
 * mission with a vehicle and a residence, one waiting for the manager, a draft. Idempotent.
 */
export async function seedLeaveMissionDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date }): Promise<void> {
  const { companyId } = o;
  const base = { companyId, passwordHash: o.passwordHash, now: o.now };
  const leaveTypeUrl = getEntity('leavetype').menu.url;
  const requesterRole = await grant(tx, 'PersonnelRequester', 'درخواست‌کنندهٔ مرخصی و مأموریت', [[PERSONNEL_REQUESTS_URL, DOC]]);
  const managerRole = await grant(tx, 'DepartmentManager', 'مدیر واحد', [[PERSONNEL_REQUESTS_URL, DOC], [MISSION_MANAGEMENT_URL, ['Create']]]);
  await seedDemoPerson(tx, {
    mobile: LEAVE_MISSION_DEMO_USERS.missionUnit, firstName: 'سارا', lastName: 'مأموریتی', role: LEAVE_MISSION_ROLES.missionUnit, roleTitle: 'واحد مأموریت',
    grants: [[MISSION_MANAGEMENT_URL, [...DOC, 'ConfirmForPayment', 'MarkPaid', 'Confirm', 'Reject']], [PERSONNEL_REQUESTS_URL, DOC]], ...base,
  });
  await seedDemoPerson(tx, {
    mobile: LEAVE_MISSION_DEMO_USERS.hrManager, firstName: 'بهرام', lastName: 'منابع‌انسانی', role: LEAVE_MISSION_ROLES.hrManager, roleTitle: 'مدیر منابع انسانی',
    // ViewAll: every person's requests on their page, not only the HR manager's own
    grants: [[PERSONNEL_REQUESTS_URL, [...DOC, VIEW_ALL_ACTION]], [MISSION_MANAGEMENT_URL, DOC], [leaveTypeUrl, ['Create', 'Update', 'Delete', 'Activate']]], ...base,
  });

  // the finance department (hr-core-demo: 002), its manager and its first other member
  const department = await tx.department.findFirst({ where: { companyId, code: '002' } });
  if (!department?.managerId) return;
  const employeePersonnel = await tx.personnel.findFirst({ where: { companyId, departmentId: department.id, id: { not: department.managerId } }, orderBy: { id: 'asc' } });
  if (!employeePersonnel) return;
  const manager = await userOfPersonnel(tx, { personnelId: department.managerId, mobile: LEAVE_MISSION_DEMO_USERS.manager, roleId: managerRole, ...base });
  const employee = await userOfPersonnel(tx, { personnelId: employeePersonnel.id, mobile: LEAVE_MISSION_DEMO_USERS.employee, roleId: requesterRole, ...base });

  // the legal yearly entitlement where a demo employment type has less than a day a year: 26 working days of 7 h 20 min
  await tx.employmentType.updateMany({ where: { companyId, automaticPaidLeaveIncrease: { lt: WORKDAY_SECONDS } }, data: { automaticPaidLeaveIncrease: 26 * WORKDAY_SECONDS } });

  if (await tx.leaveType.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: employee.userId, updatedBy: employee.userId };
  const types: Record<string, number> = {};
  for (const [code, title, isPaid, allowsHourly, counts] of [
    ['001', 'مرخصی استحقاقی', true, true, true], ['002', 'مرخصی استعلاجی', true, false, false], ['003', 'مرخصی بدون حقوق', false, true, false],
  ] as const) {
    types[code] = (await tx.leaveType.create({ data: { companyId, code, title, isPaid, allowsDaily: true, allowsHourly, countsAgainstEntitlement: counts, isActive: true, createdBy: employee.userId } })).id;
  }
  const today = tehranDate(o.now);
  const personnelId = employeePersonnel.id;
  // the approved leave a month ago, the pending one next month, an hourly draft next week
  const approvedLeave = await tx.leaveRequest.create({
    data: { ...stamp, requestNumber: '000001', personnelId, leaveTypeId: types['001']!, kind: 1, startDate: day(plus(today, -30)), endDate: day(plus(today, -28)), duration: workSeconds(plus(today, -30), plus(today, -28)), description: 'سفر خانوادگی', managerDescription: 'موافقم', status: REQUEST_STATE.approved, approvalRound: 1 },
  });
  const pendingLeave = await tx.leaveRequest.create({
    data: { ...stamp, requestNumber: '000002', personnelId, leaveTypeId: types['001']!, kind: 1, startDate: day(plus(today, 30)), endDate: day(plus(today, 31)), duration: workSeconds(plus(today, 30), plus(today, 31)), description: 'کار شخصی', status: REQUEST_STATE.inApproval, approvalLevel: 1, approvalRound: 1 },
  });
  await tx.leaveRequest.create({
    data: { ...stamp, requestNumber: '000003', personnelId, leaveTypeId: types['001']!, kind: 2, startDate: day(plus(today, 7)), endDate: day(plus(today, 7)), fromTime: time('10:00'), toTime: time('12:00'), duration: 7200, description: 'مراجعه به بانک', status: REQUEST_STATE.draft },
  });
  const approvedMission = await tx.mission.create({
    data: {
      ...stamp, missionNumber: '000001', personnelId, missionType: 1, startDate: day(plus(today, -20)), endDate: day(plus(today, -17)), missionLocation: 'کارگاه پروژهٔ اصفهان',
      provinceId: (await tx.province.findFirst({ where: { code: '10' } }))?.id ?? null, cityId: (await tx.city.findFirst({ where: { code: '1001' } }))?.id ?? null,
      requestVehicle: true, requestResidence: true, requestSalaryRial: '45000000', description: 'بازدید از کارگاه', managerDescription: 'تأیید شد', status: REQUEST_STATE.approved, approvalRound: 1,
    },
  });
  const tehran = await tx.city.findFirst({ where: { code: '2301' } });
  const isfahan = await tx.city.findFirst({ where: { code: '1001' } });
  if (tehran && isfahan) {
    await tx.missionVehicle.create({ data: { ...stamp, missionId: approvedMission.id, startDate: approvedMission.startDate, endDate: approvedMission.endDate!, tripType: 2, vehicleType: 3, beginningCityId: tehran.id, destinationCityId: isfahan.id, beginningProvinceId: tehran.provinceId, destinationProvinceId: isfahan.provinceId, withDriver: false, status: 2 } });
    await tx.missionResidence.create({ data: { ...stamp, missionId: approvedMission.id, entryDate: approvedMission.startDate, exitDate: approvedMission.endDate!, destination: 'مهمان‌سرای شرکت', provinceId: isfahan.provinceId, cityId: isfahan.id } });
  }
  const pendingMission = await tx.mission.create({
    data: { ...stamp, missionNumber: '000002', personnelId, missionType: 2, startDate: day(plus(today, 10)), endDate: day(plus(today, 10)), fromTime: time('09:00'), toTime: time('13:00'), missionLocation: 'ادارهٔ مالیات', description: 'پیگیری پرونده', status: REQUEST_STATE.inApproval, approvalLevel: 1, approvalRound: 1 },
  });
  await tx.mission.create({
    data: { ...stamp, missionNumber: '000003', personnelId, missionType: 1, startDate: day(plus(today, 45)), endDate: day(plus(today, 47)), missionLocation: 'نمایشگاه صنعت ساختمان تهران', requestSalaryRial: '20000000', status: REQUEST_STATE.draft },
  });
  // the pending requests wait in the manager's inbox; every step is in the history
  for (const [entity, id] of [['leaverequest', pendingLeave.id], ['mission', pendingMission.id]] as const) {
    await tx.approvalTask.create({ data: { entity, documentId: id, companyId, round: 1, level: 1, assigneeUserId: manager.userId, status: 'pending' } });
    await tx.workflowHistory.create({ data: { entity, documentId: id, companyId, action: 'submit', fromState: 'draft', toState: 'inApproval', round: 1, userId: employee.userId } });
  }
  for (const [entity, id] of [['leaverequest', approvedLeave.id], ['mission', approvedMission.id]] as const) {
    await tx.approvalTask.create({ data: { entity, documentId: id, companyId, round: 1, level: 1, assigneeUserId: manager.userId, status: 'approved', decidedAt: o.now, decidedByUserId: manager.userId } });
    await tx.workflowHistory.create({ data: { entity, documentId: id, companyId, action: 'submit', fromState: 'draft', toState: 'inApproval', round: 1, userId: employee.userId } });
    await tx.workflowHistory.create({ data: { entity, documentId: id, companyId, action: 'confirm', fromState: 'inApproval', toState: 'approved', level: 1, round: 1, userId: manager.userId } });
  }
}
