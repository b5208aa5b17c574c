import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The React app lives in src/web and builds to dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    // WEB_OUT_DIR lets parallel work build elsewhere; the server's WEB_ROOT reads it back.
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
    // bench/bundle-size.ts reads it to measure what the landing page loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the landing page needs at start in one chunk beside the entry: fewer
        // requests and better compression than many small shared chunks.
        codeSplitting: { groups: [{ name: 'landing', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
