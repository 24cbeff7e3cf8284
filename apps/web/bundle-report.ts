import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `BUNDLE_REPORT=1 npx vite build`: prints each chunk's size (minified, gzip) and, for the entry and
 * its static imports (what a first page must load), the biggest packages by rendered bytes. A
 * measuring aid for the first-page budget (issue 12); off in normal builds.
 */
export function bundleReport(): Plugin {
  return {
    name: 'verdict-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!process.env.BUNDLE_REPORT) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // The entry and everything it imports statically: loaded before any route renders.
      const eager = new Set<string>();
      const walk = (name: string) => {
        if (eager.has(name)) return;
        eager.add(name);
        for (const dep of byName.get(name)?.imports ?? []) walk(dep);
      };
      walk(entry.fileName);
      const gz = (code: string) => gzipSync(code, { level: 9 }).length;
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      let eagerGz = 0;
      const rows = chunks.map((c) => ({ name: c.fileName, size: c.code.length, gzip: gz(c.code), eager: eager.has(c.fileName) }));
      rows.sort((a, b) => b.gzip - a.gzip);
      for (const r of rows) if (r.eager) eagerGz += r.gzip;
      console.log(`\nbundle report: eager (entry + static imports) ${kb(eagerGz)} gzip in ${eager.size} files`);
      for (const r of rows.slice(0, 40))
        console.log(`${r.eager ? '*' : ' '} ${r.name.padEnd(60)} ${kb(r.size).padStart(10)} ${kb(r.gzip).padStart(10)}`);
      const packages = new Map<string, number>();
      for (const name of eager) {
        for (const [id, m] of Object.entries(byName.get(name)?.modules ?? {})) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          const key = match ? match[1] : id.replace(/^.*\/(apps|packages)\//, '$1/').replace(/\/[^/]+$/, '/');
          packages.set(key, (packages.get(key) ?? 0) + m.renderedLength);
        }
      }
      console.log('\neager modules by package/folder (rendered bytes, minified later):');
      for (const [k, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${kb(v).padStart(10)}  ${k}`);
      if (process.env.BUNDLE_REPORT_FILE) {
        // Every eager module with its size and the app files that import it: who pulls what in.
        const rowsOut: Array<{ id: string; bytes: number; importers: string[] }> = [];
        for (const name of eager) {
          for (const [id, m] of Object.entries(byName.get(name)?.modules ?? {})) {
            const importers = (this.getModuleInfo(id)?.importers ?? []).map((i) =>
              i.replace(/^.*\/(apps|packages|node_modules)\//, '$1/'),
            );
            rowsOut.push({ id: id.replace(/^.*\/(apps|packages|node_modules)\//, '$1/'), bytes: m.renderedLength, importers });
          }
        }
        const graph = Object.fromEntries(
          chunks.map((c) => [
            c.fileName,
            {
              imports: c.imports,
              modules: Object.keys(c.modules).map((id) => id.replace(/^.*\/(apps|packages|node_modules)\//, '$1/')),
            },
          ]),
        );
        writeFileSync(process.env.BUNDLE_REPORT_FILE, JSON.stringify({ eager: rowsOut, graph }, null, 1));
      }
    },
  };
}
