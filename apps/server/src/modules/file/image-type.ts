import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { isBmp } from './bmp';

export type ImageKind = 'gif' | 'jpeg' | 'png' | 'webp' | 'bmp';
export const IMAGE_EXTENSION: Record<ImageKind, string> = { gif: 'gif', jpeg: 'jpg', png: 'png', webp: 'webp', bmp: 'bmp' };
export const IMAGE_MIME: Record<ImageKind, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
/** Bytes sniffImage needs to tell every kind apart. */
export const SNIFF_BYTES = 32;
/** Decompression-bomb guard for inline images. */
const MAX_IMAGE_PIXELS = 100_000_000;

/** The type by content: the file name and the declared MIME type are not trusted. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (isBmp(buf)) return 'bmp';
  return null;
}

/**
 * The image type by content, confirmed by the decoder. SVG is refused: it may carry script and
 * would run on our origin. The decoder must agree with the magic bytes.
 */
export async function checkImage(buf: Buffer): Promise<ImageKind | null> {
  const kind = sniffImage(buf);
  if (!kind) return null;
  if (kind === 'bmp') return kind;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return meta.format === kind ? kind : null;
  } catch {
    return null;
  }
}

export const randomName = (ext: string) => `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;

/** A safe extension from a client file name: short, lowercase letters and digits only. */
export function safeExtension(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}
