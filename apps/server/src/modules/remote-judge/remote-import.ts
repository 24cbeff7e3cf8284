import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { RemoteProblemInput } from '../problem/remote-problem';
import { REMOTE_OJS, type RemoteAdapter, RemoteFailure, type RemoteOj } from './adapter';
import { HttpSession } from './http-session';

export interface RemoteImportDeps {
  adapters: Map<RemoteOj, RemoteAdapter>;
  baseUrl(adapter: RemoteAdapter): string;
  httpTimeoutMs: number;
  /** The file module's checked image upload (the same check and storage as an editor's upload). */
  saveImage(actor: Actor, data: Buffer): Promise<{ link: string }>;
  /** The problem module's create-or-update of a remote problem. */
  saveRemote(actor: Actor, input: RemoteProblemInput): Promise<{ pid: number; created: boolean }>;
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Imports a remote judge's problem as `<KEY>-<site id>`: statement in Markdown, limits, samples,
 * images fetched and stored like uploads (links rewritten). Importing it again updates the
 * statement and limits. A site that refuses answers a failure naming why; nothing is written.
 */
export async function importRemoteProblem(
  deps: RemoteImportDeps,
  actor: Actor,
  name: string,
  siteId: string,
): Promise<{ pid: number; problemId: string; created: boolean }> {
  const { adapter, bare } = siteOf(deps, name, siteId);
  const session = new HttpSession({ username: '', password: '' }, deps.baseUrl(adapter), deps.httpTimeoutMs);
  try {
    const p = await adapter.fetchProblem(session, bare);
    const problemId = `${adapter.oj}-${p.remoteId}`;
    let { description, input, output, hint } = p;
    for (const url of p.images) {
      const link = await storeImage(deps, actor, url);
      const swap = (s: string) => s.split(url).join(link);
      [description, input, output, hint] = [swap(description), swap(input), swap(output), swap(hint)];
    }
    const examples = p.samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('');
    const saved = await deps.saveRemote(actor, {
      problemId,
      title: p.title || problemId,
      description,
      input,
      output,
      hint,
      source: p.source,
      timeLimit: p.timeLimitMs,
      memoryLimit: p.memoryLimitMb,
      examples,
      languages: Object.keys(adapter.languages),
    });
    return { ...saved, problemId };
  } catch (err) {
    if (err instanceof RemoteFailure) throw AppError.fail('remoteJudge.failed', { reason: err.message });
    throw err;
  }
}

/** The adapter of a site key and the site's own id (`CF-1A` or `1A` → `1A`); remoteJudge.unsupported for another key. */
function siteOf(deps: Pick<RemoteImportDeps, 'adapters'>, name: string, siteId: string) {
  const oj = name.trim().toUpperCase() as RemoteOj;
  const adapter = (REMOTE_OJS as readonly string[]).includes(oj) ? deps.adapters.get(oj) : undefined;
  if (!adapter) throw AppError.fail('remoteJudge.unsupported', { name });
  return { adapter, bare: siteId.trim().replace(new RegExp(`^${oj}-`, 'i'), '') };
}

/** The problem id a site's problem has here: `HDU` and `1000` → `HDU-1000`. */
export function remoteProblemIdOf(deps: Pick<RemoteImportDeps, 'adapters'>, name: string, siteId: string): string {
  const { adapter, bare } = siteOf(deps, name, siteId);
  return `${adapter.oj}-${bare}`;
}

async function storeImage(deps: RemoteImportDeps, actor: Actor, url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(deps.httpTimeoutMs) });
  } catch {
    throw new RemoteFailure('unavailable', `the image ${url} could not be fetched`);
  }
  if (!res.ok) throw new RemoteFailure('unavailable', `the image ${url} answered ${res.status}`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_IMAGE_BYTES) throw new RemoteFailure('refused', `the image ${url} is over 5 MB`);
  return (await deps.saveImage(actor, data)).link;
}
