import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { DependencyUnavailableError } from '../http/dependency-errors';
import { notFound } from '../http/errors';
import type { ObjectStorage } from './storage';
import { contentDisposition } from './file-names';

export interface StoredFile {
  stream: Readable;
  fileName: string;
  contentType: string;
  fileSize: number | null;
}

/** A stored object's bytes: a missing object is 404; an unreachable storage server is 503 (the file is there, try again). */
export async function openStored(storage: ObjectStorage, key: string, missing = notFound()): Promise<Readable> {
  const stream = await storage.get(key).catch((err) => {
    if (err instanceof DependencyUnavailableError) throw err;
    return null;
  });
  if (!stream) throw missing;
  return stream;
}

/** A file sent back as a download: its type, its (Persian) name as RFC 6266 / 5987 say, not sniffed, not cached. */
export function sendStored(reply: FastifyReply, file: StoredFile): StreamableFile {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', contentDisposition(file.fileName));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'private, no-store');
  if (file.fileSize !== null) reply.header('Content-Length', String(file.fileSize));
  return new StreamableFile(file.stream);
}
