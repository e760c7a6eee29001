// node bench/profile-top.mjs FILE.cpuprofile [--top N]
// Summarises a V8 CPU profile (`node --cpu-prof`, or `pnpm bench entities --profile`): the functions with the
// most self time, and the self time grouped by package (node_modules/<name>, node: internals, the app's own code),
// so the cost of each layer of the request pipeline reads at a glance.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/profile-top.mjs FILE.cpuprofile [--top N]');
    process.exit(2);
  }
  const topAt = process.argv.indexOf('--top');
  const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 30;
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')), top));
}

/** The report of one profile: top functions by self time, then self time by package. */
export function summarise(profile, top = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // each sample is one tick of the node that was on top of the stack; timeDeltas[i] is the time before sample i
  const self = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const fns = new Map();
  const packages = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const where = f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    fns.set(key, (fns.get(key) ?? 0) + us);
    const pkg = packageOf(f);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const lines = [`${(total / 1000).toFixed(0)} ms sampled`, '', `top ${top} functions by self time:`];
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us)}  ${k}`);
  lines.push('', 'self time by package:');
  for (const [k, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`  ${pct(us)}  ${k}`);
  return lines.join('\n');
}

function shortUrl(url) {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? url.slice(dist + 1) : url.replace(/^file:\/\//, '');
}

function packageOf(f) {
  if (!f.url) return f.functionName.startsWith('(') ? f.functionName : '(native)';
  if (f.url.startsWith('node:')) return 'node: internals';
  const at = f.url.lastIndexOf('node_modules/');
  if (at >= 0) {
    const rest = f.url.slice(at + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (f.url.includes('/packages/')) return `karsaz ${f.url.split('/packages/')[1].split('/')[0]}`;
  if (f.url.includes('/apps/api/')) return 'karsaz api';
  return f.url;
}
