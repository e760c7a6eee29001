import { tehranDate } from '@karsaz/domain';
import type { TestApp } from './support';
import { USER, freshMobile, lastCode, refresh } from './identity-support';

/** What recruitment's suites share: the administrator's tokens in the demo company and another, and an applicant's. */

const PASSWORD = 'karsaz-demo-1404';

/** The administrator's token in the default company (`staff`) and in another one (`staffB`), and the default's id. */
export async function recruiters(t: TestApp): Promise<{ staff: string; staffB: string; companyId: number }> {
  const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: PASSWORD }).expect(200)).body.value;
  const companyId = (await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: true } })).id;
  const companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyId)!.id;
  const staffB = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token as string;
  return { staff: login.access_token as string, staffB, companyId };
}

/** A new applicant signed up on the portal with a code: their token and mobile number. */
export async function applicantSignUp(t: TestApp, firstName?: string): Promise<{ token: string; mobile: string }> {
  const mobile = freshMobile();
  const t0 = new Date();
  const sent = await t.http().post('/api/recruitment/v1/applicant/sendOtp').send({ mobileNumber: mobile }).expect(200);
  const code = await lastCode(t, mobile, t0);
  const v = await t.http().post('/api/recruitment/v1/applicant/verifyOtp').send({ token: sent.body.value.token, code, ...(firstName ? { firstName } : {}) }).expect(200);
  return { token: v.body.value.access_token as string, mobile };
}

/** The day `days` from today in Tehran, as `YYYY-MM-DD` (an ad's dates). */
export const shift = (days: number) => new Date(Date.parse(`${tehranDate(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
