import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKER_MAIN, serviceEnv, startApi, startProcess, type RunningProcess } from '../faults/harness';

/**
 * The container healthchecks of docker-compose.yml, run as compose runs them: `node dist/cli/healthcheck.js` for
 * the API (its port answers GET /api/health with 200) and `... worker` for the worker (its heartbeat file is fresh).
 */
const HEALTHCHECK = join(__dirname, '../../dist/cli/healthcheck.js');
const check = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [HEALTHCHECK, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 20000 });

describe('container healthchecks', () => {
  const running: RunningProcess[] = [];
  afterAll(async () => {
    for (const p of running) await p.stop(3000);
  });

  it('the worker is healthy while it beats, and not before it starts or after it stops', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'karsaz-hb-')), 'worker.health');
    const env = serviceEnv({ KARSAZ_HEALTH_FILE: file });
    expect(check(env, 'worker').status).toBe(1);
    // the API migrates the fresh database first, as in compose (the worker starts after a healthy API)
    const api = await startApi(serviceEnv());
    running.push(api);
    expect(check({ PORT: String(api.port) })).toMatchObject({ status: 0, stdout: expect.stringContaining(': 200') });

    const worker = await startProcess({ script: WORKER_MAIN, env });
    running.push(worker);
    await worker.waitForOutput(/worker ready/, 90000);
    const until = Date.now() + 15000;
    while (!existsSync(file) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(check(env, 'worker')).toMatchObject({ status: 0, stdout: expect.stringMatching(/^heartbeat \d+ s ago/) });

    expect(await worker.stop()).toEqual({ code: 0, signal: null });
    expect(check(env, 'worker')).toMatchObject({ status: 1, stdout: expect.stringContaining('no heartbeat') });
  }, 200000);
});
