import { createServer, type Server } from 'node:http';
import { startTestApp, type TestApp, waitFor } from './support';
import { USER, signUpUser, adminToken } from './identity-support';
import { MessageSender } from '../../src/modules/messaging/message-sender';
import { MessageType } from '../../src/modules/messaging/message.types';

const M = '/api/messaging/v1/messenger';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';


interface BotCall {
  path: string;
  body: { chat_id: number | string; text: string };
}

/** A test double of the Telegram/Bale Bot API: records sendMessage calls, refuses the next `failures` of them. */
class FakeBotApi {
  calls: BotCall[] = [];
  failures = 0;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (!/^\/bot[^/]+\/sendMessage$/.test(req.url ?? '')) {
          res.writeHead(404).end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
          return;
        }
        if (this.failures > 0) {
          this.failures -= 1;
          res.writeHead(502).end(JSON.stringify({ ok: false, error_code: 502, description: 'Bad Gateway' }));
          return;
        }
        this.calls.push({ path: req.url!, body: JSON.parse(raw) });
        res.writeHead(200).end(JSON.stringify({ ok: true, result: { message_id: this.calls.length } }));
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

const update = (chatId: number, text: string) => ({ update_id: Math.floor(Math.random() * 1e9), message: { message_id: 1, date: 0, text, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'Sara', username: 'sara_k' } } });

/** The /telegramChat-2 page's API: linking a chat to the bot, and notifications that also go there. */
describe('messenger accounts: Telegram and Bale bots (/telegramChat-2)', () => {
  const telegram = new FakeBotApi();
  const bale = new FakeBotApi();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    await telegram.start();
    await bale.start();
    t = await startTestApp({
      env: {
        TELEGRAM_BOT_TOKEN: '123:telegram-token',
        TELEGRAM_API_BASE_URL: telegram.url,
        TELEGRAM_BOT_USERNAME: 'karsaz_bot',
        TELEGRAM_WEBHOOK_SECRET: 'telegram-hook-secret',
        BALE_BOT_TOKEN: '456:bale-token',
        BALE_API_BASE_URL: bale.url,
        BALE_BOT_USERNAME: 'karsaz_bale_bot',
        BALE_WEBHOOK_SECRET: 'bale-hook-secret',
      },
    });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await telegram.stop();
    await bale.stop();
  });

  async function link(provider: 'telegram' | 'bale', chatId: number, token = admin) {
    const code = (await t.http().post(`${M}/createLinkCode`).set(bearer(token)).send({ provider }).expect(200)).body.value;
    const hook = await t
      .http()
      .post(`${M}/webhook/${provider}`)
      .set(SECRET_HEADER, provider === 'telegram' ? 'telegram-hook-secret' : 'bale-hook-secret')
      .send(update(chatId, `/start ${code.code}`))
      .expect(200);
    return { code, hook: hook.body.value };
  }

  it('links a chat through the deep link’s /start code, answers in the chat, and lists it', async () => {
    const providers = (await t.http().get(`${M}/getProviders`).set(bearer(admin)).expect(200)).body.value;
    expect(providers).toEqual([
      { provider: 'telegram', enabled: true, botUsername: 'karsaz_bot' },
      { provider: 'bale', enabled: true, botUsername: 'karsaz_bale_bot' },
    ]);
    const { code, hook } = await link('telegram', 7001);
    expect(code.deepLink).toBe(`https://t.me/karsaz_bot?start=${code.code}`);
    expect(hook).toEqual({ result: 'linked' });
    await waitFor(() => telegram.calls.find((c) => c.body.chat_id === 7001), 15_000);
    expect(telegram.calls.find((c) => c.body.chat_id === 7001)!.path).toBe('/bot123:telegram-token/sendMessage');

    const bl = await link('bale', 8001);
    expect(bl.code.deepLink).toBe(`https://ble.ir/karsaz_bale_bot?start=${bl.code.code}`);
    await waitFor(() => bale.calls.find((c) => c.body.chat_id === 8001), 15_000);

    const accounts = (await t.http().get(`${M}/gets`).set(bearer(admin)).expect(200)).body.value;
    expect(accounts).toEqual([
      expect.objectContaining({ provider: 'telegram', chatId: '7001', username: 'sara_k', firstName: 'Sara' }),
      expect.objectContaining({ provider: 'bale', chatId: '8001' }),
    ]);

    // a code works once; an unknown one gets a hint in the chat and links nothing
    const again = await t.http().post(`${M}/webhook/telegram`).set(SECRET_HEADER, 'telegram-hook-secret').send(update(7999, `/start ${code.code}`)).expect(200);
    expect(again.body.value).toEqual({ result: 'refused' });
    await waitFor(() => telegram.calls.find((c) => c.body.chat_id === 7999), 15_000);
    expect(await t.infra.db.prisma.messengerAccount.count({ where: { chatId: '7999' } })).toBe(0);
  });

  it('refuses an update without the webhook secret or with another bot’s secret, and a bad provider or body', async () => {
    const code = (await t.http().post(`${M}/createLinkCode`).set(bearer(admin)).send({ provider: 'telegram' }).expect(200)).body.value;
    await t.http().post(`${M}/webhook/telegram`).send(update(7100, `/start ${code.code}`)).expect(403);
    await t.http().post(`${M}/webhook/telegram`).set(SECRET_HEADER, 'bale-hook-secret').send(update(7100, `/start ${code.code}`)).expect(403);
    expect(await t.infra.db.prisma.messengerAccount.count({ where: { chatId: '7100' } })).toBe(0);
    await t.http().post(`${M}/webhook/whatsapp`).set(SECRET_HEADER, 'x').send({}).expect(400);
    // a message that is not /start is ignored
    expect((await t.http().post(`${M}/webhook/telegram`).set(SECRET_HEADER, 'telegram-hook-secret').send(update(7100, 'hello')).expect(200)).body.value).toEqual({ result: 'ignored' });
    const bad = await t.http().post(`${M}/createLinkCode`).set(bearer(admin)).send({ provider: 'fax' }).expect(400);
    expect(bad.body.errors[0].field).toBe('provider');
  });

  it('delivers a notification to the linked chats too, retries a failing bot, and the in-app message is delivered either way', async () => {
    const u = await signUpUser(t);
    // a user without the page's menu: their code comes from the service itself (the page's route would answer 403)
    const messenger = t.app.get((await import('../../src/modules/messaging/messenger')).MessengerService);
    const code = await messenger.createLinkCode(u.userId, 'telegram');
    expect((await t.http().post(`${M}/webhook/telegram`).set(SECRET_HEADER, 'telegram-hook-secret').send(update(7200, `/start ${code.code}`)).expect(200)).body.value).toEqual({ result: 'linked' });
    await waitFor(() => telegram.calls.find((c) => c.body.chat_id === 7200), 15_000);

    telegram.failures = 2; // the bot API fails twice, then takes it
    const sender = t.app.get(MessageSender);
    const messageId = await t.infra.db.prisma.$transaction((tx) => sender.send(tx, { recipientUserId: u.userId, type: MessageType.System, subject: 'سند', content: 'سند شمارهٔ ۱۲ تأیید شد' }));
    // in the app it is delivered at once, whatever the bot does
    await waitFor(async () => (await t.infra.db.prisma.message.findUnique({ where: { id: messageId } }))?.deliveredAt, 15_000);
    const sent = await waitFor(() => telegram.calls.find((c) => c.body.chat_id === 7200 && c.body.text.includes('سند شمارهٔ ۱۲')), 15_000);
    expect(sent.body.text).toBe('سند\nسند شمارهٔ ۱۲ تأیید شد');
    // the bot's answer reaches the fake before the worker writes the delivery down: wait for the row, not the call
    const delivery = await waitFor(async () => {
      const row = await t.infra.db.prisma.messengerDelivery.findFirst({ where: { messageId } });
      return row?.status === 1 ? row : undefined;
    }, 15_000);
    expect(delivery).toMatchObject({ status: 1, attempts: 3, provider: 'telegram', chatId: '7200', lastError: null });

    // an SMS is not copied to the chat
    const before = await t.infra.db.prisma.messengerDelivery.count();
    await t.infra.db.prisma.$transaction((tx) => sender.send(tx, { recipientUserId: u.userId, type: MessageType.Sms, content: 'پیامک' }));
    expect(await t.infra.db.prisma.messengerDelivery.count()).toBe(before);
  });

  it('unlinks only the caller’s own chat; a notification then goes to the app alone', async () => {
    await link('telegram', 7300);
    const mine = (await t.http().get(`${M}/gets`).set(bearer(admin)).expect(200)).body.value.find((a: { chatId: string }) => a.chatId === '7300');
    const other = await signUpUser(t);
    // another user cannot: no permission (403), and an id that is not theirs would be 404
    await t.http().delete(`${M}/remove?Id=${mine.id}`).set(bearer(other.tokens.access_token)).expect(403);
    await t.http().delete(`${M}/remove?Id=999999`).set(bearer(admin)).expect(404);
    await t.http().delete(`${M}/remove?Id=${mine.id}`).set(bearer(admin)).expect(200);
    expect(await t.infra.db.prisma.messengerAccount.count({ where: { chatId: '7300' } })).toBe(0);
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'messenger-unlink', entityId: String(mine.id) } });
    expect(audit?.data).toMatchObject({ provider: 'telegram', chatId: '7300' });

    const adminUser = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' } });
    const sender = t.app.get(MessageSender);
    const messageId = await t.infra.db.prisma.$transaction((tx) => sender.send(tx, { recipientUserId: adminUser.id, type: MessageType.System, content: 'پس از جدا کردن' }));
    await waitFor(async () => (await t.infra.db.prisma.message.findUnique({ where: { id: messageId } }))?.deliveredAt, 15_000);
    const copies = await t.infra.db.prisma.messengerDelivery.findMany({ where: { messageId } });
    // the admin's other chats (7001 telegram, 8001 bale) still get it; 7300 does not
    expect(copies.map((c) => c.chatId).sort()).toEqual(['7001', '8001']);
  });
});

describe('messenger bots switched off', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('offers no link code and answers no webhook without a bot token', async () => {
    expect((await t.http().get(`${M}/getProviders`).set(bearer(admin)).expect(200)).body.value.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
    const r = await t.http().post(`${M}/createLinkCode`).set(bearer(admin)).send({ provider: 'telegram' }).expect(422);
    expect(r.body.message).toEqual(expect.any(String));
    await t.http().post(`${M}/webhook/telegram`).set(SECRET_HEADER, 'x').send({}).expect(404);
  });
});
