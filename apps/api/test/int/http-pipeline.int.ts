import { startTestApp, type TestApp } from './support';
import { ProbeModule } from './probe.module';

const noStack = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|hunter2/);
};

describe('the HTTP pipeline and the contract envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [ProbeModule], env: { CORS_ORIGINS: 'https://erp.example.com', REQUEST_TIMEOUT_MS: '1500' } });
  });
  afterAll(() => t.close());

  it('wraps a success in { isSuccess, value }', async () => {
    const res = await t.http().post('/api/_probe/echo').send({ name: 'کالا', count: 2 }).expect(200);
    expect(res.body).toEqual({ isSuccess: true, value: { name: 'کالا', count: 2 } });
  });

  it('answers an unknown route with 404 in the envelope, Persian by default and English on request', async () => {
    const fa = await t.http().get('/api/no-such-route').expect(404);
    expect(fa.body).toMatchObject({ isSuccess: false, message: 'چنین مسیری وجود ندارد.', errors: [], detail: 'GET /api/no-such-route' });
    expect(fa.body.traceId).toBe(fa.headers['x-request-id']);
    const en = await t.http().delete('/api/no-such-route').set('Accept-Language', 'en-US,en;q=0.9').expect(404);
    expect(en.body.message).toBe('There is no such route.');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.http().post('/api/_probe/echo').set('content-type', 'application/json').send('{"name": "x",').expect(400);
    expect(res.body).toMatchObject({ isSuccess: false, message: 'بدنهٔ درخواست JSON معتبر نیست.', errors: [] });
    noStack(res.body);
  });

  it('strips and ignores unknown fields (existing clients send extra ones) but still refuses a wrong type', async () => {
    const ok = await t.http().post('/api/_probe/echo').send({ name: 'ok', count: 2, admin: true, companyId: 7, items: [{ title: 't', extra: 1 }] }).expect(200);
    expect(ok.body.value).toEqual({ name: 'ok', count: 2, items: [{ title: 't' }] });
    const wrong = await t.http().post('/api/_probe/echo').set('Accept-Language', 'en').send({ name: 'ok', count: 'two', admin: true }).expect(400);
    expect([...new Set(wrong.body.errors.map((e: { field: string }) => e.field))]).toEqual(['count']);
  });

  it('lists every field error, in the caller’s language, naming no unknown field', async () => {
    const res = await t
      .http()
      .post('/api/_probe/echo')
      .set('Accept-Language', 'en')
      .send({ name: 'a name far too long', count: 0, admin: true, items: [{ title: '' }] })
      .expect(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.message).toBe('Some fields are not valid.');
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['count', 'items[0].title', 'name']);
    // a field is named by its label where one is known (the entity definitions give 'name' and, since
    // recruitment's job requests, 'count' one)
    expect(res.body.errors).toContainEqual({ field: 'name', message: '"Name" must be at most 10 characters long.' });
    expect(res.body.errors).toContainEqual({ field: 'count', message: '"Count" must not be less than 1.' });

    const fa = await t.http().post('/api/_probe/echo').send({ count: 'two' }).expect(400);
    expect(fa.body.message).toBe('اطلاعات ارسال‌شده نامعتبر است.');
    expect(fa.body.errors).toContainEqual({ field: 'name', message: '«نام» الزامی است.' });
    expect(fa.body.errors).toContainEqual({ field: 'count', message: '«تعداد» باید عدد صحیح باشد.' });
  });

  it('answers a 20 MB body with 413', async () => {
    const big = JSON.stringify({ name: 'x', count: 1, note: 'a'.repeat(20 * 1024 * 1024) });
    const res = await t.http().post('/api/_probe/echo').set('content-type', 'application/json').send(big).expect(413);
    expect(res.body).toMatchObject({ isSuccess: false, message: 'حجم درخواست بیش از حد مجاز است.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.http().post('/api/_probe/echo').set('content-type', 'application/xml').send('<a/>').expect(415);
    expect(res.body.isSuccess).toBe(false);
  });

  it('answers a fault of ours with 500 and no stack trace or internals', async () => {
    const res = await t.http().get('/api/_probe/boom').set('Accept-Language', 'en').expect(500);
    expect(res.body).toEqual({ isSuccess: false, message: 'An error occurred.', errors: [], traceId: res.headers['x-request-id'], isFailure: true, error: { code: 'INTERNAL', message: 'An error occurred.', statusCode: 500 } });
    noStack(res.body);
  });

  it('maps domain exceptions to their status with their own text', async () => {
    const nf = await t.http().get('/api/_probe/missing').expect(404);
    expect(nf.body.message).toBe('سند یافت نشد.');
    const rule = await t.http().get('/api/_probe/rule').set('Accept-Language', 'en').expect(422);
    expect(rule.body.message).toBe('The financial year is closed.');
  });

  it('keeps a caller’s request id as the traceId', async () => {
    const res = await t.http().get('/api/no-such-route').set('X-Request-Id', 'abc-12345').expect(404);
    expect(res.headers['x-request-id']).toBe('abc-12345');
    expect(res.body.traceId).toBe('abc-12345');
    const bad = await t.http().get('/api/no-such-route').set('X-Request-Id', 'bad id with spaces').expect(404);
    expect(bad.body.traceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('normalises incoming text: Persian Yeh and Kaf, trimmed strings', async () => {
    const res = await t.http().post('/api/_probe/echo').send({ name: '  كيك ', count: 1, note: ' علي ' }).expect(200);
    expect(res.body.value).toEqual({ name: 'کیک', count: 1, note: 'علی' });
  });

  it('sends the security headers, on errors too', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows CORS from the configured origins only', async () => {
    const ok = await t.http().options('/api/health').set('Origin', 'https://erp.example.com').set('Access-Control-Request-Method', 'GET');
    expect(ok.headers['access-control-allow-origin']).toBe('https://erp.example.com');
    const other = await t.http().options('/api/health').set('Origin', 'https://evil.example.com').set('Access-Control-Request-Method', 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a handler that outlives the request time-out with 504', async () => {
    const res = await t.http().get('/api/_probe/slow?ms=2500').set('Accept-Language', 'en').expect(504);
    expect(res.body).toMatchObject({ isSuccess: false, message: 'The request timed out.' });
  });

  it('reports database, Redis and object storage on /api/health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      isSuccess: true,
      value: {
        status: 'up',
        database: { status: 'up', mode: 'postgresql' },
        redis: { status: 'up', mode: 'bullmq' },
        storage: { status: 'up', mode: 'folder' },
      },
    });
  });
});

describe('health when a dependency is down', () => {
  it('answers 503 naming the part that is down', async () => {
    const t = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await t.http().get('/api/health').set('Accept-Language', 'en').expect(503);
      expect(res.body).toMatchObject({ isSuccess: false, message: 'The service is temporarily unavailable.', detail: 'redis' });
      expect(res.body.errors).toEqual([{ field: 'redis', message: expect.stringContaining('bullmq') }]);
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the app closes, then refuses new ones', async () => {
    const t = await startTestApp({ modules: [ProbeModule] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const inFlight = fetch(`${base}/api/_probe/slow?ms=800`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 200));
    const closing = t.close();
    const finished = await inFlight;
    expect(finished).toEqual({ status: 200, body: { isSuccess: true, value: { slept: 800 } } });
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
