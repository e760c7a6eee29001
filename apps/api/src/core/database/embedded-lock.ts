import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

/**
 * One process at a time on the embedded database. PGlite has no locking of its own: two processes that open the
 * same folder both acknowledge writes, and one's writes are lost. The holder's pid, host, command and start time
 * are written to a lock file created exclusively (`open(..., 'wx')`) before PGlite opens; a second process is
 * refused with a message naming the holder. A lock left by a process that is gone (killed with -9, a crash) is
 * taken over. The lock file is removed when the database is closed and when the process exits.
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

export class EmbeddedDatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}) on ${holder.hostname}, running since ${holder.startedAt}`
      : 'another process (the lock file cannot be read)';
    super(
      `The embedded database is in use by ${who}. Only one process may open it (${lockFile}): stop that process, ` +
        'or set DATABASE_URL to share a PostgreSQL server between processes. If that process is gone for sure, ' +
        `delete ${lockFile}.`,
    );
    this.name = 'EmbeddedDatabaseLockedError';
  }
}

export interface EmbeddedLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's own. Safe to call more than once. */
  release(): void;
}

/** The locks this process holds, each with its token (a second open of the same folder here is refused too). */
const held = new Map<string, string>();

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof h.pid === 'number' && typeof h.hostname === 'string'
      ? { pid: h.pid, hostname: h.hostname, command: String(h.command ?? '?'), startedAt: String(h.startedAt ?? '?') }
      : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder recorded in the file is gone. Only a holder on this host can be checked; the same pid as this
 * process (which does not hold the lock yet) is a previous life of this one, e.g. pid 1 of a restarted container.
 */
function isStale(holder: LockHolder | null): boolean {
  if (!holder || holder.hostname !== hostname()) return false;
  return holder.pid === process.pid || !alive(holder.pid);
}

export function acquireEmbeddedLock(file: string): EmbeddedLock {
  if (held.has(file)) throw new EmbeddedDatabaseLockedError(file, readHolder(file));
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: process.argv.map((a) => a.replace(/^.*\/node_modules\//, '')).join(' '),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
  // the token tells this handle's file from a later one of the same process
  const token = randomUUID();
  const text = JSON.stringify({ ...me, token });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      // an empty or half-written file may be a holder writing it this instant: look again once before judging
      if (!holder && attempt === 0) continue;
      if (attempt > 2 || !isStale(holder)) throw new EmbeddedDatabaseLockedError(file, holder);
      // take over the dead holder's lock, unless someone else has just done so
      if (readHolder(file)?.pid === holder!.pid) {
        try {
          unlinkSync(file);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        }
      }
    }
  }
  held.set(file, token);
  const onExit = () => release();
  process.once('exit', onExit);
  function release(): void {
    process.removeListener('exit', onExit);
    if (held.get(file) !== token) return;
    held.delete(file);
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as { token?: string }).token === token) unlinkSync(file);
    } catch {
      // already gone
    }
  }
  return { file, release };
}
