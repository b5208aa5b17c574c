/**
 * Two running builds side by side in Lighthouse (decision 057): the same pages, runs
 * alternating between the two, the median of each figure, so both meet the same machine
 * load. The servers are started beforehand (any settings: the figures are the browser's).
 *
 *   node --import tsx bench/lighthouse-compare.ts http://127.0.0.1:4951 http://127.0.0.1:4952 [--runs 3] [--pages /?pc=skip,/ostari]
 *     [--cpu-slowdown 8]
 *
 * `--cpu-slowdown` replaces Lighthouse's 4× (for a host faster than the one it assumes).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  lighthouseTable,
  measureOnce,
  medianFigures,
  setCpuSlowdown,
  type PageFigures,
} from './lighthouse';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: '/?pc=skip' },
      'cpu-slowdown': { type: 'string' },
    },
  });
  if (values['cpu-slowdown'] !== undefined) setCpuSlowdown(values['cpu-slowdown']);
  const runs = Number(values.runs);
  const pages = values.pages.split(',');
  const results = new Map<string, Omit<PageFigures, 'page'>[]>();
  const loads: number[] = [os.loadavg()[0]!];
  for (const page of pages) {
    for (let run = 0; run < runs; run += 1) {
      for (const base of positionals) {
        const figures = await measureOnce(base + page);
        const key = `${base} ${page}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        process.stdout.write(`${key} ${JSON.stringify(figures)}\n`);
        loads.push(os.loadavg()[0]!);
      }
    }
  }
  for (const base of positionals) {
    const figures = pages.map((page) => medianFigures(page, results.get(`${base} ${page}`)!));
    process.stdout.write(`\n${base}\n${lighthouseTable(figures)}\n`);
  }
  process.stdout.write(
    `\nload average (1 min) ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}\n`,
  );
}

await main();
