/**
 * WCAG contrast for the colours the site picks at run time (verdict colours): text on a coloured
 * background, and a coloured text darkened or lightened until it reads on its surface (4.5:1).
 */

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The contrast ratio of two hex colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return x && y ? ratio(x, y) : 1;
}

/** White text on `background` when it reaches 4.5:1, near-black otherwise. */
export function textOn(background: string): string {
  const bg = parseHex(background);
  if (!bg || ratio(WHITE, bg) >= 4.5) return '#ffffff';
  return '#1f1f1f';
}

/**
 * `color` as text on `surface`: unchanged when it reaches 4.5:1, else mixed towards black (light
 * surface) or white (dark surface) just far enough.
 */
export function readableOn(color: string, surface: string): string {
  const fg = parseHex(color);
  const bg = parseHex(surface);
  if (!fg || !bg) return color;
  if (ratio(fg, bg) >= 4.5) return color;
  const target = luminance(bg) > 0.18 ? BLACK : WHITE;
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(fg, target, t);
    if (ratio(candidate, bg) >= 4.6) return toHex(candidate);
  }
  return toHex(target);
}

/** `color` at `alpha` over `surface`, as the eye sees it (for a tinted background). */
export function blend(color: string, alpha: number, surface: string): string {
  const fg = parseHex(color);
  const bg = parseHex(surface);
  return fg && bg ? toHex(mix(bg, fg, alpha)) : surface;
}
