import { loadConfig, describeModes, ConfigError } from '../src/core/config/config';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.s3).toBeNull();
    expect(c.requestTimeoutMs).toBe(300000);
    expect(describeModes(c)).toEqual({
      database: expect.stringMatching(/^embedded PGlite in .*\/pg$/),
      queue: 'in-process queue',
      storage: expect.stringMatching(/^folder .*\/storage$/),
    });
  });

  it('uses the real services when their settings are given, and hides passwords in the description', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgresql://karsaz:secret@db:5432/karsaz',
      REDIS_URL: 'redis://redis:6379',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
    });
    expect(c.s3).toMatchObject({ endPoint: 'minio', port: 9000, useSSL: false, bucket: 'karsaz' });
    const modes = describeModes(c);
    expect(modes.database).toBe('postgresql postgresql://***@db:5432/karsaz');
    expect(modes.queue).toBe('bullmq redis://redis:6379');
    expect(modes.storage).toBe('s3 http://minio:9000/karsaz');
  });

  it('stops with one line naming every bad setting', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', S3_ENDPOINT: 'http://minio:9000', CORS_ORIGINS: 'not an origin' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg).toMatch(/^Invalid configuration: /);
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
    expect(msg).toContain('CORS_ORIGINS');
    expect(msg).toContain('S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY go together');
  });

  it('never echoes credentials in the error line', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/x', S3_ENDPOINT: 'http://m:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /DATABASE_URL must be a postgresql:\/\/ URL \(got 'mysql:\/\/\*\*\*@db\/x'\)/,
    );
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/x' });
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
  });

  it('refuses a request time-out below one second', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
