import { startTestApp, waitFor, type TestApp } from './support';
import { USER } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';
import { ApprovedAbsences } from '../../src/modules/leave-mission/approved-absences';
import type { Tx } from '../../src/modules/leave-mission/common';

/**
 * Leave and missions (issue 15) on the real PostgreSQL: a leave through submit, return, resubmit and confirm, a
 * rejection, an extension confirmed and one rejected; the balance with carry-over worked by hand; a mission through
 * every action of spec §4 with its items' own steps and an item's extension; overlaps (400); company isolation; and
 * `ApprovedAbsences` as the daily attendance reads it.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const L = '/api/hr/v1/leaverequest';
const LX = '/api/hr/v1/leaveextension';
const M = '/api/hr/v1/mission';
const MV = '/api/hr/v1/missionvehicle';
const MR = '/api/hr/v1/missionresidence';
const MC = '/api/hr/v1/missioncurrency';
const MX = '/api/hr/v1/missionextension';
const PASSWORD = 'Karsaz-Strong-Pass-1';
/** 26 working days of 7 h 20 min (44 h over six days): the legal yearly entitlement */
const DAY = 26_400;
let seq = 0;

describe('leave and missions', () => {
  let t: TestApp;
  let companyId: number;
  let companyB: number;
  let passwordHash: string;
  let employmentTypeId: number;
  let departmentId: number;
  const types: Record<string, number> = {};
  const people: Record<string, { token: string; userId: number; thirdPartyId: number; personnelId: number | null }> = {};

  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, who: string) => t.http()[m](path).set(bearer(people[who]!.token));
  const get = async (base: string, id: number, who = 'employee') => (await api('get', `${base}/getById?Id=${id}`, who).expect(200)).body.value;
  const step = (base: string, action: string, body: object, who: string) => api('post', `${base}/${action}`, who).send(body);
  /** A step that must succeed (its answer shown when it does not). */
  const done = async (base: string, action: string, id: number, who: string, extra: object = {}) => {
    const r = await act(base, action, id, who, extra);
    if (r.status !== 200) throw new Error(`${base}/${action} ${id}: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  };
  /** A step on the row as it is now (its version read first). */
  const act = async (base: string, action: string, id: number, who: string, extra: object = {}) => {
    // read by the HR manager, who sees every request (ViewAll): a step's refusal is then the step's, not the read's
    const row = await get(base, id, 'hr');
    return step(base, action, { id, version: row.version, ...extra }, who);
  };

  /** A personnel copied from a seeded one, in the test's department and employment type, with its own third party. */
  async function personnel(name: string, startDate = '2024-03-20', company = companyId): Promise<{ id: number; thirdPartyId: number }> {
    const p = t.infra.db.prisma;
    const source = await p.personnel.findFirstOrThrow({ where: { companyId } });
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: name, lastName: `${++seq}`, fullName: `${name} ${seq}`, isEmployee: true } });
    // a copy of a person, not of their hiring: a personnel record hired from an application names it, once
    const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, jobApplicationId: _j, ...rest } = source as unknown as Record<string, unknown>;
    const row = await p.personnel.create({
      data: {
        ...(rest as object), companyId: company, thirdPartyId: tp.id, firstName: name, lastName: `${seq}`, fullName: `${name} ${seq}`,
        nationalCode: String(1_000_000_000 + Date.now() % 100_000_000 + seq).slice(0, 10), organizationCode: `T${Date.now() % 100000}${seq}`,
        departmentId: company === companyId ? departmentId : (await p.department.findFirstOrThrow({ where: { companyId: company } })).id,
        employmentTypeId: company === companyId ? employmentTypeId : (await p.employmentType.findFirstOrThrow({ where: { companyId: company } })).id,
        startDate: new Date(`${startDate}T00:00:00Z`), version: 1,
      } as never,
    });
    return { id: row.id, thirdPartyId: tp.id };
  }

  async function user(key: string, role: string, o: { personnel?: boolean; company?: number; startDate?: string } = {}) {
    const p = t.infra.db.prisma;
    const company = o.company ?? companyId;
    let thirdPartyId: number;
    let personnelId: number | null = null;
    if (o.personnel !== false) ({ id: personnelId, thirdPartyId } = await personnel(key, o.startDate, company));
    else thirdPartyId = (await p.thirdParty.create({ data: { kind: 1, firstName: key, lastName: `${++seq}`, fullName: `${key} ${seq}` } })).id;
    const mobile = `0937${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(2, '0')}`;
    const u = await p.user.create({ data: { thirdPartyId, mobileNumber: mobile, passwordHash, currentCompanyId: company, mobileVerifiedAt: new Date(), passwordSetAt: new Date() } });
    await p.userRole.create({ data: { userId: u.id, roleId: (await p.role.findUniqueOrThrow({ where: { name: role } })).id } });
    await p.thirdPartyCompany.create({ data: { thirdPartyId, companyId: company, isDefault: true } });
    const token = (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
    people[key] = { token, userId: u.id, thirdPartyId, personnelId };
  }

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    companyId = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    companyB = (await p.company.findFirstOrThrow({ where: { isDefault: false } })).id;
    passwordHash = await hashPassword(PASSWORD);
    // the law's 26 days; three days may be carried into the next year (transfer up to the ceiling)
    employmentTypeId = (await p.employmentType.create({ data: { companyId, code: `9${Date.now() % 1000}`, name: 'رسمی آزمون', automaticPaidLeaveIncrease: 26 * DAY, transferableLeaveCeiling: 3 * DAY, leaveTransferMethod: 2, isActive: true } })).id;
    departmentId = (await p.department.create({ data: { companyId, code: `T${Date.now() % 10000}`, name: 'واحد آزمون' } })).id;
    await user('manager', 'DepartmentManager');
    await p.department.update({ where: { id: departmentId }, data: { managerId: people.manager!.personnelId } });
    await user('employee', 'PersonnelRequester');
    await user('balance', 'PersonnelRequester');
    await user('unit', 'MissionUnit', { personnel: false });
    await user('hr', 'HrManager', { personnel: false });
    await user('outsider', 'PersonnelRequester', { company: companyB, personnel: false });
    for (const [code, title, isPaid, hourly, counts] of [['T1', 'استحقاقی آزمون', true, true, true], ['T2', 'استعلاجی آزمون', true, false, false], ['T3', 'بدون حقوق آزمون', false, true, false]] as const) {
      types[code] = (await p.leaveType.create({ data: { companyId, code: `${code}${Date.now() % 1000}`, title, isPaid, allowsDaily: true, allowsHourly: hourly, countsAgainstEntitlement: counts, isActive: true } })).id;
    }
  });
  afterAll(() => t.close());

  const leave = async (body: object, who = 'employee') => (await api('post', `${L}/create`, who).send({ leaveTypeId: types.T1, kind: 1, ...body }).expect(200)).body.value.id as number;

  it('takes a leave through submit, return, resubmit and confirm, with its history, inbox and notices', async () => {
    // Sat 1405/10/06 (2026-12-27) to Mon 1405/10/08: three working days of 7:20 = 79,200 s
    const id = await leave({ startDate: '2026-12-27', endDate: '2026-12-29', description: 'سفر' });
    let row = await get(L, id);
    expect(row).toMatchObject({ personnelId: people.employee!.personnelId, duration: 3 * DAY, status: 1 });
    expect(row.requestNumber).toMatch(/^\d{6}$/);
    expect((await act(L, 'submit', id, 'employee')).body.value.state).toBe('inApproval');
    // the department's manager has it in their inbox; not the mission unit, nor the requester
    const inbox = (await api('get', '/api/workflow/v1/inbox/getFiltered?pageIndex=1&pageSize=50', 'manager').expect(200)).body.value.data;
    expect(inbox.some((x: { entity: string; documentId: number }) => x.entity === 'leaverequest' && x.documentId === id)).toBe(true);
    await act(L, 'confirm', id, 'unit').then((r) => expect(r.status).toBe(403));
    await act(L, 'confirm', id, 'employee').then((r) => expect(r.status).toBe(403));
    // return needs a comment; the requester finds it editable, changes it and submits a new round
    await act(L, 'return', id, 'manager').then((r) => expect(r.status).toBe(400));
    expect((await act(L, 'return', id, 'manager', { comment: 'تاریخ را اصلاح کنید' })).body.value.state).toBe('returned');
    row = await get(L, id);
    expect(row).toMatchObject({ status: 4, managerDescription: 'تاریخ را اصلاح کنید' });
    await api('put', `${L}/update`, 'employee').send({ id, version: row.version, leaveTypeId: types.T1, kind: 1, startDate: '2026-12-27', endDate: '2026-12-28' }).expect(200);
    expect((await get(L, id)).duration).toBe(2 * DAY);
    await done(L, 'submit', id, 'employee');
    expect((await act(L, 'confirm', id, 'manager', { comment: 'موافقم' })).body.value.state).toBe('approved');
    row = await get(L, id);
    expect(row).toMatchObject({ status: 3, approvalRound: 2, managerDescription: 'موافقم' });
    // an approved leave is read-only; a second confirm is a 409 naming the state
    await api('put', `${L}/update`, 'employee').send({ id, version: row.version, leaveTypeId: types.T1, kind: 1, startDate: '2026-12-27', endDate: '2026-12-30' }).expect(409);
    expect((await act(L, 'confirm', id, 'manager')).status).toBe(409);
    const history = (await api('get', `${L}/getHistory?Id=${id}`, 'employee').expect(200)).body.value;
    expect(history.map((h: { action: string; toState: string }) => `${h.action}:${h.toState}`)).toEqual(['submit:inApproval', 'return:returned', 'submit:inApproval', 'confirm:approved']);
    // the manager heard that it waits for them; the requester heard of the return and of the approval
    const number = row.requestNumber as string;
    const told = await waitFor(async () => {
      const rows = await t.infra.db.prisma.message.findMany({ where: { content: { contains: `درخواست مرخصی ${number}` } }, select: { recipientUserId: true, content: true }, orderBy: { id: 'asc' } });
      return rows.filter((x) => x.recipientUserId === people.employee!.userId).length >= 2 ? rows : null;
    });
    expect(told.filter((x) => x.recipientUserId === people.manager!.userId).length).toBe(2);
    expect(told.filter((x) => x.recipientUserId === people.employee!.userId).map((x) => x.content).join('\n')).toMatch(/برگشت[\s\S]*تأیید نهایی/);
  });

  it('rejects a leave for good; an hourly leave counts its minutes and needs a type that allows it', async () => {
    // Sun 1405/10/21 (2027-01-11) 09:00–11:30: 9,000 s
    const id = await leave({ kind: 2, startDate: '2027-01-11', fromTime: '09:00', toTime: '11:30' });
    expect(await get(L, id)).toMatchObject({ duration: 9000, endDate: '2027-01-11', fromTime: '09:00', toTime: '11:30' });
    await api('post', `${L}/create`, 'employee').send({ leaveTypeId: types.T2, kind: 2, startDate: '2027-01-12', fromTime: '09:00', toTime: '10:00' }).expect(400)
      .then((r) => expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['kind']));
    await api('post', `${L}/create`, 'employee').send({ leaveTypeId: types.T1, kind: 2, startDate: '2027-01-12', fromTime: '11:00', toTime: '10:00' }).expect(400)
      .then((r) => expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['toTime']));
    await done(L, 'submit', id, 'employee');
    await act(L, 'reject', id, 'manager').then((r) => expect(r.status).toBe(400));
    expect((await act(L, 'reject', id, 'manager', { comment: 'نیاز به حضور' })).body.value.state).toBe('rejected');
    expect(await get(L, id)).toMatchObject({ status: 6, managerDescription: 'نیاز به حضور' });
    // a rejected leave is done: neither submitted again nor cancelled
    expect((await act(L, 'submit', id, 'employee')).status).toBe(409);
    expect((await act(L, 'cancel', id, 'employee', { comment: 'x' })).status).toBe(409);
  });

  it('extends an approved leave: one extension confirmed moves its end, another rejected leaves it', async () => {
    // Sat 1405/11/04 (2027-01-24) to Sun 2027-01-25: two days
    const id = await leave({ startDate: '2027-01-24', endDate: '2027-01-25' });
    // a draft leave is not extended
    await api('post', `${LX}/create`, 'employee').send({ leaveRequestId: id, newEndDate: '2027-01-26' }).expect(400)
      .then((r) => expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['leaveRequestId']));
    await done(L, 'submit', id, 'employee');
    await done(L, 'confirm', id, 'manager');
    await api('post', `${LX}/create`, 'employee').send({ leaveRequestId: id, newEndDate: '2027-01-25' }).expect(400)
      .then((r) => expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['newEndDate']));
    const x1 = (await api('post', `${LX}/create`, 'employee').send({ leaveRequestId: id, newEndDate: '2027-01-27', description: 'تمدید' }).expect(200)).body.value.id as number;
    expect(await get(LX, x1)).toMatchObject({ previousEnd: '2027-01-25', status: 1 });
    expect((await act(LX, 'submit', x1, 'employee')).body.value.state).toBe('inApproval');
    expect((await act(LX, 'confirm', x1, 'manager', { comment: 'تمدید موافق' })).body.value.state).toBe('approved');
    // Tue 01-26 and Wed 01-27 added: four working days
    expect(await get(L, id)).toMatchObject({ endDate: '2027-01-27', duration: 4 * DAY, status: 3 });
    expect((await get(L, id)).lastExtendDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    const x2 = (await api('post', `${LX}/create`, 'employee').send({ leaveRequestId: id, newEndDate: '2027-01-28' }).expect(200)).body.value.id as number;
    expect(await get(LX, x2)).toMatchObject({ previousEnd: '2027-01-27' });
    await done(LX, 'submit', x2, 'employee');
    expect((await act(LX, 'reject', x2, 'manager', { comment: 'کار فوری' })).body.value.state).toBe('rejected');
    expect(await get(L, id)).toMatchObject({ endDate: '2027-01-27', duration: 4 * DAY });
    expect(await get(LX, x2)).toMatchObject({ status: 6, managerDescription: 'کار فوری' });
  });

  it('refuses a leave or mission that overlaps a pending or approved one of the person (400), not a draft or another person’s', async () => {
    // 1405/11/18–19 (2027-02-07, 08), pending
    const id = await leave({ startDate: '2027-02-07', endDate: '2027-02-08' });
    // a draft holds nothing: a second draft over it is fine until one of them is submitted
    const draft = await leave({ startDate: '2027-02-08', endDate: '2027-02-08' });
    await done(L, 'submit', id, 'employee');
    const clash = await act(L, 'submit', draft, 'employee');
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0]).toMatchObject({ field: 'startDate' });
    expect(clash.body.errors[0].message).toContain((await get(L, id)).requestNumber);
    expect((await get(L, draft)).status).toBe(1);
    // a mission over it: 400 at once; an hourly mission the day after: fine
    const mission = await api('post', `${M}/create`, 'employee').send({ missionType: 1, startDate: '2027-02-06', endDate: '2027-02-07', missionLocation: 'کرج' }).expect(400);
    expect(mission.body.errors.map((e: { field: string }) => e.field)).toEqual(['startDate']);
    await api('post', `${M}/create`, 'employee').send({ missionType: 2, startDate: '2027-02-09', fromTime: '08:00', toTime: '12:00', missionLocation: 'کرج' }).expect(200);
    // two hourly requests of one day overlap only when their hours meet
    const h1 = await leave({ kind: 2, startDate: '2027-02-10', fromTime: '08:00', toTime: '10:00' });
    await done(L, 'submit', h1, 'employee');
    await leave({ kind: 2, startDate: '2027-02-10', fromTime: '10:00', toTime: '11:00' });
    await api('post', `${L}/create`, 'employee').send({ leaveTypeId: types.T1, kind: 2, startDate: '2027-02-10', fromTime: '09:30', toTime: '10:30' }).expect(400);
    // another person's days are theirs
    await leave({ startDate: '2027-02-07', endDate: '2027-02-08' }, 'balance');
  });

  it('works the balance out with the carry-over, answers it on getBalance, and refuses a paid leave past it (422)', async () => {
    const p = t.infra.db.prisma;
    const personnelId = people.balance!.personnelId!;
    const approved = async (start: string, end: string, type = types.T1) =>
      p.leaveRequest.create({ data: { companyId, personnelId, leaveTypeId: type!, kind: 1, startDate: new Date(`${start}T00:00:00Z`), endDate: new Date(`${end}T00:00:00Z`), status: 3, approvalRound: 1 } });
    // 1403: Sat 1 Ordibehesht (2024-04-20) to Sun 2024-05-12: 23 days, three Fridays, no fixed holiday = 20 days
    await approved('2024-04-20', '2024-05-12');
    // 1404: Sat 2025-04-26 to Tue 2025-05-06: 11 days, one Friday = 10 days; a sick leave does not count
    await approved('2025-04-26', '2025-05-06');
    await approved('2025-06-01', '2025-06-03', types.T2);
    // By hand (seconds; a day is 26,400):
    //   1403: entitlement 26 d = 686,400; carry 0 (the person started in 1403); used 20 d = 528,000; left 158,400 (6 d)
    //   1404: carry min(158,400, ceiling 3 d = 79,200) = 79,200; used 10 d = 264,000;
    //         left 686,400 + 79,200 − 264,000 = 501,600 (19 d)
    //   1405: carry min(501,600, 79,200) = 79,200; used 0 (the balance person has only a draft this year)
    const b1403 = (await api('get', `${L}/getBalance?personnelId=${personnelId}&year=1403`, 'hr').expect(200)).body.value;
    expect(b1403).toMatchObject({ year: 1403, entitlement: 686400, carryOver: 0, used: 528000, pending: 0, remaining: 158400 });
    const b1404 = (await api('get', `${L}/getBalance?personnelId=${personnelId}&year=1404`, 'hr').expect(200)).body.value;
    expect(b1404).toMatchObject({ year: 1404, entitlement: 686400, carryOver: 79200, used: 264000, pending: 0, remaining: 501600, transferMethod: 2, transferCeiling: 79200 });
    expect(b1404.text).toEqual({ entitlement: '190:40:00', carryOver: '22:00:00', used: '73:20:00', pending: '00:00:00', remaining: '139:20:00' });
    // the person's own balance (no personnelId) of the current year
    const own = (await api('get', `${L}/getBalance`, 'balance').expect(200)).body.value;
    expect(own).toMatchObject({ personnelId, entitlement: 686400, carryOver: 79200 });
    // with "no transfer" nothing is carried
    await p.employmentType.update({ where: { id: employmentTypeId }, data: { leaveTransferMethod: 1 } });
    expect((await api('get', `${L}/getBalance?personnelId=${personnelId}&year=1404`, 'hr').expect(200)).body.value).toMatchObject({ carryOver: 0, remaining: 422400 });
    await p.employmentType.update({ where: { id: employmentTypeId }, data: { leaveTransferMethod: 2 } });
    // 1405 holds 26 + 3 = 29 days: a 30-working-day leave is refused at submit, with the numbers.
    // 2027-01-30 (1405/11/10) to 2027-03-06 (1405/12/15): 36 days less five Fridays (02-05, 12, 19, 26, 03-05) and
    // 22 Bahman (02-11, an official holiday of the company's calendar) = 30 working days = 792,000 s
    const id = await leave({ startDate: '2027-01-30', endDate: '2027-03-06' }, 'balance');
    const days = (await get(L, id, 'balance')).duration / DAY;
    expect(days).toBe(30);
    const refused = await act(L, 'submit', id, 'balance');
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(`requested ${days * DAY} available 765600 entitlement 686400 carryOver 79200 used 0 pending 0`);
    expect((await get(L, id, 'balance')).status).toBe(1);
    // unpaid leave is not counted against the balance
    const unpaid = await leave({ leaveTypeId: types.T3, startDate: '2027-01-30', endDate: '2027-03-06' }, 'balance');
    await p.leaveRequest.delete({ where: { id } });
    await done(L, 'submit', unpaid, 'balance');
  });

  it('takes a mission through every action: submit, return, resubmit, confirm, items decided and paid, extensions, payment; cancel and reject', async () => {
    // 1405/12/10 (2027-03-01) to 2027-03-03, with a vehicle, a residence and a per-diem currency line
    const cities = await t.infra.db.prisma.city.findMany({ take: 2, orderBy: { id: 'asc' } });
    const currency = await t.infra.db.prisma.currency.upsert({ where: { code: 'EUR' }, update: {}, create: { code: 'EUR', nameFa: 'یورو', nameEn: 'Euro', decimals: 2 } });
    const id = (await api('post', `${M}/create`, 'employee').send({ missionType: 1, startDate: '2027-03-01', endDate: '2027-03-03', missionLocation: 'اصفهان', requestVehicle: true, requestResidence: true, requestCurrency: true, requestSalaryRial: '123456789012345' }).expect(200)).body.value.id as number;
    let m = await get(M, id);
    expect(m).toMatchObject({ personnelId: people.employee!.personnelId, requestSalaryRial: '123456789012345', status: 1 });
    expect(m.missionNumber).toMatch(/^\d{6}$/);
    const vehicle = (await api('post', `${MV}/create`, 'employee').send({ missionId: id, startDate: '2027-03-01', endDate: '2027-03-03', tripType: 2, vehicleType: 3, beginningCityId: cities[0]!.id, destinationCityId: cities[1]!.id }).expect(200)).body.value.id as number;
    const residence = (await api('post', `${MR}/create`, 'employee').send({ missionId: id, entryDate: '2027-03-01', exitDate: '2027-03-03', destination: 'هتل' }).expect(200)).body.value.id as number;
    const cash = (await api('post', `${MC}/create`, 'employee').send({ missionId: id, fromDate: '2027-03-01', toDate: '2027-03-03', currencyId: currency.id, hasCurrency: false, requestedAmount: '150.2500' }).expect(200)).body.value.id as number;
    // an item is not decided before its mission is approved
    expect((await act(MV, 'confirm', vehicle, 'unit')).status).toBe(409);
    expect((await act(M, 'submit', id, 'employee')).body.value.state).toBe('inApproval');
    // a pending mission's items do not change
    await api('post', `${MR}/create`, 'employee').send({ missionId: id, entryDate: '2027-03-01', exitDate: '2027-03-02', destination: 'x' }).expect(409);
    expect((await act(M, 'return', id, 'manager', { comment: 'محل دقیق را بنویسید' })).body.value.state).toBe('returned');
    m = await get(M, id);
    await api('put', `${M}/update`, 'employee').send({ id, version: m.version, missionType: 1, startDate: '2027-03-01', endDate: '2027-03-03', missionLocation: 'اصفهان، کارگاه شمالی', requestSalaryRial: '123456789012345' }).expect(200);
    await done(M, 'submit', id, 'employee');
    expect((await act(M, 'confirm', id, 'manager', { comment: 'تأیید' })).body.value.state).toBe('approved');
    expect(await get(M, id)).toMatchObject({ status: 3, managerDescription: 'تأیید', missionLocation: 'اصفهان، کارگاه شمالی' });
    // payment is the mission unit's: not the requester's, not before approval
    expect((await act(M, 'markPaid', id, 'unit')).status).toBe(409);
    expect((await act(M, 'confirmForPayment', id, 'employee')).status).toBe(403);

    // the items: the vehicle confirmed then paid, the residence rejected (with a reason), the currency confirmed
    expect((await act(MV, 'confirm', vehicle, 'employee')).status).toBe(403);
    expect((await act(MV, 'confirm', vehicle, 'unit')).body.value.state).toBe('confirmed');
    expect((await act(MR, 'reject', residence, 'unit')).status).toBe(400);
    expect((await act(MR, 'reject', residence, 'unit', { comment: 'اقامت در کارگاه' })).body.value.state).toBe('rejected');
    expect((await act(MC, 'confirm', cash, 'unit')).body.value.state).toBe('confirmed');
    expect((await act(MV, 'markPaid', vehicle, 'unit')).body.value.state).toBe('paid');
    expect((await act(MR, 'markPaid', residence, 'unit')).status).toBe(409);
    const vHistory = (await api('get', `${MV}/getHistory?Id=${vehicle}`, 'unit').expect(200)).body.value;
    expect(vHistory.map((h: { action: string }) => h.action)).toEqual(['confirm', 'markPaid']);

    // an item's extension: the currency line to 03-05, confirmed
    await api('post', `${MX}/create`, 'employee').send({ missionId: id, target: 4, missionCurrencyId: vehicle, newEndDate: '2027-03-05' }).expect(400)
      .then((r) => expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['missionCurrencyId']));
    const xc = (await api('post', `${MX}/create`, 'employee').send({ missionId: id, target: 4, missionCurrencyId: cash, newEndDate: '2027-03-05' }).expect(200)).body.value.id as number;
    expect(await get(MX, xc)).toMatchObject({ previousEndDate: '2027-03-03' });
    await done(MX, 'submit', xc, 'employee');
    expect((await act(MX, 'confirm', xc, 'manager')).body.value.state).toBe('approved');
    expect(await get(MC, cash)).toMatchObject({ toDate: '2027-03-05', requestedAmount: '150.25' });
    // the mission's own extension: to 03-05 rejected, then to 03-04 confirmed
    const x1 = (await api('post', `${MX}/create`, 'employee').send({ missionId: id, target: 1, newEndDate: '2027-03-05' }).expect(200)).body.value.id as number;
    await done(MX, 'submit', x1, 'employee');
    expect((await act(MX, 'reject', x1, 'manager', { comment: 'نیازی نیست' })).body.value.state).toBe('rejected');
    expect((await get(M, id)).endDate).toBe('2027-03-03');
    const x2 = (await api('post', `${MX}/create`, 'employee').send({ missionId: id, target: 1, newEndDate: '2027-03-04' }).expect(200)).body.value.id as number;
    await done(MX, 'submit', x2, 'employee');
    expect((await act(MX, 'confirm', x2, 'manager')).body.value.state).toBe('approved');
    m = await get(M, id);
    expect(m.endDate).toBe('2027-03-04');
    expect(m.lastExtendDate).toMatch(/^\d{4}-\d\d-\d\d$/);

    // confirmed for payment, then paid; a paid mission is cancelled no more
    expect((await act(M, 'confirmForPayment', id, 'unit')).body.value.state).toBe('confirmedForPayment');
    expect((await act(M, 'markPaid', id, 'unit')).body.value.state).toBe('paid');
    expect((await act(M, 'cancel', id, 'employee', { comment: 'x', cancellationDate: '2027-03-01' })).status).toBe(409);
    const history = (await api('get', `${M}/getHistory?Id=${id}`, 'employee').expect(200)).body.value;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['submit', 'return', 'submit', 'confirm', 'confirmForPayment', 'markPaid']);

    // another mission: cancelled with its date after approval; a third rejected for good
    const c = (await api('post', `${M}/create`, 'employee').send({ missionType: 3, startDate: '2027-04-10', endDate: '2027-04-12', missionLocation: 'استانبول' }).expect(400));
    expect(c.body.errors.map((e: { field: string }) => e.field)).toEqual(['countryId']);
    const country = await t.infra.db.prisma.country.findFirstOrThrow();
    const c2 = (await api('post', `${M}/create`, 'employee').send({ missionType: 3, countryId: country.id, startDate: '2027-04-10', endDate: '2027-04-12', missionLocation: 'استانبول' }).expect(200)).body.value.id as number;
    await done(M, 'submit', c2, 'employee');
    await done(M, 'confirm', c2, 'manager');
    const cancel = await act(M, 'cancel', c2, 'employee', { comment: 'سفر لغو شد' });
    expect(cancel.status).toBe(400);
    expect(cancel.body.errors.map((e: { field: string }) => e.field)).toEqual(['cancellationDate']);
    expect((await act(M, 'cancel', c2, 'employee', { comment: 'سفر لغو شد', cancellationDate: '2027-04-01' })).body.value.state).toBe('cancelled');
    expect(await get(M, c2)).toMatchObject({ status: 5, cancellationDate: '2027-04-01' });
    const r = (await api('post', `${M}/create`, 'employee').send({ missionType: 1, startDate: '2027-05-10', endDate: '2027-05-10', missionLocation: 'قم' }).expect(200)).body.value.id as number;
    await done(M, 'submit', r, 'employee');
    expect((await act(M, 'reject', r, 'manager', { comment: 'بودجه نیست' })).body.value.state).toBe('rejected');
  });

  it('answers approved leave and missions as ApprovedAbsences, batched, in the caller’s company only', async () => {
    const personnelId = people.employee!.personnelId!;
    const absences = t.app.get(ApprovedAbsences);
    const prisma = t.infra.db.prisma as unknown as Tx;
    const map = await absences.forPeople(prisma, companyId, [personnelId, people.balance!.personnelId!, 999999], '2026-12-26', '2027-03-02');
    const mine = map.get(personnelId)!;
    // the approved 12-27..28 leave (paid), 01-24..27 extended leave; the paid mission 03-01..; not the rejected or pending ones
    expect(mine.filter((a) => a.kind === 'leave').map((a) => a.date)).toEqual(['2026-12-27', '2026-12-28', '2027-01-24', '2027-01-25', '2027-01-26', '2027-01-27']);
    expect(mine.filter((a) => a.kind === 'mission')).toEqual([
      { date: '2027-03-01', kind: 'mission', paid: true, whole: true },
      { date: '2027-03-02', kind: 'mission', paid: true, whole: true },
    ]);
    expect(mine[0]).toEqual({ date: '2026-12-27', kind: 'leave', paid: true, whole: true });
    // an approved hourly leave answers its hours; an unpaid one is not paid
    const p = t.infra.db.prisma;
    await p.leaveRequest.create({ data: { companyId, personnelId, leaveTypeId: types.T3!, kind: 2, startDate: new Date('2027-02-15T00:00:00Z'), endDate: new Date('2027-02-15T00:00:00Z'), fromTime: new Date('1970-01-01T14:00:00Z'), toTime: new Date('1970-01-01T16:30:00Z'), status: 3 } });
    const hourly = (await absences.forPeople(prisma, companyId, [personnelId], '2027-02-15', '2027-02-15')).get(personnelId);
    expect(hourly).toEqual([{ date: '2027-02-15', kind: 'leave', paid: false, whole: false, from: '14:00', to: '16:30' }]);
    // another company sees none of them
    expect((await absences.forPeople(prisma, companyB, [personnelId], '2026-01-01', '2028-01-01')).size).toBe(0);
    expect((await absences.forPeople(prisma, companyId, [], '2026-01-01', '2028-01-01')).size).toBe(0);
  });

  it('shows a person their own requests only; an approver reads what waits for them; ViewAll and the management page see everyone’s', async () => {
    const ids = async (base: string, who: string) => (await api('get', `${base}/getFiltered?pageIndex=1&pageSize=100`, who).expect(200)).body.value.data.map((r: { id: number }) => r.id) as number[];
    const mine = await leave({ startDate: '2027-07-03', endDate: '2027-07-03' }, 'employee');
    const theirs = await leave({ startDate: '2027-07-04', endDate: '2027-07-04' }, 'balance');
    expect(await ids(L, 'employee')).toContain(mine);
    expect(await ids(L, 'employee')).not.toContain(theirs);
    expect(await ids(L, 'balance')).not.toContain(mine);
    // another's request is not there to read, change, delete or attach to
    await api('get', `${L}/getById?Id=${theirs}`, 'employee').expect(404);
    await api('put', `${L}/update`, 'employee').send({ id: theirs, version: 1, leaveTypeId: types.T1, kind: 1, startDate: '2027-07-05', endDate: '2027-07-05' }).expect(404);
    await api('delete', `${L}/remove?Id=${theirs}`, 'employee').expect(404);
    await api('get', `${L}/attachments/getFiltered?id=${theirs}`, 'employee').expect(404);
    await api('get', `${L}/getHistory?Id=${theirs}`, 'employee').expect(404);
    expect((await get(L, theirs, 'balance')).personnelId).toBe(people.balance!.personnelId);
    // the HR manager holds the page's ViewAll: everyone's
    expect(await ids(L, 'hr')).toEqual(expect.arrayContaining([mine, theirs]));
    // the department manager lists their own only, and reads the one sent to them from the inbox
    expect(await ids(L, 'manager')).not.toContain(theirs);
    await api('get', `${L}/getById?Id=${theirs}`, 'manager').expect(404);
    await act(L, 'submit', theirs, 'balance');
    expect((await get(L, theirs, 'manager')).status).toBe(2);
    await api('get', `${L}/attachments/getFiltered?id=${theirs}`, 'manager').expect(200);
    await api('get', `${L}/getHistory?Id=${theirs}`, 'manager').expect(200);
    expect(await ids(L, 'manager')).not.toContain(theirs);
    // missions: the requester sees their own; the mission unit, on the management page, everyone's
    const mission = (await api('post', `${M}/create`, 'balance').send({ missionType: 1, startDate: '2027-07-10', endDate: '2027-07-10', missionLocation: 'قم' }).expect(200)).body.value.id as number;
    expect(await ids(M, 'balance')).toContain(mission);
    expect(await ids(M, 'employee')).not.toContain(mission);
    expect(await ids(M, 'unit')).toContain(mission);
  });

  it('keeps each company’s requests to itself', async () => {
    const id = await leave({ startDate: '2027-06-07', endDate: '2027-06-07' });
    const m = (await api('post', `${M}/create`, 'employee').send({ missionType: 1, startDate: '2027-06-12', endDate: '2027-06-12', missionLocation: 'رشت' }).expect(200)).body.value.id as number;
    for (const [base, rowId] of [[L, id], [M, m]] as const) {
      await api('get', `${base}/getById?Id=${rowId}`, 'outsider').expect(404);
      await api('get', `${base}/getHistory?Id=${rowId}`, 'outsider').expect(404);
      expect((await step(base, 'submit', { id: rowId, version: 1 }, 'outsider')).status).toBe(404);
      const list = (await api('get', `${base}/getFiltered?pageIndex=1&pageSize=100`, 'outsider').expect(200)).body.value.data;
      expect(list.some((r: { id: number }) => r.id === rowId)).toBe(false);
    }
    // another company's person cannot be named, nor another company's leave extended
    await api('post', `${L}/create`, 'outsider').send({ leaveTypeId: types.T1, kind: 1, startDate: '2027-06-07', endDate: '2027-06-07' }).expect(400);
    await api('post', `${LX}/create`, 'outsider').send({ leaveRequestId: id, newEndDate: '2027-06-09' }).expect(400);
    await api('get', `${L}/getBalance?personnelId=${people.employee!.personnelId}&year=1405`, 'outsider').expect(404);
  });
});
