import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * Fault proof 7, fuzzing (docs/input-rules.md): every write route of openapi/openapi.json (POST, PUT, PATCH,
 * DELETE) receives bodies and query parameters generated from its own schema by fast-check, each value at fault
 * (wrong types, numbers out of range, huge strings, Persian and Arabic digits where numbers go, zero-width, bidi
 * and NUL characters, nulls, arrays for objects, SQL and HTML injections), as the super administrator on the real
 * app. Then: no answer is a 5xx; every refusal is the contract's envelope; a 400 names its fields; and no text
 * column of the database holds a control or misleading invisible character afterwards (nothing stored half-way
 * or unnormalised).
 *
 * Seeded and bounded: FUZZ_SEED (printed on failure) repeats a run; FUZZ_RUNS bodies per route (default 5).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  pattern?: string;
  maxLength?: number;
};
type Operation = { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
const doc = JSON.parse(readFileSync(join(__dirname, '../../../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Routes a fuzzer must not call as the one administrator of the run: they end its session or spend its sign-in. */
const SKIP = /\/(logout|login|setPass|revoke\w*|terminate\w*)$|\/connect\//i;

const resolve = (s: Schema | undefined): Schema => {
  let out = s ?? {};
  for (let i = 0; out.$ref && i < 10; i++) out = doc.components.schemas[out.$ref.split('/').pop()!] ?? {};
  if (out.allOf?.length) out = out.allOf.map(resolve).reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), {});
  return out;
};

// the hostile pieces every generated value is made of
const INVISIBLE = ['\u0000', '\u202E', '\u2066', '\u200B', '\uFEFF', '\u2060', '\u0007', '\u001B'];
const INJECTIONS = ["' OR 1=1 --", "'; DROP TABLE user_account; --", '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}', '../../etc/passwd', '=cmd|\' /C calc\'!A0'];
const DIGITS = ['۱۲۳۴۵', '٣٤٥٦', '۲۱۴۷۴۸۳۶۴۸', '٠٠٠١', '١e٤٠٠'];
const HUGE = ['ا'.repeat(5000), 'x'.repeat(100_000)];
const OUT_OF_RANGE = [2147483648, -2147483649, 1e20, 9007199254740993, 1.5, -0.5, 1e308, -1e308, 0, -1];
const NUMERIC_TEXT = ['1e400', 'NaN', 'Infinity', '-Infinity', '0x10', '2147483648', '99999999999999999999999999', '1.2.3', ''];

const invisibleText = fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...INVISIBLE), fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`);
/** a string at fault: invisible or control characters, an injection, digits of other scripts, a huge one */
const badString = fc.oneof(invisibleText, fc.constantFrom(...INJECTIONS), fc.constantFrom(...DIGITS), fc.constantFrom(...HUGE), fc.constantFrom(...NUMERIC_TEXT));
const wrongScalar = fc.oneof(fc.constant(null), fc.boolean(), fc.constantFrom(...OUT_OF_RANGE), badString, fc.constant([]), fc.constant({}), fc.constant([[[1]]]), fc.constant({ a: { b: 'c' } }));

/** A value at fault for `schema` (depth bounds nested objects). */
function bad(schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...OUT_OF_RANGE), fc.constantFrom(...DIGITS), fc.constantFrom(...NUMERIC_TEXT), wrongScalar);
    case 'string':
      if (s.enum) return fc.oneof(fc.constant('not-one-of-them'), badString, wrongScalar);
      return fc.oneof(badString, badString, wrongScalar);
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), wrongScalar);
    case 'array':
      return fc.oneof(
        fc.array(depth > 2 ? wrongScalar : bad(s.items, depth + 1), { maxLength: 3 }),
        fc.constant(Array.from({ length: 600 }, (_, i) => i + 1)),
        fc.constant(Array.from({ length: 3 }, () => 2147483648)),
        wrongScalar,
      );
    case 'object':
      return depth > 2 ? wrongScalar : fc.oneof({ weight: 3, arbitrary: badObject(s, depth + 1) }, { weight: 1, arbitrary: wrongScalar });
    default:
      return s.enum ? fc.oneof(fc.constant(123456), wrongScalar) : wrongScalar;
  }
}

/** An object of the schema with every property present at fault or left out, and now and then a stray one. */
function badObject(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, bad(v, depth)]));
  const record = fc.record(props, { requiredKeys: [] });
  return fc.tuple(record, fc.option(fc.tuple(fc.constantFrom('__proto__x', 'constructor', 'extra\u202E', 'a\u0000b'), wrongScalar), { nil: undefined })).map(([r, extra]) => (extra ? { ...(r as object), [extra[0]]: extra[1] } : r));
}

/** What goes to one route: its JSON body (or none) and its query parameters. */
function requestArb(op: Operation): fc.Arbitrary<{ body: unknown; query: Record<string, unknown> }> {
  const json = op.requestBody?.content['application/json']?.schema;
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  // a query value stays short: a URL past the header limit is another rule (431), not the route's input
  const short = (v: unknown) => (typeof v === 'string' && v.length > 200 ? v.slice(0, 200) : v);
  const q = fc.record(Object.fromEntries(query.map((p) => [p.name, bad(p.schema, 1).map(short)])), { requiredKeys: [] });
  const body = json ? fc.oneof({ weight: 5, arbitrary: badObject(resolve(json), 1) }, { weight: 1, arbitrary: wrongScalar }) : op.requestBody ? wrongScalar : fc.constant(undefined);
  return fc.record({ body, query: q });
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

describe('fuzzing every write route', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('answers no 5xx, every refusal in the envelope with its fields, and stores no garbage', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      (['post', 'put', 'patch', 'delete'] as const).filter((m) => ops[m] && !SKIP.test(path)).map((m) => ({ path, method: m, op: ops[m]! })),
    );
    expect(routes.length).toBeGreaterThan(300);
    for (const [i, { path, method, op }] of routes.entries()) {
      const samples = fc.sample(requestArb(op), { seed: SEED + i, numRuns: RUNS });
      for (const { body, query } of samples) {
        const qs = Object.entries(query)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`)
          .join('&');
        const url = `${path}${qs ? `?${qs}` : ''}`;
        let req = t.http()[method](url).set('Authorization', `Bearer ${admin}`).set('Accept-Language', 'en');
        if (body !== undefined) req = req.set('content-type', 'application/json').send(JSON.stringify(body));
        const res = await req;
        sent++;
        const b = res.body as { isSuccess?: boolean; message?: unknown; errors?: { field?: unknown; message?: unknown }[]; traceId?: unknown };
        const problem =
          res.status >= 500
            ? `answered ${res.status}`
            : res.status >= 400 && (b?.isSuccess !== false || typeof b.message !== 'string' || !Array.isArray(b.errors) || typeof b.traceId !== 'string')
              ? 'refused outside the envelope'
              : res.status === 400 && !b.errors!.length && !/nested too deeply|not valid JSON/.test(String(b.message))
                ? 'a 400 that names no field'
                : res.status === 400 && b.errors!.some((e) => typeof e.field !== 'string' || !e.field || typeof e.message !== 'string')
                  ? 'a field error without its field or message'
                  : null;
        if (problem) failures.push(`${method.toUpperCase()} ${url.slice(0, 300)} ${problem}: body ${text(body)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
      }
    }

    // no text column holds a control character or a misleading invisible one (a refused or unnormalised write)
    const columns = await t.infra.db.prisma.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying') AND table_name NOT LIKE '\\_prisma%'`,
    );
    for (const { table_name, column_name } of columns) {
      const [row] = await t.infra.db.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "${table_name}" WHERE "${column_name}" ~ '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F\\u202A-\\u202E\\u2066-\\u2069\\u200B\\u2060\\uFEFF]'`,
      );
      if (Number(row!.n)) failures.push(`${table_name}.${column_name} holds ${row!.n} value(s) with control or invisible characters`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${routes.length} write routes, ${sent} requests in ${seconds} s (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}), ${failures.length} failures`);
    if (failures.length) throw new Error(`FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}: ${failures.length} failures\n${failures.slice(0, 40).join('\n')}`);
  }, 240_000);
});
