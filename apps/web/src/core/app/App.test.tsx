import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeStaffSession } from '../../test/fakeServer';

describe('the app under /common/', () => {
  it('redirects the root to /dashboard-2 and shows the Persian dashboard', async () => {
    storeStaffSession();
    const { location, server } = await renderApp('/common/');
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'کارساز' })).toBeDefined();
    const today = screen.getByTestId('today').textContent ?? '';
    expect(today).toMatch(/[۰-۹]/);
    expect(today).not.toMatch(/[0-9]/);
    // The status card reads /api/health through the app's API client, with the bearer.
    await waitFor(() => expect(screen.getByTestId('health-database').textContent).toBe('پایگاه دادهفعالPostgreSQL'));
    expect(server.callsTo('GET', '/api/health')[0]?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(document.title).toBe('داشبورد'));
  });

  it('shows the English dashboard with an English title', async () => {
    storeStaffSession();
    await renderApp('/common/dashboard-2', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Karsaz' })).toBeDefined();
    expect(screen.getByTestId('today').textContent).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await waitFor(() => expect(document.title).toBe('Dashboard'));
  });

  it('navigates with the header links and retitles the page', async () => {
    storeStaffSession();
    const { location } = await renderApp('/common/dashboard-2');
    const nav = await screen.findByRole('navigation', { name: 'پیمایش اصلی' });
    const profileLink = nav.querySelector('a[href="/common/profile"]');
    expect(profileLink).not.toBeNull();
    fireEvent.click(profileLink!);
    await waitFor(() => expect(location()).toBe('/common/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'پروفایل کاربری' })).toBeDefined();
    expect(screen.getByTestId('profile-name').textContent).toBe('مدیر سامانه');
    expect(screen.getByTestId('profile-mobile').textContent).toBe('۰۹۱۲۰۰۰۰۰۰۰');
    await waitFor(() => expect(document.title).toBe('پروفایل کاربری'));
  });

  it('shows the settings page with the language choice', async () => {
    storeStaffSession();
    await renderApp('/common/setting');
    expect(await screen.findByRole('heading', { level: 1, name: 'تنظیمات' })).toBeDefined();
    expect(screen.getAllByRole('radio', { name: 'English' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('تنظیمات'));
  });

  it('shows the not-found page for an unknown path, with a link back to the dashboard', async () => {
    await renderApp('/common/no-such-page/deeper');
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحه‌ای که به دنبال آن هستید پیدا نشد.' })).toBeDefined();
    expect(screen.getByText('۴۰۴')).toBeDefined();
    expect(screen.getByRole('link', { name: 'بازگشت به داشبورد' }).getAttribute('href')).toBe('/common/dashboard-2');
    await waitFor(() => expect(document.title).toBe('صفحه پیدا نشد'));
  });

  it('titles /access-block 403', async () => {
    await renderApp('/common/access-block');
    expect(await screen.findByText('۴۰۳')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('۴۰۳'));
  });
});
