import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
export default defineConfig({
  plugins: [
    react(),
    // The service worker (sw/sw.ts; caching per kind of request in docs/decisions.md, "PWA"). The manifest is the
    // company's, served by the API (/api/manifest.webmanifest), so the plugin emits none.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // pdf.js's worker (issue "documents") is over 1 MB and only the document viewer needs it.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  // The web compiles the shared sources itself, so it never waits for packages/shared/dist.
  resolve: {
    alias: [
      { find: /^@niaga\/shared$/, replacement: `${sharedSource}index.ts` },
      { find: /^@niaga\/shared\/messages\/(\w+)$/, replacement: `${sharedSource}messages/$1.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700, // the entry chunk is 636 kB raw (react-dom alone is 207 kB), 195 kB gzipped
    rolldownOptions: {
      // Everything the entry loads statically in one chunk: left alone, the modules it shares with page chunks
      // become a dozen chunks of 1-2 kB, each a request before the first paint on a phone.
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
