/**
 * The container healthchecks (docker-compose.yml), with no curl in the image:
 *   node apps/api/dist/cli/healthcheck.js          — the API: GET http://127.0.0.1:$PORT/api/health answers 200
 *                                                     (database, Redis and storage up)
 *   node apps/api/dist/cli/healthcheck.js worker   — the worker: its heartbeat file is fresh (heartbeat.ts)
 * Exit code 0 healthy, 1 not, with one line saying why.
 */
import { checkHeartbeat } from '../core/health/heartbeat';

async function main(): Promise<number> {
  if (process.argv[2] === 'worker') {
    const r = checkHeartbeat();
    console.log(r.reason);
    return r.ok ? 0 : 1;
  }
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    console.log(`${url}: ${res.status}`);
    return res.status === 200 ? 0 : 1;
  } catch (err) {
    console.log(`${url}: ${(err as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
