// pnpm bench rescue [--vehicles N] [--rounds N] [--points N]
// The nearby search of rescue vehicles (issue 20): "over 100,000 vehicles under 20 ms, beside raw SQL", measured
// side by side in one run (the machine is shared: ratios of targets measured in alternating rounds hold, absolute
// numbers drift). A fresh database on DATABASE_URL's server (default: the local PostgreSQL) is migrated and seeded by
// Karsaz itself (apps/api/dist, on REDIS_URL when set); then N vehicles (100,000 by default), each with an operator
// of its own, are written in the administrator's company at random places over Iran (latitudes 25–39.5, longitudes
// 44–63), four in five of them available, then VACUUM ANALYZE. Each round (after one warm-up round, not counted)
// asks for the ten nearest available vehicles within 50 km of P random points (20 by default), in alternating order:
//   karsaz     GET /api/rescue-vehicle/v1/getFilteredNearby?latitude=&longitude=&radiusKm=50&status=0 through Karsaz
//              (the token, the box on the index, the distance, then the page's rows through the entity engine)
//   pg nearby  the same statement Karsaz builds (apps/api/dist/modules/rescue/nearby.js), alone, through pg
//   pg raw     the plain statement: every vehicle of the company measured, ordered, the first ten, through pg
// and prints the median ms of one search of each, the median of each round's ratio, and PASS or FAIL against the
// goal (Karsaz's median < 20 ms). Before measuring, Karsaz's ten must be pg raw's ten, in the same order, at the same
// distances; otherwise, or when the goal is missed, the exit code is 1. The database is dropped at the end
// (BENCH_KEEP_DB=1 keeps it).
import { arg, log, median, requireApi, root, startKarsaz } from './karsaz.mjs';
import { join } from 'node:path';

const vehicles = arg('vehicles', 100_000);
const rounds = arg('rounds', 5);
const points = arg('points', 20);
const GOAL_MS = 20;
const RADIUS_KM = 50;
const { Client } = requireApi('pg');
const { nearbySql, EARTH_KM } = requireApi(join(root, 'apps/api/dist/modules/rescue/nearby.js'));
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** Every vehicle of the company measured: no box, no index. */
const RAW_SQL = `SELECT id, km FROM (
    SELECT v.id, 2 * $4::float8 * asin(least(1, sqrt(power(sin(radians(v.latitude::float8 - $2) / 2), 2)
             + cos(radians($2)) * cos(radians(v.latitude::float8)) * power(sin(radians(v.longitude::float8 - $3) / 2), 2)))) AS km
      FROM rescue_vehicle v WHERE v.company_id = $1 AND v.is_active AND v.status = 0 AND v.latitude IS NOT NULL) d
  WHERE km <= $5 ORDER BY km, id LIMIT 10`;

// a repeatable sequence of places: the same points in every run
let seed = 20_261_129;
const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);

async function load(db, companyId) {
  const started = performance.now();
  await db.query('BEGIN');
  await db.query(`ALTER TABLE rescue_vehicle DISABLE TRIGGER USER`);
  await db.query(`CREATE TEMP TABLE bench_operator (n int, id int)`);
  await db.query(
    `WITH made AS (INSERT INTO third_party (kind, first_name, last_name, full_name, updated_at)
       SELECT 1, 'راننده', 'آزمون ' || n, 'رانندهٔ آزمون ' || n, now() FROM generate_series(1, $1::int) n RETURNING id)
     INSERT INTO bench_operator SELECT row_number() OVER (ORDER BY id), id FROM made`,
    [vehicles],
  );
  await db.query(
    `INSERT INTO rescue_vehicle (company_id, code, name, plate_number, vehicle_type, status, third_party_id, latitude, longitude, located_at, is_active, updated_at)
     SELECT $1, 'B' || o.n, 'امداد آزمون ' || o.n, 'P' || o.n, o.n % 4, CASE WHEN o.n % 5 = 0 THEN 2 ELSE 0 END, o.id,
            round((25 + random() * 14.5)::numeric, 4), round((44 + random() * 19)::numeric, 4), now(), true, now()
       FROM bench_operator o`,
    [companyId],
  );
  await db.query(`ALTER TABLE rescue_vehicle ENABLE TRIGGER USER`);
  await db.query('COMMIT');
  await db.query(`VACUUM ANALYZE rescue_vehicle`);
  const { rows: [c] } = await db.query(`SELECT count(*)::int AS n FROM rescue_vehicle WHERE company_id = $1`, [companyId]);
  log(`loaded ${c.n} vehicles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return c.n;
}

const karsaz = await startKarsaz('rescue');
const { auth, base, companyId } = karsaz;
let failed = false;
try {
  const db = new Client({ connectionString: karsaz.dbUrl });
  await db.connect();
  const total = await load(db, companyId);
  const places = Array.from({ length: points }, () => ({ latitude: +(27 + random() * 10).toFixed(4), longitude: +(47 + random() * 12).toFixed(4) }));
  const api = async (p) => {
    const r = await fetch(`${base}/api/rescue-vehicle/v1/getFilteredNearby?latitude=${p.latitude}&longitude=${p.longitude}&radiusKm=${RADIUS_KM}&status=0&pageSize=10`, { headers: auth });
    const body = await r.json();
    if (!body.isSuccess) throw new Error(`getFilteredNearby: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.value.data.map((v) => ({ id: v.id, km: v.distanceKm }));
  };
  const own = (p) => {
    const sql = nearbySql({ companyId, latitude: p.latitude, longitude: p.longitude, radiusKm: RADIUS_KM, status: 0, offset: 0, limit: 10 });
    return db.query(sql.text, sql.values);
  };
  const raw = (p) => db.query(RAW_SQL, [companyId, p.latitude, p.longitude, EARTH_KM, RADIUS_KM]);

  const problems = [];
  let found = 0;
  for (const p of places) {
    const k = await api(p);
    const r = (await raw(p)).rows.map((x) => ({ id: x.id, km: Math.round(x.km * 1000) / 1000 }));
    found += k.length;
    if (JSON.stringify(k) !== JSON.stringify(r)) problems.push(`at ${p.latitude},${p.longitude}: karsaz ${JSON.stringify(k)}, pg raw ${JSON.stringify(r)}`);
  }
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    log(`the ten nearest agree at all ${points} points (${found} vehicles found in all)`);
    const time = async (f) => {
      const t = performance.now();
      for (const p of places) await f(p);
      return (performance.now() - t) / places.length;
    };
    const targets = { karsaz: () => time(api), 'pg nearby': () => time(own), 'pg raw': () => time(raw) };
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
    console.log(`The ten nearest available vehicles within ${RADIUS_KM} km, over ${total} vehicles, ${points} points a round, ${rounds} alternating rounds after a warm-up (medians of one search):`);
    for (const k of Object.keys(samples)) console.log(`  ${k.padEnd(10)} ${ms(median(samples[k])).padStart(8)} ms`);
    console.log(`  ratio karsaz / pg nearby = ${ratio(samples.karsaz, samples['pg nearby']).toFixed(2)}   pg nearby / pg raw = ${ratio(samples['pg nearby'], samples['pg raw']).toFixed(3)}`);
    const ok = median(samples.karsaz) < GOAL_MS;
    console.log(`  ${ok ? 'PASS' : 'FAIL'} a nearby search in ${ms(median(samples.karsaz))} ms through Karsaz (goal < ${GOAL_MS} ms); the same ten as the full scan`);
    failed = !ok;
  }
  await db.end();
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
