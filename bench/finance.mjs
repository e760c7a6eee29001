// pnpm bench finance [--lines N] [--rounds N]
// The trial balance at a date (issue 17): "over 1,000,000 voucher lines in under 1 s, beside raw SQL", measured side
// by side in one run (the machine is shared: ratios of targets measured in alternating rounds hold, absolute
// numbers drift). A fresh database on DATABASE_URL's server (default: the local PostgreSQL) is migrated and seeded
// by Karsaz itself (apps/api/dist, on REDIS_URL when set); then, in the administrator's company and its current
// financial year, N/10 posted vouchers of ten lines each (1,000,000 lines by default) over the year's days are
// written as posting writes them: voucher, voucher_line and gl_entry rows (five debits and five credits a voucher,
// on the chart's subsidiary accounts that take no detail), and the per-day sums (gl_day_balance) the posting keeps,
// then VACUUM ANALYZE. Each round (after one warm-up round, not counted), in alternating order:
//   karsaz   GET /api/financial/v1/reports/trialBalance/getFiltered?dateTo=<the year's middle>&pageSize=20 (the first
//            page and the totals over every account) through Karsaz
//   pg day   the same sums by hand from the per-day sums, through pg
//   pg raw   the plain statement over the ledger itself: every line up to the day, summed per account, through pg
// and prints the median ms of each, the median of each round's ratio, and PASS or FAIL against the goal (Karsaz's
// median < 1 s). Before measuring, Karsaz's totals must equal pg raw's (the balances per account too), and the debits
// must equal the credits; otherwise, or when the goal is missed, the exit code is 1. The database is dropped at the
// end (BENCH_KEEP_DB=1 keeps it).
import { arg, log, median, requireApi, startKarsaz } from './karsaz.mjs';

const lines = arg('lines', 1_000_000);
const rounds = arg('rounds', 5);
const PER_VOUCHER = 10;
const GOAL_MS = 1000;
const { Client } = requireApi('pg');
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The trial balance by hand from the per-day sums (the report's source, at the subsidiary level, without ranges). */
const DAY_SQL = `SELECT a.code, sum(d.debit)::text AS debit, sum(d.credit)::text AS credit, (sum(d.debit) - sum(d.credit))::text AS net
  FROM gl_day_balance d JOIN account a ON a.id = d.account_id
 WHERE d.company_id = $1 AND d.financial_year_id = $2 AND d.kind = 0 AND d.day <= $3::date
 GROUP BY a.code ORDER BY a.code`;
/** The plain statement over every ledger line. */
const RAW_SQL = `SELECT a.code, sum(g.debit)::text AS debit, sum(g.credit)::text AS credit, (sum(g.debit) - sum(g.credit))::text AS net
  FROM gl_entry g JOIN account a ON a.id = g.account_id
 WHERE g.company_id = $1 AND g.financial_year_id = $2 AND g.voucher_kind <> 3 AND g.entry_date <= $3::date
 GROUP BY a.code ORDER BY a.code`;

async function load(db, companyId) {
  const started = performance.now();
  await db.query(`SET work_mem = '256MB'`);
  const { rows: [year] } = await db.query(`SELECT id, start_date::text AS start, end_date::text AS "end" FROM financial_year WHERE company_id = $1 AND is_current`, [companyId]);
  const { rows: accounts } = await db.query(`SELECT id FROM account WHERE company_id = $1 AND level = 3 AND detail_kind IS NULL ORDER BY code`, [companyId]);
  const { rows: [type] } = await db.query(`SELECT id FROM voucher_type WHERE company_id = $1 AND kind = 1 ORDER BY code LIMIT 1`, [companyId]);
  const vouchers = Math.ceil(lines / PER_VOUCHER);
  const { rows: [{ days }] } = await db.query(`SELECT ($2::date - $1::date + 1)::int AS days`, [year.start, year.end]);
  const { rows: [{ base }] } = await db.query(`SELECT coalesce(max(number), 0)::int AS base FROM voucher WHERE financial_year_id = $1`, [year.id]);
  log(`loading ${vouchers} vouchers of ${PER_VOUCHER} lines (${vouchers * PER_VOUCHER} lines) over ${days} days on ${accounts.length} accounts…`);
  await db.query('BEGIN');
  for (const t of ['voucher', 'voucher_line', 'gl_entry']) await db.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
  await db.query(`CREATE TEMP TABLE bench_account AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM account WHERE id = ANY($1::int[])`, [accounts.map((a) => a.id)]);
  await db.query(
    `INSERT INTO voucher (company_id, financial_year_id, number, voucher_date, voucher_type_id, description, total_debit, total_credit, status, posted_at, updated_at)
     SELECT $1, $2, $3 + i, $4::date + (i * $5::int / $6::int), $7, 'سند آزمون ' || i, 0, 0, 2, now(), now() FROM generate_series(1, $6::int) i`,
    [companyId, year.id, base, year.start, days, vouchers, type.id],
  );
  // line k of voucher v: five debits of amounts a…, then five credits of the same amounts, on accounts spread by v and k
  const n = accounts.length;
  await db.query(
    `INSERT INTO voucher_line (company_id, voucher_id, account_id, description, debit, credit, updated_at)
     SELECT $1, v.id, a.id, NULL, CASE WHEN k < 5 THEN amount ELSE 0 END, CASE WHEN k >= 5 THEN amount ELSE 0 END, now()
       FROM voucher v CROSS JOIN generate_series(0, ${PER_VOUCHER - 1}) k
       CROSS JOIN LATERAL (SELECT (1000 + ((v.number * 7919 + (k % 5) * 104729) % 9000000))::numeric AS amount) x
       JOIN bench_account a ON a.n = ((v.number * 31 + k * 7) % ${n})
      WHERE v.company_id = $1 AND v.financial_year_id = $2 AND v.number > $3`,
    [companyId, year.id, base],
  );
  await db.query(
    `INSERT INTO gl_entry (company_id, financial_year_id, entry_date, voucher_id, voucher_number, voucher_kind, account_id, description, debit, credit, updated_at)
     SELECT l.company_id, v.financial_year_id, v.voucher_date, v.id, v.number, 1, l.account_id, v.description, l.debit, l.credit, now()
       FROM voucher_line l JOIN voucher v ON v.id = l.voucher_id
      WHERE v.company_id = $1 AND v.financial_year_id = $2 AND v.number > $3 ORDER BY v.voucher_date, v.number, l.id`,
    [companyId, year.id, base],
  );
  await db.query(
    `UPDATE voucher v SET total_debit = s.d, total_credit = s.c FROM (SELECT voucher_id, sum(debit) d, sum(credit) c FROM voucher_line GROUP BY voucher_id) s
      WHERE s.voucher_id = v.id AND v.company_id = $1 AND v.number > $2`,
    [companyId, base],
  );
  // the per-day sums as the posting keeps them (the demo's vouchers are in them already: added to, as a posting adds)
  await db.query(
    `INSERT INTO gl_day_balance (company_id, financial_year_id, account_id, day, kind, debit, credit)
     SELECT g.company_id, g.financial_year_id, g.account_id, g.entry_date, 0, sum(g.debit), sum(g.credit)
       FROM gl_entry g JOIN voucher v ON v.id = g.voucher_id WHERE v.company_id = $1 AND v.financial_year_id = $2 AND v.number > $3
      GROUP BY g.company_id, g.financial_year_id, g.account_id, g.entry_date
     ON CONFLICT (company_id, financial_year_id, account_id, day, kind)
     DO UPDATE SET debit = gl_day_balance.debit + EXCLUDED.debit, credit = gl_day_balance.credit + EXCLUDED.credit`,
    [companyId, year.id, base],
  );
  await db.query(`UPDATE entity_code_sequence SET last = $2 WHERE entity = $1`, [`voucher:${year.id}`, base + vouchers]);
  for (const t of ['voucher', 'voucher_line', 'gl_entry']) await db.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
  await db.query('COMMIT');
  for (const t of ['voucher', 'voucher_line', 'gl_entry', 'gl_day_balance', 'account']) await db.query(`VACUUM ANALYZE ${t}`);
  const { rows: [c] } = await db.query(`SELECT (SELECT count(*) FROM gl_entry)::int AS entries, (SELECT count(*) FROM voucher_line)::int AS lines, (SELECT count(*) FROM gl_day_balance)::int AS days`);
  const { rows: [{ mid }] } = await db.query(`SELECT ($1::date + $2::int / 2)::text AS mid`, [year.start, days]);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${c.lines} voucher lines, ${c.entries} ledger rows, ${c.days} per-day sums`);
  return { yearId: year.id, mid, entries: c.entries };
}

const karsaz = await startKarsaz('finance');
const { auth, base } = karsaz;
let failed = false;
try {
  const { companyId } = karsaz;
  const db = new Client({ connectionString: karsaz.dbUrl });
  await db.connect();
  const data = await load(db, companyId);
  const path = `/api/financial/v1/reports/trialBalance/getFiltered?dateTo=${data.mid}&pageSize=20`;
  const get = async () => {
    const r = await fetch(`${base}${path}`, { headers: auth });
    const body = await r.json();
    if (!body.isSuccess) throw new Error(`${path}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.value;
  };
  const args = [companyId, data.yearId, data.mid];
  const problems = [];
  {
    const api = await get();
    const { rows: raw } = await db.query(RAW_SQL, args);
    const { rows: day } = await db.query(DAY_SQL, args);
    const sum = (rows, k) => rows.reduce((s, r) => s + BigInt(r[k]), 0n);
    const rawTotals = { debit: String(sum(raw, 'debit')), credit: String(sum(raw, 'credit')) };
    log(`trial balance at ${data.mid}: karsaz ${JSON.stringify(api.totals)}, pg raw ${JSON.stringify(rawTotals)}, ${api.rowCount} accounts`);
    if (api.totals.debit !== rawTotals.debit || api.totals.credit !== rawTotals.credit) problems.push(`the turnovers differ: karsaz ${JSON.stringify(api.totals)}, pg raw ${JSON.stringify(rawTotals)}`);
    if (api.totals.debit !== api.totals.credit || api.totals.balanceDebit !== api.totals.balanceCredit) problems.push(`the trial balance does not balance: ${JSON.stringify(api.totals)}`);
    const byCode = (rows) => rows.map((r) => `${r.code}:${r.net}`).join(' ');
    if (byCode(raw) !== byCode(day)) problems.push(`the per-day sums differ from the ledger:\n  raw ${byCode(raw)}\n  day ${byCode(day)}`);
    for (const row of api.data) {
      const r = raw.find((x) => x.code === row.code);
      if (!r || String(BigInt(row.balanceDebit) - BigInt(row.balanceCredit)) !== r.net) problems.push(`account ${row.code}: karsaz ${row.balanceDebit}/${row.balanceCredit}, pg raw ${r?.net}`);
    }
    if (raw.length !== api.rowCount) problems.push(`${api.rowCount} accounts through karsaz, ${raw.length} in the ledger`);
  }
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    const time = async (f) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    const targets = { karsaz: () => time(get), 'pg day': () => time(() => db.query(DAY_SQL, args)), 'pg raw': () => time(() => db.query(RAW_SQL, args)) };
    const samples = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let round = 0; round <= rounds; round++) {
      const names = Object.keys(targets).map((_, i, xs) => xs[(i + round) % xs.length]);
      const got = {};
      for (const k of names) got[k] = await targets[k]();
      if (!round) continue;
      for (const k of names) samples[k].push(got[k]);
      log(`round ${round}/${rounds}: ${Object.keys(targets).map((k) => `${k} ${ms(got[k])} ms`).join(', ')}`);
    }
    const ratio = (a, b) => median(a.map((x, i) => x / b[i]));
    console.log(`Trial balance at ${data.mid}, ${data.entries} ledger rows (${lines} generated), ${rounds} alternating rounds after a warm-up (medians):`);
    for (const k of Object.keys(samples)) console.log(`  ${k.padEnd(8)} ${ms(median(samples[k])).padStart(8)} ms`);
    console.log(`  ratio karsaz / pg day = ${ratio(samples.karsaz, samples['pg day']).toFixed(2)}   karsaz / pg raw = ${ratio(samples.karsaz, samples['pg raw']).toFixed(2)}`);
    const ok = median(samples.karsaz) < GOAL_MS;
    console.log(`  ${ok ? 'PASS' : 'FAIL'} the trial balance in ${ms(median(samples.karsaz))} ms (goal < ${GOAL_MS} ms); totals agree with the ledger and balance`);
    failed = !ok;
  }
  await db.end();
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
