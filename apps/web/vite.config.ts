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
    // BUNDLE_SOURCEMAP=1: .map files beside the chunks, not linked from them (the chunks are byte for byte the
    // production ones), for bench/web-profile.ts to name the source of each profiled frame.
    sourcemap: process.env.BUNDLE_SOURCEMAP ? 'hidden' : false,
    // dist/.vite/manifest.json: the server names a page's chunks in the HTML it serves (web-client-preload.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // Chunks under 15 KB without side effects merged into one loaded under the same conditions: the problem
        // page asked for 91 files, and on a phone's link (HTTP/1.1, six connections, 170 ms a round trip) the
        // statement's API request queued behind them. 34 files: statement on Fast 4G 2.6 -> 1.5 s, /home +12 KB.
        experimentalMinChunkSize: 40_000,
        chunkFileNames: (chunk) => {
          // The editor's language packages and its named themes, each a chunk of its own loaded on demand:
          // named after the package, not after its entry file ('dist', 'esm').
          const pkg = /node_modules\/@(?:codemirror\/(lang-\w+)|uiw\/(codemirror-themes-all))\//.exec(chunk.facadeModuleId ?? '');
          const name = pkg ? (pkg[1] ?? pkg[2]) : chunk.name;
          const heavy = HEAVY.filter(([, pattern]) => chunk.moduleIds.some((id) => pattern.test(id))).map(([label]) => label);
          return `assets/${[name, ...heavy].join('-')}-[hash].js`;
        },
      },
    },
  },
});
