import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage, switchLanguage } from './language';
import { LanguageToggle } from './LanguageToggle';

describe('language persistence', () => {
  it('starts in Persian when nothing is stored', () => {
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(readStoredLanguage()).toBe('fa');
  });

  it('reads the stored choice from localStorage key "lang"', () => {
    window.localStorage.setItem('lang', 'en');
    expect(readStoredLanguage()).toBe('en');
    window.localStorage.setItem('lang', 'fa');
    expect(readStoredLanguage()).toBe('fa');
  });

  it('falls back to Persian for an unknown stored value', () => {
    window.localStorage.setItem('lang', 'de');
    expect(readStoredLanguage()).toBe('fa');
  });

  it('stores the language under "lang"', () => {
    storeLanguage('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it('switchLanguage stores the choice first, then reloads', () => {
    const reload = vi.fn(() => {
      expect(window.localStorage.getItem('lang')).toBe('en');
    });
    switchLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readStoredLanguage()).toBe('en');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets <html lang dir> to fa/rtl and en/ltr', () => {
    applyDocumentLanguage('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    applyDocumentLanguage('fa');
    expect(document.documentElement.getAttribute('lang')).toBe('fa');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

describe('LanguageToggle', () => {
  function renderToggle(onSwitch: (language: 'fa' | 'en') => void) {
    return render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LanguageToggle onSwitch={onSwitch} />
        </MantineProvider>
      </I18nextProvider>,
    );
  }

  it('offers both languages and switches to English from Persian', () => {
    initI18n('fa');
    const onSwitch = vi.fn();
    renderToggle(onSwitch);
    expect(screen.getByRole('radio', { name: 'فارسی' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(onSwitch).toHaveBeenCalledWith('en');
  });

  it('does nothing when the current language is chosen again', () => {
    initI18n('en');
    const onSwitch = vi.fn();
    renderToggle(onSwitch);
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('by default persists the choice and reloads the page', () => {
    initI18n('fa');
    const reload = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LanguageToggle onSwitch={(language) => switchLanguage(language, reload)} />
        </MantineProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
