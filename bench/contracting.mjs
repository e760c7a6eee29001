// pnpm bench contracting [--contracts N] [--items N] [--statements N] [--rounds N] [--probes N] [--queries N] [--profile FILE]
// Contracting's heavy work (issue 14): saving a contractor's progress statement, "100 items on a contract with 40
// earlier statements in under 500 ms", beside the raw SQL doing the same work, measured side by side in one run
// (the machine is shared: ratios of targets measured in alternating rounds hold, absolute numbers drift). A fresh
// database on DATABASE_URL's server (default: the local PostgreSQL) is migrated and seeded by Karsaz itself
// (apps/api/dist, on REDIS_URL when set); then, in the administrator's company, one project gets --contracts
// contractor contracts (500) of --items items each (100, one operation each), and each contract --statements earlier
// statements (40, approved: status 3) with a line for every item, each INSERT … SELECT generate_series: the
// statements appended week by week across the contracts as they would be filed (so a contract's statements and
// their lines lie scattered over the tables), each line's previous/cumulative quantity the running sum of its item's
// quantities, each statement's amounts and deductions from its lines, each contract's advance what its statements
// repaid plus a remainder (0, 20 or 40 million rials, so the new statement's repayment is capped or not); 2,000,000
// statement lines by default; VACUUM ANALYZE. Then --probes contracts (5) spread over the project each get a new
// draft statement through the API (POST …/contractorstatement/create: every item, quantity 0).
// Each round (after one warm-up round, not counted), in alternating order, each probe's draft is saved with new
// quantities (a different set on every save) by:
//   karsaz       PUT /api/service/v1/contractorstatement/update with its 100 lines: auth, validation, the engine's
//                line writes, StatementHooks (apps/api/src/modules/contracting/statements.ts) and its calculator
//   pg hook      the statements the hook first ran for the same work (kept as the reference of what the fix bought),
//                through pg in one transaction: the terms, the lines, the previous-claims aggregate, the advance
//                repaid so far, the calculator (packages/domain), one UPDATE per line and the header's UPDATE
//   pg set-based the same work as the hook does it now (commit 012e4ad): the reads scoped to the company (so the
//                existing (company_id, …) indexes serve them) and one UPDATE … FROM unnest(…) for all the lines
// and the hook's previous-claims aggregate alone is timed --queries times (20) a round against
//   with company the same aggregate scoped to the company (l.company_id = s.company_id = $3), no schema change
// Afterwards, the indexes proposed below are created in the bench database and a last set of rounds times the
// karsaz save, the pg targets and the hook's own aggregate again (what the indexes alone would give, no change to
// the API). --profile FILE: then 10 more karsaz saves under V8's profiler (the measured window only), written to
// FILE and summarised by bench/profile-top.mjs: where the API's own time goes once the database is not the cost.
// It prints the median ms of each, the median of each round's ratio karsaz / pg, EXPLAIN (ANALYZE, BUFFERS) of the
// hook's reads before and after the indexes, what one karsaz save scans (pg_stat_user_tables), and PASS or FAIL
// against the goal (karsaz's median save < 500 ms, before the indexes). Before measuring, each probe's save through
// Karsaz is checked: its grossAmount, payableAmount and every line must equal what @karsaz/domain's
// calculateStatement gives from the same inputs read independently (the contract's terms, a fresh sum of the
// earlier non-cancelled statements' quantities and advance repayments), and the pg targets must leave the same
// amounts; after the rounds the last save of each probe is checked again. A mismatch, or a missed goal, exits 1.
// The database is dropped at the end (BENCH_KEEP_DB=1 keeps it for EXPLAIN).
import { writeFileSync } from 'node:fs';
import { arg, log, median, requireApi, startKarsaz } from './karsaz.mjs';
import { summarise } from './profile-top.mjs';

const contracts = arg('contracts', 500);
const items = arg('items', 100);
const earlier = arg('statements', 40);
const rounds = arg('rounds', 5);
const probes = Math.min(arg('probes', 5), contracts);
const queries = arg('queries', 20);
const profileAt = process.argv.indexOf('--profile');
const profileFile = profileAt > 0 ? process.argv[profileAt + 1] : null;
const GOAL_SAVE_MS = 500;
const CANCELLED = 5;

const { Client } = requireApi('pg');
const { calculateStatement, decimalSubtract } = requireApi('@karsaz/domain');

const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
/** A decimal's text as the API answers it ("14.0000" → "14", "-3.50" → "-3.5", none → "0"). */
const canonical = (v) => {
  if (v === null || v === undefined) return '0';
  let s = String(v);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
};
const str = (v) => (v === null || v === undefined ? '0' : String(v));

// the hook's statements, as apps/api/src/modules/contracting/statements.ts sends them for a contractor's statement
// (keep in step)
const TERMS_SQL = `SELECT c.id AS "contractId", coalesce(c.advance_payment, 0)::text AS "advancePayment", c.advance_repayment_percent::text AS a,
              c.retention_percent::text AS r, c.insurance_percent::text AS i, c.tax_percent::text AS t
         FROM contractor_statement s JOIN contractor_contract c ON c.id = s.contractor_contract_id WHERE s.id = $1`;
const LINES_SQL = `SELECT l.id, l.contractor_contract_line_id AS "itemId", l.quantity::text AS quantity, l.approved_overrun::text AS "approvedOverrun",
              i.contractor_contract_id AS "itemContractId", i.operation_info_id AS "operationInfoId", coalesce(i.unit_id, o.unit_id) AS "unitId",
              i.quantity::text AS "contractQuantity", i.unit_price::text AS "unitPrice", o.name AS title
         FROM contractor_statement_line l JOIN contractor_contract_line i ON i.id = l.contractor_contract_line_id JOIN operation_info o ON o.id = i.operation_info_id
        WHERE l.contractor_statement_id = $1 ORDER BY l.id`;
const PREVIOUS_SQL = `SELECT l.contractor_contract_line_id AS "itemId", sum(l.quantity)::text AS q FROM contractor_statement_line l JOIN contractor_statement s ON s.id = l.contractor_statement_id
            WHERE s.contractor_contract_id = $1 AND s.id < $2 AND s.status <> ${CANCELLED} GROUP BY l.contractor_contract_line_id`;
const REPAID_SQL = `SELECT coalesce(sum(advance_repayment), 0)::text AS repaid FROM contractor_statement WHERE contractor_contract_id = $1 AND id < $2 AND status <> ${CANCELLED}`;
const LINE_UPDATE_SQL = `UPDATE contractor_statement_line SET operation_info_id = $2, unit_id = $3, contract_quantity = $4::numeric, previous_quantity = $5::numeric,
                cumulative_quantity = $6::numeric, unit_price = $7::numeric, amount = $8::numeric, overrun = $9::numeric WHERE id = $1`;
const HEADER_UPDATE_SQL = `UPDATE contractor_statement SET gross_amount = $2::numeric, advance_repayment = $3::numeric, retention = $4::numeric, insurance = $5::numeric,
              tax = $6::numeric, total_deductions = $7::numeric, payable_amount = $8::numeric WHERE id = $1`;

// the same reads scoped to the company, which the existing (company_id, contractor_statement_id) and
// (company_id, contractor_contract_id) indexes serve; and all the lines in one UPDATE
const LINES_CO_SQL = LINES_SQL.replace('WHERE l.contractor_statement_id = $1', 'WHERE l.company_id = $2 AND l.contractor_statement_id = $1');
const PREVIOUS_CO_SQL = `SELECT l.contractor_contract_line_id AS "itemId", sum(l.quantity)::text AS q FROM contractor_statement_line l JOIN contractor_statement s ON s.id = l.contractor_statement_id
            WHERE s.company_id = $3 AND l.company_id = $3 AND s.contractor_contract_id = $1 AND s.id < $2 AND s.status <> ${CANCELLED} GROUP BY l.contractor_contract_line_id`;
const REPAID_CO_SQL = `SELECT coalesce(sum(advance_repayment), 0)::text AS repaid FROM contractor_statement WHERE company_id = $3 AND contractor_contract_id = $1 AND id < $2 AND status <> ${CANCELLED}`;
const LINES_UPDATE_SET_SQL = `UPDATE contractor_statement_line l SET quantity = v.quantity, operation_info_id = v.operation_info_id, unit_id = v.unit_id,
                contract_quantity = v.contract_quantity, previous_quantity = v.previous_quantity, cumulative_quantity = v.cumulative_quantity,
                unit_price = v.unit_price, amount = v.amount, overrun = v.overrun
           FROM unnest($1::int[], $2::numeric[], $3::int[], $4::int[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
                AS v(id, quantity, operation_info_id, unit_id, contract_quantity, previous_quantity, cumulative_quantity, unit_price, amount, overrun)
          WHERE l.id = v.id`;

/**
 * What the contract's own hook asks on every save of its items (claimedOfItems, contracts.ts): what the statements
 * not voided claimed of each item; and the same scoped to the company (the existing (company_id,
 * contractor_contract_line_id) index). Only explained, not timed: the statement's save does not run it.
 */
const CLAIMED_SQL = `SELECT l.contractor_contract_line_id AS "itemId", sum(l.quantity)::text AS q FROM contractor_statement_line l JOIN contractor_statement s ON s.id = l.contractor_statement_id
      WHERE l.contractor_contract_line_id = ANY($1::int[]) AND s.status <> ${CANCELLED} GROUP BY l.contractor_contract_line_id`;
const CLAIMED_CO_SQL = CLAIMED_SQL.replace('WHERE l.contractor_contract_line_id', 'WHERE l.company_id = $2 AND s.company_id = $2 AND l.contractor_contract_line_id');

/** An independent check of the inputs (not timed): the contract's statements before the draft by their number within it. */
const CHECK_PREVIOUS_SQL = `SELECT l.contractor_contract_line_id AS "itemId", sum(l.quantity)::text AS q FROM contractor_statement_line l
  WHERE l.contractor_statement_id IN (SELECT id FROM contractor_statement WHERE contractor_contract_id = $1 AND status <> ${CANCELLED}
                                         AND sequence < (SELECT sequence FROM contractor_statement WHERE id = $2))
  GROUP BY 1`;

// what the measurement proposes (packages/entities' statement lines and prisma's schema would carry them)
const PROPOSED_INDEXES = [
  'CREATE INDEX contractor_statement_line_contractor_statement_id_idx ON contractor_statement_line (contractor_statement_id)',
  'CREATE INDEX contractor_statement_contractor_contract_id_status_idx ON contractor_statement (contractor_contract_id, status)',
];

/** Loads the project, its contracts and items, the earlier statements and their lines; answers the contracts' ids. */
async function load(db, companyId) {
  const started = performance.now();
  await db.query(`SET work_mem = '256MB'`);
  await db.query(`SET maintenance_work_mem = '512MB'`);
  const { rows: [unit] } = await db.query(`SELECT id FROM measure_unit ORDER BY id LIMIT 1`);
  // the day the new drafts are dated: today when a financial year of the company holds it, else its latest year's end
  const { rows: [{ today }] } = await db.query(
    `SELECT coalesce((SELECT current_date FROM financial_year WHERE company_id = $1 AND current_date BETWEEN start_date AND end_date LIMIT 1),
                     (SELECT max(end_date) FROM financial_year WHERE company_id = $1), current_date)::text AS today`,
    [companyId],
  );
  await db.query('BEGIN');
  const { rows: [employer] } = await db.query(
    `INSERT INTO third_party (kind, company_name, full_name, is_employer, updated_at) VALUES (2, 'کارفرمای آزمون پیمان', 'کارفرمای آزمون پیمان', true, now()) RETURNING id`,
  );
  const { rows: contractors } = await db.query(
    `INSERT INTO third_party (kind, company_name, full_name, is_contractor, updated_at)
     SELECT 2, 'پیمانکار آزمون ' || i, 'پیمانکار آزمون ' || i, true, now() FROM generate_series(1, 10) i RETURNING id`,
  );
  await db.query(
    `INSERT INTO third_party_company (third_party_id, company_id, is_default) SELECT unnest($2::int[]), $1, true`,
    [companyId, [employer.id, ...contractors.map((c) => c.id)]],
  );
  const { rows: [project] } = await db.query(
    `INSERT INTO project (company_id, code, name, employer_id, updated_at) VALUES ($1, 'BK0001', 'پروژهٔ آزمون صورت‌وضعیت', $2, now()) RETURNING id`,
    [companyId, employer.id],
  );
  await db.query(
    `INSERT INTO operation_info (company_id, code, name, unit_id, is_active, updated_at)
     SELECT $1, 'BO' || lpad(i::text, 5, '0'), 'عملیات آزمون ' || i, $2, true, now() FROM generate_series(1, ${items}) i`,
    [companyId, unit.id],
  );
  await db.query(
    `CREATE TEMP TABLE bench_op AS SELECT row_number() OVER (ORDER BY id)::int AS i, id, name FROM operation_info WHERE company_id = $1 AND code LIKE 'BO%'`,
    [companyId],
  );
  // contract n: 10% of each statement's gross repays the advance; retention 5%, insurance 6.67%, tax 3%
  await db.query(
    `INSERT INTO contractor_contract (company_id, code, title, project_id, contractor_id, contract_date, start_date, end_date,
                                      advance_repayment_percent, retention_percent, insurance_percent, tax_percent, is_active, updated_at)
     SELECT $1, 'BC' || lpad(n::text, 6, '0'), 'قرارداد آزمون ' || n, $2, ($3::int[])[1 + n % 10], $4::date - ${earlier * 7 + 30}, $4::date - ${earlier * 7 + 30}, $4::date + 365,
            10, 5, 6.67, 3, true, now()
       FROM generate_series(1, ${contracts}) n`,
    [companyId, project.id, contractors.map((c) => c.id), today],
  );
  await db.query(
    `CREATE TEMP TABLE bench_contract AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, contractor_id FROM contractor_contract WHERE company_id = $1 AND code LIKE 'BC%'`,
    [companyId],
  );
  await db.query(`ALTER TABLE bench_contract ADD PRIMARY KEY (n)`);
  // item i of contract n: operation i; b = its quantity in the earlier statements (plus 0.25 in odd ones); the
  // contract's quantity leaves room for them; unit prices 10,000 … 5,000,000 rials
  await db.query(
    `INSERT INTO contractor_contract_line (company_id, contractor_contract_id, operation_info_id, title, unit_id, quantity, unit_price, amount, updated_at)
     SELECT $1, c.id, o.id, o.name, $2, q.quantity, q.price, q.quantity * q.price, now()
       FROM bench_contract c CROSS JOIN bench_op o
       CROSS JOIN LATERAL (SELECT (${earlier} * 25 + 40 * ((c.n * 7 + o.i * 13) % 20))::numeric AS quantity, (10000 * (1 + (o.i * 31 + c.n) % 500))::numeric AS price) q
      ORDER BY c.n, o.i`,
    [companyId, unit.id],
  );
  await db.query(
    `CREATE TEMP TABLE bench_item AS
     SELECT c.n, o.i, l.id, l.operation_info_id, l.unit_id, l.quantity AS contract_quantity, l.unit_price, (1 + (c.n * 7 + o.i * 13) % 20)::numeric AS b
       FROM contractor_contract_line l JOIN bench_contract c ON c.id = l.contractor_contract_id JOIN bench_op o ON o.id = l.operation_info_id`,
  );
  await db.query(`CREATE INDEX ON bench_item (n)`);
  // statement k of contract n, dated a week after its (k-1)th; filed in date order across the contracts
  await db.query(
    `INSERT INTO contractor_statement (company_id, financial_year_id, code, contractor_contract_id, sequence, project_id, contractor_id,
                                       statement_date, start_date, end_date, status, approval_round, updated_at)
     SELECT $1, (SELECT y.id FROM financial_year y WHERE y.company_id = $1 AND d.day BETWEEN y.start_date AND y.end_date ORDER BY y.year DESC LIMIT 1),
            'BS' || lpad(((k - 1) * ${contracts} + c.n)::text, 8, '0'), c.id, k, $2, c.contractor_id, d.day, d.day - 6, d.day, 3, 1, now()
       FROM generate_series(1, ${earlier}) k CROSS JOIN bench_contract c
       CROSS JOIN LATERAL (SELECT $3::date - 7 * (${earlier} + 1 - k) AS day) d
      ORDER BY k, c.n`,
    [companyId, project.id, today],
  );
  await db.query(
    `CREATE TEMP TABLE bench_statement AS SELECT s.id, c.n, s.sequence AS k FROM contractor_statement s JOIN bench_contract c ON c.id = s.contractor_contract_id`,
  );
  await db.query('COMMIT');
  log(`loading ${contracts * earlier * items} statement lines (${contracts} contracts × ${earlier} statements × ${items} items)…`);
  // the search-key trigger (note, empty here) is off for the load; the key it would write for no note, written as is
  const { rows: [{ key }] } = await db.query(`SELECT karsaz_search_text(VARIADIC ARRAY[NULL::text]) AS key`);
  await db.query(`ALTER TABLE contractor_statement_line DISABLE TRIGGER USER`);
  // quantity in statement k: b + 0.25 when k is odd; previous: (k-1)·b + 0.25·⌊k/2⌋ (the odd k before it)
  await db.query(
    `INSERT INTO contractor_statement_line (company_id, contractor_statement_id, contractor_contract_line_id, operation_info_id, unit_id,
                                            contract_quantity, previous_quantity, quantity, cumulative_quantity, unit_price, amount, overrun, search_text, updated_at)
     SELECT $1, s.id, it.id, it.operation_info_id, it.unit_id, it.contract_quantity, v.previous, v.quantity, v.previous + v.quantity, it.unit_price,
            round(v.quantity * it.unit_price), greatest(v.previous + v.quantity - it.contract_quantity, 0), $2, now()
       FROM bench_statement s JOIN bench_item it ON it.n = s.n
       CROSS JOIN LATERAL (SELECT it.b + 0.25 * (s.k % 2) AS quantity, (s.k - 1) * it.b + 0.25 * (s.k / 2) AS previous) v
      ORDER BY s.id, it.id`,
    [companyId, key],
  );
  await db.query(`ALTER TABLE contractor_statement_line ENABLE TRIGGER USER`);
  log(`  … the statement lines written after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // each statement's amounts from its lines, as the calculator works them (deductions rounded to the rial each)
  await db.query(
    `UPDATE contractor_statement s SET gross_amount = g.gross, advance_repayment = round(g.gross * 0.10), retention = round(g.gross * 0.05),
            insurance = round(g.gross * 0.0667), tax = round(g.gross * 0.03),
            total_deductions = round(g.gross * 0.10) + round(g.gross * 0.05) + round(g.gross * 0.0667) + round(g.gross * 0.03),
            payable_amount = g.gross - (round(g.gross * 0.10) + round(g.gross * 0.05) + round(g.gross * 0.0667) + round(g.gross * 0.03))
       FROM (SELECT contractor_statement_id AS id, sum(amount) AS gross FROM contractor_statement_line WHERE company_id = $1 GROUP BY 1) g
      WHERE g.id = s.id AND s.code LIKE 'BS%'`,
    [companyId],
  );
  // each contract's amount, and an advance of what its statements repaid plus 0, 20 or 40 million rials
  await db.query(
    `UPDATE contractor_contract c SET total_amount = t.total, advance_payment = r.repaid + 20000000 * (b.n % 3)
       FROM bench_contract b,
            LATERAL (SELECT sum(amount) AS total FROM contractor_contract_line WHERE contractor_contract_id = b.id) t,
            LATERAL (SELECT sum(advance_repayment) AS repaid FROM contractor_statement WHERE contractor_contract_id = b.id) r
      WHERE c.id = b.id`,
  );
  // as autovacuum would after a bulk load: statistics, and the visibility map
  for (const t of ['contractor_statement_line', 'contractor_statement', 'contractor_contract_line', 'contractor_contract', 'operation_info', 'third_party', 'project']) {
    await db.query(`VACUUM ANALYZE ${t}`);
  }
  const { rows: [counts] } = await db.query(
    `SELECT (SELECT count(*) FROM contractor_statement_line)::int AS lines, (SELECT count(*) FROM contractor_statement)::int AS statements,
            (SELECT count(*) FROM contractor_contract_line)::int AS items`,
  );
  const { rows: ids } = await db.query(`SELECT id FROM bench_contract ORDER BY n`);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.lines} statement lines, ${counts.statements} statements, ${counts.items} contract items in all (the demo's included)`);
  return { contractIds: ids.map((r) => r.id), today, ...counts };
}

/** The scan nodes of a plan, the time it took and the buffers it touched (EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)). */
async function explain(db, sql, params) {
  const { rows: [{ 'QUERY PLAN': [plan] }] } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
  const nodes = [];
  const walk = (n) => {
    if (/Scan|Join|Nested Loop|Aggregate/.test(n['Node Type'])) {
      const what = n['Index Name'] ? ` using ${n['Index Name']}` : '';
      const on = n['Relation Name'] ? ` on ${n['Relation Name']}` : '';
      const cond = n['Index Cond'] ? ` [${n['Index Cond']}]` : '';
      const loops = n['Actual Loops'] > 1 ? ` ×${n['Actual Loops']} loops` : '';
      const removed = n['Rows Removed by Filter'] || n['Rows Removed by Index Recheck'];
      nodes.push(`${n['Node Type']}${what}${on}${cond}: ${n['Actual Rows']} rows${loops}${removed ? `, ${removed} filtered out` : ''}`);
    }
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(plan.Plan);
  const p = plan.Plan;
  return { ms: plan['Execution Time'], hit: p['Shared Hit Blocks'] ?? 0, read: p['Shared Read Blocks'] ?? 0, nodes };
}

const karsaz = await startKarsaz('contracting', { profile: !!profileFile });
const { dbUrl, auth, base } = karsaz;
let failed = false;
try {
  const { companyId } = karsaz;
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const data = await load(db, companyId);
  const S = `${base}/api/service/v1/contractorstatement`;
  const call = async (method, path, body) => {
    const r = await fetch(path, { method, headers: { ...auth, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const json = await r.json();
    if (!json.isSuccess) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json).slice(0, 400)}`);
    return json.value;
  };
  const period = { statementDate: data.today, startDate: data.today, endDate: data.today };

  // a new draft on --probes contracts spread over the project, each with its --statements earlier ones
  const drafts = [];
  for (let j = 0; j < probes; j++) {
    const contractId = data.contractIds[Math.floor(((j + 0.5) * data.contractIds.length) / probes)];
    const { id } = await call('POST', `${S}/create`, { contractorContractId: contractId, ...period });
    const doc = await call('GET', `${S}/getById?Id=${id}`);
    if (doc.lines.length !== items || doc.sequence !== earlier + 1) throw new Error(`the draft on contract ${contractId} has ${doc.lines.length} lines and sequence ${doc.sequence} (expected ${items}, ${earlier + 1})`);
    drafts.push({ id, contractId, version: doc.version, lines: doc.lines.map((l) => ({ id: l.id, itemId: l.contractorContractLineId })) });
  }
  // every save writes a set of quantities of its own: 0.5 … 40 with quarters, some of them past the contract
  let saveNo = 0;
  const quantitiesFor = () => {
    const n = ++saveNo;
    return Array.from({ length: items }, (_, i) => String(((n * 17 + i * 7) % 160) / 4 + 0.5));
  };

  const viaKarsaz = async (d, q) => {
    const v = await call('PUT', `${S}/update`, { id: d.id, version: d.version, contractorContractId: d.contractId, ...period, lines: d.lines.map((l, k) => ({ id: l.id, contractorContractLineId: l.itemId, quantity: q[k] })) });
    d.version = v.version;
  };
  /** The hook's own statements, one by one, with the lines' new quantities in their UPDATEs. */
  const viaHook = async (d, q) => {
    await db.query('BEGIN');
    try {
      const { rows: [s] } = await db.query(TERMS_SQL, [d.id]);
      const { rows: lines } = await db.query(LINES_SQL, [d.id]);
      const { rows: prev } = await db.query(PREVIOUS_SQL, [s.contractId, d.id]);
      const { rows: [{ repaid }] } = await db.query(REPAID_SQL, [s.contractId, d.id]);
      const previous = new Map(prev.map((r) => [r.itemId, r.q]));
      const byLine = new Map(d.lines.map((l, k) => [l.id, q[k]]));
      const input = lines.map((l) => ({ quantity: byLine.get(l.id), previousQuantity: previous.get(l.itemId) ?? '0', contractQuantity: str(l.contractQuantity), unitPrice: str(l.unitPrice) }));
      const r = calculateStatement(input, { advanceRepaymentPercent: str(s.a), retentionPercent: str(s.r), insurancePercent: str(s.i), taxPercent: str(s.t), advanceOutstanding: decimalSubtract(s.advancePayment, repaid) });
      for (const [k, l] of lines.entries()) {
        const x = r.lines[k];
        await db.query(LINE_UPDATE_SQL.replace('SET ', 'SET quantity = $10::numeric, '), [l.id, l.operationInfoId, l.unitId, input[k].contractQuantity, input[k].previousQuantity, x.cumulativeQuantity, input[k].unitPrice, x.amount, x.overrun, input[k].quantity]);
      }
      await db.query(HEADER_UPDATE_SQL, [d.id, r.grossAmount, r.advanceRepayment, r.retention, r.insurance, r.tax, r.totalDeductions, r.payableAmount]);
      await db.query('COMMIT');
    } catch (err) {
      await db.query('ROLLBACK');
      throw err;
    }
  };
  /** The same work, the reads scoped to the company and the lines written in one UPDATE. */
  const viaSet = async (d, q) => {
    await db.query('BEGIN');
    try {
      const { rows: [s] } = await db.query(TERMS_SQL, [d.id]);
      const { rows: lines } = await db.query(LINES_CO_SQL, [d.id, companyId]);
      const { rows: prev } = await db.query(PREVIOUS_CO_SQL, [s.contractId, d.id, companyId]);
      const { rows: [{ repaid }] } = await db.query(REPAID_CO_SQL, [s.contractId, d.id, companyId]);
      const previous = new Map(prev.map((r) => [r.itemId, r.q]));
      const byLine = new Map(d.lines.map((l, k) => [l.id, q[k]]));
      const input = lines.map((l) => ({ quantity: byLine.get(l.id), previousQuantity: previous.get(l.itemId) ?? '0', contractQuantity: str(l.contractQuantity), unitPrice: str(l.unitPrice) }));
      const r = calculateStatement(input, { advanceRepaymentPercent: str(s.a), retentionPercent: str(s.r), insurancePercent: str(s.i), taxPercent: str(s.t), advanceOutstanding: decimalSubtract(s.advancePayment, repaid) });
      await db.query(LINES_UPDATE_SET_SQL, [
        lines.map((l) => l.id), input.map((x) => x.quantity), lines.map((l) => l.operationInfoId), lines.map((l) => l.unitId), input.map((x) => x.contractQuantity),
        input.map((x) => x.previousQuantity), r.lines.map((x) => x.cumulativeQuantity), input.map((x) => x.unitPrice), r.lines.map((x) => x.amount), r.lines.map((x) => x.overrun),
      ]);
      await db.query(HEADER_UPDATE_SQL, [d.id, r.grossAmount, r.advanceRepayment, r.retention, r.insurance, r.tax, r.totalDeductions, r.payableAmount]);
      await db.query('COMMIT');
    } catch (err) {
      await db.query('ROLLBACK');
      throw err;
    }
  };

  /**
   * What the saved draft must hold: @karsaz/domain's calculator on its quantities, and the contract's terms and the
   * earlier statements' claims read independently. Answers the differences.
   */
  const verify = async (d, q, who) => {
    const out = [];
    const { rows: [c] } = await db.query(
      `SELECT coalesce(advance_payment, 0)::text AS adv, advance_repayment_percent::text AS a, retention_percent::text AS r, insurance_percent::text AS i, tax_percent::text AS t FROM contractor_contract WHERE id = $1`,
      [d.contractId],
    );
    const { rows: items_ } = await db.query(`SELECT id, quantity::text AS q, unit_price::text AS p FROM contractor_contract_line WHERE contractor_contract_id = $1`, [d.contractId]);
    const item = new Map(items_.map((x) => [x.id, x]));
    const { rows: prev } = await db.query(CHECK_PREVIOUS_SQL, [d.contractId, d.id]);
    const previous = new Map(prev.map((r) => [r.itemId, r.q]));
    const { rows: [{ repaid, n }] } = await db.query(
      `SELECT coalesce(sum(advance_repayment), 0)::text AS repaid, count(*)::int AS n FROM contractor_statement WHERE contractor_contract_id = $1 AND id <> $2 AND sequence < (SELECT sequence FROM contractor_statement WHERE id = $2) AND status <> ${CANCELLED}`,
      [d.contractId, d.id],
    );
    if (n !== earlier) out.push(`${who}: ${n} earlier statements found for contract ${d.contractId} (expected ${earlier})`);
    const input = d.lines.map((l, k) => ({ quantity: q[k], previousQuantity: previous.get(l.itemId) ?? '0', contractQuantity: item.get(l.itemId).q, unitPrice: item.get(l.itemId).p }));
    const want = calculateStatement(input, { advanceRepaymentPercent: c.a, retentionPercent: c.r, insurancePercent: c.i, taxPercent: c.t, advanceOutstanding: decimalSubtract(c.adv, repaid) });
    const doc = await call('GET', `${S}/getById?Id=${d.id}`);
    for (const f of ['grossAmount', 'advanceRepayment', 'retention', 'insurance', 'tax', 'totalDeductions', 'payableAmount']) {
      if (canonical(doc[f]) !== canonical(want[f])) out.push(`${who}: statement ${d.id} ${f} ${doc[f]}, the calculator ${want[f]}`);
    }
    const got = new Map(doc.lines.map((l) => [l.id, l]));
    d.lines.forEach((l, k) => {
      const g = got.get(l.id);
      const w = { quantity: q[k], previousQuantity: input[k].previousQuantity, cumulativeQuantity: want.lines[k].cumulativeQuantity, amount: want.lines[k].amount, overrun: want.lines[k].overrun };
      for (const [f, v] of Object.entries(w)) if (!g || canonical(g[f]) !== canonical(v)) out.push(`${who}: line ${l.id} ${f} ${g?.[f]}, the calculator ${v}`);
    });
    return { problems: out, gross: want.grossAmount, payable: want.payableAmount, lastSave: q };
  };

  const problems = [];
  for (const d of drafts) {
    for (const [who, save] of [['karsaz', viaKarsaz], ['pg hook', viaHook], ['pg set-based', viaSet]]) {
      const q = quantitiesFor();
      await save(d, q);
      const v = await verify(d, q, who);
      problems.push(...v.problems.slice(0, 5));
      if (who === 'karsaz' && d === drafts[0]) log(`draft ${d.id} on contract ${d.contractId}: gross ${v.gross}, payable ${v.payable} (the calculator), as saved`);
    }
  }
  const stats = {};
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    // what one karsaz save reads and writes of the two statement tables: the server's counters, which an idle
    // backend flushes within 10 s (PGSTAT_IDLE_INTERVAL), so read 11 s after everything else and 11 s after the save
    const counters = async () => {
      const { rows } = await db.query(
        `SELECT relname, seq_scan::bigint AS seq, seq_tup_read::bigint AS "seqRows", coalesce(idx_scan, 0)::bigint AS idx, coalesce(idx_tup_fetch, 0)::bigint AS "idxRows", n_tup_upd::bigint AS upd
           FROM pg_stat_user_tables WHERE relname IN ('contractor_statement_line', 'contractor_statement')`,
      );
      return Object.fromEntries(rows.map((r) => [r.relname, r]));
    };
    {
      log(`reading the server's counters around one save (22 s)…`);
      await new Promise((r) => setTimeout(r, 11_000));
      const a = await counters();
      await viaKarsaz(drafts[0], quantitiesFor());
      await new Promise((r) => setTimeout(r, 11_000));
      const b = await counters();
      for (const t of Object.keys(b)) stats[t] = Object.fromEntries(Object.keys(b[t]).filter((k) => k !== 'relname').map((k) => [k, Number(b[t][k]) - Number(a[t][k])]));
    }

    const time = async (f) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    const saves = {
      karsaz: (d) => time(() => viaKarsaz(d, quantitiesFor())),
      'pg hook': (d) => time(() => viaHook(d, quantitiesFor())),
      'pg set-based': (d) => time(() => viaSet(d, quantitiesFor())),
    };
    const aggregates = {
      'hook aggregate': (d) => time(() => db.query(PREVIOUS_SQL, [d.contractId, d.id])),
      'with company': (d) => time(() => db.query(PREVIOUS_CO_SQL, [d.contractId, d.id, companyId])),
    };
    const run = async (targets, aggs, count, label) => {
      const ss = Object.fromEntries(Object.keys(targets).map((k) => [k, []])); // one array of ms per round
      const as = Object.fromEntries(Object.keys(aggs).map((k) => [k, []]));
      for (let round = 0; round <= count; round++) {
        // round 0 warms up (the JIT, the pools, the auth cache, PostgreSQL's buffers) and is not counted
        const shift = (xs, by = round) => xs.map((_, i) => xs[(i + by) % xs.length]);
        const s = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
        for (const [j, d] of drafts.entries()) for (const k of shift(Object.keys(targets), round + j)) s[k].push(await targets[k](d));
        const a = Object.fromEntries(Object.keys(aggs).map((k) => [k, []]));
        for (let i = 0; i < queries; i++) {
          const d = drafts[i % drafts.length];
          for (const k of shift(Object.keys(aggs))) a[k].push(await aggs[k](d));
        }
        if (!round) continue;
        for (const k of Object.keys(s)) ss[k].push(s[k]);
        for (const k of Object.keys(a)) as[k].push(a[k]);
        log(`${label}round ${round}/${count}: save ${Object.keys(s).map((k) => `${k} ${ms(median(s[k]))}`).join(', ')} ms; previous claims ${Object.keys(a).map((k) => `${k} ${ms(median(a[k]))}`).join(', ')} ms (medians)`);
      }
      return { ss, as };
    };
    const before = await run(saves, aggregates, rounds, '');

    // the reads of the hook, as planned on this data, before the proposed indexes and after
    const d0 = drafts[0];
    const plans = {};
    const planAll = async () => ({
      'lines (the hook)': await explain(db, LINES_SQL, [d0.id]),
      'previous claims (the hook)': await explain(db, PREVIOUS_SQL, [d0.contractId, d0.id]),
      'advance repaid (the hook)': await explain(db, REPAID_SQL, [d0.contractId, d0.id]),
      'previous claims with company': await explain(db, PREVIOUS_CO_SQL, [d0.contractId, d0.id, companyId]),
      "a contract's claimed items (its own hook)": await explain(db, CLAIMED_SQL, [d0.lines.map((l) => l.itemId)]),
      "a contract's claimed items with company": await explain(db, CLAIMED_CO_SQL, [d0.lines.map((l) => l.itemId), companyId]),
    });
    plans.before = await planAll();
    log('creating the proposed indexes…');
    const indexStarted = performance.now();
    for (const sql of PROPOSED_INDEXES) await db.query(sql);
    await db.query('ANALYZE contractor_statement_line');
    await db.query('ANALYZE contractor_statement');
    const indexMs = performance.now() - indexStarted;
    plans.after = await planAll();
    const after = await run(saves, { 'hook aggregate': aggregates['hook aggregate'] }, Math.max(1, Math.ceil(rounds / 2) + 1), 'with the indexes: ');
    let profiled = null;
    if (karsaz.profiler) {
      log('profiling 10 karsaz saves…');
      await karsaz.profiler.start();
      for (let i = 0; i < 10; i++) await viaKarsaz(drafts[i % drafts.length], quantitiesFor());
      const profile = await karsaz.profiler.stop();
      writeFileSync(profileFile, JSON.stringify(profile));
      profiled = summarise(profile, 25);
    }

    // the last save of every draft still matches the calculator (the pg targets ran last in some rounds: save once more)
    for (const d of drafts) {
      const q = quantitiesFor();
      await viaKarsaz(d, q);
      const v = await verify(d, q, 'karsaz (after the rounds)');
      problems.push(...v.problems.slice(0, 5));
    }

    const ratio = (a, b) => median(a.map((x, i) => median(x) / median(b[i])));
    const all = (xs) => xs.flat();
    const { ss, as } = before;
    console.log(`Contracting: progress statement saves, ${data.lines} statement lines (${contracts} contracts × ${earlier} approved statements × ${items} items), ${probes} drafts of ${items} lines each saved per target a round, ${rounds} alternating rounds after a warm-up (medians):`);
    console.log(`  save a draft of ${items} lines on a contract with ${earlier} earlier statements:`);
    for (const k of Object.keys(ss)) console.log(`    ${k.padEnd(13)} ${ms(median(all(ss[k]))).padStart(8)} ms   p95 ${ms(p95(all(ss[k]))).padStart(8)} ms`);
    console.log(`    ratio karsaz / pg hook = ${ratio(ss.karsaz, ss['pg hook']).toFixed(2)}   karsaz / pg set-based = ${ratio(ss.karsaz, ss['pg set-based']).toFixed(2)}   pg hook / pg set-based = ${ratio(ss['pg hook'], ss['pg set-based']).toFixed(2)}`);
    console.log(`  previous claims of the draft's items (the hook's aggregate alone, ${queries} a round):`);
    for (const k of Object.keys(as)) console.log(`    ${k.padEnd(15)} ${ms(median(all(as[k]))).padStart(8)} ms   p95 ${ms(p95(all(as[k]))).padStart(8)} ms`);
    console.log(`    ratio hook aggregate / with company = ${ratio(as['hook aggregate'], as['with company']).toFixed(2)}`);
    const u = stats.contractor_statement_line ?? {};
    const h = stats.contractor_statement ?? {};
    // a parallel scan counts once for the leader and once for each worker; its rows read are the table's once
    console.log(`  one karsaz save, the server's counters (a parallel seq scan counts once per process):`);
    console.log(`    contractor_statement_line: ${u.seq} seq scans reading ${u.seqRows} rows, ${u.idx} index scans, ${u.upd} rows updated (each line twice: the engine's write, then the hook's)`);
    console.log(`    contractor_statement:      ${h.seq} seq scans reading ${h.seqRows} rows, ${h.idx} index scans, ${h.upd} rows updated (the scans: the foreign-key checks of the lines the hook rewrites in the transaction that wrote them, among others)`);
    for (const when of ['before', 'after']) {
      console.log(`  EXPLAIN (ANALYZE, BUFFERS) of the hook's reads on draft ${d0.id}, ${when === 'before' ? 'as migrated' : `with the proposed indexes (built in ${(indexMs / 1000).toFixed(1)} s)`}:`);
      for (const [k, p] of Object.entries(plans[when])) {
        console.log(`    ${k}: ${ms(p.ms)} ms, ${p.hit + p.read} buffers (${p.read} read)`);
        for (const n of p.nodes) console.log(`      ${n}`);
      }
    }
    console.log(`  with the proposed indexes (${PROPOSED_INDEXES.map((s) => s.replace(/^CREATE INDEX \S+ ON /, '')).join('; ')}):`);
    for (const k of Object.keys(after.ss)) console.log(`    save ${k.padEnd(13)} ${ms(median(all(after.ss[k]))).padStart(8)} ms`);
    console.log(`    hook aggregate     ${ms(median(all(after.as['hook aggregate']))).padStart(8)} ms`);
    console.log(`    ratio karsaz / pg hook = ${ratio(after.ss.karsaz, after.ss['pg hook']).toFixed(2)}   karsaz / pg set-based = ${ratio(after.ss.karsaz, after.ss['pg set-based']).toFixed(2)}   pg hook / pg set-based = ${ratio(after.ss['pg hook'], after.ss['pg set-based']).toFixed(2)}   karsaz before / after the indexes = ${(median(all(ss.karsaz)) / median(all(after.ss.karsaz))).toFixed(2)}`);
    if (profiled) console.log(`  CPU profile of the API over 10 karsaz saves (with the indexes): ${profileFile}\n${profiled}`);
    if (problems.length) {
      for (const p of problems) console.log(`MISMATCH ${p}`);
      failed = true;
    }
    const saveMs = median(all(ss.karsaz));
    const ok = saveMs < GOAL_SAVE_MS;
    console.log(`  ${ok ? 'PASS' : 'FAIL'} save ${ms(saveMs)} ms, karsaz's median as migrated (goal < ${GOAL_SAVE_MS} ms for ${items} items on a contract with ${earlier} earlier statements)`);
    if (!problems.length) console.log(`  amounts agree: karsaz = pg hook = pg set-based = @karsaz/domain's calculateStatement on the same inputs (gross, deductions, payable, every line)`);
    failed = failed || !ok;
  }
  await db.end();
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
