import { type Server, connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { candidatePort, listenOnFreePort, withFreePort } from './ports';

describe('free ports for tests', () => {
  const servers: Server[] = [];
  const server = () => {
    const s = createServer((socket) => socket.end('hi'));
    servers.push(s);
    return s;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('listens in-process servers on distinct OS-picked ports, reachable at once', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => listenOnFreePort(server())));
    expect(new Set(ports).size).toBe(5);
    for (const p of ports) expect(p).toBeGreaterThan(0);
    const reply = await new Promise<string>((resolve, reject) => {
      connect(ports[0], '127.0.0.1')
        .on('data', (d) => resolve(d.toString()))
        .on('error', reject);
    });
    expect(reply).toBe('hi');
  });

  it('retries a start whose port was taken between choice and bind', async () => {
    const tried: number[] = [];
    const started = await withFreePort(async (port) => {
      tried.push(port);
      // The first candidate is "stolen" by another server before our start binds it.
      if (tried.length === 1) await new Promise<void>((resolve) => server().listen(port, '127.0.0.1', resolve));
      const s = server();
      await new Promise<void>((resolve, reject) => s.once('error', reject).listen(port, '127.0.0.1', resolve));
      return port;
    });
    expect(tried.length).toBe(2);
    expect(started).toBe(tried[1]);
  });

  it('gives up after the given number of attempts, naming the last failure', async () => {
    let calls = 0;
    await expect(
      withFreePort(async () => {
        calls++;
        throw new Error('always busy');
      }, 3),
    ).rejects.toThrow(/3 free ports: Error: always busy/);
    expect(calls).toBe(3);
    expect(await candidatePort()).toBeGreaterThan(0);
  });
});
