import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation } from '../../core/auth/documentNavigation';
import { failure, fakeServer, renderApp, storeStaffSession, tokenSet } from '../../test/fakeServer';

const mobileField = () => screen.getByRole('textbox', { name: 'شمارهٔ همراه' });
const passwordField = () => screen.getByLabelText(/^رمز عبور/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ورود' }));

async function signInPage(path = '/common/auth/sign-in', server = fakeServer({ 'POST /api/identity/user/v1/login': tokenSet(1) })) {
  const app = await renderApp(path, { server });
  await screen.findByRole('heading', { level: 1, name: 'به کارساز خوش آمدید' });
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in: validation messages', () => {
  it('asks for the mobile number and the password, without calling the API', async () => {
    const { server } = await signInPage();
    submit();
    expect(await screen.findByText('شمارهٔ همراه را وارد کنید.')).toBeDefined();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeDefined();
    expect(mobileField().getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/identity/user/v1/login')).toHaveLength(0);
  });

  it('refuses a number that is not an Iranian mobile number', async () => {
    await signInPage();
    fireEvent.change(mobileField(), { target: { value: '۱۲۳۴۵' } });
    fireEvent.change(passwordField(), { target: { value: 'secret-pass' } });
    submit();
    expect(await screen.findByText('شمارهٔ همراه معتبر نیست؛ آن را مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.')).toBeDefined();
  });

  it('clears a field’s message once it is edited', async () => {
    await signInPage();
    submit();
    await screen.findByText('رمز عبور را وارد کنید.');
    fireEvent.change(passwordField(), { target: { value: 'x' } });
    expect(screen.queryByText('رمز عبور را وارد کنید.')).toBeNull();
  });

  it('shows the English messages in English', async () => {
    await renderApp('/common/auth/sign-in', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Karsaz' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your mobile number.')).toBeDefined();
    expect(screen.getByText('Enter the password.')).toBeDefined();
  });
});

describe('sign-in: the call', () => {
  it('shows the server’s message for a wrong password and stays signed out', async () => {
    const server = fakeServer({ 'POST /api/identity/user/v1/login': failure(401, 'شمارهٔ همراه یا رمز عبور نادرست است.') });
    const { location } = await signInPage('/common/auth/sign-in', server);
    fireEvent.change(mobileField(), { target: { value: '09120000000' } });
    fireEvent.change(passwordField(), { target: { value: 'wrong-password' } });
    submit();
    const alert = await screen.findByTestId('form-error');
    expect(within(alert).getByText('شمارهٔ همراه یا رمز عبور نادرست است.')).toBeDefined();
    expect(location()).toBe('/common/auth/sign-in');
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('tells how long to wait after too many attempts (429 Retry-After)', async () => {
    const server = fakeServer({
      'POST /api/identity/user/v1/login': failure(429, 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.', [], { 'Retry-After': '30' }),
    });
    await signInPage('/common/auth/sign-in', server);
    fireEvent.change(mobileField(), { target: { value: '09120000000' } });
    fireEvent.change(passwordField(), { target: { value: 'secret-pass' } });
    submit();
    expect(await screen.findByText('تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید. ۳۰ ثانیهٔ دیگر دوباره تلاش کنید.')).toBeDefined();
  });

  it('says the server did not answer when the call fails on the way', async () => {
    const server = fakeServer({
      'POST /api/identity/user/v1/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signInPage('/common/auth/sign-in', server);
    fireEvent.change(mobileField(), { target: { value: '09120000000' } });
    fireEvent.change(passwordField(), { target: { value: 'secret-pass' } });
    submit();
    expect(await screen.findByText('پاسخی از سرور دریافت نشد؛ اتصال خود را بررسی کنید و دوباره تلاش کنید.')).toBeDefined();
  });

  it('signs in with a Persian-digit number, stores the session and returns to the callback', async () => {
    const { server, location } = await signInPage('/common/auth/sign-in?callback=%2Fsetting%3Ftab%3Dlanguage');
    fireEvent.change(mobileField(), { target: { value: '۰۹۱۲ ۰۰۰ ۰۰۰۰' } });
    fireEvent.change(passwordField(), { target: { value: 'karsaz-demo-1404' } });
    submit();
    await waitFor(() => expect(location()).toBe('/common/setting?tab=language'));
    expect(server.callsTo('POST', '/api/identity/user/v1/login')[0]?.body).toEqual({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' });
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(window.localStorage.getItem('scope')).toBe('karsaz');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(await screen.findByTestId('user-name')).toHaveProperty('textContent', 'مدیر سامانه');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'never follows the callback %s off the site: it goes to the dashboard',
    async (callback) => {
      const { location } = await signInPage(`/common/auth/sign-in?callback=${encodeURIComponent(callback)}`);
      fireEvent.change(mobileField(), { target: { value: '09120000000' } });
      fireEvent.change(passwordField(), { target: { value: 'karsaz-demo-1404' } });
      submit();
      await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
    },
  );

  it('completes a single-sign-on request in the callback with the new bearer and follows its redirectUrl', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const authorize = '/connect/authorize?response_type=code&client_id=karsaz-web&redirect_uri=%2Fcommon%2Foauth2%2Fcallback&state=st&code_challenge=ch&code_challenge_method=S256';
    const server = fakeServer({
      'POST /api/identity/user/v1/login': tokenSet(1),
      'GET /connect/authorize': { redirectUrl: '/common/oauth2/callback?code=c1&state=st' },
    });
    await signInPage(`/common/auth/sign-in?callback=${encodeURIComponent(authorize)}`, server);
    fireEvent.change(mobileField(), { target: { value: '09120000000' } });
    fireEvent.change(passwordField(), { target: { value: 'karsaz-demo-1404' } });
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/common/oauth2/callback?code=c1&state=st'));
    const call = server.callsTo('GET', '/connect/authorize')[0]!;
    expect(call.authorization).toBe('Bearer access-1');
    expect(call.query).toEqual({
      response_type: 'code',
      client_id: 'karsaz-web',
      redirect_uri: '/common/oauth2/callback',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
    expect(screen.getByText('در حال انتقال به سامانهٔ درخواست‌کننده…')).toBeDefined();
  });

  it('a signed-in user arriving with a single-sign-on request completes it at once', async () => {
    storeStaffSession();
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const server = fakeServer({ 'GET /connect/authorize': { redirectUrl: '/common/oauth2/callback?code=c2&state=s2' } });
    const authorize = '/connect/authorize?response_type=code&client_id=karsaz-web&state=s2';
    await renderApp(`/common/auth/sign-in?callback=${encodeURIComponent(authorize)}`, { server });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/common/oauth2/callback?code=c2&state=s2'));
  });

  it('asks for a one-time code for the number and goes to the code page with the callback', async () => {
    const server = fakeServer({ 'POST /api/identity/user/v1/sendOtp': { token: 'otp-login', expiresIn: 120, resendAfter: 60 } });
    const { location } = await signInPage('/common/auth/sign-in?callback=%2Fprofile', server);
    fireEvent.click(screen.getByRole('button', { name: 'ورود با رمز یک‌بارمصرف' }));
    expect(await screen.findByText('شمارهٔ همراه را وارد کنید.')).toBeDefined();
    fireEvent.change(mobileField(), { target: { value: '+98 912 000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود با رمز یک‌بارمصرف' }));
    await waitFor(() => expect(location()).toBe('/common/auth/verify-mobile?callback=%2Fprofile'));
    expect(server.callsTo('POST', '/api/identity/user/v1/sendOtp')[0]?.body).toEqual({ mobileNumber: '09120000000', purpose: 'login' });
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow')!)).toMatchObject({ purpose: 'login', mobileNumber: '09120000000', token: 'otp-login' });
    expect(await screen.findByTestId('code-hint')).toHaveProperty('textContent', expect.stringContaining('۰۹۱۲۰۰۰۰۰۰۰'));
  });
});
