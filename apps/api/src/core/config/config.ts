import { cleanEnv, host, port, str, num, url, bool, makeValidator, EnvMissingError } from 'envalid';
import { repoPaths } from './paths';

/** A comma-separated list of origins; `*` allows any. */
const originList = makeValidator<string[]>((input: string) => {
  const list = input.split(',').map((s) => s.trim()).filter(Boolean);
  for (const o of list) {
    if (o !== '*' && !/^https?:\/\/[^/\s]+$/.test(o)) throw new Error(`'${o}' is not an origin like https://example.com`);
  }
  return list;
});

const postgresUrl = makeValidator<string>((input: string) => {
  if (!/^postgres(ql)?:\/\//.test(input)) throw new Error('must be a postgresql:// URL');
  return input;
});
const redisUrl = makeValidator<string>((input: string) => {
  if (!/^rediss?:\/\//.test(input)) throw new Error('must be a redis:// URL');
  return input;
});

export interface S3Settings {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface KarsazConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** where people reach the app (the links texted to customers: a delivered car's satisfaction survey) */
  publicUrl: string;
  logLevel: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  s3: S3Settings | null;
  dataDir: string;
  webDist: string;
  corsOrigins: string[];
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** a request body must arrive at this average rate once the grace period is over (0: no minimum) */
  bodyMinBytesPerSecond: number;
  bodyRateGraceMs: number;
  /** Node's limit on the request line and headers together (a longer URL or header set is answered 431) */
  maxHeaderBytes: number;
  /** SIGTERM: how long requests in flight may run before their connections are cut (main.ts). */
  shutdownGraceMs: number;
  migrateOnStart: boolean;
  seedOnFirstRun: boolean;
  adminMobile: string;
  adminPassword: string;
  trustProxy: boolean;
  auth: AuthSettings;
  sms: { kavenegarApiKey: string | null; kavenegarBaseUrl: string; kavenegarSender: string | null };
  /** Messenger bots (Telegram, Bale) that also carry notifications to linked chats; a bot without a token is off. */
  messengers: Record<'telegram' | 'bale', MessengerBotSettings>;
  /**
   * The job queue's crash detection: a job whose worker died (kill -9) is taken back after its lock expires
   * (`lockMs`, renewed every half of it while the job runs) at the next stalled check (`stalledIntervalMs`); a
   * message's delivery lease (`messageLeaseMs`) keeps a second copy of its job from sending meanwhile, so it must
   * outlast a provider's time-out (10 s).
   */
  queue: { lockMs: number; stalledIntervalMs: number; messageLeaseMs: number };
  /** e-mail through SMTP (nodemailer); null: the development log */
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null; from: string } | null;
}

export interface MessengerBotSettings {
  /** the bot's token; null: this messenger is off */
  token: string | null;
  /** the Bot API's base URL (sendMessage is `{baseUrl}/bot{token}/sendMessage`) */
  baseUrl: string;
  /** the bot's username, for the deep link */
  username: string | null;
  /** the secret the bot platform sends in X-Telegram-Bot-Api-Secret-Token with every update (set with setWebhook) */
  webhookSecret: string | null;
}

export interface AuthSettings {
  /** HS256 key of access tokens; with none set, one is made and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | null;
  /**
   * The key stored secrets (an outgoing mail server's password) are encrypted with; with none set, one is derived
   * from the access-token key (so changing JWT_SECRET means entering those secrets again).
   */
  dataKey: string | null;
  accessTokenTtlSeconds: number;
  /**
   * How long (ms) an instance keeps a session's liveness and a route's permission answer in memory (AuthCache);
   * every change to sessions, users, roles or grants clears every instance's cache at once over Redis. 0: off.
   */
  authCacheMs: number;
  /** Absolute lifetime of a session: refreshing never extends it. */
  sessionTtlSeconds: number;
  webClientSecret: string;
  rateLimitPrefix: string;
  otpSendsPerNumber: number;
  otpSendsPerAddress: number;
  otpWindowSeconds: number;
  otpResendAfterSeconds: number;
  /** sign-in failures an account (from devices without its device cookie) has free before it must wait */
  loginFailuresPerAccount: number;
  /** sign-in failures an address (devices without a device cookie) has free before it must wait */
  loginFailuresPerAddress: number;
  /** sign-in failures a device with a device cookie has free before it must wait */
  loginFailuresPerDevice: number;
  /** the longest wait after sign-in failures */
  loginLockSeconds: number;
  /** how long sign-in failures are remembered, from the first one */
  loginFailureWindowSeconds: number;
  /** how long a device cookie is valid after its last sign-in */
  deviceCookieDays: number;
  /** /connect/token: calls per address and per client id within the window (429 beyond) */
  tokenRequestsPerAddress: number;
  tokenRequestsPerClient: number;
  tokenWindowSeconds: number;
  /** the issuer of the authorization-server metadata; none: the origin the request came to */
  oauthIssuer: string | null;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the configuration. Anything wrong is reported as one line naming every bad setting, and
 * start-up stops there.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): KarsazConfig {
  const problems: string[] = [];
  const env = cleanEnv(
    source,
    {
      NODE_ENV: str({ choices: ['development', 'production', 'test'], default: 'development' }),
      HOST: host({ default: '0.0.0.0' }),
      PORT: port({ default: 3000 }),
      PUBLIC_URL: str({ default: '' }),
      LOG_LEVEL: str({ choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' }),
      DATABASE_URL: postgresUrl({ default: undefined }),
      REDIS_URL: redisUrl({ default: undefined }),
      S3_ENDPOINT: url({ default: undefined }),
      S3_ACCESS_KEY: str({ default: undefined }),
      S3_SECRET_KEY: str({ default: undefined }),
      S3_BUCKET: str({ default: 'karsaz' }),
      S3_REGION: str({ default: 'us-east-1' }),
      CORS_ORIGINS: originList({ default: [] }),
      REQUEST_TIMEOUT_MS: num({ default: 300000 }),
      BODY_LIMIT_BYTES: num({ default: 10 * 1024 * 1024 }),
      BODY_MIN_BYTES_PER_SECOND: num({ default: 1024 }),
      BODY_RATE_GRACE_MS: num({ default: 10000 }),
      MAX_HEADER_BYTES: num({ default: 16 * 1024 }),
      KARSAZ_SHUTDOWN_GRACE_MS: num({ default: 8000 }),
      KARSAZ_MIGRATE_ON_START: bool({ default: true }),
      KARSAZ_SEED_ON_FIRST_RUN: bool({ default: true }),
      KARSAZ_ADMIN_MOBILE: str({ default: '09120000000' }),
      KARSAZ_ADMIN_PASSWORD: str({ default: 'karsaz-demo-1404' }),
      TRUST_PROXY: bool({ default: false }),
      JWT_SECRET: str({ default: undefined }),
      KARSAZ_DATA_KEY: str({ default: undefined }),
      ACCESS_TOKEN_TTL_SECONDS: num({ default: 900 }),
      AUTH_CACHE_MS: num({ default: 10000 }),
      SESSION_TTL_SECONDS: num({ default: 30 * 24 * 3600 }),
      KARSAZ_WEB_CLIENT_SECRET: str({ default: 'karsaz-web' }),
      RATE_LIMIT_PREFIX: str({ default: 'karsaz:rl' }),
      OTP_SENDS_PER_NUMBER: num({ default: 3 }),
      OTP_SENDS_PER_ADDRESS: num({ default: 20 }),
      OTP_WINDOW_SECONDS: num({ default: 600 }),
      OTP_RESEND_AFTER_SECONDS: num({ default: 60 }),
      LOGIN_FAILURES_PER_ACCOUNT: num({ default: 5 }),
      LOGIN_FAILURES_PER_ADDRESS: num({ default: 30 }),
      LOGIN_FAILURES_PER_DEVICE: num({ default: 5 }),
      LOGIN_LOCK_SECONDS: num({ default: 900 }),
      LOGIN_FAILURE_WINDOW_SECONDS: num({ default: 3600 }),
      DEVICE_COOKIE_DAYS: num({ default: 180 }),
      TOKEN_REQUESTS_PER_ADDRESS: num({ default: 120 }),
      TOKEN_REQUESTS_PER_CLIENT: num({ default: 600 }),
      TOKEN_WINDOW_SECONDS: num({ default: 60 }),
      OAUTH_ISSUER: url({ default: undefined }),
      KAVENEGAR_API_KEY: str({ default: undefined }),
      KAVENEGAR_BASE_URL: url({ default: 'https://api.kavenegar.com' }),
      KAVENEGAR_SENDER: str({ default: undefined }),
      TELEGRAM_BOT_TOKEN: str({ default: undefined }),
      TELEGRAM_API_BASE_URL: url({ default: 'https://api.telegram.org' }),
      TELEGRAM_BOT_USERNAME: str({ default: undefined }),
      TELEGRAM_WEBHOOK_SECRET: str({ default: undefined }),
      BALE_BOT_TOKEN: str({ default: undefined }),
      BALE_API_BASE_URL: url({ default: 'https://tapi.bale.ai' }),
      BALE_BOT_USERNAME: str({ default: undefined }),
      BALE_WEBHOOK_SECRET: str({ default: undefined }),
      QUEUE_LOCK_MS: num({ default: 30_000 }),
      QUEUE_STALLED_INTERVAL_MS: num({ default: 30_000 }),
      MESSAGE_LEASE_MS: num({ default: 30_000 }),
      SMTP_HOST: str({ default: undefined }),
      SMTP_PORT: num({ default: 587 }),
      SMTP_SECURE: bool({ default: false }),
      SMTP_USER: str({ default: undefined }),
      SMTP_PASSWORD: str({ default: undefined }),
      SMTP_FROM: str({ default: 'Karsaz <no-reply@karsaz.local>' }),
    },
    {
      reporter: ({ errors }) => {
        for (const [name, err] of Object.entries(errors)) {
          if (!err) continue;
          // never echo credentials of a URL or a secret
          const raw = source[name];
          const given = raw === undefined ? undefined : /SECRET|PASSWORD|KEY/.test(name) ? '***' : raw.replace(/\/\/[^@/\s]*@/, '//***@');
          if (err instanceof EnvMissingError) problems.push(`${name} is required`);
          else {
            // envalid's own messages ("Invalid port input: ...") say nothing the value does not; ours give a reason
            const reason = /^Invalid \w+ input/.test(err.message) ? 'is invalid' : err.message;
            problems.push(`${name} ${reason}${given !== undefined ? ` (got '${given}')` : ''}`);
          }
        }
      },
    },
  );
  if (env.REQUEST_TIMEOUT_MS !== undefined && (env.REQUEST_TIMEOUT_MS < 1000 || !Number.isInteger(env.REQUEST_TIMEOUT_MS))) {
    problems.push(`REQUEST_TIMEOUT_MS must be a whole number of milliseconds, at least 1000 (got '${source.REQUEST_TIMEOUT_MS}')`);
  }
  if (env.BODY_LIMIT_BYTES !== undefined && (env.BODY_LIMIT_BYTES < 1024 || !Number.isInteger(env.BODY_LIMIT_BYTES))) {
    problems.push(`BODY_LIMIT_BYTES must be a whole number of bytes, at least 1024 (got '${source.BODY_LIMIT_BYTES}')`);
  }
  if (env.KARSAZ_SHUTDOWN_GRACE_MS !== undefined && (env.KARSAZ_SHUTDOWN_GRACE_MS < 0 || !Number.isInteger(env.KARSAZ_SHUTDOWN_GRACE_MS))) {
    problems.push(`KARSAZ_SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got '${source.KARSAZ_SHUTDOWN_GRACE_MS}')`);
  }
  const s3Given = [env.S3_ENDPOINT, env.S3_ACCESS_KEY, env.S3_SECRET_KEY].filter((v) => v !== undefined).length;
  if (s3Given > 0 && s3Given < 3) problems.push('S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY go together: set all three or none');
  if (env.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) problems.push(`S3_BUCKET is not a valid bucket name (got '${env.S3_BUCKET}')`);
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (env.KARSAZ_DATA_KEY !== undefined && env.KARSAZ_DATA_KEY.length < 32) problems.push('KARSAZ_DATA_KEY must be at least 32 characters');
  for (const [name, min] of [['QUEUE_LOCK_MS', 1000], ['QUEUE_STALLED_INTERVAL_MS', 1000], ['MESSAGE_LEASE_MS', 11_000]] as const) {
    const v = env[name];
    if (v !== undefined && (!Number.isInteger(v) || v < min)) problems.push(`${name} must be a whole number of milliseconds, at least ${min} (got '${source[name]}')`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  let s3: S3Settings | null = null;
  if (env.S3_ENDPOINT && env.S3_ACCESS_KEY && env.S3_SECRET_KEY) {
    const u = new URL(env.S3_ENDPOINT);
    s3 = {
      endPoint: u.hostname,
      port: u.port ? Number(u.port) : undefined,
      useSSL: u.protocol === 'https:',
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
    };
  }
  const paths = repoPaths();
  return {
    env: env.NODE_ENV as KarsazConfig['env'],
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    s3,
    dataDir: paths.dataDir,
    webDist: paths.webDist,
    corsOrigins: env.CORS_ORIGINS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    bodyMinBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
    bodyRateGraceMs: env.BODY_RATE_GRACE_MS,
    maxHeaderBytes: env.MAX_HEADER_BYTES,
    shutdownGraceMs: env.KARSAZ_SHUTDOWN_GRACE_MS,
    migrateOnStart: env.KARSAZ_MIGRATE_ON_START,
    seedOnFirstRun: env.KARSAZ_SEED_ON_FIRST_RUN,
    adminMobile: env.KARSAZ_ADMIN_MOBILE,
    adminPassword: env.KARSAZ_ADMIN_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    auth: {
      jwtSecret: env.JWT_SECRET ?? null,
      dataKey: env.KARSAZ_DATA_KEY ?? null,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      authCacheMs: Math.max(0, env.AUTH_CACHE_MS),
      sessionTtlSeconds: env.SESSION_TTL_SECONDS,
      webClientSecret: env.KARSAZ_WEB_CLIENT_SECRET,
      rateLimitPrefix: env.RATE_LIMIT_PREFIX,
      otpSendsPerNumber: env.OTP_SENDS_PER_NUMBER,
      otpSendsPerAddress: env.OTP_SENDS_PER_ADDRESS,
      otpWindowSeconds: env.OTP_WINDOW_SECONDS,
      otpResendAfterSeconds: env.OTP_RESEND_AFTER_SECONDS,
      loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
      loginFailuresPerDevice: env.LOGIN_FAILURES_PER_DEVICE,
      loginLockSeconds: env.LOGIN_LOCK_SECONDS,
      loginFailureWindowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      deviceCookieDays: env.DEVICE_COOKIE_DAYS,
      tokenRequestsPerAddress: env.TOKEN_REQUESTS_PER_ADDRESS,
      tokenRequestsPerClient: env.TOKEN_REQUESTS_PER_CLIENT,
      tokenWindowSeconds: env.TOKEN_WINDOW_SECONDS,
      oauthIssuer: env.OAUTH_ISSUER ? env.OAUTH_ISSUER.replace(/\/+$/, '') : null,
    },
    queue: { lockMs: env.QUEUE_LOCK_MS, stalledIntervalMs: env.QUEUE_STALLED_INTERVAL_MS, messageLeaseMs: env.MESSAGE_LEASE_MS },
    sms: { kavenegarApiKey: env.KAVENEGAR_API_KEY ?? null, kavenegarBaseUrl: env.KAVENEGAR_BASE_URL, kavenegarSender: env.KAVENEGAR_SENDER ?? null },
    messengers: {
      telegram: { token: env.TELEGRAM_BOT_TOKEN ?? null, baseUrl: env.TELEGRAM_API_BASE_URL, username: env.TELEGRAM_BOT_USERNAME ?? null, webhookSecret: env.TELEGRAM_WEBHOOK_SECRET ?? null },
      bale: { token: env.BALE_BOT_TOKEN ?? null, baseUrl: env.BALE_API_BASE_URL, username: env.BALE_BOT_USERNAME ?? null, webhookSecret: env.BALE_WEBHOOK_SECRET ?? null },
    },
    smtp: env.SMTP_HOST
      ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER ?? null, password: env.SMTP_PASSWORD ?? null, from: env.SMTP_FROM }
      : null,
  };
}

/** Which of the two modes (embedded or real service) each part runs in; the first log line says it. */
export function describeModes(c: KarsazConfig) {
  const redact = (u: string) => u.replace(/\/\/[^@/]*@/, '//***@');
  return {
    database: c.databaseUrl ? `postgresql ${redact(c.databaseUrl)}` : `embedded PGlite in ${c.dataDir}/pg`,
    queue: c.redisUrl ? `bullmq ${redact(c.redisUrl)}` : 'in-process queue',
    storage: c.s3 ? `s3 ${c.s3.useSSL ? 'https' : 'http'}://${c.s3.endPoint}${c.s3.port ? ':' + c.s3.port : ''}/${c.s3.bucket}` : `folder ${c.dataDir}/storage`,
  };
}

export const CONFIG = Symbol('KARSAZ_CONFIG');

/** For the entry points: the configuration, or one line on stderr and exit code 1. */
export function loadConfigOrExit(): KarsazConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
