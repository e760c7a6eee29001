import { karsazTheme, type Language } from '@karsaz/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../core/api/ApiProvider';
import { i18n, initI18n } from '../../core/i18n/i18n';
import { fakeApi, healthyReport, jsonFetch, jsonResponse } from '../../test/fakeApi';
import { SystemStatusCard } from './SystemStatusCard';

function renderCard(fetch: typeof globalThis.fetch, language: Language = 'fa') {
  initI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={karsazTheme}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={fakeApi(fetch)}>
            <SystemStatusCard />
          </ApiProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('system-status');
}

const rowText = (part: string) => screen.getByTestId(`health-${part}`).textContent;

/** The 503 the API sends when the database and the queue are down (health.controller.ts). */
const UNAVAILABLE = {
  isSuccess: false,
  message: 'سرویس موقتاً در دسترس نیست.',
  detail: 'database, redis',
  errors: [
    { field: 'database', message: 'postgresql: connect ECONNREFUSED 127.0.0.1:5432' },
    { field: 'redis', message: 'bullmq: no answer in 3000 ms' },
  ],
  traceId: 'trace-503',
};

describe('the system status card', () => {
  it('shows a skeleton while GET /api/health is on its way', async () => {
    let answer: ((response: Response) => void) | undefined;
    const pending: typeof fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const card = renderCard(pending);
    expect(within(card).getByRole('heading', { name: 'وضعیت سامانه' })).toBeDefined();
    expect(screen.getByTestId('system-status-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('در حال بررسی وضعیت سامانه…');
    await waitFor(() => expect(answer).toBeDefined());
    answer!(jsonResponse(200, healthyReport()));
    await waitFor(() => expect(screen.queryByTestId('system-status-loading')).toBeNull());
  });

  it('shows each part up, with its mode, in Persian, and asks in Persian', async () => {
    const seen: Request[] = [];
    renderCard(jsonFetch(200, healthyReport(), seen));
    await waitFor(() => expect(rowText('database')).toBe('پایگاه دادهفعالPostgreSQL'));
    expect(rowText('redis')).toBe('صف کارهافعالBullMQ');
    // A product name keeps its own digits: S3, never S۳.
    expect(rowText('storage')).toBe('فضای ذخیره‌سازیفعالS3');
    expect(screen.getByRole('columnheader', { name: 'حالت' })).toBeDefined();
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/health');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.get('accept-language')).toBe('fa');
  });

  it('names the embedded, in-process and folder modes, in English when switched', async () => {
    const seen: Request[] = [];
    const report = healthyReport({ database: 'embedded', redis: 'in-process', storage: 'folder' });
    const card = renderCard(jsonFetch(200, report, seen), 'en');
    expect(within(card).getByRole('heading', { name: 'System status' })).toBeDefined();
    await waitFor(() => expect(rowText('database')).toBe('DatabaseUpEmbedded'));
    expect(rowText('redis')).toBe('Job queueUpIn-process');
    expect(rowText('storage')).toBe('Object storageUpFolder');
    expect(seen[0]!.headers.get('accept-language')).toBe('en');
  });

  it('names the Persian modes of the embedded setup', async () => {
    renderCard(jsonFetch(200, healthyReport({ database: 'embedded', redis: 'in-process', storage: 'folder' })));
    await waitFor(() => expect(rowText('database')).toBe('پایگاه دادهفعالتعبیه‌شده'));
    expect(rowText('redis')).toBe('صف کارهافعالدرون‌برنامه‌ای');
    expect(rowText('storage')).toBe('فضای ذخیره‌سازیفعالپوشه');
  });

  it('shows the 503 envelope’s message and the parts that are down in an alert', async () => {
    renderCard(jsonFetch(503, UNAVAILABLE));
    const alert = await screen.findByTestId('system-status-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(alert).getByText('سرویس موقتاً در دسترس نیست.')).toBeDefined();
    expect(within(alert).getByTestId('health-down-parts').textContent).toMatch(/^بخش‌های از دسترس خارج:/);
    expect(within(alert).getAllByTestId('health-down-part').map((b) => b.textContent)).toEqual(['پایگاه داده', 'صف کارها']);
    expect(within(alert).getByText('trace-503')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the English envelope and part names in English', async () => {
    const body = { ...UNAVAILABLE, message: 'The service is temporarily unavailable.', errors: [{ field: 'storage', message: 's3: down' }] };
    renderCard(jsonFetch(503, body), 'en');
    const alert = await screen.findByTestId('system-status-error');
    expect(within(alert).getByText('The service is temporarily unavailable.')).toBeDefined();
    expect(within(alert).getByTestId('health-down-parts').textContent).toBe('Parts down:Object storage');
  });

  it('says the server did not answer when the call never reached it, and checks again on request', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonFetch(200, healthyReport())(input, init);
    };
    renderCard(flaky);
    const alert = await screen.findByTestId('system-status-error');
    expect(within(alert).getByText('پاسخی از سرور دریافت نشد.')).toBeDefined();
    expect(within(alert).queryByTestId('health-down-parts')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'بررسی دوباره' }));
    await waitFor(() => expect(rowText('database')).toBe('پایگاه دادهفعالPostgreSQL'));
    expect(calls).toBe(2);
  });
});
