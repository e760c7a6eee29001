import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation } from '../auth/documentNavigation';
import { i18n, initI18n } from '../i18n/i18n';
import { TABS_SESSION_KEY, tabStore } from '../tabs/tabStore';
import { UpdateNotice } from './UpdateNotice';
import { VERSION_URL } from './version';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The served version.json: the build id it announces, changed by a "deploy". */
function served(initial: string) {
  let build = initial;
  const fetch = vi.fn(async (url: string) => {
    expect(url.startsWith(VERSION_URL)).toBe(true);
    return new Response(JSON.stringify({ build }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { deploy: (next: string) => (build = next), fetch };
}

const show = () => {
  initI18n('fa');
  return render(createElement(I18nextProvider, { i18n }, createElement(MantineProvider, null, createElement(UpdateNotice, { current: 'build-1', pollMs: 60_000 }))));
};

describe('the update notice (issue 11)', () => {
  it('stays away while the served build is the running one; after a deploy, the next focus shows it; its button reloads', async () => {
    const server = served('build-1');
    show();
    await act(async () => {});
    expect(server.fetch).toHaveBeenCalled();
    expect(screen.queryByTestId('update-notice')).toBeNull();

    server.deploy('build-2');
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    const notice = await screen.findByTestId('update-notice');
    expect(notice.textContent).toContain('نسخهٔ تازه');
    const reload = vi.spyOn(documentNavigation, 'reload').mockImplementation(() => {});
    tabStore.set([{ key: '/cities-2', href: '/cities-2', routeId: '/app/cities-2' }]);
    fireEvent.click(screen.getByTestId('update-action'));
    expect(reload).toHaveBeenCalledTimes(1);
    // the open tabs are handed over to the reloaded page
    expect(JSON.parse(window.sessionStorage.getItem(TABS_SESSION_KEY) ?? '[]')).toEqual([{ key: '/cities-2', href: '/cities-2', routeId: '/app/cities-2' }]);
    tabStore.set([]);
  });
});
