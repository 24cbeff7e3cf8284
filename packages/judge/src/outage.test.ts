import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JudgeStatus } from '@verdict/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Judge } from './judge';
import { MissingFileError, SandboxClient, SandboxError, SandboxUnavailableError } from './sandbox/client';
import { startGoJudge, type GoJudgeProcess } from './sandbox/go-judge-process';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { startTestGoJudge } from './testing/sandbox';
import type { CustomTestRequest } from './types';

const AB = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

const customTest: CustomTestRequest = {
  language: 'Python3',
  code: AB_PY,
  input: '1 2',
  expectedOutput: '3',
  timeLimitMs: 1000,
  memoryLimitMb: 128,
  stackLimitMb: 128,
  isRemoveEndBlank: true,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  userExtraFiles: {},
  scaleLimits: true,
};

/** A real HTTP server on 127.0.0.1 standing in for a broken go-judge. */
async function fakeGoJudge(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    // Answer only once the request body is in, as go-judge does.
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function closedPortUrl(): Promise<string> {
  const { url, server } = await fakeGoJudge(() => undefined);
  await new Promise((r) => server.close(r));
  return url;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-outage-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const abTask = (code = AB, language = 'C++') =>
  makeTask(
    language,
    code,
    makeCases(dataDir, [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ]),
  );

async function expectUnavailable(judge: Judge, reason: RegExp): Promise<void> {
  const judged = judge.judge(abTask());
  await expect(judged).rejects.toBeInstanceOf(SandboxUnavailableError);
  await expect(judged).rejects.toThrow(reason);
  const test = await judge.customTest(customTest);
  expect(test).toMatchObject({ status: JudgeStatus.SystemError, isSandboxUnavailable: true });
  expect(test.stderr).toMatch(reason);
  const check = await judge.compileCheck(AB, 'C++', {});
  expect(check).toMatchObject({ ok: false, isSandboxUnavailable: true });
  expect(check.message).toMatch(reason);
  await expect(judge.ping()).rejects.toBeInstanceOf(SandboxUnavailableError);
}

describe('a failing sandbox is not a verdict', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.close();
  });
  const fake = async (handle: (req: IncomingMessage, res: ServerResponse) => void) => {
    const f = await fakeGoJudge(handle);
    servers.push(f.server);
    return f.url;
  };

  it('go-judge that is not running: connection refused', async () => {
    await expectUnavailable(new Judge(await closedPortUrl()), /unreachable \(connect ECONNREFUSED/);
  });

  it('go-judge that answers HTTP 500', async () => {
    const url = await fake((_req, res) => res.writeHead(500).end('runtime: out of memory'));
    await expectUnavailable(new Judge(url), /HTTP 500: runtime: out of memory/);
  });

  it('go-judge that closes the connection without answering', async () => {
    const url = await fake((req) => req.socket.destroy());
    await expectUnavailable(new Judge(url), /unreachable/);
  });

  it('go-judge that answers garbage', async () => {
    const html = await fake((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>bad gateway</html>'));
    await expectUnavailable(new Judge(html), /unexpected body: <html>/);
    const empty = await fake((_req, res) => res.writeHead(200).end('[]'));
    await expectUnavailable(new Judge(empty), /unexpected body: \[\]/);
    const shapeless = await fake((_req, res) => res.writeHead(200).end('[{"exitStatus":0}]'));
    await expectUnavailable(new Judge(shapeless), /unexpected body/);
  });

  it('go-judge that cannot start the command (its own Internal Error)', async () => {
    const url = await fake((_req, res) =>
      res
        .writeHead(200)
        .end(
          JSON.stringify([
            { status: 'Internal Error', exitStatus: 0, error: 'container: failed to fork', time: 0, runTime: 0, memory: 0 },
          ]),
        ),
    );
    await expectUnavailable(new Judge(url), /could not run a command: container: failed to fork/);
  });

  it('go-judge that does not answer in time', async () => {
    const url = await fake(() => undefined);
    const judge = new Judge(new SandboxClient(url, { runTimeoutMs: 300 }));
    await expect(judge.judge(abTask())).rejects.toThrow(/timed out after 300 ms/);
  });

  it('an unknown fileId is a missing file (rebuilt), a rejected request a plain sandbox error', async () => {
    const missing = await fake((_req, res) => res.writeHead(500).end('file does not exists with id: "ABC"'));
    const run = { cmd: [{ args: ['/bin/true'] }] };
    await expect(new SandboxClient(missing).run(run)).rejects.toBeInstanceOf(MissingFileError);
    const rejected = await fake((_req, res) => res.writeHead(400).end('file (/etc/passwd) does not under ([/data/])'));
    const err = await new SandboxClient(rejected).run(run).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SandboxError);
    expect(err).not.toBeInstanceOf(SandboxUnavailableError);
  });
});

describe('a real go-judge stopped and started again', () => {
  let gj: GoJudgeProcess & { workDir: string };
  let judge: Judge;
  const workDirs: string[] = [];
  beforeAll(async () => {
    gj = await startTestGoJudge(dataDir);
    workDirs.push(gj.workDir);
    judge = new Judge(gj.url, { concurrency: 2 });
  });
  afterAll(async () => {
    await gj.stop();
    for (const d of workDirs) rmSync(d, { recursive: true, force: true });
  });

  it('is unavailable while down and gives the right verdict once back, rebuilding the vanished binary', async () => {
    expect((await judge.judge(abTask())).status).toBe(JudgeStatus.Accepted);
    await judge.ping();
    await gj.stop();
    expect(await gj.exited).toMatch(/exited with/);
    await expect(judge.judge(abTask())).rejects.toBeInstanceOf(SandboxUnavailableError);
    await expect(judge.ping()).rejects.toBeInstanceOf(SandboxUnavailableError);

    const workDir = mkdtempSync(path.join(tmpdir(), 'verdict-go-judge-'));
    workDirs.push(workDir);
    gj = { ...(await startGoJudge({ port: Number(new URL(gj.url).port), workDir, srcPrefixes: [dataDir] })), workDir };
    await judge.ping();
    const compiles = judge.stats.compiles;
    // The cache still names the binary of the stopped go-judge: rebuilt once, then judged.
    expect((await judge.judge(abTask())).status).toBe(JudgeStatus.Accepted);
    expect(judge.stats.compiles).toBe(compiles + 1);
    const wrong = await judge.judge(abTask(AB.replace('a + b', 'a - b')));
    expect(wrong.status).toBe(JudgeStatus.WrongAnswer);
  });

  it('failures of the program or the problem stay verdicts: missing case file, checker that does not compile', async () => {
    const noOutput = abTask(AB_PY, 'Python3');
    unlinkSync(noOutput.cases[1].outputPath);
    const a = await judge.judge(noOutput);
    expect(a.status).toBe(JudgeStatus.SystemError);
    expect(a.cases.find((c) => c.seq === 2)?.message).toMatch(/ENOENT/);
    // go-judge refuses (400) a case input that is not there: a System Error, not an outage.
    const noInput = abTask(AB_PY, 'Python3');
    unlinkSync(noInput.cases[0].inputPath);
    const b = await judge.judge(noInput);
    expect(b.status).toBe(JudgeStatus.SystemError);
    expect(b.cases.find((c) => c.seq === 1)?.message).toMatch(/no such file/);
    const spj = makeTask(
      'Python3',
      AB_PY,
      makeCases(dataDir, [{ input: '1 2\n', output: '3\n' }]),
      makeProblem({
        judgeMode: 'spj',
        checkerLanguage: 'C++',
        checkerCode: 'int main( { return 0; }',
      }),
    );
    const c = await judge.judge(spj);
    expect(c.status).toBe(JudgeStatus.SystemError);
    expect(c.errorMessage).toMatch(/special judge program failed to compile/);
    expect(await judge.compileCheck('int main( {', 'C++', {})).toMatchObject({ ok: false });
    expect((await judge.compileCheck('int main( {', 'C++', {})).isSandboxUnavailable).toBeUndefined();
  });
});
