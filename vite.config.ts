import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The React app lives in src/web and builds to dist/web, which the server serves.
// WEB_OUT_DIR lets parallel work build elsewhere; the server's WEB_ROOT reads it back.
const webOutDir = process.env.WEB_OUT_DIR ?? '../../dist/web';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react()],
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
