import type { SwitchConfig } from '@verdict/shared';
import type { Core } from '../core';
import type { FileService } from '../modules/file/file.service';
import type { ProblemAdminService } from '../modules/problem/problem-admin.service';
import type { ProblemRepository } from '../modules/problem/problem.repository';
import { AccountLeases } from '../modules/remote-judge/account-leases';
import { RecentContests } from '../modules/remote-judge/recent-contests';
import type { RemoteProblemImports } from '../modules/problem/remote-problem';
import { type RemoteImportDeps, importRemoteProblem, remoteProblemIdOf } from '../modules/remote-judge/remote-import';
import { RemoteJudgeService, remoteJudgeOptionsFromEnv } from '../modules/remote-judge/remote-judge.service';
import { adapterRegistry } from '../modules/remote-judge/sites';
import type { SwitchService } from '../modules/site/switch.service';
import type { JudgingServices } from './judging';

/**
 * The judging half, built by API processes and judge hosts alike (judge-host.ts): the service the
 * workers hand remote problems to, with REMOTE_JUDGE_* options and the switch's accounts read from
 * the database (every process sees the same accounts; a lease in the database shares them).
 */
export function buildRemoteJudging(
  core: Core,
  deps: Pick<JudgingServices, 'verdicts' | 'judging' | 'problemRepo'> & { switches: { get(): Promise<SwitchConfig> } },
): RemoteJudgeService {
  const remoteJudge = new RemoteJudgeService(
    {
      adapters: adapterRegistry(),
      switches: deps.switches,
      judgeInput: (submitId) => deps.verdicts.judgeInput(submitId),
      problemOf: async (pid) => (await deps.problemRepo.findById(pid)) ?? null,
      leases: new AccountLeases(core.database.db),
    },
    remoteJudgeOptionsFromEnv(process.env),
  );
  deps.judging.setRemote(remoteJudge);
  return remoteJudge;
}

/**
 * Remote judging (issue 25): the service the judge's workers hand remote problems to, the import
 * of a site's problem and the home page's contests of other judges. Options from REMOTE_JUDGE_*.
 */
export function buildRemoteJudge(
  core: Core,
  deps: Pick<JudgingServices, 'verdicts' | 'judging'> & {
    problemRepo: ProblemRepository;
    problemAdmin: ProblemAdminService;
    files: FileService;
    switches: SwitchService;
  },
) {
  const remoteJudge = buildRemoteJudging(core, deps);
  const { options } = remoteJudge;
  const adapters = adapterRegistry();
  const baseUrl = remoteJudge.baseUrl.bind(remoteJudge);
  const remoteImport: RemoteImportDeps = {
    adapters,
    baseUrl,
    httpTimeoutMs: options.httpTimeoutMs,
    saveImage: (actor, data) => deps.files.saveImage(actor, data, null),
    saveRemote: (actor, input) => deps.problemAdmin.saveRemote(actor, input),
  };
  // A server never reads a real site's contest list unless asked to (tests and fresh installs stay offline).
  const enabled = (a: { oj: keyof typeof options.baseUrls }) =>
    options.baseUrls[a.oj] !== undefined || process.env.REMOTE_JUDGE_CONTESTS === '1';
  const recentOtherContests = new RecentContests({ adapters, baseUrl, httpTimeoutMs: options.httpTimeoutMs, enabled });
  // remote: the contest and training import variants (their modules' port).
  const remote: RemoteProblemImports = {
    problemIdOf: (name, siteId) => remoteProblemIdOf(remoteImport, name, siteId),
    importProblem: (actor, name, siteId) => importRemoteProblem(remoteImport, actor, name, siteId),
  };
  return { remoteJudge, remoteImport, recentOtherContests, remote };
}
