import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KavenegarSmsProvider } from '../../src/modules/messaging/sms';

/** A local stand-in for Kavenegar's API: records requests and answers as the real one does. */
async function kavenegarDouble(status: number) {
  const seen: { url: string; body: URLSearchParams }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body: new URLSearchParams(raw) });
      res.writeHead(status === 200 ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ return: { status, message: status === 200 ? 'تایید شد' : 'اعتبار کافی نیست' }, entries: [] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('the Kavenegar SMS provider', () => {
  it('posts the receptor, message and sender to /v1/{key}/sms/send.json', async () => {
    const d = await kavenegarDouble(200);
    try {
      await new KavenegarSmsProvider('API-KEY-1', d.base, '10004346').send('09121234567', 'کارساز: کد شما 123456 است.');
      expect(d.seen).toHaveLength(1);
      expect(d.seen[0].url).toBe('/v1/API-KEY-1/sms/send.json');
      expect(Object.fromEntries(d.seen[0].body)).toEqual({ receptor: '09121234567', message: 'کارساز: کد شما 123456 است.', sender: '10004346' });
    } finally {
      await d.close();
    }
  });

  it('fails (so the queue retries) when Kavenegar refuses', async () => {
    const d = await kavenegarDouble(418);
    try {
      await expect(new KavenegarSmsProvider('K', d.base, null).send('09121234567', 'x')).rejects.toThrow(/kavenegar answered 400/);
    } finally {
      await d.close();
    }
  });
});
