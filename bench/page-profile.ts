/**
 * Where a customer page's start spends the main thread (issue 27): a V8 CPU profile of one
 * load under 4× CPU slowdown in Debian's Chromium, with a real order in the tab (the
 * customer's steps of bench/lighthouse-journey.ts first), its samples mapped through the
 * build's source maps and summed by package and by function. Prints the load's long tasks
 * and first paint, then the shares of the busy time. The server is started beforehand from
 * the built web app (`npm run build`), e.g.
 *
 *   PORT=3720 HOST=127.0.0.1 DATA_DIR=memory:// SEED_DEMO=true node dist/server/main.js
 *   npm run bench:page-profile -- http://127.0.0.1:3720 /tilauskalenteri [--language fi] [--top 30] [--callers name]
 *     [--tasks] [--cpu 4] [--empty-cache]
 *
 * `--tasks` prints the busy stretches with what ran in them; `--cpu` is the CPU slowdown
 * (4 by default); `--empty-cache` empties the HTTP cache before the load, as Lighthouse does.
 *
 * `--callers name` also prints the stacks that lead to the functions whose mapped name
 * contains `name`. What it found so far: bench/README.md (the calendar's day labels).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Protocol } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { pageAtPath, siteLanguages, type SiteLanguage } from '#contracts/site-pages.ts';
import { chooseDay, chooseTime, enterPostalCode, phoneTab } from './lighthouse-journey';

const assets = fileURLToPath(new URL('../dist/web/assets/', import.meta.url));

type Node = Protocol.Profiler.ProfileNode;

/** Maps a frame of the built scripts to its source file, line and name; others as they are. */
function frameNamer(base: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1];
      let map: SourceMapConsumer | null = null;
      try {
        if (file)
          map = new SourceMapConsumer(JSON.parse(readFileSync(`${assets}${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
  return (node: Node): { source: string; name: string } => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const map = url ? mapOf(url) : null;
    if (map && lineNumber >= 0) {
      const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (at.source) {
        const source = at.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, 'nm/');
        return { source, name: `${at.name ?? functionName} ${source}:${at.line}` };
      }
    }
    return { source: url ? url.replace(base, '') : functionName, name: functionName || '(anon)' };
  };
}

/** The package (or our own source file) a mapped source belongs to. */
const packageOf = (source: string) => source.replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1');

function shares(counts: Map<string, number>, total: number, top: number): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
}

/**
 * The profile's busy stretches over 50 ms (samples with no idle sample between them: about
 * the long tasks above, at the profile's own clock), each with its packages by self time
 * and our own functions on its stacks (a function counted once per sample).
 */
function describeTasks(
  profile: Protocol.Profiler.Profile,
  nameOf: ReturnType<typeof frameNamer>,
  parent: Map<number, number>,
): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const stretches: { start: number; ms: number; ids: number[] }[] = [];
  let time = 0;
  let current: (typeof stretches)[number] | undefined;
  samples.forEach((id, i) => {
    time += (deltas[i] ?? 0) / 1000;
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    if (idle) current = undefined;
    else if (current) {
      current.ms = time - current.start;
      current.ids.push(id);
    } else stretches.push((current = { start: time, ms: 0, ids: [id] }));
  });
  const lines: string[] = ['busy stretches over 50 ms [start in the profile, ms]:'];
  for (const stretch of stretches.filter((s) => s.ms > 50)) {
    const own = new Map<string, number>();
    const packages = new Map<string, number>();
    for (const id of stretch.ids) {
      const { source } = nameOf(byId.get(id)!);
      packages.set(packageOf(source), (packages.get(packageOf(source)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const { source: from, name } = nameOf(byId.get(at)!);
        if (from.startsWith('src/') && !seen.has(name)) seen.add(name);
      }
      for (const name of seen) own.set(name, (own.get(name) ?? 0) + 1);
    }
    const n = stretch.ids.length;
    lines.push(`[${Math.round(stretch.start)}, ${Math.round(stretch.ms)}]`);
    lines.push(shares(packages, n, 4).replace(/^/gm, '    '));
    lines.push('  our code on its stacks:');
    lines.push(shares(own, n, 8).replace(/^/gm, '    '));
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      language: { type: 'string', default: 'fi' },
      top: { type: 'string', default: '30' },
      callers: { type: 'string' },
      tasks: { type: 'boolean', default: false },
      cpu: { type: 'string', default: '4' },
      'empty-cache': { type: 'boolean', default: false },
    },
  });
  const [base, path] = positionals;
  const language = values.language as SiteLanguage;
  if (!base || !path || !siteLanguages.includes(language)) {
    throw new Error('usage: page-profile.ts <base url> <path> [--language fi|sv|en]');
  }
  const { browser, page } = await phoneTab();
  try {
    // The order in the tab, as a customer leaves it on the way to the calendar, and for the
    // contact page with its day and time chosen (without them it sends the customer back).
    await enterPostalCode(page, base, language);
    await chooseTime(page, language);
    if (pageAtPath(path)?.page === 'contact') await chooseDay(page, language);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    // As Lighthouse loads a page: nothing of it in the HTTP cache (nor V8's code cache).
    if (values['empty-cache']) await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.evaluateOnNewDocument(`
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });`);
    await cdp.send('Profiler.start');
    await page.goto(base + path);
    await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { profile } = await cdp.send('Profiler.stop');
    const tasks = await page.evaluate('window.longTasks');
    const firstPaint = await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
    );
    process.stdout.write(
      `${path}: first paint ${Math.round(Number(firstPaint))} ms; long tasks [start, ms] ${JSON.stringify(tasks)}\n`,
    );

    const nameOf = frameNamer(base);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const hits = new Map<number, number>();
    for (const id of profile.samples ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
    const byPackage = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const callers = new Map<string, number>();
    let busy = 0;
    for (const [id, n] of hits) {
      const node = byId.get(id)!;
      if (node.callFrame.functionName === '(idle)') continue;
      busy += n;
      const { source, name } = nameOf(node);
      byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + n);
      byFunction.set(name, (byFunction.get(name) ?? 0) + n);
      if (values.callers && name.includes(values.callers)) {
        const chain: string[] = [];
        for (let at = parent.get(id); at !== undefined && chain.length < 5; at = parent.get(at)) {
          chain.push(nameOf(byId.get(at)!).name);
        }
        const key = `${name} < ${chain.join(' < ')}`;
        callers.set(key, (callers.get(key) ?? 0) + n);
      }
    }
    const top = Number(values.top);
    process.stdout.write(`busy: ${((busy * 0.2) / 1000).toFixed(2)} s of samples at 200 µs\n`);
    process.stdout.write(`\nby package or source file:\n${shares(byPackage, busy, top)}\n`);
    process.stdout.write(`\nby function (self time):\n${shares(byFunction, busy, top)}\n`);
    if (values.callers) process.stdout.write(`\ncallers:\n${shares(callers, busy, 10)}\n`);
    if (values.tasks) process.stdout.write(`\n${describeTasks(profile, nameOf, parent)}`);
  } finally {
    await browser.close();
  }
}

await main();
