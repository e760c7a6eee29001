import { describe, expect, it } from 'vitest';
import { initI18n, i18n } from '../../core/i18n/i18n';
import { describeUserAgent } from '../profile/sessions';
import { humanizeName } from '../dashboard/summary';
import { MAIN_PAGE_TITLE_MAX, mainPageErrors, readMainPage, reachablePages, writeMainPage } from './mainPage';

const menu = (id: number, name: string, url: string | null, description: string | null = null) => ({
  id, parentId: null, name, description, url, baseUrl: null, priority: id, subSystemType: 1, icon: null, actions: [],
});

describe('the main page setting', () => {
  const menus = [menu(1, 'BaseInformation', null, 'اطلاعات پایه'), menu(2, 'Cities', '/cities-2', 'شهرها'), menu(3, 'CityCopy', '/cities-2'), menu(4, 'MeasureUnits', '/measure-unit-2', 'واحدها')];

  it('offers each page the menus reach once, labelled in the interface language', () => {
    expect(reachablePages(menus, 'fa')).toEqual([{ value: '/cities-2', label: 'شهرها' }, { value: '/measure-unit-2', label: 'واحدها' }]);
    expect(reachablePages(menus, 'en').map((p) => p.label)).toEqual(['Cities', 'Measure units']);
    expect(humanizeName('TransportationAndRequestMachinery')).toBe('Transportation And Request Machinery');
  });

  it('checks the page and the title with Persian and English messages', () => {
    const pages = reachablePages(menus, 'fa');
    initI18n('fa');
    expect(mainPageErrors({ url: '', title: ' ' }, pages, i18n.t)).toEqual({ url: 'یک صفحه انتخاب کنید.', title: 'عنوان صفحهٔ اصلی را وارد کنید.' });
    expect(mainPageErrors({ url: '/secret-2', title: 'x'.repeat(MAIN_PAGE_TITLE_MAX + 1) }, pages, i18n.t)).toEqual({
      url: 'این صفحه در منوهای شما نیست.',
      title: 'عنوان حداکثر ۶۰ نویسه باشد.',
    });
    expect(mainPageErrors({ url: '/cities-2', title: 'شهرهای من' }, pages, i18n.t)).toEqual({ url: null, title: null });
    initI18n('en');
    expect(mainPageErrors({ url: '', title: '' }, pages, i18n.t)).toEqual({ url: 'Choose a page.', title: 'Enter a title for the main page.' });
    initI18n('fa');
  });

  it('keeps the title and url under the stored items of spec §9', () => {
    expect(readMainPage()).toBeNull();
    writeMainPage({ url: '/cities-2', title: 'شهرها' });
    expect(window.localStorage.getItem('main_page_url')).toBe('/cities-2');
    expect(window.localStorage.getItem('main_page_title')).toBe('شهرها');
    expect(readMainPage()).toEqual({ url: '/cities-2', title: 'شهرها' });
  });
});

describe('reading a session’s user agent', () => {
  it('tells the browser and the system apart', () => {
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toEqual({ browser: 'chrome', os: 'Linux' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0')).toEqual({ browser: 'edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'safari', os: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toEqual({ browser: 'firefox', os: 'Android' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'other', os: null });
    expect(describeUserAgent(null)).toEqual({ browser: 'other', os: null });
  });
});
