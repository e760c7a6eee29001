import { createServer, type Server } from 'node:http';
import { startTestApp, type TestApp, waitFor } from './support';
import { USER, freshMobile, signUpUser, adminToken } from './identity-support';

const OTP = '/api/identity/otp/v1';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });


/** The /otp-2 page's API: the codes sent, why one did not arrive, and lifting a number's send block. */
describe('one-time codes for support staff (/otp-2)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { OTP_SENDS_PER_NUMBER: '2', OTP_RESEND_AFTER_SECONDS: '0' } });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('lists the codes sent with their purpose, delivery and tries, the code only outside production, and searches by number, purpose, status and day', async () => {
    const u = await signUpUser(t);
    const challenge = (await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200)).body.value;
    const sent = await waitFor(async () => {
      const r = await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&purpose=login`).set(bearer(admin)).expect(200);
      return r.body.value.data[0]?.deliveryStatus === 1 ? r.body.value : null;
    });
    expect(sent.rowCount).toBe(1);
    const row = sent.data[0];
    expect(row).toMatchObject({ mobileNumber: u.mobileNumber, purpose: 'login', deliveryStatus: 1, deliveryAttempts: 1, deliveryError: null, attempts: 0, state: 'live' });
    expect(row.sentAt).toEqual(expect.any(String));
    // the code is the one the development provider "sent" (this is not production)
    const sms = await t.infra.db.prisma.devSms.findFirstOrThrow({ where: { localId: `otp-${row.id}` } });
    expect(row.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(row.code);

    // a wrong code counts as a try, and the page shows it
    const wrong = row.code === '000000' ? '111111' : '000000';
    await t.http().post(`${USER}/verifyOtp`).send({ token: challenge.token, code: wrong }).expect(400);
    const r2 = await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&purpose=login`).set(bearer(admin)).expect(200);
    expect(r2.body.value.data[0]).toMatchObject({ attempts: 1, state: 'live' });

    // the sign-up code of the same number is there too; the purpose filter tells them apart
    const all = await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}`).set(bearer(admin)).expect(200);
    expect(all.body.value.rowCount).toBe(2);
    expect(all.body.value.data.map((r: { purpose: string }) => r.purpose)).toEqual(['login', 'signup']);
    expect(all.body.value.data[1].state).toBe('verified');
    // status and day filters
    const failed = await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&deliveryStatus=2`).set(bearer(admin)).expect(200);
    expect(failed.body.value.rowCount).toBe(0);
    const today = new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 3.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&fromDate=${today}&toDate=${today}`).set(bearer(admin)).expect(200)).body.value.rowCount).toBe(2);
    expect((await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&toDate=${yesterday}`).set(bearer(admin)).expect(200)).body.value.rowCount).toBe(0);
    // paging: rowCount counts every match
    const page = await t.http().get(`${OTP}/getFiltered?searchTerm=${u.mobileNumber}&pageSize=1&pageIndex=2`).set(bearer(admin)).expect(200);
    expect(page.body.value).toMatchObject({ rowCount: 2, data: [{ purpose: 'signup' }] });
  });

  it('shows a reset code for an unknown number as not sent (a decoy), and bad filters answer 400 with the field', async () => {
    const unknown = freshMobile();
    await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: unknown }).expect(200);
    const r = await t.http().get(`${OTP}/getFiltered?searchTerm=${unknown}`).set(bearer(admin)).expect(200);
    expect(r.body.value.data).toEqual([expect.objectContaining({ purpose: 'reset', deliveryStatus: 3, code: null })]);
    const bad = await t.http().get(`${OTP}/getFiltered?deliveryStatus=9&purpose=x&fromDate=soon`).set(bearer(admin)).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['deliveryStatus', 'fromDate', 'purpose']);
    await t.http().post(`${OTP}/unblock`).set(bearer(admin)).send({ mobileNumber: '12' }).expect(400);
  });

  it('shows a number’s send block and lets support lift it, audited with who did it; the number then gets a code again', async () => {
    const u = await signUpUser(t); // the sign-up spent one of the number's two sends
    await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
    await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(429);
    const block = await t.http().get(`${OTP}/getNumberBlock?mobileNumber=${u.mobileNumber}`).set(bearer(admin)).expect(200);
    expect(block.body.value).toMatchObject({ mobileNumber: u.mobileNumber, blocked: true, sendsUsed: 2, sendsAllowed: 2, lastLiftedBy: null });
    expect(block.body.value.secondsLeft).toBeGreaterThan(0);

    const lifted = await t.http().post(`${OTP}/unblock`).set(bearer(admin)).send({ mobileNumber: u.mobileNumber }).expect(200);
    expect(lifted.body.value).toMatchObject({ blocked: false, sendsUsed: 0, secondsLeft: 0, lastLiftedBy: '09120000000' });
    expect(lifted.body.value.lastLiftedAt).toEqual(expect.any(String));
    const adminUser = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' } });
    const audit = await t.infra.db.prisma.auditLog.findMany({ where: { event: 'otp-unblock', entityId: u.mobileNumber } });
    expect(audit).toEqual([expect.objectContaining({ userId: adminUser.id, entity: 'otp-number', data: expect.objectContaining({ wasBlocked: true, sendsUsed: 2 }) })]);
    await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
  });

  it('is closed to a user without the page’s permission: 403 to read, 403 to lift', async () => {
    const u = await signUpUser(t);
    await t.http().get(`${OTP}/getFiltered`).set(bearer(u.tokens.access_token)).expect(403);
    await t.http().post(`${OTP}/unblock`).set(bearer(u.tokens.access_token)).send({ mobileNumber: u.mobileNumber }).expect(403);
    await t.http().get(`${OTP}/getFiltered`).expect(401);
  });
});

describe('a code the SMS provider refused (/otp-2 tells why it did not arrive)', () => {
  let t: TestApp;
  let provider: Server;
  let admin: string;
  beforeAll(async () => {
    // a test double of Kavenegar that refuses every send (no credit)
    provider = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ return: { status: 418, message: 'credit is not enough' }, entries: null }));
      });
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const port = (provider.address() as { port: number }).port;
    t = await startTestApp({ env: { KAVENEGAR_API_KEY: 'test-key', KAVENEGAR_BASE_URL: `http://127.0.0.1:${port}` } });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => provider.close(r));
  });

  it('keeps the provider’s error and the tries on the code, its status queued while the tries last', async () => {
    const mobileNumber = freshMobile();
    await t.http().post(`${USER}/create`).send({ mobileNumber, firstName: 'رضا', lastName: 'کریمی' }).expect(200);
    const row = await waitFor(async () => {
      const r = await t.http().get(`${OTP}/getFiltered?searchTerm=${mobileNumber}`).set(bearer(admin)).expect(200);
      return r.body.value.data[0]?.deliveryError ? r.body.value.data[0] : null;
    });
    expect(row).toMatchObject({ purpose: 'signup', deliveryStatus: 0, code: null });
    expect(row.deliveryAttempts).toBeGreaterThanOrEqual(1);
    expect(row.deliveryError).toContain('credit is not enough');
  });
});
