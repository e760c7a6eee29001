import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { findTitleKey, resolveDocumentTitle, type RouteTitleKey } from './title';

beforeAll(() => {
  initI18n('fa');
});

describe('findTitleKey', () => {
  it('takes the deepest route that names a title', () => {
    expect(
      findTitleKey([{ staticData: {} }, { staticData: { titleKey: 'routes.dashboard' } }, { staticData: { titleKey: 'routes.profile' } }]),
    ).toBe('routes.profile');
    expect(findTitleKey([{ staticData: { titleKey: 'routes.setting' } }, { staticData: {} }, {}])).toBe('routes.setting');
  });

  it('finds nothing when no route names a title', () => {
    expect(findTitleKey([{}, { staticData: {} }])).toBeUndefined();
    expect(findTitleKey([])).toBeUndefined();
  });
});

describe('resolveDocumentTitle', () => {
  it("gives the route's title in the current language", () => {
    expect(resolveDocumentTitle('routes.profile', i18n.getFixedT('fa'))).toBe('پروفایل کاربری');
    expect(resolveDocumentTitle('routes.profile', i18n.getFixedT('en'))).toBe('User profile');
    expect(resolveDocumentTitle('routes.accessBlock', i18n.getFixedT('fa'))).toBe('۴۰۳');
  });

  it('falls back to the product name: کارساز in Persian, Karsaz in English', () => {
    expect(resolveDocumentTitle(undefined, i18n.getFixedT('fa'))).toBe('کارساز');
    expect(resolveDocumentTitle(undefined, i18n.getFixedT('en'))).toBe('Karsaz');
  });

  it('falls back to the product name for a key with no text', () => {
    const missing = 'routes.noSuchPage' as RouteTitleKey;
    expect(resolveDocumentTitle(missing, i18n.getFixedT('fa'))).toBe('کارساز');
    expect(resolveDocumentTitle(missing, i18n.getFixedT('en'))).toBe('Karsaz');
  });
});
