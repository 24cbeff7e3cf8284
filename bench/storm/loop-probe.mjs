/**
 * Preloaded by the storm into its API processes and judge hosts (NODE_OPTIONS=--import, only when
 * STORM_LOOP_DIR is set): the process's event-loop delay, written to STORM_LOOP_DIR/<role>-<pid>.json
 * every 2 s, so the bench can tell a stalled loop from a request that waits on something else.
 * Plain JS: it runs before tsx is loaded.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.STORM_LOOP_DIR;
if (dir && isMainThread) {
  let role =
    process.env.STORM_LOOP_ROLE ??
    (process.argv.includes('judge') ? 'judge' : process.argv.includes('serve') ? `api:${process.env.PORT}` : null);
  if (role) {
    const whole = monitorEventLoopDelay({ resolution: 10 });
    const slice = monitorEventLoopDelay({ resolution: 10 });
    whole.enable();
    slice.enable();
    /** The worst 2-s slice: its p99 and max (ms). */
    const worst = { p99: 0, max: 0 };
    /** Slices whose max passed 100 ms. */
    let slow = 0;
    let slices = 0;
    const file = path.join(dir, `${role.replace(':', '-')}-${process.pid}.json`);
    if (role === 'judge') role += ` ${process.pid}`;
    const ms = (ns) => ns / 1e6;
    // The bench touches STORM_LOOP_DIR/start when the storm begins: the set-up's hashing is not counted.
    let since = 0;
    const timer = setInterval(() => {
      let started = 0;
      try {
        started = statSync(path.join(dir, 'start')).mtimeMs;
      } catch {
        /* not yet */
      }
      if (started > since) {
        since = started;
        whole.reset();
        worst.p99 = worst.max = 0;
        slow = slices = 0;
      }
      slices++;
      worst.p99 = Math.max(worst.p99, ms(slice.percentile(99)));
      worst.max = Math.max(worst.max, ms(slice.max));
      if (ms(slice.max) > 100) slow++;
      slice.reset();
      writeFileSync(
        file,
        JSON.stringify({
          role,
          pid: process.pid,
          p50: ms(whole.percentile(50)),
          p99: ms(whole.percentile(99)),
          max: ms(whole.max),
          worst,
          slow,
          slices,
        }),
      );
    }, 2000);
    timer.unref();
  }
}
