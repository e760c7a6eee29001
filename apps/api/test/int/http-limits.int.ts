import { connect as netConnect } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { startTestApp, testConfig, type TestApp } from './support';
import { openInfrastructure } from '../../src/core/infrastructure';
import { createApp } from '../../src/app.factory';
import { USER } from './identity-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Sends raw bytes (`head`, then `chunks` one every `everyMs`) and collects the answer until the server closes. */
function rawExchange(port: number, head: string, chunks: string[] = [], everyMs = 0): Promise<{ text: string; ms: number; sentChunks: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = netConnect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    let timer: NodeJS.Timeout | null = null;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= chunks.length || socket.destroyed) return;
        socket.write(chunks[sent++]!);
      }, everyMs);
    });
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      resolve({ text, ms: Date.now() - started, sentChunks: sent });
    });
    setTimeout(() => reject(new Error(`no answer within 15 s; got ${text.slice(0, 200)}`)), 15_000).unref();
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
const statusOf = (raw: string) => Number(raw.split(' ')[1]);
const headerOf = (raw: string, name: string) => raw.match(new RegExp(`\\r\\n${name}:\\s*([^\\r\\n]*)`, 'i'))?.[1];

describe('HTTP hygiene: request ids, CSP, URL limits, upload rates', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    // small limits so that a trickling upload is cut within a couple of seconds
    t = await startTestApp({ env: { BODY_RATE_GRACE_MS: '1000', BODY_MIN_BYTES_PER_SECOND: '2000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as { port: number }).port;
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('X-Request-Id', () => {
    it('keeps a well-formed caller id (a UUID, or 8–64 of A-Za-z0-9._-) as the trace id', async () => {
      for (const id of ['0b6f4a52-3c1e-4d8a-9f7e-2a1b3c4d5e6f', 'client.trace_0001-x', 'a'.repeat(64)]) {
        const res = await t.http().get('/api/no-such-route').set('X-Request-Id', id).expect(404);
        expect(res.headers['x-request-id']).toBe(id);
        expect(res.body.traceId).toBe(id);
      }
    });

    it('makes a fresh one for anything else, and never echoes what was sent', async () => {
      for (const bad of ['abc', 'a'.repeat(65), 'x'.repeat(1000), '<script>alert(1)</script>', 'with spaces in it', 'colon:separated:id', encodeURIComponent('یک‌شناسه‌فارسی')]) {
        const res = await t.http().get('/api/no-such-route').set('X-Request-Id', bad).expect(404);
        expect(res.headers['x-request-id']).toMatch(UUID);
        expect(res.body.traceId).toBe(res.headers['x-request-id']);
        expect(JSON.stringify(res.body)).not.toContain(bad.slice(0, 20));
      }
      // a header folded over two lines (obs-fold): refused by the parser or given a fresh id, never echoed
      const folded = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abcdefgh\r\n <script>x</script>\r\nConnection: close\r\n\r\n');
      expect(folded.text).not.toContain('<script>');
      if (statusOf(folded.text) === 200) expect(headerOf(folded.text, 'x-request-id')).toMatch(UUID);
      else expect(bodyOf(folded.text)).toMatchObject({ isSuccess: false, traceId: expect.stringMatching(UUID) });
    });
  });

  describe('Content-Security-Policy', () => {
    it('lets pages open WebSockets to their own host only', async () => {
      const res = await t.http().get('/api/health').set('Host', 'erp.example.com:8443').expect(200);
      const csp = String(res.headers['content-security-policy']);
      const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'));
      expect(connect).toBe("connect-src 'self' ws://erp.example.com:8443 wss://erp.example.com:8443");
      expect(csp).not.toMatch(/(^|\s)wss?:(\s|;|$)/);
      // a Host that is not a plain host name is not copied into the policy
      const odd = await rawExchange(port, "GET /api/health HTTP/1.1\r\nHost: a.com 'unsafe-inline' *\r\nConnection: close\r\n\r\n");
      const oddCsp = headerOf(odd.text, 'content-security-policy');
      if (oddCsp) expect(oddCsp).toContain("connect-src 'self';");
      expect(odd.text).not.toContain("'unsafe-inline' *");
    });
  });

  describe('URL and header limits', () => {
    it('answers a URL with 10,000 query parameters with 431 in the envelope', async () => {
      const query = Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&');
      // the headers (Accept-Language among them) come after the URL Node refused: the answer is in Persian, the default
      const res = await rawExchange(port, `GET /api/base-data/v1/city/getFiltered?${query} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(statusOf(res.text)).toBe(431);
      expect(headerOf(res.text, 'content-type')).toContain('application/json');
      expect(bodyOf(res.text)).toEqual({
        isSuccess: false, message: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است.', errors: [], traceId: expect.stringMatching(UUID),
        isFailure: true, error: { code: 'HEADERS_TOO_LARGE', message: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است.', statusCode: 431 },
      });
      expect(headerOf(res.text, 'x-request-id')).toBe(bodyOf(res.text).traceId);
    });

    it('answers an over-long header with 431 in the envelope, in the language asked before it', async () => {
      const res = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(statusOf(res.text)).toBe(431);
      expect(bodyOf(res.text)).toMatchObject({ isSuccess: false, message: 'The request URL or headers are too long.', errors: [] });
    });

    it('answers a malformed request line with 400 in the envelope', async () => {
      const res = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n');
      expect(statusOf(res.text)).toBe(400);
      expect(bodyOf(res.text)).toMatchObject({ isSuccess: false, errors: [] });
    });
  });

  describe('upload rate', () => {
    const boundary = '----karsaz-slow';
    const head = (length: number) =>
      `POST /api/service/v1/DocumentDetail/Upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\nAccept-Language: en\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;

    it('answers a body that trickles in (a few bytes a second) with 408 in the envelope and closes the connection', async () => {
      const chunks = Array.from({ length: 200 }, () => 'aaaaa');
      const res = await rawExchange(port, head(100_000), chunks, 100);
      expect(statusOf(res.text)).toBe(408);
      expect(bodyOf(res.text)).toEqual({
        isSuccess: false, message: 'The request timed out.', errors: [], traceId: expect.stringMatching(UUID),
        isFailure: true, error: { code: 'TIMEOUT', message: 'The request timed out.', statusCode: 408 },
      });
      // cut after the grace period (1 s here), long before the body could arrive
      expect(res.ms).toBeLessThan(4000);
      expect(res.sentChunks).toBeLessThan(40);
      // the server goes on serving
      await t.http().get('/api/health').expect(200);
    });

    it('lets a body arriving at a normal rate through to the handler', async () => {
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="documentDetailId"\r\n\r\n999999\r\n--${boundary}--\r\n`;
      // the whole body in halves, 300 ms apart: slower than the check's step, faster than the minimum rate
      const half = Math.floor(body.length / 2);
      const res = await rawExchange(port, head(Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), [body.slice(0, half), body.slice(half)], 300);
      expect(statusOf(res.text)).not.toBe(408);
      expect(bodyOf(res.text).isSuccess).toBe(false);
      expect(statusOf(res.text)).toBeGreaterThanOrEqual(400);
      expect(statusOf(res.text)).toBeLessThan(500);
    });
  });

  it('logs the fresh request id, never a refused X-Request-Id', async () => {
    // an app of its own whose logs are kept in memory
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const config = testConfig({ LOG_LEVEL: 'info' });
    const infra = await openInfrastructure(config, pino({ level: 'info' }, sink));
    const app = await createApp(infra);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const bad = '<script>alert(1)</script>';
      const res = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', bad).expect(200);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      const logged = lines.join('');
      expect(logged).toContain(`"reqId":"${id}"`);
      expect(logged).not.toContain('<script>');
      expect(logged).not.toContain('alert(1)');
    } finally {
      await app.close();
    }
  });
});
