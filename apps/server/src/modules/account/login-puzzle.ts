import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LOGIN_PUZZLE } from '@verdict/shared';
import type { KeyValueStore } from '../../infra/kv-store';

const { width: W, height: H, piece: P, tolerance } = LOGIN_PUZZLE;
/** Seconds to solve a puzzle, then to use the solved one in a login. */
const SOLVE_SECONDS = 300;
const USE_SECONDS = 120;
const PASSED = 'passed';

const key = (puzzleKey: string) => `login:puzzle:${puzzleKey}`;

/** The jigsaw outline: a square with a round tab on top, (x, y) its top-left corner. */
const piecePath = (x: number, y: number) => {
  const r = 7;
  return `M${x},${y} H${x + P / 2 - r} A${r},${r} 0 0 1 ${x + P / 2 + r},${y} H${x + P} V${y + P} H${x} Z`;
};

function sceneSvg(hue: number, blobs: Array<[number, number, number, number, number]>, overlay: string, clip?: string): string {
  const circles = blobs
    .map(([cx, cy, r, h, l]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${h},70%,${l}%)" fill-opacity="0.55"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},60%,45%)"/></linearGradient>
${clip ? `<clipPath id="c"><path d="${clip}"/></clipPath>` : ''}</defs>
<g${clip ? ' clip-path="url(#c)"' : ''}><rect width="${W}" height="${H}" fill="url(#g)"/>${circles}</g>${overlay}</svg>`;
}

/**
 * The slide puzzle shown at login after repeated failures, drawn and checked on the server so a
 * script cannot skip it: only the server knows where the gap is. A right answer marks the puzzle
 * passed for one login; any answer burns an unsolved puzzle, so positions cannot be tried in turn.
 */
export class LoginPuzzleService {
  constructor(private readonly kv: KeyValueStore) {}

  async create(): Promise<{ puzzleKey: string; background: string; piece: string }> {
    const gapX = 90 + randomInt(W - P - 100);
    const gapY = 10 + randomInt(H - P - 20);
    const hue = randomInt(360);
    const blobs = Array.from(
      { length: 14 },
      () =>
        [randomInt(W), randomInt(H), 6 + randomInt(22), (hue + randomInt(160)) % 360, 40 + randomInt(40)] as [
          number,
          number,
          number,
          number,
          number,
        ],
    );
    const gap = piecePath(gapX, gapY);
    const background = await sharp(
      Buffer.from(sceneSvg(hue, blobs, `<path d="${gap}" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.8)"/>`)),
    )
      .png()
      .toBuffer();
    // The piece: the scene inside the outline, cut out as a full-height strip so its x tells nothing.
    const piece = await sharp(
      Buffer.from(sceneSvg(hue, blobs, `<path d="${gap}" fill="none" stroke="rgba(255,255,255,0.9)" stroke-width="2"/>`, gap)),
    )
      .extract({ left: gapX - 2, top: 0, width: P + 4, height: H })
      .png()
      .toBuffer();
    const puzzleKey = randomUUID().replace(/-/g, '');
    await this.kv.set(key(puzzleKey), String(gapX), SOLVE_SECONDS);
    return { puzzleKey, background: dataUrl(background), piece: dataUrl(piece) };
  }

  /** True when the piece sits within the tolerance of the gap; the puzzle is then good for one login. */
  async check(puzzleKey: string, x: number): Promise<boolean> {
    const stored = await this.kv.get(key(puzzleKey));
    if (stored == null || stored === PASSED) return false;
    // One answer per puzzle, even from parallel requests: the first to claim it decides.
    if ((await this.kv.increment(`${key(puzzleKey)}:tries`, SOLVE_SECONDS)) !== 1) return false;
    if (Math.abs(x - Number(stored)) > tolerance) {
      await this.kv.delete(key(puzzleKey));
      return false;
    }
    await this.kv.set(key(puzzleKey), PASSED, USE_SECONDS);
    return true;
  }

  /** Uses up a passed puzzle; false when it was never solved, already used or expired. */
  async consume(puzzleKey: string | undefined): Promise<boolean> {
    if (!puzzleKey) return false;
    const stored = await this.kv.get(key(puzzleKey));
    if (stored !== PASSED) return false;
    if ((await this.kv.increment(`${key(puzzleKey)}:used`, USE_SECONDS)) !== 1) return false;
    await this.kv.delete(key(puzzleKey));
    return true;
  }
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
