import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest, preloadLinks, type PageRequest } from './web-client-preload';

/** The site's names as the client shows them before its settings arrive (issue 28.11). */
export interface SiteNames {
  name: string;
  shortName: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * index.html with the configured site name written in: the tab title, the boot skeleton's brand and
 * a `<meta name="verdict-site">` the client reads as its default, so a slow phone never shows a
 * placeholder name while the settings call is on its way. The file is read again when it changes
 * (a new build); the names are asked for on every page (they are one cached settings read). For
 * some pages (`request`) the head also names the page's chunks, so that they load with the entry.
 */
export function siteHtml(webDist: string, names: () => Promise<SiteNames>) {
  let cached: { mtimeMs: number; html: string } | null = null;
  const template = async () => {
    const file = path.join(webDist, 'index.html');
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
  const manifest = buildManifest(webDist);
  return async (request: PageRequest = { path: '/' }): Promise<string> => {
    const html = await template();
    const links = preloadLinks(await manifest().catch(() => ({})), request);
    const site = await names().catch(() => null);
    const shortName = site?.shortName.trim() || 'OJ';
    const name = site?.name.trim() || shortName;
    const meta = `<meta name="verdict-site" content="${escapeHtml(JSON.stringify({ name, shortName }))}" />`;
    return html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shortName)}</title>\n    ${meta}`)
      .replace(/(<span class="boot-brand">)[^<]*(<\/span>)/, `$1${escapeHtml(shortName)}$2`)
      .replace('</head>', links.length > 0 ? `  ${links.join('\n    ')}\n  </head>` : '</head>');
  };
}
