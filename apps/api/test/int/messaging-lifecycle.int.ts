import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { MAX_ATTEMPTS, MessageSender } from '../../src/modules/messaging/message-sender';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const M = '/api/messaging/v1/message';

interface Mail { from: string; to: string[]; data: string }

/**
 * A minimal SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT) that keeps what it receives. A mail whose text
 * contains HOLD is answered only once `gate.open()` is called, so a test can act while a send is in flight.
 */
function smtpServer(mails: Mail[], gate: { held: Mail[]; open: () => void; wait: Promise<void> }): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let mail: Mail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const done = mail;
            mail = { from: '', to: [], data: '' };
            if (done.data.includes('HOLD')) {
              gate.held.push(done);
              void gate.wait.then(() => { mails.push(done); reply('250 queued'); });
            } else {
              mails.push(done);
              reply('250 queued');
            }
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') reply('250 test-smtp');
        else if (cmd === 'MAIL') { mail.from = line; reply('250 ok'); }
        else if (cmd === 'RCPT') { mail.to.push(line); reply('250 ok'); }
        else if (cmd === 'DATA') { inData = true; reply('354 go ahead'); }
        else if (cmd === 'QUIT') { reply('221 bye'); socket.end(); }
        else if (cmd === 'RSET' || cmd === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
}

describe('the message lifecycle: both methods, e-mail over SMTP, failed after the tries are spent', () => {
  let t: TestApp;
  let admin: string;
  const mails: Mail[] = [];
  let release!: () => void;
  const gate = { held: [] as Mail[], open: () => release(), wait: new Promise<void>((r) => (release = r)) };
  const smtp = smtpServer(mails, gate);
  let providerCalls = 0;
  // a Kavenegar that is down
  const kavenegar = createHttpServer((_req, res) => {
    providerCalls++;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ return: { status: 500, message: 'down' } }));
  });

  beforeAll(async () => {
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    await new Promise<void>((r) => kavenegar.listen(0, '127.0.0.1', () => r()));
    t = await startTestApp({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String((smtp.address() as { port: number }).port),
        SMTP_FROM: 'Karsaz <no-reply@karsaz.test>',
        KAVENEGAR_API_KEY: 'k',
        KAVENEGAR_BASE_URL: `http://127.0.0.1:${(kavenegar.address() as { port: number }).port}`,
      },
    });
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    // the mail settings other suites made in this database would send this company's mail elsewhere
    await t.infra.db.prisma.mailSetting.updateMany({ data: { isActive: false } });
  });
  afterAll(async () => {
    await t.close();
    smtp.close();
    kavenegar.close();
  });

  it('accepts POST gets and getCount with a body, and PUT or POST setStatus', async () => {
    // the admin's own system messages
    const me = (await t.http().get(`${USER}/profile`).set(bearer(admin)).expect(200)).body.value;
    const adminUser = await t.infra.db.prisma.user.findFirstOrThrow({ where: { thirdPartyId: me.thirdPartyId } });
    const ids: number[] = [];
    for (const content of ['یک', 'دو', 'سه']) ids.push((await t.http().post(`${M}/send`).set(bearer(admin)).send({ recipientUserId: adminUser.id, type: 2, content }).expect(200)).body.value.id);
    const byBody = await t.http().post(`${M}/gets`).set(bearer(admin)).send({ messageStatus: [0, 3], pageIndex: 1, pageSize: 2 }).expect(200);
    expect(byBody.body.value.rowCount).toBeGreaterThanOrEqual(3);
    expect(byBody.body.value.data).toHaveLength(2);
    expect(byBody.body.value.data[0].id).toBe(ids[2]);
    const count = await t.http().post(`${M}/getCount`).set(bearer(admin)).send({ messageStatus: [0, 3] }).expect(200);
    const unread = count.body.value.rowCount as number;
    await t.http().put(`${M}/setStatus`).set(bearer(admin)).send({ ids: [ids[0]], status: 2 }).expect(200);
    expect((await t.http().get(`${M}/getCount?messageStatus=0,3`).set(bearer(admin)).expect(200)).body.value.rowCount).toBe(unread - 1);
    expect((await t.http().get(`${M}/getCount?messageStatus=2`).set(bearer(admin)).expect(200)).body.value.rowCount).toBe(1);
    await t.http().post(`${M}/setStatus`).set(bearer(admin)).send({ all: true, status: 2 }).expect(200);
    expect((await t.http().post(`${M}/getCount`).set(bearer(admin)).send({}).expect(200)).body.value.rowCount).toBe(0);
    const bad = await t.http().put(`${M}/setStatus`).set(bearer(admin)).send({ status: 2 }).expect(400);
    expect(bad.body.errors[0].field).toBe('ids');
    await t.http().post(`${M}/gets`).set(bearer(admin)).send({ messageStatus: [9] }).expect(400);
  });

  it('sends e-mail through SMTP and marks it sent; an e-mail without an address is refused', async () => {
    // SMS is down in this app, so no sign-up: the administrator receives it
    const u = { userId: (await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' } })).id };
    const r = await t.http().post(`${M}/send`).set(bearer(admin)).send({ recipientUserId: u.userId, type: 1, subject: 'یادآوری', content: 'جلسهٔ فردا ساعت ۹', address: 'sara@example.com' }).expect(200);
    const id = r.body.value.id as number;
    for (let i = 0; i < 100 && (await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } })).status !== 1; i++) await new Promise((res) => setTimeout(res, 100));
    const row = await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe(1);
    expect(row.sentAt).not.toBeNull();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to[0]).toContain('sara@example.com');
    expect(mails[0]!.data).toContain(`Message-ID: <karsaz-message-${id}@karsaz>`);
    const missing = await t.http().post(`${M}/send`).set(bearer(admin)).send({ recipientUserId: u.userId, type: 1, content: 'بی‌نشانی' }).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('address');
  });

  it('keeps a message read when the user reads it while its send is in flight', async () => {
    const me = (await t.http().get(`${USER}/profile`).set(bearer(admin)).expect(200)).body.value;
    const adminUser = await t.infra.db.prisma.user.findFirstOrThrow({ where: { thirdPartyId: me.thirdPartyId } });
    const sent = await t.http().post(`${M}/send`).set(bearer(admin)).send({ recipientUserId: adminUser.id, type: 1, subject: 'HOLD', content: 'HOLD: in flight', address: 'held@example.com' }).expect(200);
    const id = sent.body.value.id as number;
    for (let i = 0; i < 100 && gate.held.length === 0; i++) await new Promise((res) => setTimeout(res, 50));
    expect(gate.held).toHaveLength(1); // the worker leased it and the SMTP server holds its answer
    await t.http().put(`${M}/setStatus`).set(bearer(admin)).send({ ids: [id], status: 2 }).expect(200);
    gate.open();
    for (let i = 0; i < 100 && (await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } })).sentAt === null; i++) await new Promise((res) => setTimeout(res, 50));
    const row = await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(row.sentAt).not.toBeNull();
    expect(row.leaseUntil).toBeNull();
    expect(row.status).toBe(2); // read, not overwritten by "sent"
  });

  it('marks a message failed once its tries are spent, keeping the last error', async () => {
    const recipient = (await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' } })).id;
    const sender = t.app.get(MessageSender);
    const id = await t.infra.db.prisma.$transaction((tx) => sender.send(tx, { recipientUserId: recipient, type: 0, content: 'نمی‌رسد', address: '09121111111' }));
    for (let i = 0; i < 40; i++) {
      const m = await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } });
      if (m.status !== 0) break;
      await sender.deliver(id).catch(() => undefined);
      await new Promise((res) => setTimeout(res, 30));
    }
    const row = await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 4, attempts: MAX_ATTEMPTS, leaseUntil: null });
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toContain('kavenegar answered 500');
    expect(providerCalls).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
    // a failed message is never tried again
    const calls = providerCalls;
    await sender.deliver(id);
    expect(providerCalls).toBe(calls);
  });

  it('sends a company’s e-mail of a purpose through its mail setting (/mails-manager-2), whose password is never answered', async () => {
    const own: Mail[] = [];
    const companyServer = smtpServer(own, { held: [], open: () => undefined, wait: new Promise<void>(() => undefined) });
    await new Promise<void>((r) => companyServer.listen(0, '127.0.0.1', () => r()));
    try {
      const S = '/api/hr/v1/mailsetting';
      const body = { purpose: 1, fromName: 'منابع انسانی', fromAddress: 'hr@company.test', replyTo: 'reply@company.test', host: '127.0.0.1', port: (companyServer.address() as { port: number }).port, secure: false, password: 'smtp-pass-1404' };
      const id = (await t.http().post(`${S}/create`).set(bearer(admin)).send(body).expect(200)).body.value.id;
      // the password is sealed in the table and never answered
      const row = (await t.http().get(`${S}/getById`).query({ Id: id }).set(bearer(admin)).expect(200)).body.value;
      expect(row.password).toBeNull();
      const stored = await t.infra.db.prisma.mailSetting.findUniqueOrThrow({ where: { id } });
      expect(stored.password).toMatch(/^v1:/);
      expect(stored.password).not.toContain('smtp-pass');
      const listed = (await t.http().get(`${S}/getFiltered`).set(bearer(admin)).expect(200)).body.value.data.find((r: { id: number }) => r.id === id);
      expect(listed.password).toBeNull();
      // an update that leaves it empty keeps it
      await t.http().put(`${S}/update`).set(bearer(admin)).send({ ...body, id, version: row.version, password: '' }).expect(200);
      expect((await t.infra.db.prisma.mailSetting.findUniqueOrThrow({ where: { id } })).password).toBe(stored.password);

      const send = async (content: string) => {
        const u = (await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' } })).id;
        const sent = (await t.http().post(`${M}/send`).set(bearer(admin)).send({ recipientUserId: u, type: 1, subject: 'اعلان', content, address: 'ali@example.com' }).expect(200)).body.value.id as number;
        for (let i = 0; i < 100 && (await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id: sent } })).status !== 1; i++) await new Promise((res) => setTimeout(res, 100));
        expect((await t.infra.db.prisma.message.findUniqueOrThrow({ where: { id: sent } })).mailPurpose).toBe(1);
      };
      const before = mails.length;
      await send('از کارگزار شرکت');
      expect(own).toHaveLength(1);
      expect(own[0]!.from).toContain('hr@company.test');
      expect(own[0]!.data).toContain('Reply-To: reply@company.test');
      expect(mails).toHaveLength(before);
      // without a host of its own, the system's server sends it under the setting's sender
      const current = (await t.http().get(`${S}/getById`).query({ Id: id }).set(bearer(admin)).expect(200)).body.value;
      await t.http().put(`${S}/update`).set(bearer(admin)).send({ ...body, id, version: current.version, host: null }).expect(200);
      await send('از کارگزار سامانه');
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.from).toContain('hr@company.test');
      // deactivated: the system's own sender again
      await t.http().post(`${S}/deactivate`).set(bearer(admin)).send({ id }).expect(200);
      await send('پیش‌فرض');
      expect(mails.at(-1)!.from).toContain('no-reply@karsaz.test');
      // two active settings of the purpose: the one changed last sends
      await t.http().post(`${S}/activate`).set(bearer(admin)).send({ id }).expect(200);
      await t.http().post(`${S}/create`).set(bearer(admin)).send({ ...body, fromAddress: 'hr2@company.test', host: null }).expect(200);
      await send('از تنظیم تازه');
      expect(mails.at(-1)!.from).toContain('hr2@company.test');
    } finally {
      companyServer.close();
      await t.infra.db.prisma.mailSetting.updateMany({ where: { fromAddress: { in: ['hr@company.test', 'hr2@company.test'] } }, data: { isActive: false } });
    }
  });
});
