import { readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Infrastructure } from '../infrastructure';

/**
 * The worker has no HTTP port, so it proves it is alive with a file: every `intervalMs` it asks the database
 * (`SELECT 1`) and the queue (Redis PING) and, when both answer, writes the time into the heartbeat file. The
 * container's healthcheck (`node dist/cli/healthcheck.js worker`) passes while that file is fresh.
 */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Older than this (three missed beats) is unhealthy. */
export const HEARTBEAT_MAX_AGE_MS = 3 * HEARTBEAT_INTERVAL_MS;

export function heartbeatFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.KARSAZ_HEALTH_FILE || join(tmpdir(), 'karsaz-worker.health');
}

export function startHeartbeat(infra: Pick<Infrastructure, 'db' | 'queue' | 'logger'>, file = heartbeatFile(), intervalMs = HEARTBEAT_INTERVAL_MS): () => void {
  let stopped = false;
  const beat = async () => {
    try {
      await Promise.all([infra.db.prisma.$queryRawUnsafe('SELECT 1'), infra.queue.ping()]);
      if (stopped) return;
      // write then rename: a reader never sees half a file
      writeFileSync(`${file}.tmp`, JSON.stringify({ at: new Date().toISOString(), pid: process.pid }));
      renameSync(`${file}.tmp`, file);
    } catch (err) {
      infra.logger.warn({ err: (err as Error).message }, 'worker heartbeat: the database or the queue does not answer');
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    rmSync(file, { force: true });
  };
}

/** Whether the heartbeat file was written within `maxAgeMs`; the reason when not. */
export function checkHeartbeat(file = heartbeatFile(), maxAgeMs = HEARTBEAT_MAX_AGE_MS, now = Date.now()): { ok: boolean; reason: string } {
  let at: number;
  try {
    at = Date.parse((JSON.parse(readFileSync(file, 'utf8')) as { at: string }).at);
  } catch {
    return { ok: false, reason: `no heartbeat in ${file}` };
  }
  const age = now - at;
  return Number.isFinite(age) && age <= maxAgeMs ? { ok: true, reason: `heartbeat ${Math.round(age / 1000)} s ago` } : { ok: false, reason: `last heartbeat ${Math.round(age / 1000)} s ago (more than ${maxAgeMs / 1000} s)` };
}
