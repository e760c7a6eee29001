import { calculateDocument } from '@karsaz/domain';
import { SUPPLY_ROLES, documentCalculation, entityPages, getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';

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
 * whose manager is the fourth, and two requests: a draft with its lines, and one waiting for the supply unit.
 * Idempotent like the rest of the seed.
 */
export async function seedSupplyDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date }): Promise<void> {
  const supply = getEntity('supplygoods');
  const menus = new Map((await tx.actionMenu.findMany({ select: { id: true, url: true } })).map((m) => [m.url, m.id]));
  const actions = new Map((await tx.action.findMany({ select: { id: true, name: true } })).map((a) => [a.name, a.id]));
  const levelPages = entityPages().filter((p) => p.entity.name === 'supplygoods' && p.where).map((p) => p.url);
  const grants: Record<string, [string, string[]][]> = {
    SupplyRequester: [[supply.menu.url, ['Create', 'Update', 'Delete', 'Submit', 'Cancel']]],
    [SUPPLY_ROLES.supplyUnit]: [[levelPages[0]!, ['Confirm', 'Reject']]],
    [SUPPLY_ROLES.seniorExpert]: [[levelPages[1]!, ['Confirm', 'Reject']], [levelPages[0]!, ['Confirm', 'Reject']]],
    ProjectManager: [[levelPages[2]!, ['Confirm', 'Reject']]],
  };
  const users: Record<string, { userId: number; thirdPartyId: number }> = {};
  for (const u of SUPPLY_DEMO_USERS) {
    const role = await tx.role.upsert({ where: { name: u.role }, update: {}, create: { name: u.role, title: u.roleTitle } });
    const perms = [...(grants[u.role] ?? []), ['/inbox-2', ['Create']] as [string, string[]], ['/approval-delegation-2', ['Create', 'Update', 'Delete', 'Activate']] as [string, string[]]];
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
      (await tx.user.create({ data: { thirdPartyId, mobileNumber: u.mobile, passwordHash: o.passwordHash, currentCompanyId: o.companyId, mobileVerifiedAt: o.now, passwordSetAt: o.now } }));
    await tx.userRole.createMany({ data: [{ userId: user.id, roleId: role.id }], skipDuplicates: true });
    await tx.thirdPartyCompany.createMany({ data: [{ thirdPartyId, companyId: o.companyId, isDefault: true }], skipDuplicates: true });
    users[u.key] = { userId: user.id, thirdPartyId };
  }
  if (await tx.supplyGoods.count({ where: { companyId: o.companyId } })) return;

  const employer = await tx.thirdParty.create({ data: { kind: 2, companyName: 'شرکت عمران نمونه', fullName: 'شرکت عمران نمونه', isEmployer: true } });
  const project = await tx.project.create({
    data: { companyId: o.companyId, code: '90001', name: 'پروژهٔ ساختمان اداری نمونه', employerId: employer.id, managerId: users.projectManager!.thirdPartyId },
  });
  const unit = await tx.measureUnit.upsert({ where: { code: '901' }, update: {}, create: { code: '901', nameFa: 'عدد', nameEn: 'Piece', symbol: 'عدد' } });
  const bag = await tx.measureUnit.upsert({ where: { code: '902' }, update: {}, create: { code: '902', nameFa: 'کیسه', nameEn: 'Bag', symbol: 'کیسه' } });
  const calc = documentCalculation(supply, getEntity('supplygoodsline'));
  const requester = users.requester!.userId;
  const docs = [
    { code: '000001', status: 1, level: null, round: 0, lines: [{ goodsName: 'سیمان تیپ ۲', measureUnitId: bag.id, quantity: '120', unitPrice: '1850000' }, { goodsName: 'میلگرد ۱۴', measureUnitId: unit.id, quantity: '40.5', unitPrice: '3200000' }] },
    { code: '000002', status: 2, level: 1, round: 1, lines: [{ goodsName: 'کابل برق ۴×۶', measureUnitId: unit.id, quantity: '300', unitPrice: '415000' }] },
  ];
  for (const d of docs) {
    const { header, lines } = calculateDocument({} as Record<string, unknown>, d.lines, calc);
    const doc = await tx.supplyGoods.create({
      data: {
        companyId: o.companyId, code: d.code, requestDate: o.now, projectId: project.id, description: 'درخواست نمونه', totalAmount: header.totalAmount as string,
        status: d.status, approvalLevel: d.level, approvalRound: d.round, createdBy: requester, updatedBy: requester,
      },
    });
    await tx.supplyGoodsLine.createMany({ data: lines.map((l) => ({ ...l, companyId: o.companyId, supplyGoodsId: doc.id, createdBy: requester, updatedBy: requester })) as Prisma.SupplyGoodsLineCreateManyInput[] });
    if (d.status === 2) {
      await tx.workflowHistory.create({ data: { entity: 'supplygoods', documentId: doc.id, companyId: o.companyId, action: 'submit', fromState: 'draft', toState: 'inApproval', round: 1, userId: requester } });
      await tx.approvalTask.create({
        data: { entity: 'supplygoods', documentId: doc.id, companyId: o.companyId, round: 1, level: 1, assigneeUserId: users.supplyUnit!.userId, status: 'pending', dueAt: new Date(o.now.getTime() + 48 * 3_600_000) },
      });
    }
  }
}
