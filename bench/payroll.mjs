// pnpm bench payroll [--people N] [--rounds N] [--year Y --month M] [--sample N] [--profile FILE]
// The monthly payroll (issue 16): "a month for 5,000 people in under 10 s on this machine", beside the pure calculator
// alone over the same people, measured side by side in one run (the machine is shared: ratios of targets measured in
// alternating rounds hold, absolute numbers drift). A fresh database on DATABASE_URL's server (default: the local
// PostgreSQL) is migrated and seeded by Karsaz itself (apps/api/dist, on REDIS_URL when set; the demo seeds the payroll
// rules of 1404 and 1405 and the adjustment types 001 production bonus, 10 % of salary and seniority; 002 loan
// instalment; 003 bonus); then, in the administrator's company, in one transaction of INSERT … SELECT generate_series
// (set-based, no row by row) and VACUUM ANALYZE:
//   - --people personnel (5,000), each a copy of the company's first demo personnel row with its own names, codes
//     (BP000001…), national code and mobile, employed since 2020 (two in three married);
//   - an ISSUED employment_decree (status 2) each, in force since 2020-01-01 (one in 50 only since the month's 10th:
//     a part month): monthly salary from the 1405 minimum (166,255,500) up to about 1.7 billion rial in 61 steps (every
//     tax bracket, some above the SSO ceiling), 0–5 years of seniority, 0–3 children of the married, one in 9 a
//     management allowance, one in 10 hazardous, a quarter shift workers (shift_kind 2, 3, 4: art. 56's three rates),
//     one in 50 uninsured, one in 40 not taxable; a quarter with a decree line of the demo's percentage type (001);
//   - a closed attendance_month (status 3) for the month each: overtime 0–20 h (with odd minutes, so hours have
//     fractions), night hours for one in 5, holiday work for one in 6, 1–3 days of unpaid leave for one in 15, an
//     absent day for one in 20, 1–4 mission days for one in 8;
//   - the month's payroll_entry rows: a loan instalment (002) for one in 7, a bonus (003) for one in 11;
//   - personnel_supplementary_insurance rows on the demo's plan: in force for one in 5 (employee_share 4–6 M,
//     employer_share 8 M), one that ended in 2024 for another one in 10 (not in force: ignored).
// Month: --year/--month (Jalali), default 1405/07 (its rules seeded by the demo, a month the demo does not calculate).
// Targets, each round (after one warm-up round, not counted) in alternating order:
//   karsaz new    POST /api/payroll/v1/payroll/calculate {year, month} as the administrator, through HTTP: everyone paid
//                 (employed, an issued decree in force, a closed attendance month) read, calculated and written in one
//                 transaction (apps/api/src/modules/payroll/calculation.ts: the payroll row, a payslip per person and
//                 every line); just before it (not timed) the period's payslip_line, payslip and payroll rows are
//                 deleted and the three tables vacuumed, so the month is calculated for the first time
//   karsaz again  the same call on the month already calculated (it deletes the month's payslips and writes them again)
//   floor         the pure calculator alone: calculatePayslip (packages/domain/dist) in this process over the bench
//                 people's inputs (the year's rules, decree, decree lines, attendance month, entries, premiums), read
//                 once before the rounds by the bench's own SQL (the rules, the types and the decree's mapping by
//                 Karsaz's inputs.js): no database, no HTTP, no writes
// and prints the median seconds of each, the time per person, the median of each round's ratio karsaz / floor, and
// PASS or FAIL against the goal (each karsaz median < 10 s). Before measuring, the first calculation's answer must pay
// the bench's people and any demo person with a closed attendance month of the period (none: the demo closes no month)
// and skip no bench person; the payroll's payslips must be as many as the answer's people and its payslip_lines its
// lines; every bench person's stored payslip (gross, SSO, tax, deductions, net, employer cost, days paid) must equal
// what the floor computed, and for --sample people (25) every line (key, kind, amount, explanation) too. After the
// rounds the payslips are checked again. A mismatch or a missed goal exits 1. --profile FILE: one more karsaz new
// calculation under V8's profiler (the measured window only), written to FILE and summarised by
// bench/profile-top.mjs. The database is dropped at the end (BENCH_KEEP_DB=1 keeps it for EXPLAIN).
import { writeFileSync } from 'node:fs';
import { alternatingRounds, arg, log, median, requireApi, seconds, startKarsaz } from './karsaz.mjs';
import { summarise } from './profile-top.mjs';

const people = arg('people', 5000);
const rounds = arg('rounds', 3);
const sample = arg('sample', 25);
const year = arg('year', 1405);
const month = arg('month', 7);
const profileAt = process.argv.indexOf('--profile');
const profileFile = profileAt > 0 ? process.argv[profileAt + 1] : null;
const GOAL_S = 10;
/** attendance_month.status: closed (awaiting confirmation) and confirmed */
const ATTENDANCE_CLOSED = [2, 3];
const KIND_VALUE = { earning: 1, deduction: 2, employer: 3 };

const { Client } = requireApi('pg');
const { calculatePayslip, SHIFT_KINDS } = requireApi('@karsaz/domain');
// the rules, the adjustment types and a decree row as the calculator takes them: Karsaz's own readers (apps/api/dist)
const { readRules, readAdjustmentTypes, decreeInput } = requireApi('./dist/modules/payroll/inputs.js');
const { monthRange } = requireApi('./dist/modules/attendance/calculation.js');

const s = seconds;
/**
 * A pg connection as Karsaz's readers take it (Prisma's $queryRawUnsafe): a numeric comes as Prisma's Decimal prints
 * it, without trailing zeros (7.33, not pg's 7.3300: the hourly divisor is quoted in the overtime's explanation).
 */
const NUMERIC = 1700;
const decimalText = (v) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const prismaTypes = { getTypeParser: (oid, format) => (oid === NUMERIC ? decimalText : requireApi('pg').types.getTypeParser(oid, format)) };
const reader = (db) => ({ $queryRawUnsafe: (text, ...values) => db.query({ text, values, types: prismaTypes }).then((r) => r.rows) });
/** seconds → hours as a decimal string, as the payroll reads an attendance month */
const hours = (sec) => (Number(sec ?? 0) / 3600).toFixed(4).replace(/\.?0+$/, '') || '0';

/** INSERT … SELECT of `table`'s columns from the row(s) `from` gives as `t`, some columns replaced, some left to their defaults. */
async function copyColumns(db, table, replace, skip) {
  const { rows } = await db.query(`SELECT column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`, [table]);
  const cols = rows.map((r) => r.c).filter((c) => !skip.includes(c));
  return { cols: cols.map((c) => `"${c}"`).join(', '), values: cols.map((c) => replace[c] ?? `t."${c}"`).join(', ') };
}

/** The bench's people numbered 1 … N in id order (k), for the generated columns. */
const BENCH = `SELECT id, row_number() OVER (ORDER BY id)::int AS k FROM personnel WHERE company_id = $1 AND organization_code LIKE 'BP%'`;

async function load(db, companyId, range) {
  const started = performance.now();
  await db.query('BEGIN');
  const { rows: [template] } = await db.query(`SELECT id FROM personnel WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
  const { rows: types } = await db.query(`SELECT id, code, method FROM employment_decree_adjustment_type WHERE company_id = $1 AND code IN ('001', '002', '003') ORDER BY code`, [companyId]);
  const { rows: [plan] } = await db.query(`SELECT id, insurance_contract_id FROM insurance_plan WHERE company_id = $1 AND insurance_contract_id IS NOT NULL ORDER BY id LIMIT 1`, [companyId]);
  const { rows: [rule] } = await db.query(`SELECT 1 FROM payroll_rule WHERE company_id = $1 AND year = $2`, [companyId, range.year]);
  if (!template || types.length !== 3 || types[0].method !== 2 || !plan) throw new Error("the demo has no personnel, no adjustment types 001 (percent) / 002 / 003 or no supplementary insurance plan");
  if (!rule) throw new Error(`the demo has no payroll rules of ${range.year} (it seeds 1404 and 1405)`);
  const [percent, loan, bonus] = types.map((t) => t.id);
  const person = await copyColumns(db, 'personnel', {
    organization_code: `'BP' || lpad(i::text, 6, '0')`, national_code: `'8' || lpad(i::text, 9, '0')`, first_name: `'نام' || i`, last_name: `'آزمون حقوق'`,
    full_name: `'نام' || i || ' آزمون حقوق'`, default_phone_no: `'0938' || lpad(i::text, 7, '0')`, default_email_add: 'NULL', identity_no: 'NULL',
    identity_serial_no: 'NULL', national_code_serial_no: 'NULL', third_party_id: 'NULL', start_date: `DATE '2020-01-01'`, end_date: 'NULL',
    martial: 'CASE WHEN i % 3 = 0 THEN 1 ELSE 2 END', status: '1', is_active: 'true', created_by: 'NULL', updated_by: 'NULL', updated_at: 'now()',
  }, ['id', 'search_text', 'version', 'created_at']);
  await db.query(`INSERT INTO personnel (${person.cols}) SELECT ${person.values} FROM personnel t CROSS JOIN generate_series(1, $2::int) i WHERE t.id = $1`, [template.id, people]);
  // k's residues pick each choice; salaries step through 61 levels in a mixed order (k × 37 mod 61)
  await db.query(
    `INSERT INTO employment_decree (company_id, code, personnel_id, decree_type, issue_date, start_date, monthly_salary, seniority_years, management_allowance,
            child_count, married, has_insurance, is_taxable, hazardous, shift_kind, work_hours, status, description, updated_at)
     SELECT $1, 'BP' || lpad(b.k::text, 6, '0'), b.id, 1, b.start, b.start, 166255500 + ((b.k * 37) % 61) * 25000000, b.k % 6,
            CASE WHEN b.k % 9 = 1 THEN 50000000 END, CASE WHEN b.k % 3 = 0 THEN 0 ELSE b.k % 4 END, b.k % 3 <> 0, b.k % 50 <> 25, b.k % 40 <> 20,
            b.k % 10 = 7, CASE b.k % 12 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 4 ELSE 1 END, 44, 2, 'bench/payroll.mjs', now()
       FROM (SELECT x.*, CASE WHEN x.k % 50 = 0 THEN $2::date + 9 ELSE DATE '2020-01-01' END AS start FROM (${BENCH}) x) b`,
    [companyId, range.from],
  );
  await db.query(
    `INSERT INTO employment_decree_line (company_id, employment_decree_id, adjustment_type_id, updated_at)
     SELECT $1, d.id, $2, now() FROM (${BENCH}) b JOIN employment_decree d ON d.company_id = $1 AND d.personnel_id = b.id WHERE b.k % 4 = 0`,
    [companyId, percent],
  );
  await db.query(
    `INSERT INTO attendance_month (company_id, personnel_id, year, month, period, total_work_hours, over_time_hours, night_hours, holiday_work_hours,
            mission_days, leave_with_pay_days, leave_without_pay_days, absent_days, incomplete_days, is_closed, calculated_at, status, updated_at)
     SELECT $1::int, b.id, $2::int, $3::int, $4::int, 176 * 3600, ((b.k * 7919) % 41) * 1800 + (b.k % 7) * 60,
            CASE WHEN b.k % 5 = 0 THEN ((b.k * 31) % 17) * 3600 + (b.k % 3) * 1200 ELSE 0 END,
            CASE WHEN b.k % 6 = 0 THEN ((b.k * 13) % 9) * 3600 ELSE 0 END,
            CASE WHEN b.k % 8 = 0 THEN 1 + b.k % 4 ELSE 0 END, 0, CASE WHEN b.k % 15 = 0 THEN 1 + b.k % 3 ELSE 0 END,
            CASE WHEN b.k % 20 = 0 THEN 1 ELSE 0 END, 0, true, now(), 3, now()
       FROM (${BENCH}) b`,
    [companyId, range.year, range.month, range.period],
  );
  await db.query(
    `INSERT INTO payroll_entry (company_id, personnel_id, year, month, adjustment_type_id, amount, description, updated_at)
     SELECT $1::int, b.id, $2::int, $3::int, $4::int, 5000000 + (b.k % 5) * 2500000, CASE WHEN b.k % 2 = 0 THEN 'وام ضروری' END, now() FROM (${BENCH}) b WHERE b.k % 7 = 0
     UNION ALL
     SELECT $1::int, b.id, $2::int, $3::int, $5::int, 20000000, 'پاداش عملکرد', now() FROM (${BENCH}) b WHERE b.k % 11 = 0`,
    [companyId, range.year, range.month, loan, bonus],
  );
  await db.query(
    `INSERT INTO personnel_supplementary_insurance (company_id, personnel_id, insurance_contract_id, insurance_plan_id, start_date, end_date, insured_count,
            employee_share, employer_share, updated_at)
     SELECT $1::int, b.id, $2::int, $3::int, DATE '2025-03-21', NULL, 1 + b.k % 3, 4000000 + (b.k % 3) * 1000000, 8000000, now() FROM (${BENCH}) b WHERE b.k % 5 = 0
     UNION ALL
     SELECT $1::int, b.id, $2::int, $3::int, DATE '2023-03-21', DATE '2024-03-19', 1, 3000000, 6000000, now() FROM (${BENCH}) b WHERE b.k % 10 = 5`,
    [companyId, plan.insurance_contract_id, plan.id],
  );
  await db.query('COMMIT');
  for (const t of ['personnel', 'employment_decree', 'employment_decree_line', 'attendance_month', 'payroll_entry', 'personnel_supplementary_insurance', 'payroll', 'payslip', 'payslip_line']) {
    await db.query(`VACUUM ANALYZE ${t}`);
  }
  const { rows } = await db.query(BENCH, [companyId]);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows.length} people with a decree, a closed attendance month, entries and premiums`);
  return rows.map((r) => r.id);
}

/**
 * The floor's inputs: each bench person's month as calculatePayslip takes it, read once by the bench's own SQL (their
 * one decree, its lines, the attendance month, the month's entries, the premiums in force).
 */
async function floorInputs(db, companyId, range, ids) {
  const tx = reader(db);
  const rules = await readRules(tx, companyId, range.year);
  const types = await readAdjustmentTypes(tx, companyId);
  const monthDays = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  const { rows } = await db.query(
    `SELECT p.id, d.shift_kind, ($3::date - GREATEST($2::date, d.start_date))::int + 1 AS work_days, am.over_time_hours, am.night_hours, am.holiday_work_hours,
            am.mission_days AS am_mission_days, am.leave_without_pay_days + am.absent_days AS unpaid, to_jsonb(d) AS decree
       FROM personnel p
       JOIN employment_decree d ON d.company_id = $1 AND d.personnel_id = p.id AND d.status = 2
       JOIN attendance_month am ON am.company_id = $1 AND am.personnel_id = p.id AND am.period = $4
      WHERE p.company_id = $1 AND p.id = ANY($5::int[])`,
    [companyId, range.from, range.to, range.period, ids],
  );
  const { rows: lines } = await db.query(`SELECT employment_decree_id, adjustment_type_id, amount FROM employment_decree_line WHERE company_id = $1 ORDER BY id`, [companyId]);
  const { rows: entries } = await db.query(`SELECT personnel_id, adjustment_type_id, amount, description FROM payroll_entry WHERE company_id = $1 AND year = $2 AND month = $3 ORDER BY id`, [companyId, range.year, range.month]);
  const { rows: premiums } = await db.query(
    `SELECT personnel_id, employee_share, employer_share FROM personnel_supplementary_insurance WHERE company_id = $1 AND start_date <= $3::date AND (end_date IS NULL OR end_date >= $2::date)`,
    [companyId, range.from, range.to],
  );
  const group = (xs, key) => xs.reduce((m, x) => m.set(x[key], [...(m.get(x[key]) ?? []), x]), new Map());
  const linesOf = group(lines, 'employment_decree_id');
  const entriesOf = group(entries, 'personnel_id');
  const premiumsOf = group(premiums, 'personnel_id');
  return rows.map((r) => {
    const premium = premiumsOf.get(r.id);
    return {
      personnelId: r.id,
      input: {
        rules,
        monthDays,
        decree: decreeInput(r.decree, linesOf.get(r.decree.id) ?? [], types),
        attendance: {
          workDays: r.work_days, unpaidLeaveDays: Math.min(r.unpaid, r.work_days), overtimeHours: hours(r.over_time_hours), nightHours: hours(r.night_hours),
          fridayHolidayHours: hours(r.holiday_work_hours), missionDays: r.am_mission_days, shiftKind: SHIFT_KINDS[r.shift_kind - 1],
        },
        entries: (entriesOf.get(r.id) ?? []).map((e) => {
          const t = types.get(e.adjustment_type_id);
          return { ...t, method: 'fixed', amount: String(e.amount), prorate: false, title: e.description ? { fa: `${t.title.fa} (${e.description})`, en: `${t.title.en} (${e.description})` } : t.title };
        }),
        supplementaryInsurance: premium
          ? { personShare: String(premium.reduce((a, x) => a + BigInt(x.employee_share ?? 0), 0n)), companyShare: String(premium.reduce((a, x) => a + BigInt(x.employer_share ?? 0), 0n)) }
          : null,
      },
    };
  });
}

/** The floor: calculatePayslip over the inputs, in this process; each person's result. */
function floor(inputs) {
  const out = new Map();
  for (const { personnelId, input } of inputs) out.set(personnelId, calculatePayslip(input));
  return out;
}

/** What differs between the stored payslips of the bench's people and the floor's (at most `limit` of them). */
async function payslipProblems(db, companyId, range, computed, limit = 10) {
  const { rows } = await db.query(
    `SELECT s.personnel_id AS p, s.paid_days, s.gross, s.sso_employee, s.income_tax, s.deductions, s.net, s.sso_employer, s.unemployment, s.employer_cost, s.insurable_base, s.taxable_base
       FROM payslip s JOIN payroll r ON r.id = s.payroll_id WHERE r.company_id = $1 AND r.period = $2 AND s.personnel_id = ANY($3::int[])`,
    [companyId, range.period, [...computed.keys()]],
  );
  const problems = [];
  if (rows.length !== computed.size) problems.push(`the payroll has ${rows.length} payslips of the bench's people for ${range.period}, not ${computed.size}`);
  for (const r of rows) {
    const f = computed.get(r.p);
    const a = [r.paid_days, r.gross, r.sso_employee, r.income_tax, r.deductions, r.net, r.sso_employer, r.unemployment, r.employer_cost, r.insurable_base, r.taxable_base].join('/');
    const b = [f.paidDays, f.gross, f.ssoEmployee, f.incomeTax, f.deductions, f.net, f.ssoEmployer, f.unemployment, f.employerCost, f.insurableBase, f.taxableBase].join('/');
    if (a !== b && problems.length < limit) problems.push(`person ${r.p}'s payslip (paid days/gross/SSO/tax/deductions/net/SSO employer/unemployment/employer cost/insurable/taxable): karsaz ${a}, floor ${b}`);
  }
  return problems;
}

const range = monthRange(year, month);
const karsaz = await startKarsaz('payroll', { profile: !!profileFile });
const { dbUrl, auth, base } = karsaz;
let failed = false;
const db = new Client({ connectionString: dbUrl });
try {
  const { companyId } = karsaz;
  await db.connect();
  const ids = await load(db, companyId, range);
  // anyone else the month pays: a demo person with a closed attendance month of the period (the demo closes none)
  const { rows: [{ others }] } = await db.query(
    `SELECT count(*)::int AS others FROM attendance_month WHERE company_id = $1 AND period = $2 AND status = ANY($3::int[]) AND NOT (personnel_id = ANY($4::int[]))`,
    [companyId, range.period, ATTENDANCE_CLOSED, ids],
  );
  const expected = ids.length + others;
  const inputs = await floorInputs(db, companyId, range, ids);

  const calculate = async () => {
    const r = await fetch(`${base}/api/payroll/v1/payroll/calculate`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ year, month }),
    });
    const body = await r.json();
    if (!body.isSuccess) throw new Error(`calculate: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.value;
  };
  const time = async (f) => {
    const t = performance.now();
    const value = await f();
    return { ms: performance.now() - t, value };
  };
  // a month not calculated yet: its payroll, payslips and lines gone (not timed), dead rows vacuumed as autovacuum would have by then
  const reset = async () => {
    const of = `SELECT id FROM payroll WHERE company_id = $1 AND period = $2`;
    await db.query(`DELETE FROM payslip_line WHERE company_id = $1 AND payslip_id IN (SELECT id FROM payslip WHERE company_id = $1 AND payroll_id IN (${of}))`, [companyId, range.period]);
    await db.query(`DELETE FROM payslip WHERE company_id = $1 AND payroll_id IN (${of})`, [companyId, range.period]);
    await db.query(`DELETE FROM payroll WHERE company_id = $1 AND period = $2`, [companyId, range.period]);
    for (const t of ['payslip_line', 'payslip', 'payroll']) await db.query(`VACUUM ${t}`);
  };
  const targets = {
    'karsaz new': async () => (await reset(), time(calculate)),
    'karsaz again': () => time(calculate),
    floor: () => time(async () => floor(inputs)),
  };

  // round 0 warms up (the JIT, the pools, the auth cache, PostgreSQL's buffers) and is not counted; its karsaz call
  // writes the month for the first time, checked here against the floor before anything is measured
  const first = await targets['karsaz new']();
  const computed = (await targets.floor()).value;
  const answer = first.value;
  const problems = [];
  const benchIds = new Set(ids);
  const skippedBench = answer.skipped.filter((x) => benchIds.has(x.personnelId));
  if (answer.people !== expected || skippedBench.length) {
    problems.push(`the answer pays ${answer.people} people, not ${ids.length} bench + ${others} others${skippedBench.length ? `; it skipped bench people: ${JSON.stringify(skippedBench.slice(0, 3))}` : ''}`);
  }
  if (computed.size !== ids.length) problems.push(`the floor computed ${computed.size} payslips, not ${ids.length}`);
  const { rows: [stored] } = await db.query(
    `SELECT (SELECT count(*)::int FROM payslip s WHERE s.company_id = $1 AND s.payroll_id = r.id) AS slips,
            (SELECT count(*)::int FROM payslip_line l JOIN payslip s ON s.id = l.payslip_id WHERE s.company_id = $1 AND s.payroll_id = r.id) AS lines,
            r.people_count, r.net::text AS net
       FROM payroll r WHERE r.company_id = $1 AND r.period = $2`,
    [companyId, range.period],
  );
  if (!stored || stored.slips !== answer.people || stored.lines !== answer.lines || stored.people_count !== answer.people || stored.net !== answer.net) {
    problems.push(`stored ${JSON.stringify(stored)}: not the answer's ${answer.people} payslips, ${answer.lines} lines, net ${answer.net}`);
  }
  const floorLines = [...computed.values()].reduce((a, r) => a + r.lines.length, 0);
  if (!others && floorLines !== answer.lines) problems.push(`the answer wrote ${answer.lines} lines, the floor computed ${floorLines}`);
  problems.push(...(await payslipProblems(db, companyId, range, computed)));
  // the sample's every line, in order
  const n = Math.min(sample, ids.length);
  const picked = Array.from({ length: n }, (_, i) => ids[Math.floor((i * ids.length) / n)]);
  const { rows: sampled } = await db.query(
    `SELECT s.personnel_id AS p, l.item_key, l.kind, l.amount::text AS amount, l.explanation_en
       FROM payslip_line l JOIN payslip s ON s.id = l.payslip_id JOIN payroll r ON r.id = s.payroll_id
      WHERE r.company_id = $1 AND r.period = $2 AND s.personnel_id = ANY($3::int[]) ORDER BY s.personnel_id, l.id`,
    [companyId, range.period, picked],
  );
  for (const p of picked) {
    const a = sampled.filter((r) => r.p === p).map((r) => [r.item_key, r.kind, r.amount, r.explanation_en].join('|'));
    const b = (computed.get(p)?.lines ?? []).map((l) => [l.key, KIND_VALUE[l.kind], l.amount, l.explanation.en].join('|'));
    const i = [...Array(Math.max(a.length, b.length)).keys()].find((j) => a[j] !== b[j]);
    if (i !== undefined) problems.push(`person ${p}'s line ${i + 1} (key|kind|amount|explanation): karsaz ${a[i] ?? 'none'}, floor ${b[i] ?? 'none'}`);
  }
  // the data is what the header says, or the comparison proves little
  const keys = {};
  let taxed = 0;
  let capped = 0;
  for (const r of computed.values()) {
    for (const l of r.lines) keys[l.key] = (keys[l.key] ?? 0) + 1;
    if (r.incomeTax !== '0') taxed++;
    if (r.insurableEarnings !== r.insurableBase && r.insurableBase !== '0') capped++;
  }
  log(`floor's payslips: ${taxed} taxed, ${capped} at the SSO ceiling; lines ${JSON.stringify(keys)}`);
  const wanted = ['baseSalary', 'seniority', 'childAllowance', 'overtime', 'nightWork', 'fridayHolidayWork', 'shiftAllowance', 'missionAllowance', 'adjustment:001', 'adjustment:002', 'adjustment:003', 'incomeTax', 'supplementaryInsurance'];
  if (wanted.some((k) => !keys[k]) || !taxed || !capped) problems.push(`the generated month is not as designed: lines ${JSON.stringify(keys)}, taxed ${taxed}, capped ${capped}`);

  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    const samples = await alternatingRounds(targets, rounds);
    const after = await payslipProblems(db, companyId, range, computed);
    if (after.length) {
      for (const p of after) console.log(`MISMATCH after the rounds: ${p}`);
      failed = true;
    }
    const ratio = (a, b) => median(samples[a].map((x, i) => x / samples[b][i]));
    const fm = median(samples.floor);
    console.log(`Payroll ${year}/${String(month).padStart(2, '0')}, ${ids.length} bench people (${answer.people} paid, ${answer.lines} payslip lines), ${rounds} alternating rounds after a warm-up (medians):`);
    for (const k of ['karsaz new', 'karsaz again']) {
      const x = median(samples[k]);
      console.log(`  ${k.padEnd(13)} ${s(x).padStart(6)} s   ${(x / answer.people).toFixed(2)} ms a person   ratio karsaz / floor ${ratio(k, 'floor').toFixed(2)}`);
    }
    console.log(`  floor         ${s(fm).padStart(6)} s   ${(fm / ids.length).toFixed(2)} ms a person (calculatePayslip alone, in-process: no database, no writes)`);
    console.log(`  (the warm-up's first calculation: ${s(first.ms)} s)`);
    for (const k of ['karsaz new', 'karsaz again']) {
      const ok = median(samples[k]) < GOAL_S * 1000;
      console.log(`  ${ok ? 'PASS' : 'FAIL'} ${k} ${s(median(samples[k]))} s for the month of ${answer.people} people (goal < ${GOAL_S} s)`);
      if (!ok) failed = true;
    }
    console.log(`  payslips agree: karsaz = floor for all ${ids.length} (every line of ${n})${after.length ? ' (NOT after the rounds)' : ', before and after the rounds'}`);

    if (profileFile && karsaz.profiler) {
      await reset();
      await karsaz.profiler.start();
      const t = await time(calculate);
      const profile = await karsaz.profiler.stop();
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`\nprofile of one more karsaz calculation of the month anew (${s(t.ms)} s) in ${profileFile}:`);
      console.log(summarise(profile, 25));
    }
  }
} finally {
  // this connection ends before the database is dropped, so an error above is the one reported
  await db.end().catch(() => {});
  await karsaz.close();
}
if (failed) process.exitCode = 1;
