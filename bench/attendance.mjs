// pnpm bench attendance [--people N] [--rounds N] [--year Y --month M] [--sample N] [--profile FILE]
// The month of attendance (issue 15): "computing a month for 5,000 people (about 300,000 punches) in under 10 s on
// this machine, with the time per person printed", beside the same calculation done in-process without the database
// writes, measured side by side in one run (the machine is shared: ratios of targets measured in alternating rounds
// hold, absolute numbers drift). A fresh database on DATABASE_URL's server (default: the local PostgreSQL) is migrated
// and seeded by Karsaz itself (apps/api/dist, on REDIS_URL when set); then, in the administrator's company:
//   - a bench day shift (code BENCH, fixed) with the demo day shift's timings (shift 001: 07:30–15:30 with a 30-minute
//     floating start, Thursdays 07:30–12:30, Fridays rest), open-ended so any month has them, overtime after the end
//     allowed up to 2 h;
//   - --people personnel (5,000), each a copy of the company's first demo personnel row with its own names, codes
//     (BA000001…) and mobile, employed since 2020, on the bench shift; a quarter forgive 10 min of lateness, a fifth
//     5 min of early leave;
//   - for the month (--year/--month, Jalali; default two months before the current one, 1405/07 in 1405/09), one
//     INSERT … SELECT generate_series of their punches (device source), on the Tehran clock: on each working day (not a
//     Friday, not a holiday of the company's calendar) in between 07:05 and 07:45 (a tenth 40 min later: late,
//     beyond the floating period and some beyond the maximum delay) and out a shift's length later, 1–20 min early
//     (10 %), up to 15 min after (50 %) or 15 min–2 h after (overtime, 40 %); 2 days in 13 a lunch break (out about
//     12:00, back about 12:30, not on Thursdays); one day in 50 the out punch missing (an incomplete day); one
//     person-Friday in 20 worked 09:00–13:00 (holiday work): about 60 punches a person, 300,000 in all; VACUUM ANALYZE.
// Targets, each round (after one warm-up round, not counted) in alternating order:
//   karsaz new    POST /api/hr/v1/attendancemonth/calculate {year, month}: everyone of the company employed in the
//                 month (the bench's people and the demo's few), read, computed and written in one transaction
//                 (apps/api/src/modules/attendance/calculation.ts), the month not calculated before: just before it
//                 (not timed) the period's attendance_day and attendance_month rows are deleted and both tables
//                 vacuumed, so every day and month is inserted
//   karsaz again  the same call on the month already calculated, nothing changed since (upserts; an unchanged day
//                 is left as it is, the months' calculated_at renewed)
//   floor         the same month of the bench's people in this process, without writing: Karsaz's own calculation
//                 (apps/api/dist AttendanceCalculation.people and compute: shifts, approved absences, forgiveness and
//                 punches read, every person-day worked out) on the bench's pg connection, summarizeMonth per person,
//                 without the API, its transaction and the writes
//   pg read       the punch statement alone (the raw reads of the floor)
// and prints the median seconds of each, karsaz's time per person (ms), the median of each round's ratio
// karsaz / floor and karsaz / pg read, and PASS or FAIL against the goal (each karsaz median < 10 s). Before measuring,
// the first calculation's answer must count every employed person and their days; attendance_month must hold one row
// per bench person for the period and attendance_day one per person and day of the month; every bench person's
// month (work, overtime, under time, night, holiday work, absent and incomplete days) must equal what the floor
// computed, and for --sample people (25) their attendance_day rows (status, work, overtime, lateness, early leave,
// absence), their work summed over the days too. After the rounds the months are checked again. A mismatch or a
// missed goal exits 1. --profile FILE: one more karsaz new calculation under V8's profiler (the measured window only),
// written to FILE and summarised by bench/profile-top.mjs. The database is dropped at the end (BENCH_KEEP_DB=1 keeps
// it for EXPLAIN).
import { writeFileSync } from 'node:fs';
import { alternatingRounds, arg, log, median, requireApi, seconds, startKarsaz } from './karsaz.mjs';
import { summarise } from './profile-top.mjs';

const people = arg('people', 5000);
const rounds = arg('rounds', 3);
const sample = arg('sample', 25);
const profileAt = process.argv.indexOf('--profile');
const profileFile = profileAt > 0 ? process.argv[profileAt + 1] : null;
const GOAL_S = 10;
const DEVICE = 1;
/** attendance_day.day_status: DAY_STATUS_KEYS' order, from 1 (calculation.ts STATUS_VALUE) */
const { DAY_STATUS_KEYS } = requireApi('@karsaz/entities');
const STATUS_VALUE = Object.fromEntries(DAY_STATUS_KEYS.map((k, i) => [k, i + 1]));

const { Client } = requireApi('pg');
const { daysBetween, isoDateToJalali, jalaliToIsoDate, summarizeMonth } = requireApi('@karsaz/domain');

const s = seconds;

/** The month asked for, else two months before the current one on the Tehran clock; its ISO days. */
function monthOf() {
  let year = arg('year', 0);
  let month = arg('month', 0);
  if (!year || !month) {
    const j = isoDateToJalali(new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10));
    const k = j.jy * 12 + (j.jm - 1) - 2;
    year = Math.floor(k / 12);
    month = (k % 12) + 1;
  }
  const from = jalaliToIsoDate(year, month, 1);
  const to = [31, 30, 29].map((d) => jalaliToIsoDate(year, month, d)).find(Boolean);
  if (!from) throw new Error(`no such Jalali month: ${year}/${month}`);
  return { year, month, period: year * 100 + month, from, to, days: daysBetween(from, to) };
}

// The floor is Karsaz's own calculation (apps/api/dist: AttendanceCalculation's people and compute, with its shift
// resolver, approved absences and punch statement) on this process's pg connection, without the writes and the API
const calculation = requireApi('./dist/modules/attendance/calculation.js');
const { ShiftResolver } = requireApi('./dist/modules/attendance-shift/shift-resolver.js');
const { ApprovedAbsences } = requireApi('./dist/modules/leave-mission/approved-absences.js');
const calculator = new calculation.AttendanceCalculation(new ShiftResolver(), new ApprovedAbsences());
/** A pg connection as the calculation's readers take it (Prisma's $queryRawUnsafe). */
const reader = (db) => ({ $queryRawUnsafe: (sql, ...params) => db.query(sql, params).then((r) => r.rows) });

/** INSERT … SELECT of `table`'s columns from the row(s) `from` gives as `t`, some columns replaced, some left to their defaults. */
async function copyColumns(db, table, replace, skip) {
  const { rows } = await db.query(`SELECT column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`, [table]);
  const cols = rows.map((r) => r.c).filter((c) => !skip.includes(c));
  return { cols: cols.map((c) => `"${c}"`).join(', '), values: cols.map((c) => replace[c] ?? `t."${c}"`).join(', ') };
}

async function load(db, companyId, m) {
  const started = performance.now();
  await db.query('BEGIN');
  const { rows: [demoShift] } = await db.query(`SELECT id FROM shift WHERE company_id = $1 AND code = '001'`, [companyId]);
  const { rows: [template] } = await db.query(`SELECT id FROM personnel WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
  if (!demoShift || !template) throw new Error('the demo has no day shift 001 or no personnel to copy');
  const { rows: [{ id: shiftId }] } = await db.query(
    `INSERT INTO shift (company_id, code, title, shift_type, year, description, updated_at) VALUES ($1, 'BENCH', 'شیفت روز آزمون', 1, $2, 'bench/attendance.mjs', now()) RETURNING id`,
    [companyId, m.year],
  );
  const timing = await copyColumns(db, 'shift_timing', {
    shift_id: '$2', start_date: 'NULL', end_date: 'NULL', updated_at: 'now()',
    last_overtime_allowed: 'CASE WHEN t.day_type = 1 THEN true ELSE t.last_overtime_allowed END',
    last_overtime_maximum: 'CASE WHEN t.day_type = 1 THEN 7200 ELSE t.last_overtime_maximum END',
  }, ['id', 'search_text', 'version', 'created_at']);
  await db.query(`INSERT INTO shift_timing (${timing.cols}) SELECT ${timing.values} FROM shift_timing t WHERE t.company_id = $1 AND t.shift_id = $3`, [companyId, shiftId, demoShift.id]);
  const person = await copyColumns(db, 'personnel', {
    organization_code: `'BA' || lpad(i::text, 6, '0')`, national_code: `'9' || lpad(i::text, 9, '0')`, first_name: `'نام' || i`, last_name: `'آزمون حضور'`,
    full_name: `'نام' || i || ' آزمون حضور'`, default_phone_no: `'0937' || lpad(i::text, 7, '0')`, default_email_add: 'NULL', identity_no: 'NULL',
    identity_serial_no: 'NULL', national_code_serial_no: 'NULL', third_party_id: 'NULL', start_date: `DATE '2020-01-01'`, end_date: 'NULL',
    shift_id: '$2', working_group_id: 'NULL', forgiveness_delay: 'CASE WHEN i % 4 = 0 THEN 600 END', forgiveness_haste: 'CASE WHEN i % 5 = 0 THEN 300 END',
    status: '1', is_active: 'true', created_by: 'NULL', updated_by: 'NULL', updated_at: 'now()',
  }, ['id', 'search_text', 'version', 'created_at']);
  await db.query(`INSERT INTO personnel (${person.cols}) SELECT ${person.values} FROM personnel t CROSS JOIN generate_series(1, $3::int) i WHERE t.id = $1`, [template.id, shiftId, people]);
  const { rows: [device] } = await db.query(`SELECT id FROM attendance_device WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
  await db.query('COMMIT');
  log(`loading the punches of ${people} people over ${m.from} … ${m.to} (${m.year}/${String(m.month).padStart(2, '0')})…`);
  // h(k, n, salt): a well-mixed number per person (k) and day (n) for each choice; seconds of the Tehran day
  await db.query(
    `INSERT INTO attendance_punch (company_id, personnel_id, punched_at, device_id, source, updated_at)
     SELECT $1, x.id, (x.day + t.s * interval '1 second') AT TIME ZONE 'Asia/Tehran', $2, ${DEVICE}, now()
       FROM (SELECT v.*, v.a + CASE WHEN v.thu THEN 5 * 3600 ELSE 8 * 3600 END
                         + CASE WHEN v.e < 10 THEN -60 * (1 + 2 * v.e) WHEN v.e < 60 THEN (v.e - 10) * 18 ELSE 900 + (v.e - 60) * 157 END AS b
               FROM (SELECT p.id, d.day, extract(isodow FROM d.day) = 4 AS thu,
                            extract(isodow FROM d.day) = 5 OR EXISTS (SELECT 1 FROM calendar_day c WHERE c.company_id = $1 AND c.date = d.day AND c.vacation_type IN (2, 3)) AS off,
                            7 * 3600 + 300 + ((abs(hashtext(p.k || '/' || d.n || 'a')::bigint) % 2400)::int) + CASE WHEN (abs(hashtext(p.k || '/' || d.n || 'b')::bigint) % 10)::int = 0 THEN 2400 ELSE 0 END AS a,
                            (abs(hashtext(p.k || '/' || d.n || 'e')::bigint) % 100)::int AS e,
                            (abs(hashtext(p.k || '/' || d.n || 'l')::bigint) % 13)::int < 2 AS lunch,
                            (abs(hashtext(p.k || '/' || d.n || 'm')::bigint) % 50)::int = 0 AS missing,
                            (abs(hashtext(p.k || '/' || d.n || 'f')::bigint) % 20)::int = 0 AS friday,
                            (abs(hashtext(p.k || '/' || d.n || 'j')::bigint) % 600)::int AS j
                       FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM personnel WHERE company_id = $1 AND shift_id = $3) p
                      CROSS JOIN (SELECT g::date AS day, row_number() OVER (ORDER BY g) AS n FROM generate_series($4::date, $5::date, interval '1 day') g) d) v) x
      CROSS JOIN LATERAL unnest(CASE
              WHEN x.off THEN CASE WHEN x.friday THEN ARRAY[9 * 3600 + x.j, 13 * 3600 + x.j] ELSE ARRAY[]::int[] END
              ELSE ARRAY[x.a]
                   || CASE WHEN x.lunch AND NOT x.thu THEN ARRAY[12 * 3600 + x.j, 12 * 3600 + 1800 + x.j] ELSE ARRAY[]::int[] END
                   || CASE WHEN x.missing THEN ARRAY[]::int[] ELSE ARRAY[x.b] END
            END) AS t(s)`,
    [companyId, device?.id ?? null, shiftId, m.from, m.to],
  );
  for (const t of ['attendance_punch', 'personnel', 'shift', 'shift_timing', 'calendar_day', 'attendance_day', 'attendance_month']) await db.query(`VACUUM ANALYZE ${t}`);
  const { rows: ids } = await db.query(`SELECT id FROM personnel WHERE company_id = $1 AND shift_id = $2 ORDER BY id`, [companyId, shiftId]);
  const { rows: [{ n }] } = await db.query(`SELECT count(*)::int AS n FROM attendance_punch WHERE company_id = $1 AND personnel_id = ANY($2::int[])`, [companyId, ids.map((r) => r.id)]);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${ids.length} people, ${n} punches`);
  return { shiftId, ids: ids.map((r) => r.id), punches: n };
}

/**
 * The floor: the month of `ids` worked out in this process by Karsaz's calculation (its reads and compute) without
 * writing; answers each person's days and month summary.
 */
async function floor(db, companyId, m, ids) {
  const tx = reader(db);
  const range = calculation.monthRange(m.year, m.month);
  const computed = await calculator.compute(tx, companyId, range, await calculator.people(tx, companyId, range, ids));
  return new Map([...computed].map(([id, days]) => [id, { days, sum: summarizeMonth(days) }]));
}

/** What differs between the stored months of the bench's people and the floor's (at most `limit` of them). */
async function monthProblems(db, companyId, m, computed, limit = 10) {
  const { rows } = await db.query(
    `SELECT personnel_id AS p, total_work_hours AS w, over_time_hours AS o, under_time_hours AS u, night_hours AS n, holiday_work_hours AS h,
            absent_days AS ad, incomplete_days AS id
       FROM attendance_month WHERE company_id = $1 AND period = $2 AND personnel_id = ANY($3::int[])`,
    [companyId, m.period, [...computed.keys()]],
  );
  const problems = [];
  if (rows.length !== computed.size) problems.push(`attendance_month has ${rows.length} rows of the bench's people for ${m.period}, not ${computed.size}`);
  for (const r of rows) {
    const f = computed.get(r.p).sum;
    const a = [r.w, r.o, r.u, r.n, r.h, r.ad, r.id].join('/');
    const b = [f.totalWork, f.overtime, f.underTime, f.night, f.holidayWork, f.absentDays, f.incompleteDays].join('/');
    if (a !== b && problems.length < limit) problems.push(`person ${r.p}'s month (work/overtime/under/night/holiday/absent days/incomplete days): karsaz ${a}, floor ${b}`);
  }
  return problems;
}

const m = monthOf();
const karsaz = await startKarsaz('attendance', { profile: !!profileFile });
const { dbUrl, auth, base } = karsaz;
let failed = false;
try {
  const { companyId } = karsaz;
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const data = await load(db, companyId, m);
  const { rows: [{ employed }] } = await db.query(
    `SELECT count(*)::int AS employed FROM personnel WHERE company_id = $1 AND (start_date IS NULL OR start_date <= $3::date) AND (end_date IS NULL OR end_date >= $2::date)`,
    [companyId, m.from, m.to],
  );

  const calculate = async () => {
    const r = await fetch(`${base}/api/hr/v1/attendancemonth/calculate`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ year: m.year, month: m.month }),
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
  // a month not calculated yet: its rows gone (not timed), dead rows vacuumed as autovacuum would have by then
  const reset = async () => {
    await db.query(`DELETE FROM attendance_day WHERE company_id = $1 AND attendance_month_id IN (SELECT id FROM attendance_month WHERE company_id = $1 AND period = $2)`, [companyId, m.period]);
    await db.query(`DELETE FROM attendance_month WHERE company_id = $1 AND period = $2`, [companyId, m.period]);
    await db.query('VACUUM attendance_day');
    await db.query('VACUUM attendance_month');
  };
  const targets = {
    'karsaz new': async () => (await reset(), time(calculate)),
    'karsaz again': () => time(calculate),
    floor: () => time(() => floor(db, companyId, m, data.ids)),
    'pg read': () => time(() => db.query(calculation.PUNCHES_SQL, [companyId, data.ids, m.from, m.to])),
  };

  // round 0 warms up (the JIT, the pools, the auth cache, PostgreSQL's buffers) and is not counted; its karsaz call
  // writes the month (inserts), checked here against the floor before anything is measured
  const first = await targets['karsaz new']();
  const fl = await targets.floor();
  await targets['pg read']();
  const computed = fl.value;
  const problems = [];
  if (first.value.calculated !== employed || first.value.days !== employed * m.days.length || first.value.frozen.length) {
    problems.push(`the answer ${JSON.stringify(first.value)} is not ${employed} people × ${m.days.length} days, none frozen`);
  }
  problems.push(...(await monthProblems(db, companyId, m, computed)));
  const { rows: [{ n: dayRows }] } = await db.query(
    `SELECT count(*)::int AS n FROM attendance_day WHERE company_id = $1 AND personnel_id = ANY($2::int[]) AND attendance_date BETWEEN $3::date AND $4::date`,
    [companyId, data.ids, m.from, m.to],
  );
  if (dayRows !== data.ids.length * m.days.length) problems.push(`attendance_day has ${dayRows} rows of the bench's people, not ${data.ids.length} × ${m.days.length}`);
  const picked = Array.from({ length: Math.min(sample, data.ids.length) }, (_, i) => data.ids[Math.floor((i * data.ids.length) / Math.min(sample, data.ids.length))]);
  const { rows: stored } = await db.query(
    `SELECT personnel_id AS p, to_char(attendance_date, 'YYYY-MM-DD') AS d, day_status AS st, work_hour AS w, over_time AS o, late AS l, early_leave AS e, absence AS a
       FROM attendance_day WHERE company_id = $1 AND personnel_id = ANY($2::int[]) AND attendance_date BETWEEN $3::date AND $4::date ORDER BY 1, 2`,
    [companyId, picked, m.from, m.to],
  );
  const workOf = new Map();
  const floorDay = new Map(picked.flatMap((p) => computed.get(p).days.map((d) => [`${p}|${d.date}`, d.result])));
  for (const r of stored) {
    workOf.set(r.p, (workOf.get(r.p) ?? 0) + r.w);
    const f = floorDay.get(`${r.p}|${r.d}`);
    const a = [r.st, r.w, r.o, r.l, r.e, r.a].join('/');
    const b = f ? [STATUS_VALUE[f.status], f.work, f.overtime, f.late, f.earlyLeave, f.absence].join('/') : 'none';
    if (a !== b && problems.length < 20) problems.push(`person ${r.p} on ${r.d} (status/work/overtime/late/early/absence): karsaz ${a}, floor ${b}`);
  }
  for (const p of picked) {
    if (workOf.get(p) !== computed.get(p).sum.totalWork) problems.push(`person ${p}'s work summed over attendance_day ${workOf.get(p)}, floor ${computed.get(p).sum.totalWork}`);
  }
  // the data is what the header says, or the comparison proves little
  const statuses = {};
  let late = 0;
  let overtime = 0;
  for (const { days } of computed.values()) {
    for (const { result: r } of days) {
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.late) late++;
      if (r.overtime) overtime++;
    }
  }
  const personDays = data.ids.length * m.days.length;
  log(`floor's days: ${JSON.stringify(statuses)}; late on ${late}, overtime on ${overtime} of ${personDays}`);
  if (!statuses.present || statuses.present < personDays / 2 || !statuses.incomplete || !late || !overtime) problems.push(`the generated month is not as designed: ${JSON.stringify(statuses)}, late ${late}, overtime ${overtime}`);

  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    const samples = await alternatingRounds(targets, rounds);
    const after = await monthProblems(db, companyId, m, computed);
    if (after.length) {
      for (const p of after) console.log(`MISMATCH after the rounds: ${p}`);
      failed = true;
    }
    const ratio = (a, b) => median(samples[a].map((x, i) => x / samples[b][i]));
    const fm = median(samples.floor);
    console.log(`Attendance month ${m.year}/${String(m.month).padStart(2, '0')} (${m.days.length} days), ${data.ids.length} bench people (${employed} employed in all, ${employed * m.days.length} days), ${data.punches} punches, ${rounds} alternating rounds after a warm-up (medians):`);
    for (const k of ['karsaz new', 'karsaz again']) {
      const x = median(samples[k]);
      console.log(`  ${k.padEnd(13)} ${s(x).padStart(6)} s   ${(x / employed).toFixed(2)} ms a person   ratio karsaz / floor ${ratio(k, 'floor').toFixed(2)}, karsaz / pg read ${ratio(k, 'pg read').toFixed(2)}`);
    }
    console.log(`  floor         ${s(fm).padStart(6)} s   ${(fm / data.ids.length).toFixed(2)} ms a person (in-process, no writes)`);
    console.log(`  pg read       ${s(median(samples['pg read'])).padStart(6)} s   (the punch SELECT alone)`);
    console.log(`  (the warm-up's first calculation: ${s(first.ms)} s)`);
    for (const k of ['karsaz new', 'karsaz again']) {
      const ok = median(samples[k]) < GOAL_S * 1000;
      console.log(`  ${ok ? 'PASS' : 'FAIL'} ${k} ${s(median(samples[k]))} s for the month of ${employed} people (goal < ${GOAL_S} s)`);
      if (!ok) failed = true;
    }
    console.log(`  months and sampled days agree: karsaz = floor${after.length ? ' (NOT after the rounds)' : ', before and after the rounds'}`);

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
  await db.end();
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
