import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startFlow, updateFlow } from '../../core/auth/flow';
import { failure, fakeServer, renderApp, tokenSet, type SeenCall } from '../../test/fakeServer';

const challenge = (token: string) => ({ token, expiresIn: 120, resendAfter: 60 });

/** Types into the six code boxes as a paste would (Mantine PinInput takes a whole code in one box). */
function typeCode(code: string) {
  const boxes = screen.getAllByRole('textbox', { name: 'کد تأیید' });
  expect(boxes).toHaveLength(6);
  fireEvent.change(boxes[0]!, { target: { value: code } });
}

describe('sign-up (/auth/sign-up)', () => {
  it('asks for the names and the mobile number', async () => {
    const { server } = await renderApp('/common/auth/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'به جمع کاربران کارساز بپیوندید' });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    expect(await screen.findByText('«نام» را وارد کنید.')).toBeDefined();
    expect(screen.getByText('«نام خانوادگی» را وارد کنید.')).toBeDefined();
    expect(screen.getByText('شمارهٔ همراه را وارد کنید.')).toBeDefined();
    expect(server.callsTo('POST', '/api/identity/user/v1/create')).toHaveLength(0);
  });

  it('opens the code page for a registered number as for a new one, with a way to sign in or reset', async () => {
    // the API answers a registered number like a new one and texts its owner instead of a code
    const server = fakeServer({ 'POST /api/identity/user/v1/create': challenge('otp-decoy') });
    const { location } = await renderApp('/common/auth/sign-up', { server });
    await screen.findByRole('heading', { level: 1, name: 'به جمع کاربران کارساز بپیوندید' });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام' }), { target: { value: 'سارا' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام خانوادگی' }), { target: { value: 'رضایی' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'شمارهٔ همراه' }), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    await waitFor(() => expect(location()).toBe('/common/auth/verify-mobile-sign-up'));
    const hint = await screen.findByTestId('registered-hint');
    expect(hint.textContent).toContain('اگر این شماره پیش‌تر ثبت‌نام کرده باشد');
    expect(within(hint).getByRole('link', { name: 'وارد شوید' }).getAttribute('href')).toBe('/common/auth/sign-in');
    expect(within(hint).getByRole('link', { name: 'رمز عبور را بازیابی کنید' }).getAttribute('href')).toBe('/common/auth/reset-password-request');
  });

  it('creates the user, keeps the flow in sessionStorage and opens the code page', async () => {
    const server = fakeServer({ 'POST /api/identity/user/v1/create': challenge('otp-signup') });
    const { location } = await renderApp('/common/auth/sign-up', { server });
    await screen.findByRole('heading', { level: 1, name: 'به جمع کاربران کارساز بپیوندید' });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام' }), { target: { value: ' سارا ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام خانوادگی' }), { target: { value: 'رضایی' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'شمارهٔ همراه' }), { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    await waitFor(() => expect(location()).toBe('/common/auth/verify-mobile-sign-up'));
    expect(server.callsTo('POST', '/api/identity/user/v1/create')[0]?.body).toEqual({ mobileNumber: '09121234567', firstName: 'سارا', lastName: 'رضایی' });
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow')!)).toMatchObject({ purpose: 'signup', mobileNumber: '09121234567', token: 'otp-signup' });
  });
});

describe('verify the sign-up (/auth/verify-mobile-sign-up)', () => {
  it('without a sign-up in progress, leads back to sign-up', async () => {
    await renderApp('/common/auth/verify-mobile-sign-up');
    expect(await screen.findByTestId('no-flow')).toHaveProperty('textContent', 'ثبت‌نام ناتمامی در این مرورگر پیدا نشد؛ ثبت‌نام را از ابتدا آغاز کنید.');
    expect(screen.getByRole('link', { name: 'آغاز ثبت‌نام' }).getAttribute('href')).toBe('/common/auth/sign-up');
  });

  it('checks the code, then the password, then finishes: setPass, notice, sign-in with the number filled in', async () => {
    startFlow('signup', '09121234567', challenge('otp-signup'));
    const server = fakeServer({
      'POST /api/identity/user/v1/verifyOtp': ({ body }: SeenCall) =>
        (body as { code: string }).code === '123456' ? { isValid: true, token: 'grant-1' } : failure(400, 'کد تأیید نادرست است.', [{ field: 'code', message: 'کد تأیید نادرست است.' }]),
      'PUT /api/identity/user/v1/setPass': { id: 7 },
    });
    const { location } = await renderApp('/common/auth/verify-mobile-sign-up', { server });
    await screen.findByRole('heading', { level: 1, name: 'شمارهٔ همراه خود را تأیید کنید' });
    expect(screen.getByTestId('code-hint').textContent).toContain('۰۹۱۲۱۲۳۴۵۶۷');

    fireEvent.click(screen.getByRole('button', { name: 'تأیید کد' }));
    expect(await screen.findByText('کد تأیید را وارد کنید.')).toBeDefined();
    typeCode('۱۲۳');
    fireEvent.click(screen.getByRole('button', { name: 'تأیید کد' }));
    expect(await screen.findByText('کد تأیید ۶ رقم است.')).toBeDefined();

    // a wrong code: the server's message under the boxes, once
    typeCode('۶۵۴۳۲۱');
    expect(await screen.findByText('کد تأیید نادرست است.')).toBeDefined();
    expect(screen.queryByTestId('form-error')).toBeNull();

    // Persian digits, sent as ASCII; the six digits verify at once
    typeCode('۱۲۳۴۵۶');
    expect(await screen.findByTestId('mobile-verified')).toBeDefined();
    expect(server.callsTo('POST', '/api/identity/user/v1/verifyOtp').map((c) => c.body)).toEqual([
      { token: 'otp-signup', code: '654321' },
      { token: 'otp-signup', code: '123456' },
    ]);

    const password = () => screen.getByLabelText(/^رمز عبور/);
    const repeat = () => screen.getByLabelText(/^تکرار رمز عبور/);
    const finish = () => fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور و پایان ثبت‌نام' }));
    finish();
    expect(await screen.findByText('رمز عبور را وارد کنید.')).toBeDefined();
    expect(screen.getByText('رمز عبور را دوباره وارد کنید.')).toBeDefined();
    fireEvent.change(password(), { target: { value: 'short' } });
    fireEvent.change(repeat(), { target: { value: 'short' } });
    finish();
    expect(await screen.findByText('رمز عبور باید دست‌کم ۸ و حداکثر ۶۴ نویسه باشد.')).toBeDefined();
    fireEvent.change(password(), { target: { value: 'a-long-enough-secret' } });
    fireEvent.change(repeat(), { target: { value: 'a-long-enough-secreT' } });
    finish();
    expect(await screen.findByText('تکرار رمز عبور با خود رمز یکسان نیست.')).toBeDefined();
    fireEvent.change(repeat(), { target: { value: 'a-long-enough-secret' } });
    finish();

    await waitFor(() => expect(location()).toBe('/common/auth/sign-in'));
    expect(server.callsTo('PUT', '/api/identity/user/v1/setPass')[0]?.body).toEqual({ token: 'grant-1', password: 'a-long-enough-secret' });
    expect(await screen.findByText('ثبت‌نام شما کامل شد؛ اکنون با شمارهٔ همراه و رمز عبور وارد شوید.')).toBeDefined();
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'شمارهٔ همراه' })).toHaveProperty('value', '09121234567');
  });

  it('a password token that ran out leads back to the code step', async () => {
    updateFlow(startFlow('signup', '09121234567', challenge('otp-signup')), { passwordToken: 'old-grant' });
    const server = fakeServer({
      'PUT /api/identity/user/v1/setPass': failure(400, 'مهلت تعیین رمز عبور گذشته است؛ دوباره کد تأیید بگیرید.', [{ field: 'token', message: 'The password token is not valid.' }]),
    });
    await renderApp('/common/auth/verify-mobile-sign-up', { server });
    fireEvent.change(await screen.findByLabelText(/^رمز عبور/), { target: { value: 'a-long-enough-secret' } });
    fireEvent.change(screen.getByLabelText(/^تکرار رمز عبور/), { target: { value: 'a-long-enough-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور و پایان ثبت‌نام' }));
    expect(await screen.findByText('مهلت تعیین رمز عبور گذشته است؛ دوباره کد تأیید بگیرید.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'تأیید کد' })).toBeDefined();
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow')!).passwordToken).toBeUndefined();
  });

  it('counts down to the resend, then sends a new code with purpose signup', async () => {
    const flow = startFlow('signup', '09121234567', { token: 'otp-1', expiresIn: 120, resendAfter: 0 });
    const server = fakeServer({ 'POST /api/identity/user/v1/sendOtp': challenge('otp-2') });
    await renderApp('/common/auth/verify-mobile-sign-up', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'ارسال دوباره کد' }));
    expect(await screen.findByText('کد تازه‌ای برای شما پیامک شد.')).toBeDefined();
    expect(server.callsTo('POST', '/api/identity/user/v1/sendOtp')[0]?.body).toEqual({ mobileNumber: flow.mobileNumber, purpose: 'signup' });
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow')!).token).toBe('otp-2');
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/^ارسال دوباره کد تا ۱:[۰-۵][۰-۹] دیگر$/);
  });
});

describe('code sign-in (/auth/verify-mobile)', () => {
  it('signs in with the code, flushes the flow and returns to the callback', async () => {
    startFlow('login', '09120000000', challenge('otp-login'));
    const server = fakeServer({ 'POST /api/identity/user/v1/verifyOtp': { isValid: true, token: 'access-5', ...tokenSet(5) } });
    const { location } = await renderApp('/common/auth/verify-mobile?callback=%2Fprofile', { server });
    await screen.findByRole('heading', { level: 1, name: 'ورود با رمز یک‌بارمصرف' });
    typeCode('٠٩٨٧٦٥');
    await waitFor(() => expect(location()).toBe('/common/profile'));
    expect(server.callsTo('POST', '/api/identity/user/v1/verifyOtp')[0]?.body).toEqual({ token: 'otp-login', code: '098765' });
    expect(window.localStorage.getItem('access_token')).toBe('access-5');
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
  });

  it('an expired code says so on the code field', async () => {
    startFlow('login', '09120000000', challenge('otp-login'));
    const message = 'کد تأیید منقضی شده یا دیگر معتبر نیست؛ کد تازه‌ای درخواست کنید.';
    const server = fakeServer({ 'POST /api/identity/user/v1/verifyOtp': failure(400, message, [{ field: 'code', message }]) });
    await renderApp('/common/auth/verify-mobile', { server });
    await screen.findByRole('heading', { level: 1, name: 'ورود با رمز یک‌بارمصرف' });
    typeCode('111111');
    expect(await screen.findByText(message)).toBeDefined();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});

describe('password reset', () => {
  it('asks for a valid number, sends the reset code and opens the reset page', async () => {
    const server = fakeServer({ 'POST /api/identity/user/v1/forgetPassword': challenge('otp-reset') });
    const { location } = await renderApp('/common/auth/reset-password-request', { server });
    await screen.findByRole('heading', { level: 1, name: 'رمز عبور را فراموش کرده‌اید؟' });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد بازیابی' }));
    expect(await screen.findByText('شمارهٔ همراه را وارد کنید.')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'شمارهٔ همراه' }), { target: { value: '0912 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد بازیابی' }));
    await waitFor(() => expect(location()).toBe('/common/auth/reset-password'));
    expect(server.callsTo('POST', '/api/identity/user/v1/forgetPassword')[0]?.body).toEqual({ mobileNumber: '09121234567' });
  });

  it('verifies the code once; a refused password is shown on its field and corrected without a new code', async () => {
    startFlow('reset', '09121234567', challenge('otp-reset'));
    let attempts = 0;
    const server = fakeServer({
      'POST /api/identity/user/v1/verifyOtp': { isValid: true, token: 'grant-r' },
      'PUT /api/identity/user/v1/setPass': () =>
        ++attempts === 1
          ? failure(400, 'اطلاعات ارسال‌شده نامعتبر است.', [{ field: 'password', message: 'این رمز عبور بسیار رایج است.' }])
          : { id: 7 },
    });
    const { location } = await renderApp('/common/auth/reset-password', { server });
    await screen.findByRole('heading', { level: 1, name: 'رمز عبور تازه بسازید' });
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور تازه' }));
    save();
    expect(await screen.findByText('کد تأیید را وارد کنید.')).toBeDefined();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeDefined();

    typeCode('123456');
    fireEvent.change(screen.getByLabelText(/^رمز عبور تازه/), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText(/^تکرار رمز عبور/), { target: { value: 'password123' } });
    save();
    expect(await screen.findByText('این رمز عبور بسیار رایج است.')).toBeDefined();
    expect(screen.getByTestId('code-verified')).toBeDefined();

    fireEvent.change(screen.getByLabelText(/^رمز عبور تازه/), { target: { value: 'a-better-pass-1404' } });
    fireEvent.change(screen.getByLabelText(/^تکرار رمز عبور/), { target: { value: 'a-better-pass-1404' } });
    save();
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in'));
    expect(server.callsTo('POST', '/api/identity/user/v1/verifyOtp')).toHaveLength(1);
    expect(server.callsTo('PUT', '/api/identity/user/v1/setPass').map((c) => c.body)).toEqual([
      { token: 'grant-r', password: 'password123' },
      { token: 'grant-r', password: 'a-better-pass-1404' },
    ]);
    expect(await screen.findByText('رمز عبور شما تغییر کرد؛ با رمز تازه وارد شوید.')).toBeDefined();
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
  });
});
