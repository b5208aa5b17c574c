/**
 * Lighthouse on the customer pages (issue 16 point 3): the npm package with its default
 * mobile settings (a mid-range phone, simulated slow 4G and CPU slowdown) in Debian's
 * Chromium, three runs per page, the median of each figure. The app runs as in production
 * (the compiled server, `npm run build` first) on a fresh PostgreSQL database with the demo
 * data. Writes its table into bench/README.md.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--no-readme]
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { createDatabase } from './server/databases';
import { productionEnv, startApp, stopProcess, waitFor } from './server/processes';

export const lighthousePages = ['/?pc=skip', '/tilauskalenteri', '/yhteystiedot', '/ostari'];

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

let lighthouseVersion = '';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of every figure of one page's runs. */
export function medianFigures(page: string, runs: Omit<PageFigures, 'page'>[]): PageFigures {
  const of = (key: keyof Omit<PageFigures, 'page'>) => median(runs.map((r) => r[key]));
  return {
    page,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

export async function measureOnce(url: string): Promise<Omit<PageFigures, 'page'>> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    lighthouseVersion = result.lhr.lighthouseVersion;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** Each page `runs` times; the median of every figure. */
export async function measurePages(baseUrl: string, runs = 3): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const page of lighthousePages) {
    const results: Omit<PageFigures, 'page'>[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await measureOnce(baseUrl + page));
    figures.push(medianFigures(page, results));
    process.stdout.write(`${JSON.stringify(figures.at(-1))}\n`);
  }
  return figures;
}

export function lighthouseTable(figures: PageFigures[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '| page | performance | LCP | TBT | CLS | FCP | accessibility | best practices | SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| \`${f.page}\` | ${f.performance} | ${seconds(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${seconds(f.fcpMs)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} |`,
    ),
  ].join('\n');
}

async function writeReadme(figures: PageFigures[], loads: [number, number], runs: number) {
  const file = new URL('README.md', import.meta.url);
  const readme = await readFile(file, 'utf8');
  const section = [
    '<!-- lighthouse:start -->',
    '',
    '## Customer pages in Lighthouse (`npm run bench:lighthouse`)',
    '',
    `Lighthouse ${lighthouseVersion} with its default mobile settings (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, ${runs} runs per page, the median of each figure; the app as in production (compiled, \`NODE_ENV=production\`) on a fresh PostgreSQL database with the demo data, on the same machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node ${process.version}.`,
    `Measured on ${new Date().toISOString().slice(0, 10)}; load average ${loads[0].toFixed(1)} → ${loads[1].toFixed(1)}. Targets: performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02, the others 100.`,
    '',
    lighthouseTable(figures),
    '',
    '<!-- lighthouse:end -->',
  ].join('\n');
  const start = readme.indexOf('<!-- lighthouse:start -->');
  const end = readme.indexOf('<!-- lighthouse:end -->');
  const next =
    start >= 0 && end > start
      ? readme.slice(0, start) + section + readme.slice(end + '<!-- lighthouse:end -->'.length)
      : `${readme.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(file.pathname)) ?? {};
  await writeFile(file, await prettier.format(next, { ...options, parser: 'markdown' }));
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '3288' },
      'no-readme': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  const database = await createDatabase('pg', 'lighthouse', false);
  const app = startApp(productionEnv(port, database.env));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, app);
    const before = os.loadavg()[0]!;
    const figures = await measurePages(base, runs);
    const after = os.loadavg()[0]!;
    process.stdout.write(`\n${lighthouseTable(figures)}\n`);
    if (!values['no-readme']) await writeReadme(figures, [before, after], runs);
  } finally {
    await stopProcess(app);
    await database.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
