import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support';
import { USER, signUpUser } from './identity-support';
import { MessageSender } from '../../src/modules/messaging/message-sender';
import { MessageType } from '../../src/modules/messaging/message.types';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
}

function connect(host: string, token: string): Promise<{ ws: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/api/message-sender/notification?access_token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'welcome') return resolve({ ws, messages });
      messages.push(m);
    });
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
    ws.on('error', reject);
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('messages, the outbox and realtime', () => {
  const prefix = `karsaz-it-msg:${Date.now()}`;
  let a: TestApp;
  let b: TestApp;
  let hostB: string;
  let admin: string;
  beforeAll(async () => {
    a = await startTestApp({ env: { RATE_LIMIT_PREFIX: prefix } });
    b = await startTestApp({ env: { RATE_LIMIT_PREFIX: prefix } });
    hostB = await listen(b);
    admin = (await a.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers a message written through one API instance to the user’s sockets on another, within a second', async () => {
    const u = await signUpUser(a);
    const tab1 = await connect(hostB, u.tokens.access_token);
    const tab2 = await connect(hostB, u.tokens.access_token);
    const started = Date.now();
    const sent = await a.http().post('/api/messaging/v1/message/send').set(bearer(admin)).send({ recipientUserId: u.userId, type: 2, priority: 1, content: 'سند شمارهٔ ۱۲ تأیید شد' }).expect(200);
    await waitFor(() => tab1.messages.length === 1 && tab2.messages.length === 1, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(tab1.messages[0]).toEqual({ Id: sent.body.value.id, Type: 2, Priority: 1, Content: 'سند شمارهٔ ۱۲ تأیید شد', Created: expect.any(String) });
    tab1.ws.close();
    tab2.ws.close();

    const list = await a.http().get('/api/messaging/v1/message/gets?messageStatus=3&pageIndex=1&pageSize=5').set(bearer(u.tokens.access_token)).expect(200);
    expect(list.body.value).toMatchObject({ rowCount: 1, data: [{ id: sent.body.value.id, status: 3, priority: 1 }] });
    expect((await a.http().get('/api/messaging/v1/message/getCount').set(bearer(u.tokens.access_token)).expect(200)).body.value.rowCount).toBe(1);
    await a.http().post('/api/messaging/v1/message/setStatus').set(bearer(u.tokens.access_token)).send({ all: true, status: 2 }).expect(200);
    expect((await a.http().get('/api/messaging/v1/message/getCount').set(bearer(u.tokens.access_token)).expect(200)).body.value.rowCount).toBe(0);
    // another user sees none of them
    const other = await signUpUser(a);
    expect((await a.http().get('/api/messaging/v1/message/gets').set(bearer(other.tokens.access_token)).expect(200)).body.value.rowCount).toBe(0);
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connect(hostB, 'not-a-token')).rejects.toThrow('closed 4401');
  });

  it('writes nothing when the caller’s transaction rolls back, and sends a message once however often its job runs', async () => {
    const u = await signUpUser(a);
    const sender = a.app.get(MessageSender);
    await expect(
      a.infra.db.prisma.$transaction(async (tx) => {
        await sender.send(tx, { recipientUserId: u.userId, type: MessageType.Sms, content: 'rolled back' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await a.infra.db.prisma.message.count({ where: { recipientUserId: u.userId } })).toBe(0);

    const id = await a.infra.db.prisma.$transaction((tx) => sender.send(tx, { recipientUserId: u.userId, type: MessageType.Sms, content: 'کارساز: یادآوری جلسه' }));
    await Promise.allSettled([sender.deliver(id), sender.deliver(id), sender.deliver(id)]);
    await waitFor(() => true);
    const row = await a.infra.db.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe(1);
    expect(await a.infra.db.prisma.devSms.count({ where: { mobileNumber: u.mobileNumber, text: 'کارساز: یادآوری جلسه' } })).toBe(1);
  });

  it('lists the enums of type, priority and status', async () => {
    const types = await a.http().get('/api/messaging/v1/message/getMessageType').set(bearer(admin)).expect(200);
    expect(types.body.value.map((t: { id: number }) => t.id)).toEqual([0, 1, 2, 3]);
    const statuses = await a.http().get('/api/messaging/v1/message/getMessageStatus').set(bearer(admin)).expect(200);
    expect(statuses.body.value.map((s: { name: string }) => s.name)).toEqual(['Queued', 'Sent', 'Read', 'Unread', 'Failed']);
  });
});
