import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * The one-time codes the API "sends": with no SMS provider configured, the development provider writes each
 * message to the table `dev_sms` (mobile_number, text, created_at) of the e2e server's database. The database is
 * the one scripts/e2e-server.mjs made: its URL is printed as E2E_DATABASE_URL=… and written to
 * .tmp/e2e-server-<port>.json; E2E_DATABASE_URL in the environment wins.
 */

const root = join(__dirname, '..', '..');

interface PgClient {
  connect(): Promise<void>;
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const file = join(root, '.tmp', `e2e-server-${process.env.E2E_PORT || '3100'}.json`);
  if (!existsSync(file)) throw new Error('No e2e database: start the server with scripts/e2e-server.mjs (it writes .tmp/e2e-server-<port>.json)');
  return (JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

/** `pg` is the API's dependency; the tests borrow it rather than install a second copy. */
function pgClient(): PgClient {
  const require = createRequire(join(root, 'apps', 'api', 'package.json'));
  const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  return new Client({ connectionString: databaseUrl() });
}

async function query<R>(text: string, values: unknown[]): Promise<R[]> {
  const client = pgClient();
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The id of the newest message to `mobileNumber` so far (0 when none): take it before asking for a code. */
export async function lastSmsId(mobileNumber: string): Promise<number> {
  const rows = await query<{ id: string | number }>('SELECT COALESCE(MAX(id), 0) AS id FROM dev_sms WHERE mobile_number = $1', [mobileNumber]);
  return Number(rows[0]?.id ?? 0);
}

/** Waits for a message to `mobileNumber` newer than `afterId`, and answers the six-digit code in it. */
export async function waitForCode(mobileNumber: string, afterId = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await query<{ text: string }>('SELECT text FROM dev_sms WHERE mobile_number = $1 AND id > $2 ORDER BY id DESC LIMIT 1', [mobileNumber, afterId]);
    const code = rows[0]?.text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code was sent to ${mobileNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A mobile number no test has used: 0915 and seven random digits. */
export function newMobileNumber(): string {
  return `0915${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Waits for a message to `mobileNumber` newer than `afterId`, and answers its text. */
export async function waitForText(mobileNumber: string, afterId = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await query<{ text: string }>('SELECT text FROM dev_sms WHERE mobile_number = $1 AND id > $2 ORDER BY id DESC LIMIT 1', [mobileNumber, afterId]);
    if (rows[0]) return rows[0].text;
    if (Date.now() > deadline) throw new Error(`No message was sent to ${mobileNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
