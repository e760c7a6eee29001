import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MAIN, WORKER_MAIN, bareEnv, startApi, type RunningProcess } from '../faults/harness';
import { EmbeddedDatabaseLockedError, acquireEmbeddedLock } from '../../src/core/database/embedded-lock';

/**
 * The embedded database has one owner (issue 10, "Losing data on the embedded default"): two processes on one data
 * folder both acknowledged writes and one's were lost. Now the first holds `<data>/pg.lock`; every other entry point
 * that would open the database (a second API, the worker, the seed, migrate deploy) refuses, naming the holder, and
 * the holder keeps serving. A lock left by a dead process is taken over.
 */
const DIST = join(__dirname, '../../dist');

describe('the embedded database is held by one process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'karsaz-lock-'));
  const lockFile = join(dataDir, 'pg.lock');
  let first: RunningProcess | undefined;
  afterAll(async () => {
    await first?.stop();
  });

  const runOnSameData = (script: string, args: string[] = [], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, [script, ...args], { env: bareEnv({ KARSAZ_DATA_DIR: dataDir, HOST: '127.0.0.1', ...extra }), encoding: 'utf8', timeout: 30000 });

  it('a second API, the worker, the seed and migrate refuse with the holder named; the first keeps serving', async () => {
    first = await startApi(bareEnv({ KARSAZ_DATA_DIR: dataDir }), 150000);
    const holder = JSON.parse(readFileSync(lockFile, 'utf8'));
    expect(holder).toMatchObject({ pid: first.pid, hostname: hostname() });
    expect(holder.command).toContain('dist/main.js');

    const named = new RegExp(`The embedded database is in use by process ${first.pid} \\(.*dist/main\\.js\\) on ${hostname()}`);
    const second = runOnSameData(API_MAIN, [], { PORT: String(first.port + 1) });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/^Karsaz could not start: /);
    expect(second.stderr).toMatch(named);
    expect(second.stderr).toContain('DATABASE_URL');

    const worker = runOnSameData(WORKER_MAIN);
    expect(worker.status).toBe(1);
    expect(worker.stderr).toMatch(named);
    const seed = runOnSameData(join(DIST, 'seed/run.js'));
    expect(seed.status).toBe(1);
    expect(seed.stderr).toMatch(named);
    const migrate = runOnSameData(join(DIST, 'cli/migrate.js'), ['deploy']);
    expect(migrate.status).toBe(1);
    expect(migrate.stderr).toMatch(named);

    // the holder was not disturbed: it still answers and writes
    const health = await fetch(`${first.base}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${first.base}/api/identity/user/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }),
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);

    // a clean stop releases the lock
    const exit = await first.stop();
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(existsSync(lockFile)).toBe(false);
  }, 240000);

  it('takes over the lock of a process that is gone (killed with -9)', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid, hostname: hostname(), command: 'node dist/main.js', startedAt: new Date().toISOString() }));

    first = await startApi(bareEnv({ KARSAZ_DATA_DIR: dataDir }), 150000);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);
    // and the data of before is there: the demo administrator signs in
    const login = await fetch(`${first.base}/api/identity/user/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }),
    });
    expect(login.status).toBe(200);

    // kill -9 leaves the lock behind; the next start takes it over
    first.signal('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);
    first = await startApi(bareEnv({ KARSAZ_DATA_DIR: dataDir }), 150000);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);
  }, 240000);

  describe('the lock file itself', () => {
    const fresh = () => join(mkdtempSync(join(tmpdir(), 'karsaz-lockfile-')), 'pg.lock');

    it('is refused to a second open in the same process, and released by its holder only', () => {
      const file = fresh();
      const lock = acquireEmbeddedLock(file);
      expect(() => acquireEmbeddedLock(file)).toThrow(EmbeddedDatabaseLockedError);
      lock.release();
      expect(existsSync(file)).toBe(false);
      const again = acquireEmbeddedLock(file);
      lock.release(); // a stale handle does not remove the new holder's file
      expect(existsSync(file)).toBe(true);
      again.release();
    });

    it('never takes over a lock written on another host (its pid cannot be checked from here)', () => {
      const file = fresh();
      writeFileSync(file, JSON.stringify({ pid: 999999, hostname: 'another-host', command: 'node dist/worker.js', startedAt: '2026-11-23T00:00:00.000Z' }));
      expect(() => acquireEmbeddedLock(file)).toThrow(/in use by process 999999 \(node dist\/worker\.js\) on another-host, running since 2026-11-23T00:00:00\.000Z/);
      expect(JSON.parse(readFileSync(file, 'utf8')).hostname).toBe('another-host');
    });

    it('treats an unreadable lock file as held (it may be being written)', () => {
      const file = fresh();
      writeFileSync(file, '');
      expect(() => acquireEmbeddedLock(file)).toThrow(/in use by another process \(the lock file cannot be read\)/);
    });
  });
});
