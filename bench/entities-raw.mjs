// The raw side of bench/entities.mjs, in a process of its own so that its CPU time is its own (the bench's process
// also runs autocannon): the same statement the engine sends for one page of CASE, through a pg Pool of the
// API's size, behind a bare node:http server. Prints its port on stdout when listening.
import { createServer } from 'node:http';
import { requireApi } from './karsaz.mjs';
import { casesOf } from './entities-cases.mjs';

const { Pool } = requireApi('pg');
const { searchKey } = requireApi('@karsaz/domain');
const c = casesOf(JSON.parse(process.env.BENCH_REFS ?? 'null'), 0)[process.env.BENCH_CASE];
const pool = new Pool({ connectionString: process.env.BENCH_DB_URL, max: Number(process.env.BENCH_POOL) });
const server = createServer((req, res) =>
  (async () => {
    const term = decodeURIComponent(new URL(req.url, 'http://x').searchParams.get('searchTerm') ?? '');
    const value = await c.page(pool, searchKey(term));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ isSuccess: true, value }));
  })().catch((err) => {
    res.statusCode = 500;
    res.end(String(err.message));
  }),
);
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
