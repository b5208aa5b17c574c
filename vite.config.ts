import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The React app lives in src/web and builds to dist/web, which the server serves.
// WEB_OUT_DIR lets parallel work build elsewhere; the server's WEB_ROOT reads it back.
const webOutDir = process.env.WEB_OUT_DIR ?? '../../dist/web';

/**
 * @mantine/hooks' `useId` replaced by ours (src/web/lib/mantine-stable-id.ts, decision 095):
 * the same first id, never swapped for a random one after mounting. The build fails if
 * @mantine/hooks no longer imports it from where this expects, rather than ship without it.
 */
function stableMantineIds(): Plugin {
  const stableId = fileURLToPath(new URL('src/web/lib/mantine-stable-id.ts', import.meta.url));
  let isReplaced = false;
  return {
    name: 'stable-mantine-ids',
    // The builds only: the dev server draws every page in the browser (nothing to hydrate)
    // from dependencies it bundles ahead without plugins.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source !== './use-id/use-id.mjs' ||
        !/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/.test(importer ?? '')
      )
        return null;
      isReplaced = true;
      return stableId;
    },
    buildEnd(error) {
      if (!error && !isReplaced)
        this.error("@mantine/hooks' use-id module was not found to replace");
    },
  };
}

/**
 * V8's explicit compile hint on the customer pages' scripts (decision 096): compile every
 * function of a script while it downloads, off the main thread, instead of one by one on the
 * main thread as the page first calls them (most of them: React, Mantine, the router, the
 * calculator, each page's own). The scripts are the entry and every chunk it loads, bar
 * the back office's routes (as e2e/mantine-styles.spec.ts reads them). The comment goes on
 * the file's first line, above what Vite writes there, and the source map moves down one
 * line with the code.
 */
function eagerlyCompiledCustomerScripts(): Plugin {
  return {
    name: 'eagerly-compiled-customer-scripts',
    apply: 'build',
    // Once written: Vite puts the list of a chunk's preloads on its first line last.
    async writeBundle(options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const customer = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || customer.has(fileName)) return;
        if (chunk.facadeModuleId?.endsWith('/app/admin-routes.tsx')) return;
        customer.add(fileName);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const fileName of customer) {
        const file = join(options.dir!, fileName);
        await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
        if (!chunks.get(fileName)!.map) continue;
        const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(`${file}.map`, JSON.stringify(map));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [stableMantineIds(), ...(isSsrBuild ? [] : [eagerlyCompiledCustomerScripts()]), react()],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the server rendering's entry (decision 044) beside the web
        // app, as <web>-server/entry-server.js, where the server looks for it.
        outDir: `${webOutDir}-server`,
        emptyOutDir: true,
        sourcemap: true,
      }
    : {
        outDir: webOutDir,
        emptyOutDir: true,
        sourcemap: true,
        reportCompressedSize: true,
        // bench/bundle-size.ts reads it to measure what the landing page loads first.
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the landing page needs at start in one chunk beside the entry: fewer
            // requests and better compression than many small shared chunks.
            codeSplitting: {
              groups: [
                { name: 'landing', tags: ['$initial'] },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
  // The server rendering's bundle carries its packages, so it runs wherever it is built to.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
