import { parseArgs } from 'node:util';
import { startStandin as startAtcoder } from './atcoder';
import { startStandin as startCodeforces } from './codeforces';
import { startStandin as startHdu } from './hdu';
import { startStandin as startLibre } from './libre';
import { startStandin as startPoj } from './poj';
import { startStandin as startSpoj } from './spoj';
import type { Standin, StandinOptions } from './standin-common';

/**
 * `npm run remote:standins -- --port-base N [--slow-ms M]`: the seven remote judge stand-ins on
 * 127.0.0.1, ports N … N+6 in the order HDU, CF, GYM, POJ, AC, SPOJ, LIBRE, printed as the
 * REMOTE_JUDGE_<KEY>_URL lines that point the server at them. Ctrl-C stops them.
 */
type Start = (opts: StandinOptions) => Promise<Standin>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'port-base': { type: 'string', default: '7100' }, 'slow-ms': { type: 'string', default: '20000' } },
  });
  const base = Number(values['port-base']);
  const slowMs = Number(values['slow-ms']);
  if (!Number.isInteger(base) || base < 1 || base + 6 > 65_535)
    throw new Error(`--port-base must be a port number, not ${values['port-base']}`);
  const order: Array<[string, Start]> = [
    ['HDU', startHdu],
    // One Codeforces stand-in answers both the problemset and /gym paths; GYM gets its own port like the real split.
    ['CF', startCodeforces],
    ['GYM', startCodeforces],
    ['POJ', startPoj],
    ['AC', startAtcoder],
    ['SPOJ', startSpoj],
    ['LIBRE', startLibre],
  ];
  const running: Standin[] = [];
  for (const [i, [key, start]] of order.entries()) {
    const s = await start({ port: base + i, host: '127.0.0.1', slowMs });
    running.push(s);
    console.log(`REMOTE_JUDGE_${key}_URL=${s.url}`);
  }
  console.log('# stand-ins up; any account works unless its password is "wrong" (accounts "captcha"/"banned" are refused)');
  const stop = () => {
    void Promise.all(running.map((s) => s.close())).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
