/**
 * The landing page's JavaScript budget: the entry chunk of index.html plus every chunk it
 * imports statically (what the browser must download before the calculator can run),
 * gzipped, must stay under 150 kB. Lazy chunks (other pages, dialogs, the back office) are
 * listed for information. Runs after `vite build` (npm run build) and fails the build when
 * the budget is exceeded or a heavy package meant for other pages reaches the first load.
 *
 *   node --import tsx bench/bundle-size.ts [outDir]    (default WEB_OUT_DIR or dist/web)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 150 kB as Vite prints it (1 kB = 1000 bytes). */
export const landingBudgetBytes = 150_000;

/** Packages and folders that must never be in the landing page's first load. */
export const forbiddenInLanding = [
  'node_modules/date-holidays/',
  'node_modules/libphonenumber-js/',
  'node_modules/dompurify/',
  'node_modules/@mantine/dates/',
  'node_modules/dayjs/',
  'node_modules/zod/',
  'node_modules/react-hook-form/',
  'src/web/features/admin',
] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  initial: ChunkSize[];
  lazy: ChunkSize[];
  initialGzipBytes: number;
  /** Forbidden sources found in initial chunks (from their source maps). */
  forbidden: string[];
}

export const defaultOutDir = () => path.resolve(process.env.WEB_OUT_DIR ?? 'dist/web');

function sizeOf(outDir: string, file: string): ChunkSize {
  const content = readFileSync(path.join(outDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function sourcesOf(outDir: string, file: string): string[] {
  const map = path.join(outDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

function readManifest(outDir: string): Manifest {
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run vite build (build.manifest) first`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The manifest's keys of a chunk and of every chunk it imports statically, at any depth. */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const keys = new Set<string>();
  const visit = (at: string) => {
    if (keys.has(at)) return;
    keys.add(at);
    for (const next of manifest[at]?.imports ?? []) visit(next);
  };
  visit(key);
  return keys;
}

/**
 * Every source of the chunks a page's module brings when it starts (itself and all it
 * imports statically), by the page module's path under src/web: what its lazy import loads.
 */
export function pageStartSources(outDir = defaultOutDir()): Map<string, string[]> {
  const manifest = readManifest(outDir);
  const pages = Object.keys(manifest).filter((key) => /\/components\/[^/]+-page\.tsx$/.test(key));
  return new Map(
    pages.map((key) => [
      key,
      [...staticClosure(manifest, key)].flatMap((chunk) =>
        sourcesOf(outDir, manifest[chunk]!.file).map((source) => source.replace(/^(\.\.\/)+/, '')),
      ),
    ]),
  );
}

export function measureLandingBundle(outDir = defaultOutDir()): BundleReport {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry chunk');
  const initialKeys = staticClosure(manifest, entryKey);

  const jsChunks = Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js'));
  const initial = jsChunks
    .filter(([k]) => initialKeys.has(k))
    .map(([, c]) => sizeOf(outDir, c.file));
  const lazy = jsChunks
    .filter(([k]) => !initialKeys.has(k))
    .map(([, c]) => sizeOf(outDir, c.file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const forbidden = initial.flatMap(({ file }) =>
    sourcesOf(outDir, file)
      .filter((source) => forbiddenInLanding.some((f) => source.includes(f)))
      .map((source) => `${file}: ${source.replace(/^(\.\.\/)+/, '')}`),
  );
  return {
    initial,
    lazy,
    initialGzipBytes: initial.reduce((sum, c) => sum + c.gzipBytes, 0),
    forbidden,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

export function formatReport(report: BundleReport): string {
  const row = (c: ChunkSize) =>
    `  ${c.file.padEnd(48)} ${kB(c.bytes).padStart(11)}  gzip ${kB(c.gzipBytes).padStart(10)}`;
  return [
    'Landing page JavaScript (entry + static imports):',
    ...report.initial.map(row),
    `  total gzip ${kB(report.initialGzipBytes)} of ${kB(landingBudgetBytes)} budget`,
    `Lazy chunks (${report.lazy.length}, largest first):`,
    ...report.lazy.slice(0, 12).map(row),
    ...(report.lazy.length > 12 ? [`  ... and ${report.lazy.length - 12} more`] : []),
  ].join('\n');
}

function main() {
  const report = measureLandingBundle(path.resolve(process.argv[2] ?? defaultOutDir()));
  console.warn(formatReport(report));
  const problems = [
    ...(report.initialGzipBytes >= landingBudgetBytes
      ? [`over budget: ${kB(report.initialGzipBytes)} >= ${kB(landingBudgetBytes)}`]
      : []),
    ...report.forbidden.map((f) => `not allowed in the first load: ${f}`),
  ];
  if (problems.length > 0) {
    console.error(`\nBundle budget failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
