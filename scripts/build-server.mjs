// `npm run build`, after `vite build`: compiles the server to plain JavaScript for
// production, one ESM bundle per entry in dist/server (SERVER_OUT_DIR), npm packages left as
// imports. The files the server finds through import.meta.url at run time are copied beside
// the bundles: the SQL migrations and the demo data's window images (src/server/db/).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist/server');

rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', 'src/server/scripts/admin-create.ts'],
  // Flat, so that './migrations' beside every bundle is the same folder.
  entryNames: '[name]',
  outdir: outDir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
for (const folder of ['migrations', 'seed-images']) {
  cpSync(path.join(root, 'src/server/db', folder), path.join(outDir, folder), { recursive: true });
}
console.log(`server: ${path.relative(root, outDir) || outDir}/main.js`);
