import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importKattisProblem } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { type Actors, judgeTestConfig, seedActors, startWorkers, useSandbox } from '../../test/judge-kit';
import { postFile } from '../../test/upload-kit';
import { type PackageFiles, customPackage, floatPackage, packagesZip } from './import-kattis-fixtures';

/** Broken and hostile Kattis packages: each a clear error, and nothing written (no problem, no image, no case file). */
describe('hostile Kattis packages', () => {
  const t = useTestApp({ ...judgeTestConfig(), rateLimits: floodLimits() });
  const sandbox = useSandbox();
  let a: Actors;
  const problems = async () => (await t.core.database.db.selectFrom('problem').select('id').execute()).length;
  const send = (packages: Record<string, PackageFiles>) =>
    postFile(t, importKattisProblem, { token: a.root.token, filename: 'k.zip', content: packagesZip(packages) });

  beforeAll(async () => {
    a = await seedActors(t);
    await startWorkers(t, sandbox);
  });

  // Case files already read stay as unreferenced blobs of the content-addressed store (its sweep removes them).
  const written = async () => ({
    problems: await problems(),
    bundled: (await t.core.database.db.selectFrom('verificationSubmission').select('id').execute()).length,
    timings: (await t.core.database.db.selectFrom('verificationTiming').select('pid').execute()).length,
    images: readdirSync(t.app.services.files.imgDir).length,
    uploads: readdirSync(t.core.paths.tmp).filter((f) => f.endsWith('.zip')).length,
  });
  const refused = async (packages: Record<string, PackageFiles>, message: string | RegExp) => {
    const before = await written();
    const res = await send(packages);
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(message);
    expect(await written()).toEqual({ ...before, problems: 0, bundled: 0, timings: 0, uploads: 0 });
  };

  it('a symlink leading outside the package', async () => {
    await refused(
      {
        ok: floatPackage,
        evil: { ...floatPackage, 'data/secret/2.in': { link: '../../../ok/problem.yaml' }, 'data/secret/2.ans': '1\n' },
      },
      /evil\/data\/secret\/2\.in.*leads outside the package/,
    );
    await refused(
      { evil: { ...floatPackage, 'data/secret/2.in': { link: '/etc/passwd' }, 'data/secret/2.ans': '1\n' } },
      /leads outside the package/,
    );
    await refused(
      { evil: { ...floatPackage, 'data/secret/2.in': { link: 'nowhere.in' }, 'data/secret/2.ans': '1\n' } },
      /not in the package/,
    );
  });

  it('a zip bomb', async () => {
    await refused(
      { bomb: { ...floatPackage, 'data/secret/big.in': Buffer.alloc(129 * 1024 * 1024), 'data/secret/big.ans': '1\n' } },
      /too large|too many/,
    );
  });

  it('problem.yaml that is not YAML, a bad limit, an unknown validator flag', async () => {
    await refused(
      { bad: { ...floatPackage, 'problem.yaml': 'name: [unclosed\n  - : :\n' } },
      /bad\/problem\.yaml.*malformed YAML/,
    );
    await refused({ bad: { ...floatPackage, 'problem.yaml': 'name: X\nlimits:\n  memory: lots\n' } }, /limits\.memory/);
    await refused({ bad: { ...floatPackage, 'problem.yaml': 'name: X\nvalidator_flags: shout\n' } }, /validator_flags.*unknown/);
  });

  it('missing data: no secret cases, an input without its answer', async () => {
    const { 'data/secret/1.in': _in, 'data/secret/1.ans': _ans, ...noSecret } = floatPackage;
    await refused({ nodata: noSecret }, /data\/secret\/.*no test cases/);
    const { 'data/secret/1.ans': _a, ...noAnswer } = floatPackage;
    await refused({ noans: noAnswer }, /noans\/data\/secret\/1\.in.*no answer file/);
    await refused({ novalidator: { ...floatPackage, 'problem.yaml': 'name: X\nvalidation: custom\n' } }, /no output validator/);
  });

  it('an output validator that does not compile, or is not C/C++', async () => {
    // The first package is fine and has bundled submissions: it is not written either.
    await refused(
      { ok: floatPackage, broken: { ...customPackage, 'output_validators/pair/pair.cpp': 'int main( {' } },
      /broken\/output_validators\/pair\/pair\.cpp.*does not compile/,
    );
    const { 'output_validators/pair/pair.cpp': _cpp, ...noCpp } = customPackage;
    await refused({ py: { ...noCpp, 'output_validators/pair/v.py': 'exit(42)' } }, /C or C\+\+/);
  });
});
