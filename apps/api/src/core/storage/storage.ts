import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, access, constants, rename, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as Minio from 'minio';
import type { S3Settings } from '../config/config';
import { DependencyUnavailableError, unavailableDependency } from '../http/dependency-errors';

export interface StoredObjectInfo {
  size: number;
  contentType: string;
  lastModified: Date;
}

/** Object storage: MinIO (any S3 endpoint) when the S3 settings are given, a folder otherwise. */
export interface ObjectStorage {
  readonly mode: 's3' | 'folder';
  /** `size` lets a stream of known length go up in one request (S3 needs it or a multipart upload). */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string; size?: number }): Promise<void>;
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  remove(key: string): Promise<void>;
  ping(): Promise<void>;
}

/** Object keys are relative paths of safe segments; anything that could climb out of the bucket is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`invalid object key: ${key}`);
  }
}

/** S3's own answers for a server that cannot take the request now. */
const S3_UNAVAILABLE = new Set(['ServiceUnavailable', 'SlowDown', 'InternalError', 'RequestTimeout']);

/**
 * A failure to reach the S3 server (refused, reset, timed out, or its own 5xx) becomes DependencyUnavailableError
 * ('storage'): the caller gets 503 with Retry-After, not 500, and a missing object stays distinguishable from an
 * unreachable server.
 */
export function storageFailure(err: unknown): unknown {
  if (err instanceof DependencyUnavailableError) return err;
  const code = (err as { code?: string }).code;
  if (unavailableDependency(err) || (code && S3_UNAVAILABLE.has(code))) return new DependencyUnavailableError('storage', err);
  return err;
}

async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw storageFailure(err);
  }
}

export class MinioStorage implements ObjectStorage {
  readonly mode = 's3' as const;
  private readonly client: Minio.Client;
  private bucketReady: Promise<void> | null = null;

  constructor(private readonly s3: S3Settings) {
    this.client = new Minio.Client({
      endPoint: s3.endPoint,
      port: s3.port,
      useSSL: s3.useSSL,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      pathStyle: true,
    });
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.s3.bucket))) await this.client.makeBucket(this.s3.bucket, this.s3.region);
    })().catch((err) => {
      this.bucketReady = null;
      throw err;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string; size?: number } = {}): Promise<void> {
    assertSafeKey(key);
    await guarded(async () => {
      await this.ensureBucket();
      const size = Buffer.isBuffer(body) ? body.length : options.size;
      await this.client.putObject(this.s3.bucket, key, body, size, { 'Content-Type': options.contentType ?? 'application/octet-stream' });
    });
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    return guarded(() => this.client.getObject(this.s3.bucket, key));
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertSafeKey(key);
    try {
      const s = await this.client.statObject(this.s3.bucket, key);
      return { size: s.size, contentType: String(s.metaData?.['content-type'] ?? 'application/octet-stream'), lastModified: s.lastModified };
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey') return null;
      throw storageFailure(err);
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await guarded(() => this.client.removeObject(this.s3.bucket, key));
  }

  /** Asks the server every time (the bucket check of uploads is remembered; a health check must not be). */
  async ping(): Promise<void> {
    await guarded(async () => {
      if (!(await this.client.bucketExists(this.s3.bucket))) await this.ensureBucket();
    });
  }
}

/** The embedded mode's storage: files under `<dataDir>/storage`, with the content type beside each object. */
export class FolderStorage implements ObjectStorage {
  readonly mode = 'folder' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertSafeKey(key);
    const p = resolve(join(this.root, key));
    if (!p.startsWith(this.root + sep)) throw new Error(`invalid object key: ${key}`);
    return p;
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string; size?: number } = {}): Promise<void> {
    const contentType = options.contentType ?? 'application/octet-stream';
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.${Date.now()}.part`;
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
    await writeFile(`${p}.meta.json`, JSON.stringify({ contentType }));
    await rename(tmp, p);
  }

  async get(key: string): Promise<Readable> {
    const p = this.path(key);
    await access(p, constants.R_OK);
    return createReadStream(p);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const p = this.path(key);
    try {
      const s = await stat(p);
      const meta = JSON.parse(await readFile(`${p}.meta.json`, 'utf8').catch(() => '{}')) as { contentType?: string };
      return { size: s.size, contentType: meta.contentType ?? 'application/octet-stream', lastModified: s.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const p = this.path(key);
    await rm(p, { force: true });
    await rm(`${p}.meta.json`, { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

export function createStorage(s3: S3Settings | null, dataDir: string): ObjectStorage {
  return s3 ? new MinioStorage(s3) : new FolderStorage(join(dataDir, 'storage'));
}
