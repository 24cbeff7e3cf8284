import pg from 'pg';

/** Helpers every benchmark shares: a seeded random source (runs comparable between machines) and figures. */

/** mulberry32: a small seeded generator, so two runs seed the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random integer in [0, n) from the given source. */
export const intFrom = (rand: () => number) => (n: number) => Math.floor(rand() * n);

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Milliseconds with as many digits as the size needs. */
export const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3)) + ' ms';

/** Runs `fn` on a throw-away PostgreSQL database made under `adminUrl`, dropped afterwards. */
export async function withThrowawayDatabase<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
