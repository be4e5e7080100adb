import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress.js';
import { serverOnly } from './scripts/vite-server-only.js';

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [serverOnly(), react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads (bench/bundle-size.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // boot.ts: the first script of a page the server paints first (decision 027).
      input: { index: 'src/web/index.html', boot: 'src/web/boot.ts' },
    },
  },
  server: {
    port: 5173,
    host: true,
    allowedHosts: true,
    // The API resolves the company from the Host header, so it is passed on unchanged.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
