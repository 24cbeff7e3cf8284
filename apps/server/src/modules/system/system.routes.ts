import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../http/actor';
import { endpointRegistry, optionalActor, readToken } from '../../http/route';
import type { SiteStatus } from './health';
import { buildOpenApi } from './openapi';

/**
 * How old the status word shown to anonymous callers and non-admins may be: probes within it share
 * one reading of the database instead of each reading it (a load balancer or a monitor probing
 * many times a second costs one read per this long). Admins always read afresh, and refresh it.
 */
export const HEALTH_STATUS_MEMO_MS = 250;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The answer anyone but an admin gets, as bytes once per status word. */
const statusBodies = new Map<SiteStatus, Buffer>(
  (['ok', 'degraded', 'unavailable'] as const).map((s) => [
    s,
    Buffer.from(JSON.stringify({ status: 200, msg: 'success', data: { status: s } })),
  ]),
);
/**
 * Our own additions, outside the HOJ paths: health and the API document. Health tells anyone the
 * site's status in one word; host names, PIDs, load, reasons and the processes only to admins.
 */
export function systemRoutes(
  app: FastifyInstance,
  health: () => Promise<{ status: SiteStatus } & Record<string, unknown>>,
): void {
  // Routes added after this one (every module's): which of them a rate limit counts, as its route
  // config says once the rate-limit hook (installed earlier) has run.
  const limited = new Set<string>();
  app.addHook('onRoute', (r) => {
    if ((r.config as { rateLimit?: unknown } | undefined)?.rateLimit) limited.add(r.url);
  });
  let doc: Record<string, unknown> | null = null;
  app.get(
    '/api/openapi.json',
    async () => (doc ??= buildOpenApi(endpointRegistry, (e) => ({ rateLimited: limited.has(e.path) }))),
  );
  app.get('/api/docs', async (_req, reply) => reply.type('text/html').send(DOCS_PAGE));
  const probe = oneAtATime(health);
  let memo: { status: SiteStatus; at: number } | null = null;
  const read = async () => {
    const answer = await probe();
    memo = { status: answer.status, at: Date.now() };
    return answer;
  };
  const status = async (): Promise<SiteStatus> =>
    memo && Date.now() - memo.at < HEALTH_STATUS_MEMO_MS ? memo.status : (await read()).status;
  app.get('/api/health', async (req, reply) => {
    // Anonymous (no token, most probes): no session to look up.
    if (readToken(req) === null) return reply.type(JSON_TYPE).send(statusBodies.get(await status()));
    // A token that cannot be checked (database away) is an anonymous caller: health still answers.
    const actor = await optionalActor(app, req).catch(() => null);
    if (!isAdmin(actor)) return reply.type(JSON_TYPE).send(statusBodies.get(await status()));
    return { status: 200, msg: 'success', data: await read() };
  });
}

/**
 * Health reads the database (a round trip, the judge hosts' rows): probes that arrive while one
 * read runs share its answer instead of queueing more reads; the next probe after it reads again.
 */
function oneAtATime<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= fn().finally(() => {
      running = null;
    }));
}

/** A small browsable index of the document, with no external assets (the site may be offline). */
const DOCS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verdict API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:1100px}h1{font-size:22px}
details{border:1px solid #ddd;border-radius:6px;margin:6px 0;padding:6px 10px}summary{cursor:pointer}
code{background:#f4f4f4;padding:1px 4px;border-radius:3px}.m{display:inline-block;width:64px;font-weight:600}
.GET{color:#1677ff}.POST{color:#52c41a}.PUT{color:#fa8c16}.DELETE{color:#f5222d}pre{white-space:pre-wrap;font-size:12px;background:#fafafa;padding:8px}
input{width:100%;padding:6px;margin:8px 0 12px;font-size:14px}</style></head>
<body><h1>Verdict API</h1><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
<input id="q" placeholder="Filter paths…"><div id="list">Loading…</div>
<script>
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  const list=document.getElementById('list');const render=(f)=>{list.innerHTML='';
  for(const [p,ops] of Object.entries(doc.paths)){ if(f&&!p.includes(f)) continue;
    for(const [m,op] of Object.entries(ops)){const d=document.createElement('details');
      const s=document.createElement('summary');s.innerHTML='<span class="m '+m.toUpperCase()+'">'+m.toUpperCase()+'</span><code></code> <small></small>';
      s.querySelector('code').textContent=p;s.querySelector('small').textContent='auth: '+op['x-auth']+(op['x-roles']?' roles: '+op['x-roles'].join('|'):'')+(op['x-permission']?' permission: '+op['x-permission']:'');
      const pre=document.createElement('pre');pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);
      d.append(s,pre);list.append(d);}}};
  render('');document.getElementById('q').addEventListener('input',e=>render(e.target.value));});
</script></body></html>`;
