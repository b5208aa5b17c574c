// `npm run build`, after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside
// every compressible asset of the web app, at the highest settings, so the server sends
// them as they are instead of compressing on each request (decision 044).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.env.WEB_OUT_DIR ?? 'dist/web');
const compressible = /\.(js|css|svg|json|html|txt|map|webmanifest)$/;

let count = 0;
for (const entry of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(entry));
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets in ${path.relative(process.cwd(), root) || root}`);
