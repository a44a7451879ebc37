import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the server's time went per target of the last bench run with BENCH_CPU_PROF=<folder>:
 * `node bench/cpu-profile.mjs <folder> [result file] [target name filter]`. Prints, for each page target, the busy share
 * of the run and the functions and packages with the most self time.
 */
const [folder, resultFile = 'bench/results/latest.json', filter = ''] = process.argv.slice(2);
if (!folder) throw new Error('usage: node bench/cpu-profile.mjs <profile folder> [result file] [target filter]');
const newest = readdirSync(folder)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => join(folder, name))
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
const profile = JSON.parse(readFileSync(newest, 'utf8'));
const { targets } = JSON.parse(readFileSync(resultFile, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const where = (url) => {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.includes('/.next/')) return 'app bundle (.next)';
  return url.startsWith('node:') ? 'node' : url ? url.replace(/^.*?\/(server|lib|app)\//, '$1/') : 'native';
};

function summarise(from, to) {
  const self = new Map();
  const packages = new Map();
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < from || time > to) return;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') return;
    const ms = profile.timeDeltas[index] / 1000;
    busy += ms;
    const key = `${functionName || '(anonymous)'} · ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    packages.set(where(url), (packages.get(where(url)) ?? 0) + ms);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `    ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`);
  return { busy, lines: ['  by package:', ...top(packages, 6), '  by function:', ...top(self, 8)] };
}

for (const target of targets) {
  if (!target.window || target.reference !== 'static' || !target.name.includes(filter)) continue;
  const [from, to] = target.window;
  const { busy, lines } = summarise(from, to);
  console.log(
    `\n${target.name}: ${target.rps.toFixed(0)} req/s, server busy ${((100 * busy) / ((to - from) / 1000)).toFixed(0)}% of the run`,
  );
  console.log(lines.join('\n'));
}
