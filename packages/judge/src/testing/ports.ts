import { type AddressInfo, type Server, createServer } from 'node:net';

/**
 * Ports for tests, scripts and benches, in one place. An in-process server listens on port 0
 * and the OS picks: nothing is checked, so nothing can race. A child process (go-judge, the
 * server, PostgreSQL) needs its port before it binds: it gets one the OS just had free, and a
 * start that fails because someone took the port meanwhile is simply retried on another.
 */

/** Listens `server` on a port the OS picks and answers that port. */
export function listenOnFreePort(server: Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** A port the OS had free a moment ago (bound on port 0, then released): only a candidate, see withFreePort. */
export async function candidatePort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  const port = await listenOnFreePort(probe, host);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Runs `start` on a candidate port, and again on a new one when it fails, up to `attempts`
 * times: the bind inside `start` is the only check, so a port taken between choice and bind
 * costs a retry instead of a flaky failure.
 */
export async function withFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  let lastError: unknown = null;
  for (let i = 0; i < attempts; i++) {
    const port = await candidatePort();
    try {
      return await start(port);
    } catch (err) {
      lastError = err;
    }
  }
  throw new Error(`nothing could be started on ${attempts} free ports: ${String(lastError)}`);
}
