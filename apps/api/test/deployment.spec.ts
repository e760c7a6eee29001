import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { builtinModules } from 'node:module';
import { parse } from 'yaml';
import { checkHeartbeat } from '../src/core/health/heartbeat';

/**
 * The deployment files (issue 10, "Deployment"): the image build cannot hide a failed step, compose gives the API
 * and the worker a healthcheck and a shared JWT secret that must be set, a proxy sits in front of the replicas,
 * and .env.example documents every setting. No Docker engine here: the files are read as data.
 */
const root = join(__dirname, '../../..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  env_file?: string | string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};

describe('deployment files', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
  const { api, worker, proxy } = compose.services;

  it('the Dockerfile lets a failed install, build or prune fail the image', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).not.toMatch(/\|\|\s*true/);
    expect(dockerfile).not.toMatch(/2>\s*\/dev\/null/);
    expect(dockerfile).toMatch(/^RUN pnpm install --frozen-lockfile$/m);
    expect(dockerfile).toMatch(/^RUN pnpm prune --prod/m);
  });

  it('what the built API and worker import at run time is a production dependency (the prune keeps it)', () => {
    const pkg = JSON.parse(read('apps/api/package.json')) as { dependencies: Record<string, string> };
    const src = join(root, 'apps/api/src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.ts$/.test(name) && !/\.(spec|d)\.ts$/.test(name)) files.push(p);
      }
    };
    walk(src);
    const missing = new Set<string>();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^'.][^']*)'|require\('([^'.][^']*)'\)|import\('([^'.][^']*)'\)/g)) {
        const spec = m[1] ?? m[2] ?? m[3]!;
        if (spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!)) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (!(name in pkg.dependencies)) missing.add(`${name} (${relative(src, f)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('the API and the worker have healthchecks; the worker starts after a healthy API', () => {
    expect(api?.healthcheck?.test).toEqual(['CMD', 'node', 'apps/api/dist/cli/healthcheck.js']);
    expect(worker?.healthcheck?.test).toEqual(['CMD', 'node', 'apps/api/dist/cli/healthcheck.js', 'worker']);
    expect(worker?.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('JWT_SECRET comes from the environment, is required, and has no default; both share it', () => {
    for (const s of [api, worker]) expect(s?.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(read('docker-compose.yml')).not.toMatch(/JWT_SECRET:-/);
  });

  it('a reverse proxy publishes the port and the API replicas publish none, so --scale api=N works', () => {
    expect(proxy?.image).toMatch(/^nginx:/);
    expect(proxy?.ports).toEqual(['${KARSAZ_HTTP_PORT:-3000}:80']);
    expect(proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(proxy?.depends_on?.api?.condition).toBe('service_healthy');
    expect(api?.ports).toBeUndefined();
    expect(api?.environment?.TRUST_PROXY).toBe('true');
    const nginx = read('deploy/nginx.conf');
    // WebSocket upgrade, the forwarded address, and run-time resolution of every replica
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/resolver 127\.0\.0\.11/);
    expect(nginx).toMatch(/proxy_pass \$karsaz_api;/);
  });

  it('.env.example documents every setting the configuration reads, and sets no secret', () => {
    const example = read('.env.example');
    const configSource = read('apps/api/src/core/config/config.ts');
    const block = configSource.slice(configSource.indexOf('cleanEnv('), configSource.indexOf('reporter:'));
    const settings = [...block.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(settings.length).toBeGreaterThan(30);
    const extra = ['KARSAZ_DATA_DIR', 'KARSAZ_RUN_WORKERS', 'KARSAZ_HEALTH_FILE', 'KARSAZ_SHUTDOWN_GRACE_MS', 'KARSAZ_HTTP_PORT'];
    const undocumented = [...settings, ...extra].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(undocumented).toEqual([]);
    expect(example).toMatch(/^JWT_SECRET=$/m);
  });

  it('the worker healthcheck passes on a fresh heartbeat and fails on a stale or missing one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'karsaz-hb-')), 'hb');
    expect(checkHeartbeat(file).ok).toBe(false);
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), pid: 1 }));
    expect(checkHeartbeat(file)).toMatchObject({ ok: true });
    expect(checkHeartbeat(file, 30000, Date.now() + 31000)).toMatchObject({ ok: false, reason: expect.stringContaining('more than 30 s') });
  });
});
