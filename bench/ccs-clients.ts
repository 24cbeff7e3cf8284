/**
 * HTTP clients of `npm run bench:ccs`: the event feed read whole (stream=false) or followed as a
 * stream, and the board's own server-sent events, over plain node:http with keep-alive off.
 */
import http from 'node:http';

export interface FeedLine {
  type: string;
  id: string | null;
  data: unknown;
  token?: string;
}

/** GET a finite feed; answers the number of events and the last token. */
export async function readFeed(base: string, path: string): Promise<{ events: number; last: string | null }> {
  const res = await fetch(base + path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  let events = 0;
  let last: string | null = null;
  for (const line of text.split('\n')) {
    if (!line) continue;
    events++;
    last = (JSON.parse(line) as FeedLine).token ?? last;
  }
  return { events, last };
}

/** A streamed feed: every event line goes to `onEvent` as it arrives; `close` ends it. */
export function followFeed(base: string, path: string, onEvent: (e: FeedLine) => void): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
      let rest = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        rest += chunk;
        let at: number;
        while ((at = rest.indexOf('\n')) >= 0) {
          const line = rest.slice(0, at);
          rest = rest.slice(at + 1);
          if (line) onEvent(JSON.parse(line) as FeedLine);
        }
      });
      res.on('error', () => undefined);
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** The board's own change stream (`/api/sse/contest-board`): `onChange` for each `change` event. */
export function followBoard(base: string, cid: number, onChange: () => void): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/sse/contest-board?cid=${cid}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`board stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const m of chunk.matchAll(/^event: change$/gm)) if (m) onChange();
      });
      res.on('error', () => undefined);
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** Resolves when `done()` holds, polling every 5 ms; rejects after `ms`. */
export async function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
