/**
 * Where a profile's frame came from: the built chunk's source map (apps/web/dist/assets/*.js.map,
 * written when the client is built with BUNDLE_SOURCEMAP=1) names the original file, which is
 * shortened to its package (node_modules) or its app folder. Without a map, the chunk's own name.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS = fileURLToPath(new URL('../apps/web/dist/assets', import.meta.url));
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per generated line: segments as [generated column, source index], in column order. */
interface Decoded {
  sources: string[];
  lines: Array<Array<[number, number]>>;
}
export type SourceMaps = Map<string, Decoded | null>;

/** The Base64 VLQ fields of one segment (the source map v3 format). */
export function decodeSegment(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function decode(file: string): Decoded | null {
  const mapFile = path.join(ASSETS, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  let source = 0;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    const segments: Array<[number, number]> = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const f = decodeSegment(seg);
      column += f[0];
      if (f.length >= 4) {
        // Source line and column deltas (f[2], f[3]) carry across lines too but are not needed here.
        source += f[1];
        segments.push([column, source]);
      }
    }
    return segments;
  });
  return { sources: map.sources, lines };
}

/** `node_modules/antd/es/button/style/index.js` → `antd/es/button/style`; app files → their folder. */
export function shorten(source: string): string {
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (mod) {
    const [, pkg, rest] = mod;
    if (pkg === 'antd') return `antd/${rest.split('/').slice(0, 3).join('/')}`;
    return pkg;
  }
  // The client's own files appear relative to apps/web/dist/assets ('../../src/…', '../../../packages/…').
  const shared = /packages\/([^/]+)\/src\/(.*)$/.exec(source);
  if (shared) return `packages/${shared[1]}/src/${shared[2]}`;
  const app = /(?:^|\/)src\/(.*)$/.exec(source);
  if (app) return `apps/web/src/${app[1]}`;
  return source;
}

/** The original source of a frame at (line, column) of a chunk served under /assets/. */
export function sourceOf(maps: SourceMaps, url: string, line: number, column: number): string {
  const file = path.basename(new URL(url, 'http://x/').pathname);
  if (!file.endsWith('.js')) return file || url;
  if (!maps.has(file)) maps.set(file, decode(file));
  const map = maps.get(file);
  const segments = map?.lines[line];
  if (!map || !segments || segments.length === 0) return file;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid][0] <= column) lo = mid;
    else hi = mid - 1;
  }
  return shorten(map.sources[segments[lo][1]] ?? file);
}
