import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress.js';
import { serverOnly } from './scripts/vite-server-only.js';
import { sourceAliases } from './source-aliases.mjs';

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  resolve: { alias: sourceAliases },
  publicDir: false,
  plugins: isSsrBuild
    ? [serverOnly(), react()]
    : [serverOnly(), react(), tailwindcss(), precompress()],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the workspace's first paint, rendered by the server with the
        // page's own components (decision 030). One self-contained module, read by the server.
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        rollupOptions: { input: 'src/web/features/workspace/first-paint/server-render.tsx' },
      }
    : {
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
  // The server bundle carries what it imports, so it needs nothing of the client's packages.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    host: true,
    allowedHosts: true,
    // The API resolves the company from the Host header, so it is passed on unchanged.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
