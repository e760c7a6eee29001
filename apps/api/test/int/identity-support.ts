import WebSocket from 'ws';
import type { TestApp } from './support';

let counter = 0;
/** A mobile number no other test uses (09 + 9 digits from the pid, the clock and a counter). */
export function freshMobile(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 1000 + ((process.pid + counter * 7) % 1000);
  return `093${String(n).padStart(8, '0').slice(-8)}`;
}

/** The newest code the development SMS provider "sent" to a number (waits for the queue to deliver it). */
export async function lastCode(t: TestApp, mobileNumber: string, after = new Date(0)): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const sms = await t.infra.db.prisma.devSms.findFirst({ where: { mobileNumber, createdAt: { gt: after } }, orderBy: { id: 'desc' } });
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code was sent to ${mobileNumber}`);
}

export const USER = '/api/identity/user/v1';

/** The demo administrator's access token (password sign-in). */
export async function adminToken(t: TestApp): Promise<string> {
  return (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
}

/** Signs a new user up to the end: code, password; answers its tokens from a password sign-in. */
export async function signUpUser(t: TestApp, password = 'Karsaz-Strong-Pass-1') {
  const mobileNumber = freshMobile();
  const started = new Date();
  const created = await t.http().post(`${USER}/create`).send({ mobileNumber, firstName: 'سارا', lastName: 'احمدی' }).expect(200);
  const code = await lastCode(t, mobileNumber, started);
  const verified = await t.http().post(`${USER}/verifyOtp`).send({ token: created.body.value.token, code }).expect(200);
  await t.http().put(`${USER}/setPass`).send({ token: verified.body.value.token, password }).expect(200);
  const login = await t.http().post(`${USER}/login`).send({ mobileNumber, password }).expect(200);
  // sign-up answers no id (a registered number must look the same as a new one)
  const { id: userId } = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber }, select: { id: true } });
  return { mobileNumber, password, userId, tokens: login.body.value as { access_token: string; refresh_token: string } };
}

export function refresh(t: TestApp, refreshToken: string, extra: Record<string, string> = {}) {
  return t
    .http()
    .post('/connect/token')
    .type('form')
    .send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'karsaz-web', client_secret: 'karsaz-web', ...extra });
}

/** The realtime channel of a token on a listening app (`host` is its address), collecting what it hears after the welcome. */
export function realtimeChannel(host: string, token: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/api/message-sender/notification?access_token=${encodeURIComponent(token)}`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'welcome') resolve({ ws, messages });
      else messages.push(m);
    });
    ws.on('error', reject);
  });
}
