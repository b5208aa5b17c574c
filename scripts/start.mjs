// `npm start` (and `npm run admin:create`, with 'admin-create' as the first argument).
// NODE_ENV=production: runs the compiled server from `npm run build` and builds nothing
// (the checkout may be read-only). Otherwise: builds, then runs the TypeScript through tsx.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [, , name = 'main', ...rest] = process.argv;
const entry = name === 'admin-create' ? 'admin-create' : 'main';
if (entry === 'admin-create') process.argv = [...process.argv.slice(0, 2), ...rest];
const root = new URL('..', import.meta.url);

if (process.env.NODE_ENV === 'production') {
  const compiled = new URL(`dist/server/${entry}.js`, root);
  if (!existsSync(compiled)) {
    console.error('No compiled server in dist/server: run `npm run build` before starting.');
    process.exit(1);
  }
  process.setSourceMapsEnabled(true);
  await import(compiled.href);
} else {
  if (entry === 'main') execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const { register } = await import('tsx/esm/api');
  register();
  const source = entry === 'main' ? 'src/server/main.ts' : 'src/server/scripts/admin-create.ts';
  await import(new URL(source, root).href);
}
