import { createHmac } from 'node:crypto';
import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, lastCode, refresh, signUpUser } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('sign-up, codes and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes a new user from sign-up through the code and a password to a session, and never answers a code', async () => {
    const mobileNumber = freshMobile();
    const before = new Date();
    const created = await t.http().post(`${USER}/create`).send({ mobileNumber: `+98 ${mobileNumber.slice(1)}`, firstName: 'سارا', lastName: 'احمدی' }).expect(200);
    expect(created.body.value).toEqual({ token: expect.any(String), expiresIn: 120, resendAfter: 1 });
    const code = await lastCode(t, mobileNumber, before);
    expect(JSON.stringify(created.body)).not.toContain(code);

    // not active until the number is proven
    const early = await t.http().post(`${USER}/login`).send({ mobileNumber, password: 'whatever-pass' }).expect(401);
    expect(early.body.message).toBe('شمارهٔ همراه یا رمز عبور نادرست است.');

    const verified = await t.http().post(`${USER}/verifyOtp`).send({ token: created.body.value.token, code }).expect(200);
    expect(verified.body.value).toEqual({ isValid: true, token: expect.any(String) });
    await t.http().put(`${USER}/setPass`).send({ token: verified.body.value.token, password: 'Karsaz-Strong-Pass-1' }).expect(200);
    // the password token is one use
    await t.http().put(`${USER}/setPass`).send({ token: verified.body.value.token, password: 'Another-Strong-Pass-2' }).expect(400);

    const login = await t.http().post(`${USER}/login`).send({ mobileNumber: '۰' + mobileNumber.slice(1).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]), password: 'Karsaz-Strong-Pass-1' }).expect(200);
    expect(login.body.value).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, scope: 'karsaz', token_type: 'Bearer' });
    const profile = await t.http().get(`${USER}/profile`).set(bearer(login.body.value.access_token)).expect(200);
    expect(profile.body.value).toMatchObject({ firstName: 'سارا', lastName: 'احمدی', mobileNumber, menus: [] });

    const stored = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const challenge = await t.infra.db.prisma.otpChallenge.findFirstOrThrow({ where: { mobileNumber, purpose: 'signup' } });
    expect(challenge.codeHash).not.toContain(code);
    expect(challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a registered number at sign-up like a new one, refuses an invalid mobile and weak passwords, with the field named', async () => {
    const u = await signUpUser(t);
    await new Promise((r) => setTimeout(r, 1100)); // the resend gap of sign-up codes to one number
    // auth-hardening.int.ts: the same answer as a new number, the owner texted instead of a code
    const again = await t.http().post(`${USER}/create`).set('Accept-Language', 'en').send({ mobileNumber: u.mobileNumber, firstName: 'a', lastName: 'b' }).expect(200);
    expect(again.body.value).toEqual({ token: expect.any(String), expiresIn: 120, resendAfter: 1 });
    const bad = await t.http().post(`${USER}/create`).send({ mobileNumber: '02112345678', firstName: 'a', lastName: 'b' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'mobileNumber', message: '«شمارهٔ همراه» باید شمارهٔ همراه ایرانی معتبر باشد (مانند ۰۹۱۲۱۲۳۴۵۶۷).' }]);
    const weak = await t.http().put(`${USER}/setPass`).set(bearer(u.tokens.access_token)).set('Accept-Language', 'en').send({ currentPassword: u.password, password: 'Xy7!abc' }).expect(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: '"password" must be at least 8 characters long.' }]);
    const long = await t.http().put(`${USER}/setPass`).set(bearer(u.tokens.access_token)).send({ currentPassword: u.password, password: 'x'.repeat(65) }).expect(400);
    expect(long.body.errors[0].field).toBe('password');
    const common = await t.http().put(`${USER}/setPass`).set(bearer(u.tokens.access_token)).send({ currentPassword: u.password, password: 'password123' }).expect(400);
    expect(common.body.errors).toEqual([{ field: 'password', message: 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.' }]);
  });

  it('makes a code one use, bound to its purpose, dead after 2 minutes', async () => {
    const u = await signUpUser(t);
    const before = new Date();
    const sent = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
    const code = await lastCode(t, u.mobileNumber, before);
    // another purpose's verification does not take it
    await t.http().post('/api/recruitment/v1/applicant/verifyOtp').send({ token: sent.body.value.token, code }).expect(400);
    const ok = await t.http().post(`${USER}/verifyOtp`).send({ token: sent.body.value.token, code }).expect(200);
    expect(ok.body.value).toMatchObject({ isValid: true, access_token: expect.any(String), refresh_token: expect.any(String) });
    const reuse = await t.http().post(`${USER}/verifyOtp`).set('Accept-Language', 'en').send({ token: sent.body.value.token, code }).expect(400);
    expect(reuse.body.errors[0].field).toBe('code');

    await new Promise((r) => setTimeout(r, 1100));
    const before2 = new Date();
    const sent2 = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
    const code2 = await lastCode(t, u.mobileNumber, before2);
    await t.infra.db.prisma.otpChallenge.updateMany({ where: { mobileNumber: u.mobileNumber, verifiedAt: null, killedAt: null }, data: { expiresAt: new Date() } });
    await t.http().post(`${USER}/verifyOtp`).send({ token: sent2.body.value.token, code: code2 }).expect(400);
  });

  it('kills the previous code on a resend and a code after 5 wrong tries', async () => {
    const u = await signUpUser(t);
    const t0 = new Date();
    const first = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
    const firstCode = await lastCode(t, u.mobileNumber, t0);
    await new Promise((r) => setTimeout(r, 1100));
    const t1 = new Date();
    const second = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'login' }).expect(200);
    await t.http().post(`${USER}/verifyOtp`).send({ token: first.body.value.token, code: firstCode }).expect(400);

    const secondCode = await lastCode(t, u.mobileNumber, t1);
    const wrong = secondCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.http().post(`${USER}/verifyOtp`).set('Accept-Language', 'en').send({ token: second.body.value.token, code: wrong }).expect(400);
      expect(r.body.message).toBe('The code is not correct.');
    }
    const dead = await t.http().post(`${USER}/verifyOtp`).set('Accept-Language', 'en').send({ token: second.body.value.token, code: secondCode }).expect(400);
    expect(dead.body.message).toBe('The code has expired or is no longer valid; ask for a new one.');
  });

  it('answers forgetPassword the same whether or not the number exists, sending nothing for an unknown one', async () => {
    const u = await signUpUser(t);
    const unknown = freshMobile();
    const a = await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: u.mobileNumber }).expect(200);
    const b = await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: unknown }).expect(200);
    expect(Object.keys(a.body.value).sort()).toEqual(Object.keys(b.body.value).sort());
    expect({ ...a.body.value, token: 'x' }).toEqual({ ...b.body.value, token: 'x' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.infra.db.prisma.devSms.count({ where: { mobileNumber: unknown } })).toBe(0);
    // the decoy never verifies, whatever the code
    for (const code of ['000000', '123456']) await t.http().post(`${USER}/verifyOtp`).send({ token: b.body.value.token, code }).expect(400);
  });

  it('resets a password with a code, ending every session', async () => {
    const u = await signUpUser(t);
    const t0 = new Date();
    const sent = await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: u.mobileNumber }).expect(200);
    const code = await lastCode(t, u.mobileNumber, t0);
    const v = await t.http().post(`${USER}/verifyOtp`).send({ token: sent.body.value.token, code }).expect(200);
    await t.http().put(`${USER}/setPass`).send({ token: v.body.value.token, password: 'Reset-Strong-Pass-9' }).expect(200);
    await t.http().get(`${USER}/profile`).set(bearer(u.tokens.access_token)).expect(401);
    await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(401);
    await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: 'Reset-Strong-Pass-9' }).expect(200);
  });

  it('gives a locked or unknown account the same answer as a wrong password, and locks after 5 failures', async () => {
    const u = await signUpUser(t);
    const wrong = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: 'not-the-password' }).expect(401);
    const unknown = await t.http().post(`${USER}/login`).send({ mobileNumber: freshMobile(), password: 'not-the-password' }).expect(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    for (let i = 0; i < 4; i++) await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: 'not-the-password' }).expect(401);
    const locked = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(401);
    expect(locked.body.message).toBe(wrong.body.message);
  });

  it('writes every sign-in, failure, code send and check, refresh, reuse and logout to the audit log', async () => {
    const u = await signUpUser(t);
    await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: 'wrong-password-1' }).expect(401);
    const r1 = await refresh(t, u.tokens.refresh_token).expect(200);
    await t.infra.db.prisma.$executeRawUnsafe(`UPDATE refresh_token SET used_at = used_at - interval '1 minute' WHERE used_at IS NOT NULL`);
    await refresh(t, u.tokens.refresh_token).expect(400);
    const s2 = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    await t.http().post(`${USER}/logout`).set(bearer(s2.body.value.access_token)).send({}).expect(200);
    const events = (await t.infra.db.prisma.auditLog.findMany({ where: { OR: [{ userId: u.userId }, { data: { path: ['mobileNumber'], equals: u.mobileNumber } }] }, select: { event: true } })).map((e) => e.event);
    for (const e of ['sign-up', 'otp-send', 'otp-verify', 'password-set', 'sign-in', 'sign-in-failed', 'refresh', 'refresh-reuse', 'logout']) expect(events).toContain(e);
    expect(r1.body.refresh_token).toBeDefined();
  });
});

describe('rate limits shared through Redis', () => {
  it('limits code sends per number and per address with 429 and Retry-After, across API instances', async () => {
    const prefix = `karsaz-it-shared:${Date.now()}`;
    const env = { RATE_LIMIT_PREFIX: prefix, OTP_SENDS_PER_NUMBER: '2', OTP_SENDS_PER_ADDRESS: '4', OTP_RESEND_AFTER_SECONDS: '0' };
    const a = await startTestApp({ env });
    const b = await startTestApp({ env });
    try {
      const n = freshMobile();
      await a.http().post(`${USER}/forgetPassword`).send({ mobileNumber: n }).expect(200);
      await b.http().post(`${USER}/forgetPassword`).send({ mobileNumber: n }).expect(200);
      const third = await a.http().post(`${USER}/forgetPassword`).set('Accept-Language', 'en').send({ mobileNumber: n }).expect(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.body).toMatchObject({ isSuccess: false, message: 'Too many requests; please try again later.' });
      // per address: the fifth send from one address is refused whatever the number
      await b.http().post(`${USER}/forgetPassword`).send({ mobileNumber: freshMobile() }).expect(200);
      const perAddress = await a.http().post(`${USER}/forgetPassword`).send({ mobileNumber: freshMobile() }).expect(429);
      expect(perAddress.headers['retry-after']).toBeDefined();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('throttles sign-in failures per address', async () => {
    const t = await startTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS: '3' } });
    try {
      for (let i = 0; i < 3; i++) await t.http().post(`${USER}/login`).send({ mobileNumber: freshMobile(), password: 'not-the-password' }).expect(401);
      const r = await t.http().post(`${USER}/login`).send({ mobileNumber: freshMobile(), password: 'not-the-password' }).expect(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('spaces two sends to one number by the resend interval', async () => {
    const t = await startTestApp({ env: { OTP_RESEND_AFTER_SECONDS: '60' } });
    try {
      const n = freshMobile();
      await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: n }).expect(200);
      const r = await t.http().post(`${USER}/forgetPassword`).send({ mobileNumber: n }).expect(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(50);
    } finally {
      await t.close();
    }
  });
});

describe('tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores refresh tokens hashed and rotates them on every use', async () => {
    const u = await signUpUser(t);
    const rows = await t.infra.db.prisma.refreshToken.findMany({ where: { session: { userId: u.userId } } });
    expect(rows.map((r) => r.tokenHash)).not.toContain(u.tokens.refresh_token);
    const r1 = await refresh(t, u.tokens.refresh_token).expect(200);
    expect(r1.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, scope: 'karsaz', token_type: 'Bearer' });
    expect(r1.body.refresh_token).not.toBe(u.tokens.refresh_token);
    await refresh(t, r1.body.refresh_token).expect(200);
  });

  it('refuses a replayed old refresh token and ends its whole session', async () => {
    const u = await signUpUser(t);
    const r1 = await refresh(t, u.tokens.refresh_token).expect(200);
    await t.infra.db.prisma.$executeRawUnsafe(`UPDATE refresh_token SET used_at = used_at - interval '1 minute' WHERE used_at IS NOT NULL`);
    const replay = await refresh(t, u.tokens.refresh_token).expect(400);
    expect(replay.body.error).toBe('invalid_grant');
    // the thief's replay ended the family: the newest token and its access token are dead too
    expect((await refresh(t, r1.body.refresh_token).expect(400)).body.error).toBe('invalid_grant');
    await t.http().get(`${USER}/profile`).set(bearer(r1.body.access_token)).expect(401);
  });

  it('leaves one live chain when two refreshes race with one token', async () => {
    const u = await signUpUser(t);
    const results = await Promise.all([refresh(t, u.tokens.refresh_token), refresh(t, u.tokens.refresh_token), refresh(t, u.tokens.refresh_token)]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const session = await t.infra.db.prisma.authSession.findFirstOrThrow({ where: { userId: u.userId }, orderBy: { createdAt: 'desc' } });
    expect(session.revokedAt).toBeNull();
    expect(await t.infra.db.prisma.refreshToken.count({ where: { sessionId: session.id, usedAt: null } })).toBe(1);
    await refresh(t, ok[0].body.refresh_token).expect(200);
  });

  it('bounds a session by its absolute lifetime', async () => {
    const u = await signUpUser(t);
    await t.infra.db.prisma.authSession.updateMany({ where: { userId: u.userId }, data: { expiresAt: new Date() } });
    expect((await refresh(t, u.tokens.refresh_token).expect(400)).body.error).toBe('invalid_grant');
    await t.http().get(`${USER}/profile`).set(bearer(u.tokens.access_token)).expect(401);
  });

  it('ends sessions on logout, password change and disabling the user', async () => {
    const u = await signUpUser(t);
    await t.http().post(`${USER}/logout`).set(bearer(u.tokens.access_token)).send({}).expect(200);
    await t.http().get(`${USER}/profile`).set(bearer(u.tokens.access_token)).expect(401);
    await refresh(t, u.tokens.refresh_token).expect(400);

    const s1 = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    const s2 = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    await t.http().put(`${USER}/setPass`).set(bearer(s1.body.value.access_token)).send({ currentPassword: u.password, password: 'Changed-Strong-Pass-3' }).expect(200);
    await t.http().get(`${USER}/profile`).set(bearer(s2.body.value.access_token)).expect(401);
    await t.http().get(`${USER}/profile`).set(bearer(s1.body.value.access_token)).expect(200);

    const admin = await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200);
    await t.http().post(`${USER}/disable`).set(bearer(admin.body.value.access_token)).send({ id: u.userId }).expect(200);
    await t.http().get(`${USER}/profile`).set(bearer(s1.body.value.access_token)).expect(401);
    await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: 'Changed-Strong-Pass-3' }).expect(401);
  });

  it('refuses tokens signed with none, for another audience, or expired', async () => {
    const u = await signUpUser(t);
    const [, payload] = u.tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const sign = (header: object, body: object) => {
      const data = `${b64(header)}.${b64(body)}`;
      return `${data}.${createHmac('sha256', 'integration-tests-secret-of-at-least-32-chars').update(data).digest('base64url')}`;
    };
    await t.http().get(`${USER}/profile`).set(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).expect(401);
    await t.http().get(`${USER}/profile`).set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'another-api' }))).expect(401);
    await t.http().get(`${USER}/profile`).set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 10 }))).expect(401);
    // the same claims signed properly pass, so the refusals above are for the reasons named
    await t.http().get(`${USER}/profile`).set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, claims))).expect(200);
    const none = await t.http().get(`${USER}/profile`).set('Accept-Language', 'en').expect(401);
    expect(none.body.message).toBe('Please sign in first.');
  });

  it('switches company with the refresh grant only to an assigned company, and checks the client', async () => {
    const admin = await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200);
    const companies = await t.http().get('/api/meta-data/v1/company/getFilteredCompanies?pageIndex=1&pageSize=10').set(bearer(admin.body.value.access_token)).expect(200);
    expect(companies.body.value.rowCount).toBe(2);
    const other = companies.body.value.data.find((c: { isDefault: boolean }) => !c.isDefault);
    await t.http().put('/api/meta-data/v1/thirdparty/UpdateUserCompany').set(bearer(admin.body.value.access_token)).send({ companyId: other.companyId }).expect(200);
    const switched = await refresh(t, admin.body.value.refresh_token, { company_id: String(other.companyId) }).expect(200);
    const claims = JSON.parse(Buffer.from(switched.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.company_id).toBe(other.companyId);
    const years = await t.http().get('/api/meta-data/v1/financial-period/getActiveFiltered').set(bearer(switched.body.access_token)).expect(200);
    expect(years.body.value.data.map((y: { year: number }) => y.year)).toEqual([1405, 1404]);

    const u = await signUpUser(t);
    expect((await refresh(t, u.tokens.refresh_token, { company_id: String(other.companyId) }).expect(400)).body.error).toBe('invalid_grant');
    const badClient = await refresh(t, switched.body.refresh_token, { client_secret: 'wrong' }).expect(401);
    expect(badClient.body.error).toBe('invalid_client');
    await t.http().put('/api/meta-data/v1/thirdparty/UpdateUserCompany').set(bearer(u.tokens.access_token)).send({ companyId: other.companyId }).expect(403);
  });

  it('checks the route’s menu and action against the caller’s roles', async () => {
    const u = await signUpUser(t);
    await t.http().get(`${USER}/gets`).set(bearer(u.tokens.access_token)).expect(403);
    const admin = await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200);
    const list = await t.http().get(`${USER}/gets?pageIndex=1&pageSize=5`).set(bearer(admin.body.value.access_token)).expect(200);
    expect(list.body.value.rowCount).toBeGreaterThan(1);
    expect(list.body.value.data.length).toBeLessThanOrEqual(5);
    const roles = await t.http().get(`/api/identity/role/v1/getsByUserId?userId=${list.body.value.data[0].id}`).set(bearer(admin.body.value.access_token)).expect(200);
    expect(roles.body.value[0].name).toBe('Administrator');
    await t.http().post(`${USER}/addRolesToUser`).set(bearer(admin.body.value.access_token)).send({ userId: u.userId, roleIds: [roles.body.value[0].id] }).expect(200);
    // the new role counts at once: the check reads the roles on each call
    await t.http().get(`${USER}/gets`).set(bearer(u.tokens.access_token)).expect(200);
  });
});

describe('applicants and single sign-on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers an applicant with a code; its token opens only applicant routes', async () => {
    const n = freshMobile();
    const t0 = new Date();
    const sent = await t.http().post('/api/recruitment/v1/applicant/sendOtp').send({ mobileNumber: n }).expect(200);
    const code = await lastCode(t, n, t0);
    const v = await t.http().post('/api/recruitment/v1/applicant/verifyOtp').send({ token: sent.body.value.token, code, firstName: 'نگار' }).expect(200);
    expect(v.body.value).toMatchObject({ isValid: true, scope: 'applicant', token_type: 'Bearer' });
    const me = await t.http().get('/api/recruitment/v1/applicant/profile').set(bearer(v.body.value.access_token)).expect(200);
    expect(me.body.value).toMatchObject({ mobileNumber: n, firstName: 'نگار' });
    await t.http().get(`${USER}/profile`).set(bearer(v.body.value.access_token)).expect(403);
    const staff = await signUpUser(t);
    await t.http().get('/api/recruitment/v1/applicant/profile').set(bearer(staff.tokens.access_token)).expect(403);
    const r = await refresh(t, v.body.value.refresh_token).expect(200);
    expect(r.body.scope).toBe('applicant');
  });

  it('signs another application in with an authorization code and PKCE', async () => {
    const redirect = 'https://hr.example.com/oauth2/callback';
    await t.infra.db.prisma.oAuthClient.upsert({ where: { id: 'hr-app' }, update: {}, create: { id: 'hr-app', name: 'HR', redirectUris: [redirect] } });
    const verifier = 'a'.repeat(20) + 'verifier-with-enough-entropy-1234567890';
    const challenge = require('node:crypto').createHash('sha256').update(verifier).digest('base64url');
    const query = `response_type=code&client_id=hr-app&redirect_uri=${encodeURIComponent(redirect)}&state=xyz&code_challenge=${challenge}&code_challenge_method=S256`;

    const anonymous = await t.http().get(`/connect/authorize?${query}`).expect(302);
    expect(anonymous.headers.location).toBe(`/common/auth/sign-in?callback=${encodeURIComponent(`/connect/authorize?${query}`)}`);
    await t.http().get(`/connect/authorize?${query.replace(encodeURIComponent(redirect), encodeURIComponent('https://evil.example.com/cb'))}`).expect(400);

    const u = await signUpUser(t);
    const auth = await t.http().get(`/connect/authorize?${query}`).set(bearer(u.tokens.access_token)).expect(200);
    const url = new URL(auth.body.value.redirectUrl);
    expect(url.origin + url.pathname).toBe(redirect);
    expect(url.searchParams.get('state')).toBe('xyz');
    const code = url.searchParams.get('code')!;
    const exchange = (v: string) => t.http().post('/connect/token').type('form').send({ grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: 'hr-app', code_verifier: v });
    expect((await exchange('wrong-verifier-wrong-verifier-wrong-verifier').expect(400)).body.error).toBe('invalid_grant');
    const tokens = await exchange(verifier).expect(200);
    expect(tokens.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'Bearer' });
    expect((await exchange(verifier).expect(400)).body.error).toBe('invalid_grant');
    await t.http().get(`${USER}/profile`).set(bearer(tokens.body.access_token)).expect(200);
  });
});
