import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CcsScrollBoardData } from '@verdict/shared';
import type { CcsObjects, CcsType, CcsViewer } from './ccs-objects';
import type { CcsEventLog } from './ccs-events';
import { tokenOf } from './ccs-events.order';
import { publicFile } from './ccs-images';

/** The endpoint files of the package (Contest_Package.md): `<endpoint>.json`, the contest as `contest.json`. */
const ENDPOINT_FILES: CcsType[] = [
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'state',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
];
const PAGE = 5000;
const FIXED_MTIME = new Date(1980, 0, 1);

export interface CcsPackageDeps {
  objects: CcsObjects;
  ccsEvents: CcsEventLog;
  /** The contest's scoreboard as its admins see it (`/contests/{id}/scoreboard`). */
  scoreboard: (cid: number, viewer: CcsViewer) => Promise<unknown>;
  /** `/` of the API (api.json), when the API answers one. */
  apiInfo?: () => unknown;
  /** Where Verdict keeps its public files (`/api/public/…`): the logos are read from there. */
  publicDir: string;
}

interface FileRef {
  href?: unknown;
  filename?: unknown;
}

/**
 * Builds the contest package of a contest: every file as the admin endpoints answer it now, the
 * admin event feed from its start (seeded if nobody read it yet), and each organisation's logo
 * files under `organizations/<id>/<filename>` (read from Verdict's public files; a logo kept
 * elsewhere is left out, its href still in organizations.json).
 */
export class CcsPackageService {
  constructor(private readonly deps: CcsPackageDeps) {}

  async build(cid: number, adminUid: string): Promise<{ filename: string; zip: Readable }> {
    const { objects, ccsEvents } = this.deps;
    const viewer: CcsViewer = { role: 'admin', uid: adminUid };
    const texts: Array<[string, string]> = [];
    const json = (name: string, value: unknown) => texts.push([name, `${JSON.stringify(value, null, 2)}\n`]);
    if (this.deps.apiInfo) json('api.json', this.deps.apiInfo());
    const contest = await objects.list(cid, 'contests', viewer);
    json('contest.json', contest[0]?.data ?? null);
    const logos: Array<[string, string]> = [];
    for (const type of ENDPOINT_FILES) {
      const items = await objects.list(cid, type, viewer);
      json(`${type}.json`, type === 'state' ? (items[0]?.data ?? null) : items.map((i) => i.data));
      if (type === 'organizations') for (const i of items) logos.push(...this.logoFiles(String(i.id), i.data));
    }
    json('scoreboard.json', await this.deps.scoreboard(cid, viewer));

    // The admin feed, brought up to date first.
    const { feed } = await ccsEvents.open(cid, viewer);
    await ccsEvents.flush(cid);
    const lines: string[] = [];
    for (let last = 0; ;) {
      const rows = await ccsEvents.read(cid, feed, last, PAGE);
      if (rows.length === 0) break;
      for (const e of rows)
        lines.push(
          `{"type":${JSON.stringify(e.type)},"id":${JSON.stringify(e.objId)},"data":${e.data ?? 'null'},"token":${JSON.stringify(tokenOf(cid, feed, e.seq))}}\n`,
        );
      last = rows[rows.length - 1].seq;
    }

    const zip = new ZipFile();
    const out = zip.outputStream as Readable;
    zip.on('error', (err: Error) => out.destroy(err));
    for (const [name, text] of texts) zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime: FIXED_MTIME, mode: 0o100644 });
    zip.addBuffer(Buffer.from(lines.join(''), 'utf8'), 'event-feed.ndjson', { mtime: FIXED_MTIME, mode: 0o100644 });
    for (const [name, file] of logos) zip.addFile(file, name, { mtime: FIXED_MTIME, mode: 0o100644, compress: false });
    zip.end();
    return { filename: `${cid}.zip`, zip: out };
  }

  /** The package's files the scroll board reads (Verdict's resolver on the contest package's data). */
  async scrollBoardData(cid: number, adminUid: string): Promise<CcsScrollBoardData> {
    const viewer: CcsViewer = { role: 'admin', uid: adminUid };
    const list = async (type: CcsType) =>
      (await this.deps.objects.list(cid, type, viewer)).map((i) => i.data as Record<string, unknown>);
    const [contest] = await list('contests');
    return {
      contest: contest ?? {},
      problems: await list('problems'),
      teams: await list('teams'),
      organizations: await list('organizations'),
      submissions: await list('submissions'),
      judgements: await list('judgements'),
    };
  }

  /** The organisation's logo files found on disk: [name in the package, file]. */
  private logoFiles(id: string, data: unknown): Array<[string, string]> {
    const refs = (data as { logo?: unknown } | null)?.logo;
    if (!Array.isArray(refs)) return [];
    const out: Array<[string, string]> = [];
    for (const ref of refs as FileRef[]) {
      if (typeof ref?.href !== 'string' || typeof ref.filename !== 'string' || !safeName(ref.filename) || !safeName(id)) continue;
      const file = publicFile(this.deps.publicDir, ref.href);
      if (file) out.push([`organizations/${id}/${ref.filename}`, file]);
    }
    return out;
  }
}

const safeName = (s: string) => /^[A-Za-z0-9_.-]{1,128}$/.test(s) && !s.startsWith('.');
