import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages whose code the HTML names up front (issue 28.11): the page's route chunk and every chunk it
 * imports statically. Without the hints the browser learns of them only once the entry has arrived
 * and run, one more round trip on a phone before the statement. Only what the page needs before it
 * shows its content is listed: the problem page's editor loads after the statement on purpose.
 */
const PAGES: Array<{ path: RegExp; source: string }> = [
  { path: /^\/problem\/[^/]+\/?$/, source: 'src/features/problem/ProblemPage.tsx' },
];

/** `<link>`s for a page's chunks: modulepreload for its scripts, preload for its styles; none for other paths. */
export function preloadLinks(manifest: Manifest, urlPath: string): string[] {
  const page = PAGES.find((p) => p.path.test(urlPath));
  const root = page && manifest[page.source];
  if (!root) return [];
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is the page's own <script>; a chunk can be reached twice.
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(page.source);
  // crossorigin as Vite's own tags have it, so that the later requests match these.
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" />`),
  ];
}

/** The build's manifest, read again when a new build replaces it; empty when there is none (a dev tree). */
export function buildManifest(webDist: string): () => Promise<Manifest> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return async () => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return {};
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as Manifest };
    return cached.manifest;
  };
}
