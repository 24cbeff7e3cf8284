import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** An image as a FILE reference needs it (Contest_API.md: width and height are required for image/*). */
export interface CcsImage {
  href: string;
  /** `logo.png`, `logo.jpg`: the name the contest package stores it under. */
  filename: string;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Reads what a FILE reference of an image needs; null when there is no such image the spec's types allow. */
export interface CcsImageSource {
  describe(url: string, base: string): Promise<CcsImage | null>;
}

const PUBLIC = '/api/public/';
const MIME = { png: 'image/png', jpeg: 'image/jpeg' } as const;
const EXTENSION = { png: 'png', jpeg: 'jpg' } as const;
/** Images described at most (their names are random and never rewritten, so a described one stays right). */
const KEPT = 512;

/** The file under `publicDir` that a `/api/public/…` URL names, or null (another place, or outside the folder). */
export function publicFile(publicDir: string, href: string): string | null {
  const at = href.indexOf(PUBLIC);
  if (at < 0) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(href.slice(at + PUBLIC.length).split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const root = path.resolve(publicDir);
  const file = path.resolve(root, rel);
  if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return null;
  return file;
}

/**
 * Images kept in Verdict's public files (organisation logos): their type and size read once from
 * the file. GIF (which the logo upload takes) is no image type of the spec, so such a logo is left
 * out of the API.
 */
export class CcsPublicImages implements CcsImageSource {
  private readonly kept = new Map<string, CcsImage | null>();

  constructor(private readonly publicDir: string) {}

  async describe(url: string, base: string): Promise<CcsImage | null> {
    if (this.kept.has(url)) return this.kept.get(url) ?? null;
    const file = publicFile(this.publicDir, url);
    let image: CcsImage | null = null;
    if (file) {
      const meta = await sharp(file)
        .metadata()
        .catch(() => null);
      const format = meta?.format;
      if ((format === 'png' || format === 'jpeg') && meta?.width && meta.height)
        image = {
          href: url,
          filename: `${base}.${EXTENSION[format]}`,
          mime: MIME[format],
          width: meta.width,
          height: meta.height,
        };
    }
    if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(url, image);
    return image;
  }
}
