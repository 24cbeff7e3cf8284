import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages whose code the HTML names up front (issue 28.11): the page's route chunk and every chunk it
 * imports statically. Without the hints the browser learns of them only once the entry has arrived
 * and run, one more round trip on a phone before the statement. `later`: a part the page runs only
 * after its content has painted (the problem page's editor); its chunks are named in a
 * `<meta name="verdict-preload-later">` the page reads once its own code runs, so that their bytes
 * come while the link idles (the statement's request) and neither compete with the page's own
 * chunks nor hold the connections its API calls need.
 */
const PAGES: Array<{ path: RegExp; source: string; later?: string }> = [
  {
    path: /^\/problem\/[^/]+\/?$/,
    source: 'src/features/problem/ProblemPage.tsx',
    later: 'src/features/problem/ProblemEditorPanel.tsx',
  },
];

/**
 * antd's ConfigProvider (apps/web/src/lib/AntdConfig.tsx): a screen that uses antd renders inside it, and the client
 * loads its chunk beside the route's (app/AntdOutlet.tsx) — a page named above needs it as much as its own chunk.
 */
const ANTD_CONFIG = 'src/lib/AntdConfig.tsx';

/**
 * A source's chunk in the manifest: keyed by the source, or — when Rollup gave the chunk no single
 * facade module (the problem page's chunk also holds modules its editor chunk imports) — by the
 * chunk's file, with the source's name as the chunk's name.
 */
function chunkOf(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && manifest[key].name === name);
}

/** A chunk and everything it imports statically, in import order, minus the entry and `skip`. */
function closure(manifest: Manifest, source: string, skip: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is the page's own <script>; a chunk can be reached twice.
    if (!chunk || chunk.isEntry || seen.has(key) || skip.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(source);
  return [...seen];
}

/**
 * The texts' chunk the client will load first (lib/language.ts `detectLanguage`: `?l=`, else the
 * saved choice, else the browser's language): the server sees all but the saved choice, and the
 * browser's first Accept-Language stands for `navigator.language`. A wrong guess costs one unused
 * chunk of texts (about 27 KB), no time: the client still loads its own.
 */
export function catalogueFor(search: string, acceptLanguage: string | undefined): string {
  const l = new URLSearchParams(search).get('l');
  const browser = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  const zh = l !== null ? l.toLowerCase() === 'zh-cn' : browser ? browser.startsWith('zh') : true;
  return zh ? 'src/locales/catalogue.zh-CN.ts' : 'src/locales/catalogue.en.ts';
}

/** What a request for a page says about it: its path, its query, its Accept-Language. */
export interface PageRequest {
  path: string;
  search?: string;
  acceptLanguage?: string;
}

/**
 * The head's tags for a page: modulepreload for its scripts and its language's texts (the app
 * renders nothing before they are in, and the entry asks for them only once it has run), preload
 * for its styles, the later part's list; none for other paths.
 */
export function preloadLinks(manifest: Manifest, request: PageRequest): string[] {
  const page = PAGES.find((p) => p.path.test(request.path));
  const source = page && chunkOf(manifest, page.source);
  if (!page || !source) return [];
  // The first texts, then the rest (apps/web/src/lib/i18n.ts): every page named here needs both before it renders.
  const first = catalogueFor(request.search ?? '', request.acceptLanguage);
  const texts = [first, first.replace(/\.ts$/, '.rest.ts')].flatMap((source) => chunkOf(manifest, source) ?? []);
  const antd = chunkOf(manifest, ANTD_CONFIG);
  const own = closure(manifest, source);
  const now = [...texts, ...own, ...(antd ? closure(manifest, antd, new Set(own)) : [])];
  const styles = [...new Set(now.flatMap((key) => manifest[key].css ?? []))];
  const laterSource = page.later && chunkOf(manifest, page.later);
  const later = laterSource ? closure(manifest, laterSource, new Set(now)) : [];
  // crossorigin as Vite's own tags have it, so that the later requests match these.
  return [
    ...now.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" />`),
    ...(later.length > 0
      ? [`<meta name="verdict-preload-later" content="${later.map((key) => `/${manifest[key].file}`).join(' ')}" />`]
      : []),
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
