import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { en } from './locales/en';
import { fa } from './locales/fa';
import { moduleMessages } from '../module/registry';

const allFa = { ...fa, ...moduleMessages('fa') };
const allEn = { ...en, ...moduleMessages('en') };

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('i18n', () => {
  it('starts in the given language with Persian as the fallback', () => {
    initI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['fa']);
    expect(i18n.t('app.name')).toBe('Karsaz');
    initI18n('fa');
    expect(i18n.t('app.name')).toBe('کارساز');
  });

  it('shows interpolated numbers with Persian digits in Persian only', () => {
    initI18n('fa');
    expect(i18n.t('dashboard.tehranTime', { time: '08:30' })).toBe('ساعت ۰۸:۳۰ به وقت تهران');
    expect(i18n.t('dashboard.tehranTime', { time: '08:30', lng: 'en' })).toBe('08:30 Tehran time');
    initI18n('en');
    expect(i18n.t('dashboard.tehranTime', { time: '08:30' })).toBe('08:30 Tehran time');
    expect(i18n.t('routes.accessBlock')).toBe('403');
  });

  it('has an English text for every Persian key, and none left empty', () => {
    expect(leaves(allEn).sort()).toEqual(leaves(allFa).sort());
    for (const key of leaves(allFa)) {
      expect(i18n.t(key as 'app.name', { lng: 'fa' }), key).not.toBe('');
      expect(i18n.t(key as 'app.name', { lng: 'en' }), key).not.toBe('');
    }
  });

  it('keeps ASCII digits out of every Persian text', () => {
    initI18n('fa');
    for (const key of leaves(allFa)) {
      expect(i18n.t(key as 'app.name'), key).not.toMatch(/[0-9]/);
    }
  });
});
