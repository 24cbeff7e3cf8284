import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './bundle-report';

/**
 * The heavy libraries load only with the screens that import them (route-level lazy imports). A
 * chunk holding one of them carries its name, so that tests (and people) can tell what a page loaded.
 * Naming only: forcing them into chunks of their own (manualChunks) made them circular and preloaded.
 */
const HEAVY: Array<[chunk: string, pattern: RegExp]> = [
  ['editor', /node_modules\/(@codemirror|@lezer|@uiw|codemirror|crelt|style-mod|w3c-keyname)\//],
  ['katex', /node_modules\/(katex|rehype-katex)\//],
  ['echarts', /node_modules\/(echarts|echarts-for-react|zrender|size-sensor)\//],
];

export default defineConfig({
  plugins: [react(), bundleReport()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => {
          const heavy = HEAVY.filter(([, pattern]) => chunk.moduleIds.some((id) => pattern.test(id))).map(([name]) => name);
          return `assets/${[chunk.name, ...heavy].join('-')}-[hash].js`;
        },
      },
    },
  },
});
