import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, storeStaffSession } from '../../test/fakeServer';
import { signedInEn, signedInFa } from '../layout/signed-in-messages';
import { SHORTCUTS, isHelpKey, shortcutOf } from './shortcuts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shortcut registry (spec §6, issue 11)', () => {
  it('holds every Alt key of the spec once, each with its physical key and a Persian and English description', () => {
    expect(SHORTCUTS.map((s) => s.name).sort()).toEqual(['A', 'B', 'D', 'E', 'F', 'H', 'I', 'K', 'M', 'N', 'O', 'Q', 'S', 'Space', 'U', 'Y'].sort());
    for (const s of SHORTCUTS) {
      expect(shortcutOf({ altKey: true, ctrlKey: false, metaKey: false, code: s.code })).toBe(s.name);
      expect(signedInFa.shortcuts.actions[s.label]).toBeTruthy();
      expect(signedInEn.shortcuts.actions[s.label]).toBeTruthy();
    }
    expect(SHORTCUTS.filter((s) => s.flag).map((s) => `${s.name}:${s.flag}`)).toEqual(['N:create', 'E:update', 'D:delete', 'O:activate']);
  });

  it('`?` is the help outside a field only', () => {
    const input = document.createElement('input');
    expect(isHelpKey({ key: '?', altKey: false, ctrlKey: false, metaKey: false, target: document.body })).toBe(true);
    expect(isHelpKey({ key: '؟', altKey: false, ctrlKey: false, metaKey: false, target: document.body })).toBe(true);
    expect(isHelpKey({ key: '?', altKey: false, ctrlKey: false, metaKey: false, target: input })).toBe(false);
  });
});

const COUNTRIES = 'GET /api/base-data/v1/country/getFiltered';
const rows = [
  { id: 1, nameFa: 'ایران', nameEn: 'Iran', code: 'IR', isActive: true, version: 1 },
  { id: 2, nameFa: 'ترکیه', nameEn: 'Turkey', code: 'TR', isActive: true, version: 1 },
];

const alt = (code: string) => fireEvent.keyDown(window, { altKey: true, code, key: code.replace('Key', '').toLowerCase() });

describe('the shortcuts in the app', () => {
  it('Alt+K and `?` open the help listing every shortcut; `?` typed in a field does not', async () => {
    storeStaffSession();
    const server = fakeServer({ [COUNTRIES]: { data: rows, rowCount: 2 } });
    await renderApp('/common/countries-2', { server });
    await waitFor(() => expect(document.querySelector('[data-entity-search="country"]')).not.toBeNull(), { timeout: 5000 });
    const search = document.querySelector<HTMLInputElement>('[data-entity-search="country"]')!;
    fireEvent.keyDown(search, { key: '?', code: 'Slash', shiftKey: true });
    expect(screen.queryByTestId('shortcuts-help')).toBeNull();

    alt('KeyK');
    const help = await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' }, { timeout: 5000 });
    expect(within(help).getAllByRole('row')).toHaveLength(SHORTCUTS.length + 1);
    // the list page binds its keys: Alt+A is offered here
    expect(within(help).getByText(signedInFa.shortcuts.actions.selectAll).closest('tr')!.textContent).toContain('دارد');
    fireEvent.keyDown(help, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })).toBeNull());

    fireEvent.keyDown(document.body, { key: '?', code: 'Slash', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' }, { timeout: 5000 })).toBeDefined();
  });

  it('Alt+Y reloads the list, Alt+H goes to the dashboard', async () => {
    storeStaffSession();
    const server = fakeServer({ [COUNTRIES]: { data: rows, rowCount: 2 } });
    const { location } = await renderApp('/common/countries-2', { server });
    const listed = () => server.callsTo('GET', '/api/base-data/v1/country/getFiltered').length;
    await waitFor(() => expect(listed()).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[data-entity-search="country"]')).not.toBeNull(), { timeout: 5000 });
    const before = listed();
    alt('KeyY');
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
    alt('KeyH');
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
  });
});
