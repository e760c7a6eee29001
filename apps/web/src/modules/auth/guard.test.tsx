import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PROFILE, failure, fakeServer, renderApp, storeStaffSession, tokenSet } from '../../test/fakeServer';

describe('the guard (spec §2, §6, §8)', () => {
  it('sends a visitor who is not signed in to sign-in, with the page and its query as the callback', async () => {
    const { location } = await renderApp('/common/setting?tab=2');
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fsetting%3Ftab%3D2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'به کارساز خوش آمدید' })).toBeDefined();
    expect(screen.getAllByTestId('auth-illustration')[0]?.getAttribute('data-illustration')).toBe('sign-in');
    await waitFor(() => expect(document.title).toBe('ورود'));
  });

  it('sends the root to sign-in with the dashboard as the callback', async () => {
    const { location } = await renderApp('/common/');
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fdashboard-2'));
  });

  it.each([
    ['/common/auth/sign-up', 'به جمع کاربران کارساز بپیوندید', 'sign-up', 'ثبت‌نام'],
    ['/common/auth/reset-password-request', 'رمز عبور را فراموش کرده‌اید؟', 'reset-password-request', 'بازیابی رمز عبور'],
    ['/common/auth/verify-mobile', 'ورود با رمز یک‌بارمصرف', 'verify-mobile', 'ورود با رمز یک‌بارمصرف'],
    ['/common/auth/verify-mobile-sign-up', 'شمارهٔ همراه خود را تأیید کنید', 'verify-mobile-sign-up', 'تأیید شمارهٔ همراه'],
    ['/common/auth/reset-password', 'رمز عبور تازه بسازید', 'reset-password', 'رمز عبور تازه'],
    ['/common/applicant-register', 'خوش آمدید، متقاضی گرامی', 'applicant-register', 'ورود متقاضیان'],
    ['/common/oauth2/callback', 'در حال اعتبارسنجی', 'oauth2-callback', 'اعتبارسنجی'],
  ])('lets a visitor open %s, with its welcome title, illustration and page title', async (path, heading, illustration, title) => {
    const { location } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(location().startsWith(path)).toBe(true);
    expect(screen.getAllByTestId('auth-illustration').map((svg) => svg.getAttribute('data-illustration'))).toContain(illustration);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('sends a signed-in user who opens an auth page to the dashboard', async () => {
    storeStaffSession();
    const { location } = await renderApp('/common/auth/sign-up');
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
  });

  it('clears the tokens and goes to sign-in with the callback when the profile cannot be loaded', async () => {
    storeStaffSession();
    const server = fakeServer({ 'GET /api/identity/user/v1/profile': failure(500, 'خطایی رخ داده است.') });
    const { location } = await renderApp('/common/profile', { server });
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fprofile'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
  });

  it('keeps the session when the profile call never reached the server, and tries again on request', async () => {
    // the router reports the error of the page it could not open
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeStaffSession();
    let online = false;
    const server = fakeServer({
      'GET /api/identity/user/v1/profile': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return ADMIN_PROFILE;
      },
    });
    const { location } = await renderApp('/common/profile', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'پاسخی از سرور دریافت نشد.' })).toBeDefined();
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'پروفایل کاربری' })).toBeDefined();
    expect(location()).toBe('/common/profile');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error in route match'));
    vi.restoreAllMocks();
  });

  it('a 401 on any later call ends the session and leads to sign-in with the current page', async () => {
    storeStaffSession();
    const server = fakeServer({ 'GET /api/health': failure(401, 'ابتدا وارد سامانه شوید.') });
    const { location } = await renderApp('/common/dashboard-2', { server });
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fdashboard-2'));
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
  });

  it('a 403 for a missing permission keeps the session: the page stays and the user is still signed in (issue 11)', async () => {
    storeStaffSession();
    const server = fakeServer({ 'GET /api/health': failure(403, 'شما به این بخش دسترسی ندارید.') });
    const { location } = await renderApp('/common/dashboard-2', { server });
    await waitFor(() => expect(server.callsTo('GET', '/api/health').length).toBeGreaterThan(0));
    expect(await screen.findByTestId('user-name')).toBeDefined();
    expect(location()).toBe('/common/dashboard-2');
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
    expect(window.localStorage.getItem('isLoggedIn')).not.toBe('false');
  });

  it('refreshes an expiring token before loading the profile', async () => {
    storeStaffSession(tokenSet(1, 30));
    const server = fakeServer({ 'POST /connect/token': tokenSet(2) });
    const { location } = await renderApp('/common/dashboard-2', { server });
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
    expect(server.callsTo('POST', '/connect/token')[0]?.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'karsaz-web',
      client_secret: 'karsaz-web',
    });
    expect(server.callsTo('GET', '/api/identity/user/v1/profile')[0]?.authorization).toBe('Bearer access-2');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('a refused refresh signs out and leads to sign-in', async () => {
    storeStaffSession(tokenSet(1, 30));
    const server = fakeServer({
      'POST /connect/token': new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'the refresh token is revoked' }), { status: 400 }),
    });
    const { location } = await renderApp('/common/profile', { server });
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fprofile'));
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });

  it('in single-sign-on mode a reload gets a new access token with the stored refresh token, and keeps it in memory', async () => {
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('sso', 'true');
    const server = fakeServer({ 'POST /connect/token': tokenSet(2) });
    const { location } = await renderApp('/common/dashboard-2', { server });
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
    expect(await screen.findByTestId('user-name')).toBeDefined();
    expect(server.callsTo('GET', '/api/identity/user/v1/profile')[0]?.authorization).toBe('Bearer access-2');
    expect({ ...window.localStorage }).toEqual({ refresh_token: 'refresh-2', sso: 'true' });
  });

  it('sends an applicant without a session from the applicant dashboard to registration', async () => {
    const { location } = await renderApp('/common/applicant-dashboard');
    await waitFor(() => expect(location()).toBe('/common/applicant-register'));
  });
});
