// The server the Playwright tests run against: the built app in production mode on 127.0.0.1:3100 (E2E_PORT),
// on a fresh database (dropped afterwards) of DATABASE_URL's server (default: the local PostgreSQL), and REDIS_URL
// when given. Its database URL is written to .tmp/e2e-server-<port>.json for the tests. It builds nothing up to date.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { root, buildApiIfStale, buildWebIfStale } from './lib/run.mjs';

buildApiIfStale();
buildWebIfStale();

const env = { ...process.env, NODE_ENV: 'production', PORT: process.env.E2E_PORT ?? '3100', HOST: '127.0.0.1', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' };
env.KARSAZ_DATA_DIR = mkdtempSync(join(tmpdir(), 'karsaz-e2e-'));
// every browser test signs in from 127.0.0.1: generous limits, counted apart from any other run
env.RATE_LIMIT_PREFIX = `karsaz-e2e:${Date.now()}:${process.pid}`;
env.OTP_SENDS_PER_ADDRESS ??= '1000';
env.OTP_SENDS_PER_NUMBER ??= '20';
env.OTP_RESEND_AFTER_SECONDS ??= '3';
env.LOGIN_FAILURES_PER_ADDRESS ??= '1000';
env.TOKEN_REQUESTS_PER_ADDRESS ??= '1000';
// the messenger bots (/telegramChat-2) talk to a test double of the Telegram/Bale Bot API in this process: no
// internet here; it takes every sendMessage. The tests play the bot's webhook with the secrets below.
{
  const botApi = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, result: { message_id: 1 } }));
    });
  });
  await new Promise((resolve) => botApi.listen(0, '127.0.0.1', resolve));
  botApi.unref();
  const botUrl = `http://127.0.0.1:${botApi.address().port}`;
  for (const [name, user] of [['TELEGRAM', 'karsaz_e2e_bot'], ['BALE', 'karsaz_e2e_bale_bot']]) {
    env[`${name}_BOT_TOKEN`] ??= `e2e:${name.toLowerCase()}`;
    env[`${name}_API_BASE_URL`] ??= botUrl;
    env[`${name}_BOT_USERNAME`] ??= user;
    env[`${name}_WEBHOOK_SECRET`] ??= `e2e-${name.toLowerCase()}-hook-secret`;
  }
}
let dropDatabase = async () => {};
// the browser tests need the real PostgreSQL: they read the development SMS table (the codes) from it
const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
{
  const require = createRequire(join(root, 'apps/api/package.json'));
  const { Client } = require('pg');
  const name = `karsaz_e2e_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // the browser tests read the development SMS table (the codes) from this database
  console.log(`E2E_DATABASE_URL=${env.DATABASE_URL}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(join(root, '.tmp', `e2e-server-${env.PORT}.json`), JSON.stringify({ databaseUrl: env.DATABASE_URL }));
  dropDatabase = async () => {
    const c = new Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
}

const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit', env });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  await dropDatabase().catch((err) => console.error(`could not drop the e2e database: ${err.message}`));
  process.exit(stopping ? 0 : (code ?? 1));
});
