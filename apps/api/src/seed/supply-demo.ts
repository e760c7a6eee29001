import { calculateDocument } from '@karsaz/domain';
import { SUPPLY_ROLES, documentCalculation, entityPages, getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { entityDelegate } from '../core/entity/delegate';

type Tx = Prisma.TransactionClient;

/** The demo's people of the supply chain: one user a role (mobile numbers 0912000000{1..4}, the admin's password). */
export const SUPPLY_DEMO_USERS = [
  { key: 'requester', mobile: '09120000001', firstName: 'رضا', lastName: 'درخواستی', role: 'SupplyRequester', roleTitle: 'درخواست‌کنندهٔ کالا' },
  { key: 'supplyUnit', mobile: '09120000002', firstName: 'مریم', lastName: 'تأمینی', role: SUPPLY_ROLES.supplyUnit, roleTitle: 'واحد تأمین' },
  { key: 'seniorExpert', mobile: '09120000003', firstName: 'حمید', lastName: 'کارشناس', role: SUPPLY_ROLES.seniorExpert, roleTitle: 'کارشناس ارشد' },
  { key: 'projectManager', mobile: '09120000004', firstName: 'نسرین', lastName: 'مدیری', role: 'ProjectManager', roleTitle: 'مدیر پروژه' },
] as const;

/**
 * The supply chain's demo: its four people with their roles and what each role may do on which page, a project
 * whose manager is the fourth, and of each document (supply request, borrow request) a draft with its lines and one
 * waiting for the supply unit.
 * Idempotent like the rest of the seed.
 */
/**
 * A demo person of the company: a staff user signed in with the admin's password, holding `role` (made when missing)
 * with its grants (page → actions), the inbox and delegations. Idempotent.
 */
export async function seedDemoPerson(
  tx: Tx,
  u: { mobile: string; firstName: string; lastName: string; role: string; roleTitle: string; grants: [string, string[]][]; companyId: number; passwordHash: string; now: Date },
): Promise<{ userId: number; thirdPartyId: number }> {
  const menus = new Map((await tx.actionMenu.findMany({ select: { id: true, url: true } })).map((m) => [m.url, m.id]));
  const actions = new Map((await tx.action.findMany({ select: { id: true, name: true } })).map((a) => [a.name, a.id]));
  const role = await tx.role.upsert({ where: { name: u.role }, update: {}, create: { name: u.role, title: u.roleTitle } });
  const perms = [...u.grants, ['/inbox-2', ['Create']] as [string, string[]], ['/approval-delegation-2', ['Create', 'Update', 'Delete', 'Activate']] as [string, string[]]];
  await tx.rolePermission.createMany({
    data: perms.flatMap(([url, names]) => names.filter((n) => menus.has(url) && actions.has(n)).map((n) => ({ roleId: role.id, actionMenuId: menus.get(url)!, actionId: actions.get(n)! }))),
    skipDuplicates: true,
  });
  const existing = await tx.user.findUnique({ where: { mobileNumber: u.mobile } });
  const thirdPartyId =
    existing?.thirdPartyId ??
    (await tx.thirdParty.create({ data: { kind: 1, firstName: u.firstName, lastName: u.lastName, fullName: `${u.firstName} ${u.lastName}`, isEmployee: true, mobileNumber: u.mobile } })).id;
  const user =
    existing ??
    (await tx.user.create({ data: { thirdPartyId, mobileNumber: u.mobile, passwordHash: u.passwordHash, currentCompanyId: u.companyId, mobileVerifiedAt: u.now, passwordSetAt: u.now } }));
  await tx.userRole.createMany({ data: [{ userId: user.id, roleId: role.id }], skipDuplicates: true });
  await tx.thirdPartyCompany.createMany({ data: [{ thirdPartyId, companyId: u.companyId, isDefault: true }], skipDuplicates: true });
  return { userId: user.id, thirdPartyId };
}

export async function seedSupplyDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date }): Promise<void> {
  const supply = getEntity('supplygoods');
  const borrow = getEntity('borrowrequest');
  const levelPages = entityPages().filter((p) => p.entity.name === 'supplygoods' && p.where).map((p) => p.url);
  const borrowLevel = entityPages().find((p) => p.entity.name === 'borrowrequest' && p.where)!.url;
  const grants: Record<string, [string, string[]][]> = {
    SupplyRequester: [[supply.menu.url, ['Create', 'Update', 'Delete', 'Submit', 'Cancel']], [borrow.menu.url, ['Create', 'Update', 'Delete', 'Submit', 'Cancel']]],
    [SUPPLY_ROLES.supplyUnit]: [[levelPages[0]!, ['Confirm', 'Reject']], [borrowLevel, ['Confirm', 'Reject']], [borrow.menu.url, ['MarkReturned']]],
    [SUPPLY_ROLES.seniorExpert]: [[levelPages[1]!, ['Confirm', 'Reject']], [levelPages[0]!, ['Confirm', 'Reject']]],
    ProjectManager: [[levelPages[2]!, ['Confirm', 'Reject']]],
  };
  const users: Record<string, { userId: number; thirdPartyId: number }> = {};
  for (const u of SUPPLY_DEMO_USERS) users[u.key] = await seedDemoPerson(tx, { ...u, grants: grants[u.role] ?? [], companyId: o.companyId, passwordHash: o.passwordHash, now: o.now });
  if (await tx.supplyGoods.count({ where: { companyId: o.companyId } })) return;

  const employer = await tx.thirdParty.create({ data: { kind: 2, companyName: 'شرکت عمران نمونه', fullName: 'شرکت عمران نمونه', isEmployer: true } });
  const project = await tx.project.create({
    data: { companyId: o.companyId, code: '90001', name: 'پروژهٔ ساختمان اداری نمونه', employerId: employer.id, managerId: users.projectManager!.thirdPartyId },
  });
  const unit = await tx.measureUnit.upsert({ where: { code: '901' }, update: {}, create: { code: '901', nameFa: 'عدد', nameEn: 'Piece', symbol: 'عدد' } });
  const bag = await tx.measureUnit.upsert({ where: { code: '902' }, update: {}, create: { code: '902', nameFa: 'کیسه', nameEn: 'Bag', symbol: 'کیسه' } });
  // the cost centres goods are lent between (the project's own, and the central workshop's)
  const centreType = await tx.costCenterType.upsert({ where: { code: '901' }, update: {}, create: { code: '901', nameFa: 'پروژه‌ای', nameEn: 'Project' } });
  const centre = (code: string, name: string) => tx.costCenter.create({ data: { companyId: o.companyId, code, name, costCenterTypeId: centreType.id } });
  const projectCentre = await centre('9001', 'مرکز هزینهٔ ساختمان اداری');
  const workshop = await centre('9002', 'مرکز هزینهٔ کارگاه مرکزی');
  await tx.project.update({ where: { id: project.id }, data: { costCenterId: projectCentre.id } });
  const lending = { fromCostCenterId: workshop.id, toCostCenterId: projectCentre.id };
  const requester = users.requester!.userId;
  const demo = { companyId: o.companyId, now: o.now, requester, firstApprover: users.supplyUnit!.userId };
  await demoDocuments(tx, 'supplygoods', demo, [
    { header: { code: '000001', requestDate: o.now, projectId: project.id, description: 'درخواست نمونه' }, submitted: false, lines: [{ goodsName: 'سیمان تیپ ۲', measureUnitId: bag.id, quantity: '120', unitPrice: '1850000' }, { goodsName: 'میلگرد ۱۴', measureUnitId: unit.id, quantity: '40.5', unitPrice: '3200000' }] },
    { header: { code: '000002', requestDate: o.now, projectId: project.id, description: 'درخواست نمونه' }, submitted: true, lines: [{ goodsName: 'کابل برق ۴×۶', measureUnitId: unit.id, quantity: '300', unitPrice: '415000' }] },
  ]);
  const inTwoWeeks = new Date(o.now.getTime() + 14 * 86_400_000);
  await demoDocuments(tx, 'borrowrequest', demo, [
    { header: { code: '000001', requestDate: o.now, projectId: project.id, ...lending, returnBy: inTwoWeeks, description: 'امانت ابزار برای کارگاه' }, submitted: false, lines: [{ goodsName: 'دریل چکشی', measureUnitId: unit.id, quantity: '2' }] },
    { header: { code: '000002', requestDate: o.now, projectId: project.id, ...lending, returnBy: inTwoWeeks, description: 'امانت داربست' }, submitted: true, lines: [{ goodsName: 'داربست فلزی', measureUnitId: unit.id, quantity: '40' }, { goodsName: 'تخته زیرپایی', measureUnitId: unit.id, quantity: '25' }] },
  ]);
}

/**
 * Demo documents of a workflow definition with their lines (amounts worked out by the one calculator): a draft, or
 * one submitted and waiting at the first level of its chain for the given approver (its history step and task).
 */
async function demoDocuments(
  tx: Tx,
  name: string,
  o: { companyId: number; now: Date; requester: number; firstApprover: number },
  docs: { header: Record<string, unknown>; submitted: boolean; lines: Record<string, unknown>[] }[],
): Promise<void> {
  const entity = getEntity(name);
  const workflow = entity.workflow!;
  const lineEntity = getEntity(entity.lines!.entity);
  const calc = documentCalculation(entity, lineEntity);
  const state = (key: string) => workflow.states.find((s) => s.key === key)!.value;
  const stamp = { companyId: o.companyId, createdBy: o.requester, updatedBy: o.requester };
  const filed = async (date: unknown) =>
    entity.financialYear
      ? { financialYearId: (await tx.financialYear.findFirst({ where: { companyId: o.companyId, startDate: { lte: date as Date }, endDate: { gte: date as Date } } }))?.id ?? null }
      : {};
  for (const d of docs) {
    const { header, lines } = calculateDocument({ ...d.header }, d.lines, calc);
    const chain = workflow.approval!;
    const first = chain.levels[0]!;
    const doc = await entityDelegate(tx, entity).create({
      data: {
        ...d.header, ...header, ...stamp, ...(await filed(d.header[entity.financialYear?.dateField ?? ''])),
        [workflow.field]: state(d.submitted ? chain.during : workflow.initial), [chain.levelField]: d.submitted ? 1 : null, [chain.roundField]: d.submitted ? 1 : 0,
      },
    });
    for (const l of lines) await entityDelegate(tx, lineEntity).create({ data: { ...l, ...stamp, [entity.lines!.via]: doc.id } });
    if (!d.submitted) continue;
    await tx.workflowHistory.create({ data: { entity: name, documentId: doc.id, companyId: o.companyId, action: 'submit', fromState: workflow.initial, toState: chain.during, round: 1, userId: o.requester } });
    await tx.approvalTask.create({
      data: { entity: name, documentId: doc.id, companyId: o.companyId, round: 1, level: 1, assigneeUserId: o.firstApprover, status: 'pending', dueAt: first.deadlineHours ? new Date(o.now.getTime() + first.deadlineHours * 3_600_000) : null },
    });
  }
}
