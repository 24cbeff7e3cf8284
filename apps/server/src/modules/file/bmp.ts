/**
 * A decoder for uncompressed 24/32-bit Windows bitmaps (sharp/libvips cannot read BMP).
 * Only what avatars need: BI_RGB and BI_BITFIELDS, bottom-up or top-down rows.
 */
export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  data: Buffer;
}

export class BmpError extends Error {}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

export const isBmp = (buf: Buffer) => buf.length >= 26 && buf[0] === 0x42 && buf[1] === 0x4d;

export function decodeBmp(buf: Buffer, maxPixels: number): RawImage {
  if (!isBmp(buf) || buf.length < 54) throw new BmpError('not a BMP');
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > buf.length) throw new BmpError('unsupported BMP header');
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0) throw new BmpError('bad BMP size');
  // Checked before any allocation: the header alone must not make us reserve gigabytes.
  if (width * height > maxPixels) throw new BmpError('BMP too large');
  if (bpp !== 24 && bpp !== 32) throw new BmpError('unsupported BMP depth');

  let masks = { r: 0x00ff0000, g: 0x0000ff00, b: 0x000000ff, a: 0 };
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 32) throw new BmpError('unsupported BMP bitfields');
    // The masks follow a 40-byte header, or sit inside the V4/V5 header at the same place.
    const at = 14 + 40;
    if (at + 12 > buf.length) throw new BmpError('truncated BMP');
    const hasAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
    masks = {
      r: buf.readUInt32LE(at),
      g: buf.readUInt32LE(at + 4),
      b: buf.readUInt32LE(at + 8),
      a: hasAlpha && at + 16 <= buf.length ? buf.readUInt32LE(at + 12) : 0,
    };
  } else if (compression !== BI_RGB) {
    throw new BmpError('compressed BMP');
  } else if (bpp === 32) {
    masks.a = 0xff000000;
  }

  const stride = Math.ceil((bpp * width) / 32) * 4;
  if (dataOffset + stride * height > buf.length) throw new BmpError('truncated BMP');
  const out = Buffer.alloc(width * height * 4);
  const ch = { r: channel(masks.r), g: channel(masks.g), b: channel(masks.b), a: channel(masks.a) };
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const src = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (bpp === 24) {
        const p = src + x * 3;
        out[o] = buf[p + 2];
        out[o + 1] = buf[p + 1];
        out[o + 2] = buf[p];
        out[o + 3] = 255;
      } else {
        const v = buf.readUInt32LE(src + x * 4);
        out[o] = ch.r(v);
        out[o + 1] = ch.g(v);
        out[o + 2] = ch.b(v);
        out[o + 3] = ch.a(v);
        if (out[o + 3] !== 0) anyAlpha = true;
      }
    }
  }
  // Many 32-bit files leave the fourth byte at zero; read as alpha they would vanish entirely.
  if (bpp === 32 && !anyAlpha) for (let o = 3; o < out.length; o += 4) out[o] = 255;
  return { width, height, data: out };
}

/** Extracts one mask's bits and scales them to 0–255. */
function channel(mask: number): (v: number) => number {
  if (mask === 0) return () => 255;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (v) => Math.round((((v & mask) >>> shift) * 255) / max);
}
