import { request as httpRequest, type ClientRequest } from 'node:http';
import { Client } from 'pg';
import WebSocket from 'ws';
import { serviceEnv, signIn, sleep, startApi, type RunningProcess } from './harness';

/**
 * Fault 5 (issue 10): SIGTERM. A request in flight (its body still arriving) finishes and is saved; new requests
 * are refused (503 in the envelope, or the connection refused once the listener has closed); the notification
 * sockets are closed with 1001 "going away"; the process exits by itself with code 0 within 10 s.
 */
describe('fault 5: SIGTERM drains and exits', () => {
  let api: RunningProcess | undefined;
  afterAll(async () => {
    await api?.stop(2000);
  });

  it('finishes the request in flight, refuses new ones, closes sockets with 1001, exits 0 within 10 s', async () => {
    api = await startApi(serviceEnv());
    const token = await signIn(api.base);

    // a signed-in notification socket
    const ws = new WebSocket(`ws://127.0.0.1:${api.port}/api/message-sender/notification?access_token=${token}`);
    const welcome = new Promise<string>((resolve, reject) => {
      ws.once('message', (d) => resolve(String(d)));
      ws.once('error', reject);
    });
    expect(JSON.parse(await welcome)).toEqual({ type: 'welcome' });
    const wsClosed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));

    // a request in flight: its headers and half its body are sent before SIGTERM, the rest after
    const name = `SIGTERM${Date.now() % 1e9}`;
    const body = Buffer.from(JSON.stringify({ name, title: 'نقش آزمون خاموشی' }));
    let req!: ClientRequest;
    const inFlight = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      req = httpRequest(
        { host: '127.0.0.1', port: api!.port, method: 'POST', path: '/api/identity/role/v1/create', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += String(d)));
          res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
    });
    req.write(body.subarray(0, 10));
    await sleep(300);

    const started = Date.now();
    api.signal('SIGTERM');
    await api.waitForOutput(/Karsaz stopping/, 5000);

    // the socket is told the server is going away
    expect(await Promise.race([wsClosed, sleep(5000).then(() => 'not closed')])).toEqual({ code: 1001, reason: 'server shutting down' });

    // a new request on a new connection: 503 in the envelope, or refused outright once the listener is closed (a
    // connection accepted just before it closed is reset instead: refused too)
    const fresh = await fetch(`${api.base}/api/health`, { headers: { 'accept-language': 'en' } }).then(
      async (r) => ({ status: r.status, body: await r.json() }),
      (e: Error & { cause?: { code?: string } }) => ({ status: 0, body: e.cause?.code }),
    );
    if (fresh.status === 0) expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(fresh.body);
    else {
      expect(fresh.status).toBe(503);
      expect(fresh.body).toMatchObject({ isSuccess: false, message: 'The service is temporarily unavailable.', detail: 'the server is shutting down', traceId: expect.any(String) });
    }
    // the process is still there, waiting for the request in flight
    await sleep(500);
    expect(api.isRunning()).toBe(true);

    // the rest of the body arrives: the request completes and its write is kept
    req.end(body.subarray(10));
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ isSuccess: true, value: { id: expect.any(Number) } });
    expect(answer.connection).toBe('close');

    const exit = await Promise.race([api.exited, sleep(10000).then(() => 'still running after 10 s')]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10000);
    expect(api.logs().some((l) => l.msg === 'Karsaz stopped: requests in flight finished, database and queue closed')).toBe(true);

    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      const rows = await db.query('SELECT id FROM role WHERE name = $1', [name]);
      expect(rows.rows).toEqual([{ id: JSON.parse(answer.body).value.id }]);
    } finally {
      await db.end();
    }
  }, 120000);
});
