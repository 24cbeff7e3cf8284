import sharp from 'sharp';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import {
  adminAddTeamOrganization,
  adminUploadTeamOrganizationLogo,
  adminCcsPackage,
  adminCcsScrollBoard,
  ccsContest,
  ccsScoreboard,
  ccsState,
  scrollBoardFromCcs,
} from '@verdict/shared';
import { postFile } from '../../test/upload-kit';
import { createContest } from '../contest/contest.fixture';
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
    const endpoints = ['judgement-types', 'languages', 'problems', 'groups', 'organizations', 'teams', 'persons', 'accounts'];
    endpoints.push('submissions');
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

  it("places each organisation's uploaded logo under organizations/<id>/, described as the spec's image in organizations", async () => {
    const { admin } = scene.a;
    const c = await createContest(t, admin.token, { teamContest: true });
    const org = async (name: string) =>
      (await t.call(adminAddTeamOrganization, { token: admin.token, body: { cid: c.id, name } })).data.id;
    const upload = async (id: number, content: Buffer, filename: string) => {
      const res = await postFile(t, adminUploadTeamOrganizationLogo, {
        token: admin.token,
        query: { cid: String(c.id), id: String(id) },
        filename,
        content,
      });
      expect(res.status, res.msg).toBe(200);
    };
    const image = (format: 'png' | 'gif') =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: '#c00' } })
        .toFormat(format)
        .toBuffer();
    const png = await image('png');
    const [withPng, withGif, outside, none] = [
      await org('Uni PNG'),
      await org('Uni GIF'),
      await org('Uni Out'),
      await org('Uni None'),
    ];
    await upload(withPng, png, 'school.png');
    await upload(withGif, await image('gif'), 'school.gif');
    // A logo reference that leaves the public folder (written straight into the row): no file is read through it.
    await scene
      .db()
      .updateTable('teamOrganization')
      .set({ logo: '/api/public/../../etc/passwd' })
      .where('id', '=', outside)
      .execute();

    const orgs = (await scene.ccs.get(`/contests/${c.id}/organizations`, scene.as(admin))).body as Array<Record<string, unknown>>;
    orgs.forEach((o) => expectParses(schemaOf('organizations'), o, `organization ${String(o.id)}`));
    const logo = orgs.find((o) => o.id === String(withPng))!.logo as Array<{ href: string }>;
    expect(logo).toEqual([
      {
        href: expect.stringMatching(/^\/api\/public\/img\/.+\.png$/),
        filename: 'logo.png',
        mime: 'image/png',
        width: 24,
        height: 16,
      },
    ]);
    // GIF is no image type of the spec; the other two have no readable logo.
    for (const id of [withGif, outside, none]) expect(orgs.find((o) => o.id === String(id))).not.toHaveProperty('logo');
    // The href answers the image to anyone (the API's public view reads it too).
    const served = await t.app.inject({ method: 'GET', url: logo[0].href });
    expect([served.statusCode, served.rawPayload.equals(png)]).toEqual([200, true]);

    const res = await t.app.inject({
      method: 'GET',
      url: `${adminCcsPackage.path}?cid=${c.id}`,
      headers: { authorization: admin.token },
    });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].filter((n) => n.startsWith('organizations/'))).toEqual([`organizations/${withPng}/logo.png`]);
    expect(files.get(`organizations/${withPng}/logo.png`)!.equals(png)).toBe(true);
    const listed = JSON.parse(files.get('organizations.json')!.toString('utf8')) as Array<{ id: string; logo?: unknown }>;
    expect(listed.find((o) => o.id === String(withPng))?.logo).toEqual(logo);
  });
});
