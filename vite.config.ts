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
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
