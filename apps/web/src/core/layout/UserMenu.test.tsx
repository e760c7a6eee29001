import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation } from '../auth/documentNavigation';
import { fakeServer, renderApp, storeStaffSession } from '../../test/fakeServer';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the menu; jsdom never ends Mantine's opening transition, so its items are found with `hidden`. */
async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'منوی کاربر: مدیر سامانه' }));
  await screen.findByRole('menu', { hidden: true });
}

const item = (name: string) => screen.getByRole('menuitem', { name, hidden: true });

describe('the header’s user menu', () => {
  it('shows the user’s full name and initials', async () => {
    storeStaffSession();
    await renderApp('/common/dashboard-2');
    expect((await screen.findByTestId('user-name')).textContent).toBe('مدیر سامانه');
    expect(screen.getByText('م\u200cس')).toBeDefined();
  });

  it('signs out: POST logout with the bearer and the refresh token, tokens cleared, sign-in with the page as callback', async () => {
    storeStaffSession();
    const server = fakeServer();
    const { location } = await renderApp('/common/profile', { server });
    await openMenu();
    fireEvent.click(item('خروج از حساب'));
    await waitFor(() => expect(location()).toBe('/common/auth/sign-in?callback=%2Fprofile'));
    const logout = server.callsTo('POST', '/api/identity/user/v1/logout')[0]!;
    expect(logout.authorization).toBe('Bearer access-1');
    expect(logout.body).toEqual({ refresh_token: 'refresh-1' });
    expect({ ...window.localStorage }).toEqual({ isLoggedIn: 'false' });
  });

  it('clear cache removes every stored item but the authentication entries, then reloads', async () => {
    storeStaffSession();
    window.localStorage.setItem('lang', 'fa');
    window.localStorage.setItem('main_page_title', 'داشبورد');
    const reload = vi.spyOn(documentNavigation, 'reload').mockImplementation(() => {});
    await renderApp('/common/dashboard-2');
    await openMenu();
    fireEvent.click(item('پاک کردن حافظهٔ موقت'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage).sort()).toEqual(['access_token', 'expires_at', 'isLoggedIn', 'refresh_token', 'scope']);
  });
});
