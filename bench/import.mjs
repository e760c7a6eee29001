// pnpm bench import [--rows N] [--rounds N]
// The entity engine's Excel import (issue 9, item 13) against a plain multi-row INSERT of the same rows through pg,
// side by side in one run. A fresh database on DATABASE_URL's server (default: the local PostgreSQL) is migrated
// and seeded by Karsaz itself (apps/api/dist, on REDIS_URL when set: the import job runs on BullMQ then). In
// alternating rounds, N cities (10,000 by default) are
//   import  written into an .xlsx (the export's Persian column titles, the province by its title), sent to
//           POST city/import/preview (the whole sheet checked), then import/commit, and import/status polled
//           until the job is done: the time from the upload to `done`
//   pg      inserted through pg as one multi-row INSERT with the same values (codes of their own), in a
//           transaction, with the province id known beforehand
// and the medians, their ratio, and whether the import stays under 30 s are printed. The database is dropped.
import { arg, log, median, requireApi, startKarsaz } from './karsaz.mjs';

const rows = arg('rows', 10_000);
const rounds = arg('rounds', 3);
const LIMIT_MS = 30_000;

const { Client } = requireApi('pg');
const ExcelJS = requireApi('exceljs');

const karsaz = await startKarsaz('import');
const { dbUrl, auth } = karsaz;
const api = { base: karsaz.base };
let failed = false;
try {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const { rows: [province] } = await db.query('SELECT id, name_fa FROM province ORDER BY id LIMIT 1');
  const values = (prefix) => Array.from({ length: rows }, (_, i) => [`${prefix}${i}`, `شهر نمونهٔ ${prefix} ${i}`, `Sample city ${i}`, `0${10 + (i % 89)}`]);

  async function viaImport(round) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('شهرها');
    ws.addRow(['کد', 'عنوان', 'عنوان لاتین', 'استان', 'پیش‌شمارهٔ تلفن']);
    for (const [code, fa, en, prefix] of values(`I${round}x`)) ws.addRow([code, fa, en, province.name_fa, prefix]);
    const file = new Blob([await wb.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const started = performance.now();
    const form = new FormData();
    form.append('file', file, 'cities.xlsx');
    const preview = await fetch(`${api.base}/api/base-data/v1/city/import/preview`, { method: 'POST', headers: auth, body: form }).then((r) => r.json());
    if (!preview.isSuccess || preview.value.errorCount) throw new Error(`the preview refused the sheet: ${JSON.stringify(preview).slice(0, 500)}`);
    const checked = performance.now();
    const commit = await fetch(`${api.base}/api/base-data/v1/city/import/commit`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ id: preview.value.id }) }).then((r) => r.json());
    if (!commit.isSuccess) throw new Error(`the commit failed: ${JSON.stringify(commit)}`);
    for (;;) {
      const s = await fetch(`${api.base}/api/base-data/v1/city/import/status?id=${preview.value.id}`, { headers: auth }).then((r) => r.json());
      if (s.value.state === 'done') break;
      if (s.value.state === 'failed') throw new Error(`the import failed: ${JSON.stringify(s.value.errors.slice(0, 3))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const done = performance.now();
    const { rows: [{ n }] } = await db.query(`SELECT count(*)::int AS n FROM city WHERE code LIKE $1`, [`I${round}x%`]);
    if (n !== rows) throw new Error(`the import wrote ${n} rows, not ${rows}`);
    return { total: done - started, preview: checked - started, commit: done - checked };
  }

  async function viaPg(round) {
    const data = values(`P${round}x`);
    const started = performance.now();
    const params = [];
    const tuples = data.map(([code, fa, en, prefix], i) => {
      params.push(code, fa, en, prefix);
      return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, ${province.id}, $${i * 4 + 4}, now())`;
    });
    await db.query('BEGIN');
    await db.query(`INSERT INTO city (code, name_fa, name_en, province_id, phone_prefix, updated_at) VALUES ${tuples.join(', ')}`, params);
    await db.query('COMMIT');
    return performance.now() - started;
  }

  const samples = { import: [], preview: [], commit: [], pg: [] };
  for (let round = 1; round <= rounds; round++) {
    const r = await viaImport(round);
    samples.import.push(r.total);
    samples.preview.push(r.preview);
    samples.commit.push(r.commit);
    samples.pg.push(await viaPg(round));
    log(`round ${round}/${rounds}: import ${(r.total / 1000).toFixed(2)} s (preview ${(r.preview / 1000).toFixed(2)} s, commit ${(r.commit / 1000).toFixed(2)} s), pg ${(samples.pg.at(-1) / 1000).toFixed(2)} s`);
  }
  await db.end();
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
  console.log(`Excel import of ${rows} cities, ${rounds} alternating rounds (medians):`);
  console.log(`  import (upload, preview, commit job, status done)  ${(m.import / 1000).toFixed(2)} s   (preview ${(m.preview / 1000).toFixed(2)} s, commit ${(m.commit / 1000).toFixed(2)} s)`);
  console.log(`  pg (one multi-row INSERT in a transaction)          ${(m.pg / 1000).toFixed(2)} s`);
  console.log(`  ratio import / pg = ${(m.import / m.pg).toFixed(1)}`);
  const worst = Math.max(...samples.import);
  failed = worst >= LIMIT_MS;
  console.log(`  slowest import ${(worst / 1000).toFixed(2)} s: ${failed ? 'OVER' : 'under'} the ${LIMIT_MS / 1000} s limit`);
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
