import { calculateStatement, decimalMultiply, decimalSum } from '@karsaz/domain';
import { CONTRACTING_REPORTS, CONTRACTING_ROLES, REPORT_ACTIONS, entityPages, getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { SUPPLY_DEMO_USERS, seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

/** The contracting chains' demo people beyond the supply chain's (the admin's password). */
export const CONTRACTING_DEMO_USERS = [
  { key: 'firstManager', mobile: '09120000006', firstName: 'کامران', lastName: 'مدیر اول', role: CONTRACTING_ROLES.firstManager, roleTitle: 'مدیر اول پیمان' },
  { key: 'secondManager', mobile: '09120000007', firstName: 'لیلا', lastName: 'مدیر دوم', role: CONTRACTING_ROLES.secondManager, roleTitle: 'مدیر دوم پیمان' },
] as const;

const pagesOf = (entity: string) => entityPages().filter((p) => p.entity.name === entity && p.where).map((p) => p.url);
const DOC = ['Create', 'Update', 'Delete', 'Submit', 'Cancel'];

/**
 * Contracting's demo (issue 14): who does what in its chains, and on the supply demo's project a contractor with a
 * contract of two items, two progress statements (the first approved by all four levels, the second waiting for the
 * first manager), a contract request waiting for the senior expert and a reward request in draft. The requester,
 * senior expert and project manager are the supply demo's people (09120000001, …03, …04); the first and second
 * managers are 09120000006 and 09120000007. Idempotent.
 */
export async function seedContractingDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date }): Promise<void> {
  const statement = getEntity('contractorstatement');
  const request = getEntity('contractrequest');
  const [stSenior, stProject, stFirst, stSecond] = pagesOf('contractorstatement');
  const [crSenior, crProject] = pagesOf('contractrequest');
  const contracts = getEntity('contractorcontract').menu.url;
  const read = [[contracts, ['Create', 'Update']], [getEntity('rewardrequest').menu.url, DOC], [statement.menu.url, DOC], [request.menu.url, DOC]] as [string, string[]][];
  const grants: Record<string, [string, string[]][]> = {
    // the requester also reads and exports the six contracting reports
    ContractRequester: [...read, [getEntity('employerstatement').menu.url, DOC], ...CONTRACTING_REPORTS.map((r): [string, string[]] => [r.url, [...REPORT_ACTIONS]])],
    [CONTRACTING_ROLES.seniorExpert]: [[stSenior!, ['Confirm', 'Reject']], [crSenior!, ['Confirm', 'Reject']]],
    ProjectManager: [[stProject!, ['Confirm', 'Reject']], [crProject!, ['Confirm', 'Reject']]],
    [CONTRACTING_ROLES.firstManager]: [[stFirst!, ['Confirm', 'Reject']], [statement.menu.url, ['ApproveOverrun']]],
    [CONTRACTING_ROLES.secondManager]: [[stSecond!, ['Confirm', 'Reject']]],
  };
  const people: Record<string, { userId: number; thirdPartyId: number }> = {};
  const supply = Object.fromEntries(SUPPLY_DEMO_USERS.map((u) => [u.key, u]));
  const base = { companyId: o.companyId, passwordHash: o.passwordHash, now: o.now };
  people.requester = await seedDemoPerson(tx, { ...supply.requester!, role: 'ContractRequester', roleTitle: 'درخواست‌کنندهٔ پیمان', grants: grants.ContractRequester!, ...base });
  people.seniorExpert = await seedDemoPerson(tx, { ...supply.seniorExpert!, grants: grants[CONTRACTING_ROLES.seniorExpert]!, ...base });
  people.projectManager = await seedDemoPerson(tx, { ...supply.projectManager!, grants: grants.ProjectManager!, ...base });
  for (const u of CONTRACTING_DEMO_USERS) people[u.key] = await seedDemoPerson(tx, { ...u, grants: grants[u.role]!, ...base });
  if (await tx.contractorContract.count({ where: { companyId: o.companyId } })) return;

  const project = await tx.project.findFirst({ where: { companyId: o.companyId, code: '90001' } });
  if (!project) return;
  const stamp = (userId: number) => ({ companyId: o.companyId, createdBy: userId, updatedBy: userId });
  const requester = people.requester!.userId;
  // 901–905 are the warehouse demo's units
  const m3 = await tx.measureUnit.upsert({ where: { code: '906' }, update: {}, create: { code: '906', nameFa: 'مترمکعب', nameEn: 'Cubic metre', symbol: 'm³' } });
  const operations = [];
  for (const [code, name] of [['9101', 'خاکبرداری و گودبرداری'], ['9102', 'بتن‌ریزی فونداسیون'], ['9103', 'اجرای اسکلت فلزی']] as const) {
    operations.push(await tx.operationInfo.create({ data: { ...stamp(requester), code, name, unitId: m3.id, volume: '1000', isActive: true } }));
  }
  const contractor = await tx.thirdParty.create({ data: { kind: 2, companyName: 'پیمانکاری سازه‌گستر', fullName: 'پیمانکاری سازه‌گستر', isContractor: true } });
  const year = await tx.financialYear.findFirst({ where: { companyId: o.companyId, startDate: { lte: o.now }, endDate: { gte: o.now } } });
  const items = [
    { op: operations[0]!, quantity: '1200', unitPrice: '185000' },
    { op: operations[1]!, quantity: '300', unitPrice: '4350000' },
  ];
  const contract = await tx.contractorContract.create({
    data: {
      ...stamp(requester), code: '00001', title: 'قرارداد عملیات خاکی و بتن ساختمان اداری', projectId: project.id, contractorId: contractor.id, contractDate: o.now,
      advancePayment: '50000000', advanceRepaymentPercent: '12.5', retentionPercent: '5', insurancePercent: '6.67', taxPercent: '3',
      totalAmount: decimalSum(items.map((i) => decimalMultiply(i.quantity, i.unitPrice))), isActive: true,
    },
  });
  const lines = [];
  for (const i of items) {
    lines.push(await tx.contractorContractLine.create({
      data: { ...stamp(requester), contractorContractId: contract.id, operationInfoId: i.op.id, title: i.op.name, unitId: m3.id, quantity: i.quantity, unitPrice: i.unitPrice, amount: decimalMultiply(i.quantity, i.unitPrice) },
    }));
  }
  // two statements: the first approved by every level, the second waiting for the first manager
  const chain = statement.workflow!.approval!;
  const approvers = [people.seniorExpert!, people.projectManager!, people.firstManager!, people.secondManager!];
  const periods: { q: string[]; level: number | null }[] = [{ q: ['700', '120'], level: null }, { q: ['350.5', '45.25'], level: 3 }];
  let previous = ['0', '0'];
  let repaid = '0';
  for (const [n, s] of periods.entries()) {
    const r = calculateStatement(
      items.map((it, k) => ({ quantity: s.q[k]!, previousQuantity: previous[k]!, contractQuantity: it.quantity, unitPrice: it.unitPrice })),
      { advanceRepaymentPercent: '12.5', retentionPercent: '5', insurancePercent: '6.67', taxPercent: '3', advanceOutstanding: decimalSum(['50000000', `-${repaid}`]) },
    );
    const approved = s.level === null;
    const doc = await tx.contractorStatement.create({
      data: {
        ...stamp(requester), code: String(n + 1).padStart(6, '0'), contractorContractId: contract.id, sequence: n + 1, projectId: project.id, contractorId: contractor.id,
        statementDate: o.now, startDate: o.now, endDate: o.now, financialYearId: year?.id ?? null, description: `صورت‌وضعیت شمارهٔ ${n + 1}`,
        grossAmount: r.grossAmount, advanceRepayment: r.advanceRepayment, retention: r.retention, insurance: r.insurance, tax: r.tax,
        totalDeductions: r.totalDeductions, payableAmount: r.payableAmount, status: approved ? 3 : 2, approvalLevel: approved ? null : s.level, approvalRound: 1,
      },
    });
    for (const [k, l] of lines.entries()) {
      await tx.contractorStatementLine.create({
        data: {
          ...stamp(requester), contractorStatementId: doc.id, contractorContractLineId: l.id, operationInfoId: items[k]!.op.id, unitId: m3.id,
          contractQuantity: items[k]!.quantity, previousQuantity: previous[k]!, quantity: s.q[k]!, cumulativeQuantity: r.lines[k]!.cumulativeQuantity,
          unitPrice: items[k]!.unitPrice, amount: r.lines[k]!.amount, overrun: '0',
        },
      });
    }
    const history = [{ action: 'submit', fromState: 'draft', toState: chain.during, level: null as number | null, userId: requester }];
    const decided = approved ? approvers.length : s.level! - 1;
    for (let lv = 1; lv <= decided; lv++) {
      history.push({ action: 'confirm', fromState: chain.during, toState: lv === approvers.length ? chain.approved : chain.during, level: lv, userId: approvers[lv - 1]!.userId });
      await tx.approvalTask.create({
        data: { entity: statement.name, documentId: doc.id, companyId: o.companyId, round: 1, level: lv, assigneeUserId: approvers[lv - 1]!.userId, status: 'approved', decidedAt: o.now, decidedByUserId: approvers[lv - 1]!.userId },
      });
    }
    if (!approved) {
      await tx.approvalTask.create({ data: { entity: statement.name, documentId: doc.id, companyId: o.companyId, round: 1, level: s.level!, assigneeUserId: approvers[s.level! - 1]!.userId, status: 'pending' } });
    }
    for (const h of history) await tx.workflowHistory.create({ data: { entity: statement.name, documentId: doc.id, companyId: o.companyId, round: 1, ...h } });
    previous = previous.map((p, k) => decimalSum([p, s.q[k]!]));
    repaid = decimalSum([repaid, r.advanceRepayment]);
  }
  // a contract request for the steel frame, waiting for the senior expert, and a reward request in draft
  const cr = await tx.contractRequest.create({
    data: {
      ...stamp(requester), code: '000001', kind: 1, requestDate: o.now, title: 'اجرای اسکلت فلزی ساختمان اداری', projectId: project.id, partyId: contractor.id,
      financialYearId: year?.id ?? null, totalAmount: decimalMultiply('180', '9500000'), status: 2, approvalLevel: 1, approvalRound: 1,
    },
  });
  await tx.contractRequestLine.create({ data: { ...stamp(requester), contractRequestId: cr.id, operationInfoId: operations[2]!.id, unitId: m3.id, quantity: '180', unitPrice: '9500000', amount: decimalMultiply('180', '9500000') } });
  await tx.workflowHistory.create({ data: { entity: request.name, documentId: cr.id, companyId: o.companyId, round: 1, action: 'submit', fromState: 'draft', toState: 'inApproval', userId: requester } });
  await tx.approvalTask.create({ data: { entity: request.name, documentId: cr.id, companyId: o.companyId, round: 1, level: 1, assigneeUserId: people.seniorExpert!.userId, status: 'pending' } });
  await tx.rewardRequest.create({
    data: { ...stamp(requester), code: '000001', requestDate: o.now, contractorContractId: contract.id, projectId: project.id, amount: '25000000', reason: 'پایان زودتر از موعد عملیات خاکی', financialYearId: year?.id ?? null },
  });
  await seedEngineeringOffice(tx, { ...o, requester, projectId: project.id, unitId: m3.id, operations: operations.map((op) => op.id), manager: people.projectManager!.userId });
}

/**
 * The engineering office's demo: two general groups, an estimate of the three operations, their schedule, a daily
 * report confirmed by the project's manager and one still temporary, and the project site's warehouse under the
 * project's cost centre.
 */
async function seedEngineeringOffice(
  tx: Tx,
  o: { companyId: number; now: Date; requester: number; projectId: number; unitId: number; operations: number[]; manager: number },
): Promise<void> {
  const stamp = (userId: number) => ({ companyId: o.companyId, createdBy: userId, updatedBy: userId });
  const by = stamp(o.requester);
  const earth = await tx.publicGroup.create({ data: { ...by, code: '001', name: 'عملیات خاکی' } });
  const frame = await tx.publicGroup.create({ data: { ...by, code: '002', name: 'سازه و اسکلت' } });
  const items = [
    { publicGroupId: earth.id, operationInfoId: o.operations[0]!, quantity: '1500', unitPrice: '190000' },
    { publicGroupId: frame.id, operationInfoId: o.operations[1]!, quantity: '320', unitPrice: '4400000' },
    { publicGroupId: frame.id, operationInfoId: o.operations[2]!, quantity: '180', unitPrice: '9500000' },
  ].map((i) => ({ ...i, unitId: o.unitId, amount: decimalMultiply(i.quantity, i.unitPrice) }));
  const estimate = await tx.estimation.create({
    data: { ...by, code: '000001', title: 'برآورد هزینهٔ ساختمان اداری', projectId: o.projectId, estimateDate: o.now, totalAmount: decimalSum(items.map((i) => i.amount)) },
  });
  await tx.estimationLine.createMany({ data: items.map((i) => ({ ...by, estimationId: estimate.id, ...i })) });
  const day = (n: number) => new Date(o.now.getTime() + n * 86_400_000);
  await tx.projectTiming.createMany({
    data: [
      { ...by, projectId: o.projectId, operationInfoId: o.operations[0]!, startDate: day(-60), endDate: day(-10), actualStartDate: day(-58), weight: '20', progressPercent: '88' },
      { ...by, projectId: o.projectId, operationInfoId: o.operations[1]!, startDate: day(-30), endDate: day(30), actualStartDate: day(-25), weight: '35', progressPercent: '55' },
      { ...by, projectId: o.projectId, operationInfoId: o.operations[2]!, startDate: day(20), endDate: day(120), weight: '45', progressPercent: '0' },
    ],
  });
  const machine = await tx.machinery.create({ data: { ...by, code: '9001', name: 'بیل مکانیکی' } });
  for (const [n, status] of [[1, 2], [0, 1]] as const) {
    const report = await tx.dailyReport.create({ data: { ...by, code: String(2 - n).padStart(6, '0'), projectId: o.projectId, reportDate: day(-n), weather: 1, status, description: 'گزارش کارگاه' } });
    await tx.dailyReportLine.createMany({
      data: [
        { ...by, dailyReportId: report.id, kind: 1, jobTitle: 'کارگر ساده', headCount: 12, hours: '8' },
        { ...by, dailyReportId: report.id, kind: 2, machineryId: machine.id, headCount: 1, hours: '7.5' },
        { ...by, dailyReportId: report.id, kind: 3, operationInfoId: o.operations[1]!, quantity: '14.5', note: 'بتن‌ریزی پی محور ۳' },
      ],
    });
    if (status === 2) await tx.workflowHistory.create({ data: { entity: 'dailyreport', documentId: report.id, companyId: o.companyId, round: 0, action: 'approve', fromState: 'temporary', toState: 'confirmed', userId: o.manager } });
  }
  // the project's cost centre (the supply demo's) holds the project site's warehouse
  const center = await tx.costCenter.findFirst({ where: { companyId: o.companyId, code: '9001' } });
  const site = await tx.warehouse.findFirst({ where: { companyId: o.companyId, code: '002' } });
  if (center && site) await tx.costCenterWarehouse.create({ data: { ...by, costCenterId: center.id, warehouseId: site.id, description: 'انبار کارگاه پروژه' } });
}
