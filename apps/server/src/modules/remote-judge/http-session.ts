import { CookieJar } from 'tough-cookie';
import { type RemoteAccount, type RemoteRequestInit, type RemoteResponse, type RemoteSession, RemoteFailure } from './adapter';

const MAX_REDIRECTS = 10;

/**
 * A RemoteSession over fetch with a tough-cookie jar. Redirects are followed here, hop by hop,
 * because fetch hides the Set-Cookie headers of intermediate answers (login pages set the session
 * cookie on the 302). Every request has a time limit: a slow site is a failure, never a hang.
 */
export class HttpSession implements RemoteSession {
  readonly jar = new CookieJar();

  constructor(
    readonly account: RemoteAccount,
    readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async request(path: string, init: RemoteRequestInit = {}): Promise<RemoteResponse> {
    let url = new URL(path, this.baseUrl).toString();
    let method = init.method ?? (init.form || init.json !== undefined ? 'POST' : 'GET');
    let body: string | undefined;
    const headers: Record<string, string> = { 'user-agent': 'Verdict-RemoteJudge', ...init.headers };
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    for (let hop = 0; ; hop++) {
      const cookie = await this.jar.getCookieString(url);
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          body,
          headers: cookie ? { ...headers, cookie } : headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new RemoteFailure(
          timedOut ? 'timeout' : 'unavailable',
          `${new URL(url).host} ${timedOut ? 'did not answer in time' : 'is unreachable'}`,
        );
      }
      for (const c of res.headers.getSetCookie()) await this.jar.setCookie(c, url, { ignoreError: true });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location && !init.manualRedirect) {
        if (hop >= MAX_REDIRECTS) throw new RemoteFailure('unavailable', `${new URL(url).host} redirects in a loop`);
        await res.body?.cancel();
        url = new URL(location, url).toString();
        if (res.status !== 307 && res.status !== 308) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        continue;
      }
      const text = decode(Buffer.from(await res.arrayBuffer()), res.headers.get('content-type'));
      return { status: res.status, url, headers: Object.fromEntries(res.headers), text };
    }
  }
}

/**
 * A body as text in its declared charset: HDU and POJ answer GBK, named in the Content-Type header
 * or only in a `<meta charset>` of the page. Unknown or missing charsets read as UTF-8.
 */
export function decode(body: Buffer, contentType: string | null): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
