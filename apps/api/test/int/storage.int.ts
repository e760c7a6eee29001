import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { FolderStorage, MinioStorage, type ObjectStorage } from '../../src/core/storage/storage';
import { startTestApp } from './support';

// s3rver: an S3-compatible server the test starts itself (no MinIO server can be installed here).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint = '';

beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')) });
  const addr = await s3server.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => s3server.close());

const s3Settings = () => ({ endPoint: '127.0.0.1', port: Number(new URL(endpoint).port), useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'karsaz-test', region: 'us-east-1' });

describe.each([
  ['MinIO client against an S3 server', () => new MinioStorage(s3Settings())],
  ['the folder storage', () => new FolderStorage(mkdtempSync(join(tmpdir(), 'karsaz-store-')))],
])('%s', (_name, make: () => ObjectStorage) => {
  let store: ObjectStorage;
  beforeEach(() => {
    store = make();
  });

  it('puts, stats, gets and removes an object', async () => {
    await store.ping();
    const text = 'قرارداد شماره ۱۲';
    await store.put('contracts/2026/c-12.txt', Buffer.from(text), { contentType: 'text/plain; charset=utf-8' });
    const info = await store.stat('contracts/2026/c-12.txt');
    expect(info).toMatchObject({ size: Buffer.byteLength(text), contentType: 'text/plain; charset=utf-8' });
    expect(await readAll(await store.get('contracts/2026/c-12.txt'))).toBe(text);
    await store.remove('contracts/2026/c-12.txt');
    expect(await store.stat('contracts/2026/c-12.txt')).toBeNull();
  });

  it('takes a stream as well as a buffer', async () => {
    await store.put('streams/a.bin', Readable.from([Buffer.from('abc'), Buffer.from('def')]), { size: 6 });
    expect(await readAll(await store.get('streams/a.bin'))).toBe('abcdef');
  });

  it('refuses keys that could climb out of the bucket', async () => {
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid object key/);
    await expect(store.get('a/../../b')).rejects.toThrow(/invalid object key/);
  });
});

describe('health with S3 storage', () => {
  it('reports the S3 storage up, and down when the server is gone', async () => {
    const t = await startTestApp({ env: { S3_ENDPOINT: endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'karsaz-health' } });
    try {
      const up = await t.http().get('/api/health').expect(200);
      expect(up.body.value.storage).toEqual({ status: 'up', mode: 's3' });
    } finally {
      await t.close();
    }
    const down = await startTestApp({ env: { S3_ENDPOINT: 'http://127.0.0.1:1', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' } });
    try {
      const res = await down.http().get('/api/health').expect(503);
      expect(res.body.detail).toBe('storage');
    } finally {
      await down.close();
    }
  });
});
