import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, renderApp, storeApplicantSession } from '../../test/fakeServer';

const applicantTokens = { isValid: true, access_token: 'app-access', refresh_token: 'app-refresh', expires_in: 900, scope: 'applicant', token_type: 'Bearer' };

describe('applicants', () => {
  it('register with a code, get their own session, see their dashboard and sign out', async () => {
    const server = fakeServer({
      'POST /api/recruitment/v1/applicant/sendOtp': { token: 'otp-app', expiresIn: 120, resendAfter: 60 },
      'POST /api/recruitment/v1/applicant/verifyOtp': applicantTokens,
      'GET /api/recruitment/v1/applicant/profile': { id: 12, mobileNumber: '09351234567', firstName: 'نیما', lastName: 'کاوه' },
      'POST /api/recruitment/v1/applicant/logout': null,
      'GET /api/recruitment/v1/applicant/jobAds': { data: [], rowCount: 0 },
    });
    const { location } = await renderApp('/common/applicant-register', { server });
    await screen.findByRole('heading', { level: 1, name: 'خوش آمدید، متقاضی گرامی' });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد ورود' }));
    expect(await screen.findByText('شمارهٔ همراه را وارد کنید.')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'شمارهٔ همراه' }), { target: { value: '۰۹۳۵۱۲۳۴۵۶۷' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام (اختیاری)' }), { target: { value: 'نیما' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام خانوادگی (اختیاری)' }), { target: { value: 'کاوه' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد ورود' }));

    const boxes = await screen.findAllByRole('textbox', { name: 'کد تأیید' });
    fireEvent.change(boxes[0]!, { target: { value: '۲۴۶۸۰۲' } });
    await waitFor(() => expect(location()).toBe('/common/applicant-dashboard'));
    expect(server.callsTo('POST', '/api/recruitment/v1/applicant/sendOtp')[0]?.body).toEqual({ mobileNumber: '09351234567' });
    expect(server.callsTo('POST', '/api/recruitment/v1/applicant/verifyOtp')[0]?.body).toEqual({ token: 'otp-app', code: '246802', firstName: 'نیما', lastName: 'کاوه' });
    // the applicant's token is kept apart from the staff session
    expect({ ...window.localStorage }).toEqual({
      applicant_access_token: 'app-access',
      applicant_refresh_token: 'app-refresh',
      applicant_expires_at: expect.stringMatching(/^\d+$/),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'سلام نیما کاوه' })).toBeDefined();
    expect(screen.getByTestId('applicant-mobile').textContent).toBe('۰۹۳۵۱۲۳۴۵۶۷');
    expect(server.callsTo('GET', '/api/recruitment/v1/applicant/profile')[0]?.authorization).toBe('Bearer app-access');
    await waitFor(() => expect(document.title).toBe('پیشخوان متقاضی'));

    fireEvent.click(screen.getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(location()).toBe('/common/applicant-register'));
    expect(server.callsTo('POST', '/api/recruitment/v1/applicant/logout')[0]?.authorization).toBe('Bearer app-access');
    expect({ ...window.localStorage }).toEqual({});
  });

  it('a 401 on the applicant’s calls sends the applicant to registration, not to the staff sign-in', async () => {
    storeApplicantSession();
    const server = fakeServer({ 'GET /api/recruitment/v1/applicant/profile': failure(401, 'ابتدا وارد سامانه شوید.') });
    const { location } = await renderApp('/common/applicant-dashboard', { server });
    await waitFor(() => expect(location()).toBe('/common/applicant-register'));
    expect(window.localStorage.getItem('applicant_refresh_token')).toBeNull();
  });

  it('a signed-in applicant opening registration goes to the dashboard', async () => {
    storeApplicantSession();
    const server = fakeServer({ 'GET /api/recruitment/v1/applicant/profile': { id: 3, mobileNumber: '09351234567', firstName: null, lastName: null }, 'GET /api/recruitment/v1/applicant/jobAds': { data: [], rowCount: 0 } });
    const { location } = await renderApp('/common/applicant-register', { server });
    await waitFor(() => expect(location()).toBe('/common/applicant-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سلام، متقاضی گرامی' })).toBeDefined();
  });
});
