import { readdirSync } from 'node:fs';
import net from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type EndpointDef,
  importFpsProblem,
  importHydroProblem,
  importProblem,
  importQdojProblem,
  importUserCsv,
  uploadAvatar,
  uploadCarouseImg,
  uploadGroupAvatar,
  uploadMdFile,
  uploadMdImg,
  uploadTestcaseZip,
} from '@verdict/shared';
import { createGroup } from '../test/groups';
import { type Actors, seedActors } from '../test/judge-kit';
import { floodLimits } from '../test/flood-limits';
import { useTestApp } from '../test/test-app';

/** Every multipart call, with the file field it reads. */
const ROUTES: Array<{ def: EndpointDef; field: string; filename: string; query?: string }> = [
  { def: uploadAvatar, field: 'image', filename: 'a.png' },
  { def: uploadGroupAvatar, field: 'image', filename: 'a.png', query: 'gid' },
  { def: uploadCarouseImg, field: 'file', filename: 'a.png' },
  { def: uploadMdImg, field: 'image', filename: 'a.png' },
  { def: uploadMdFile, field: 'file', filename: 'a.txt' },
  { def: uploadTestcaseZip, field: 'file', filename: 'cases.zip' },
  { def: importProblem, field: 'file', filename: 'p.zip' },
  { def: importQdojProblem, field: 'file', filename: 'p.zip' },
  { def: importFpsProblem, field: 'file', filename: 'p.xml' },
  { def: importHydroProblem, field: 'file', filename: 'p.zip' },
  { def: importUserCsv, field: 'file', filename: 'users.csv' },
];

type Ending = 'short' | 'gone';

/**
 * Sends a multipart body cut at `cut` (negative: counted from the end). `short`: Content-Length
 * says exactly what was sent, so the HTTP body is whole but the form is not; `gone`: the header
 * announces the whole form and the client half-closes after the cut. Answers the HTTP status and
 * the envelope's status (0 when the server just ended the connection).
 */
function cutOffUpload(
  port: number,
  url: string,
  token: string,
  field: string,
  filename: string,
  cut: number,
  ending: Ending,
): Promise<{ http: number; status: number }> {
  const boundary = '----cutoff7e3';
  const full = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.alloc(64 * 1024, 0x41),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const sent = full.subarray(0, cut >= 0 ? cut : full.length + cut);
  const length = ending === 'short' ? sent.length : full.length;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${token}\r\nAccept-Language: en\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      if (ending === 'short') socket.write(sent);
      else socket.end(sent);
    });
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const http = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const status = Number(/"status":(\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ http, status });
    });
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer from ${url} (cut ${cut}, ${ending})`));
    });
  });
}

describe('a cut-off multipart body', () => {
  const t = useTestApp({ rateLimits: floodLimits() });
  let a: Actors;
  let port = 0;

  beforeAll(async () => {
    a = await seedActors(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  const filesKept = () =>
    [t.core.paths.tmp, t.core.paths.publicFile, t.core.paths.publicImg].flatMap((d) => readdirSync(d).map((f) => `${d}/${f}`));

  it('answers 400 (or just ends) on every upload and import call, leaves no file behind, and the server serves on', async () => {
    const group = await createGroup(t, a.root.token);
    const before = filesKept();
    const wrong: string[] = [];
    for (const r of ROUTES) {
      const url = r.query ? `${r.def.path}?gid=${group.gid}` : r.def.path;
      for (const ending of ['short', 'gone'] as const) {
        for (const cut of [0, 20, 150, 30_000, -8]) {
          const got = await cutOffUpload(port, url, a.root.token, r.field, r.filename, cut, ending);
          // `short` must be answered (the server has the whole HTTP body); `gone` may just end.
          const fine = got.http === 400 || got.status === 400 || (ending === 'gone' && got.http === 0);
          if (!fine) wrong.push(`${r.def.path} cut ${cut} ${ending}: HTTP ${got.http}, status ${got.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // A request whose client went away finishes on the server a moment later: wait for it, not a fixed time.
    await vi.waitFor(() => expect(filesKept()).toEqual(before), { timeout: 5_000 });
    const next = await fetch(`http://127.0.0.1:${port}/api/get-website-config`);
    expect(next.status).toBe(200);
  });

  it("names the cut in the message, in the caller's language", async () => {
    const got = await new Promise<string>((resolve) => {
      const boundary = 'b0';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\n\r\nhalf`;
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `POST ${uploadMdFile.path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${a.root.token}\r\nAccept-Language: en\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        ),
      );
      let answer = '';
      socket.on('data', (d: Buffer) => {
        answer += d.toString();
      });
      socket.on('close', () => resolve(answer));
    });
    expect(got).toMatch(/^HTTP\/1\.1 400/);
    expect(got).toContain('"msg":"The upload was cut off before it was complete; please send it again"');
  });
});
