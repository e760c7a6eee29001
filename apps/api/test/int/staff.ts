import type { TestApp } from './support';
import { USER } from './identity-support';

let made = 0;

/**
 * A member of staff for a chain's level: a person (third party) who is a user of the company, holding the role,
 * signed in. `prefix` (4 digits, `09xx`) keeps one suite's mobiles apart from another's running beside it.
 */
export async function staffUser(
  t: TestApp,
  o: { role: string; companyId: number; passwordHash: string; password: string; prefix: string },
): Promise<{ token: string; userId: number; thirdPartyId: number }> {
  const p = t.infra.db.prisma;
  const n = ++made;
  const mobile = `${o.prefix}${String(Date.now() % 100000).padStart(5, '0')}${String(n % 100).padStart(2, '0')}`;
  const tp = await p.thirdParty.create({ data: { kind: 1, firstName: o.role, lastName: `${n}`, fullName: `${o.role} ${n}`, mobileNumber: mobile } });
  const user = await p.user.create({
    data: { thirdPartyId: tp.id, mobileNumber: mobile, passwordHash: o.passwordHash, currentCompanyId: o.companyId, mobileVerifiedAt: new Date(), passwordSetAt: new Date() },
  });
  const role = await p.role.findUniqueOrThrow({ where: { name: o.role } });
  await p.userRole.create({ data: { userId: user.id, roleId: role.id } });
  await p.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId: o.companyId, isDefault: true } });
  const token = (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: o.password }).expect(200)).body.value.access_token as string;
  return { token, userId: user.id, thirdPartyId: tp.id };
}
