import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { adminCcsPackage, adminCcsScrollBoard, ccsContest, ccsScoreboard, ccsState, scrollBoardFromCcs } from '@verdict/shared';
import { expectParses, schemaOf } from './ccs.fixture';
import { type FeedLine, useFeedScene } from './event-feed.fixture';

/** Every file of a zip: name → bytes. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (e: yauzl.Entry) => {
        zip.openReadStream(e, (e2, stream) => {
          if (e2) return reject(e2);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('the contest package export (Contest_Package.md 2023-06)', () => {
  const scene = useFeedScene();
  const { t, frozenContest, replay } = scene;

  it('zips contest.json, the endpoint files, scoreboard.json and event-feed.ndjson as the admin sees them; contest admins only', async () => {
    const { cid, submitId } = await frozenContest();
    const res = await t.app.inject({
      method: 'GET',
      url: `${adminCcsPackage.path}?cid=${cid}`,
      headers: { authorization: scene.a.admin.token },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    const names = [...files.keys()].sort();
    const endpoints = ['judgement-types', 'languages', 'problems', 'groups', 'organizations', 'teams', 'accounts', 'submissions'];
    endpoints.push('judgements', 'runs', 'clarifications', 'awards');
    expect(names).toEqual(
      [
        'api.json',
        'contest.json',
        'state.json',
        'scoreboard.json',
        'event-feed.ndjson',
        ...endpoints.map((e) => `${e}.json`),
      ].sort(),
    );
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8')) as unknown;
    expectParses(ccsContest, json('contest.json'), 'contest.json');
    expectParses(ccsState, json('state.json'), 'state.json');
    expectParses(ccsScoreboard, json('scoreboard.json'), 'scoreboard.json');
    for (const e of endpoints) {
      const items = json(`${e}.json`) as unknown[];
      expect(Array.isArray(items), e).toBe(true);
      items.forEach((item, i) => expectParses(schemaOf(e), item, `${e}.json[${i}]`));
    }
    // The admin's truth: the judgement the seal hides from others.
    const judgements = json('judgements.json') as Array<{ id: string; judgement_type_id: string | null }>;
    expect(judgements.find((j) => j.id === String(submitId))?.judgement_type_id).toBe('AC');
    const lines = files
      .get('event-feed.ndjson')!
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as FeedLine);
    expect(replay(lines).get(`judgements/${submitId}`)).toEqual(judgements.find((j) => j.id === String(submitId)));

    // The scroll board reads the same data into its own shape.
    const data = await t.call(adminCcsScrollBoard, { token: scene.a.admin.token, query: { cid } });
    expect(data.status, data.msg).toBe(200);
    const board = scrollBoardFromCcs(data.data!);
    expect(board.info.problemCount).toBe(2);
    expect(board.subs.find((s) => s.submitId === submitId)).toMatchObject({ uid: scene.a.user.uid, displayId: 'A', status: 0 });

    const refused = await t.app.inject({
      method: 'GET',
      url: `${adminCcsPackage.path}?cid=${cid}`,
      headers: { authorization: scene.a.user.token },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 403 });
    expect((await t.call(adminCcsScrollBoard, { token: scene.a.user.token, query: { cid } })).status).toBe(403);
  });

  it('places organisation logos kept in the public files under organizations/<id>/', async () => {
    // (the logo path itself: a file reference into /api/public/ resolves inside the public folder only)
    const dir = path.join(t.config.dataDir, 'public', 'img');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'logo-test.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const { CcsPackageService } = await import('./ccs-package');
    const service = new CcsPackageService({
      objects: {
        list: async (_cid, type) =>
          type === 'organizations'
            ? [
                {
                  id: 'o1',
                  data: { id: 'o1', logo: [{ href: '/api/public/img/logo-test.png', filename: 'logo.png', mime: 'image/png' }] },
                },
                { id: 'o2', data: { id: 'o2', logo: [{ href: '/api/public/../../etc/passwd', filename: 'logo.png' }] } },
              ]
            : [],
      },
      ccsEvents: t.app.services.ccsEvents,
      scoreboard: async () => ({}),
      publicDir: path.join(t.config.dataDir, 'public'),
    });
    const { zip } = await service.build(999_999, scene.a.admin.uid);
    const chunks: Buffer[] = [];
    for await (const c of zip) chunks.push(c as Buffer);
    const files = await unzip(Buffer.concat(chunks));
    expect(files.get('organizations/o1/logo.png')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(files.has('organizations/o2/logo.png')).toBe(false);
  });
});
