import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareEnv, freePort } from '../faults/harness';

const main = join(__dirname, '../../dist/main.js');

describe('the embedded mode (smoke test of the built API)', () => {
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    child = undefined;
  });

  it('starts with nothing configured: PGlite under the data folder, in-process queue, folder storage, seeded', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'karsaz-embedded-'));
    child = spawn(process.execPath, [main], { env: bareEnv({ PORT: String(port), HOST: '127.0.0.1', KARSAZ_DATA_DIR: dataDir }) });
    let out = '';
    child.stdout!.on('data', (d) => (out += String(d)));
    const lines = () => out.split('\n').filter((l) => l.startsWith('{'));
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += String(d)));

    const base = `http://127.0.0.1:${port}`;
    let health: { isSuccess: boolean; value: Record<string, { mode: string; status: string }> } | undefined;
    for (let i = 0; i < 300 && !health; i++) {
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode !== null) throw new Error(`the API exited: ${stderr}`);
      health = await fetch(`${base}/api/health`).then((r) => r.json(), () => undefined);
    }
    expect(health).toEqual({
      isSuccess: true,
      value: {
        status: 'up',
        database: { status: 'up', mode: 'embedded' },
        redis: { status: 'up', mode: 'in-process' },
        storage: { status: 'up', mode: 'folder' },
      },
    });
    const first = JSON.parse(lines()[0]);
    expect(first.msg).toBe(
      `Karsaz starting: database embedded PGlite in ${dataDir}/pg; queue in-process queue; storage folder ${dataDir}/storage`,
    );
    expect(lines().some((l) => JSON.parse(l).msg === 'seeded the demo organisation (first run)')).toBe(true);
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/common/');
    const docs = await fetch(`${base}/api/docs/openapi.json`).then((r) => r.json());
    expect(docs.paths['/api/health']).toBeDefined();

    // SIGTERM: the server drains and the process ends by itself
    const started = Date.now();
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) => child!.once('close', (code, signal) => r({ code, signal })));
    child.kill('SIGTERM');
    // after the graceful close the process exits by itself with code 0 (fault 5, test/faults/sigterm.fault.ts)
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10000);
    expect(lines().map((l) => JSON.parse(l)).find((l) => l.signal === 'SIGTERM')?.msg).toBe(
      'Karsaz stopped: requests in flight finished, database and queue closed',
    );
  }, 200000);

  it('stops at once with one clear line when a setting is wrong', () => {
    const r = spawnSync(process.execPath, [main], { env: bareEnv({ PORT: 'eighty', REDIS_URL: 'http://nope' }), encoding: 'utf8', timeout: 20000 });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: .*PORT.*REDIS_URL/);
  });
});
