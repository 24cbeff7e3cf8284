import type { TeamDirectory } from '../team/team-directory';
import type { CcsClarifications } from './ccs-clarifications';
import {
  type CcsProblemSource,
  type CcsUserSource,
  accountObjects,
  contestLanguages,
  contestObject,
  groupObjects,
  judgementTypes,
  languageObjects,
  organizationObjects,
  personObjects,
  problemObjects,
  stateObject,
  teamObjects,
} from './ccs-config';
import type { CcsImageSource } from './ccs-images';
import { type CcsContestSource, type CcsContext, loadContext, problemsShown } from './ccs-context';
import {
  type CcsRecordSource,
  clarificationObjects,
  judgementObjects,
  runObjects,
  submissionObjects,
  teamRows,
} from './ccs-live';
import { type CcsBoardSource, awardObjects, scoreboard } from './ccs-scoreboard';

import type { CcsType, CcsViewer } from './ccs-viewer';

export type { CcsType, CcsViewer } from './ccs-viewer';

export type CcsItems = Array<{ id: string | null; data: unknown }>;

/** The objects of some submissions only, and the owner (submission id) of every test case those submissions have. */
export interface CcsSubmissionObjects {
  submissions: CcsItems;
  judgements: CcsItems;
  runs: CcsItems;
  cases: Array<[caseId: string, submitId: string]>;
}

export interface CcsObjects {
  /** Every object of a type in the contest as the viewer may see it (an endpoint's list; `contests`/`state` give one). */
  list(cid: number, type: CcsType, viewer: CcsViewer): Promise<CcsItems>;
  /** The submissions, judgements and runs of these submissions only, as `list` gives them (a verdict's change). */
  listSubmissions(cid: number, viewer: CcsViewer, submitIds: number[]): Promise<CcsSubmissionObjects>;
  /** Each test case of the contest → its submission's id (a run's judgement). */
  caseOwners(cid: number): Promise<Map<string, string>>;
}

/** What the CCS objects are read from: the other modules' services, through the ports their files declare. */
export interface CcsObjectsDeps {
  contests: CcsContestSource;
  teams: TeamDirectory;
  problems: CcsProblemSource;
  records: CcsRecordSource;
  users: CcsUserSource;
  boards: CcsBoardSource;
  clarifications: CcsClarifications;
  /** Organisation logos' type and size (none: the objects name no logo). */
  images?: CcsImageSource;
}

/** The API's objects of one contest, per type, as a viewer may see them (the endpoints and the event feed read them). */
export class CcsObjectsService implements CcsObjects {
  constructor(private readonly deps: CcsObjectsDeps) {}

  /** The contest's shared reads for a viewer, or null when the contest does not exist. */
  context = (cid: number, viewer: CcsViewer): Promise<CcsContext | null> => loadContext(this.deps, cid, viewer);

  async list(cid: number, type: CcsType, viewer: CcsViewer): Promise<CcsItems> {
    const ctx = await this.context(cid, viewer);
    return ctx ? this.listIn(ctx, type) : [];
  }

  async listIn(ctx: CcsContext, type: CcsType): Promise<Array<{ id: string | null; data: Record<string, unknown> }>> {
    const d = this.deps;
    switch (type) {
      case 'contests':
        return [{ id: String(ctx.contest.id), data: contestObject(ctx.contest) }];
      case 'state':
        return [{ id: null, data: stateObject(ctx) }];
      case 'judgement-types':
        return judgementTypes(ctx);
      case 'languages':
        return languageObjects(await contestLanguages(ctx, d.problems));
      case 'problems':
        return problemObjects(ctx, d.problems);
      case 'groups':
        return groupObjects(ctx, d.teams);
      case 'organizations':
        return organizationObjects(ctx, d.teams, d.images);
      case 'teams':
        return teamObjects(ctx, d.teams);
      case 'persons':
        return personObjects(ctx, d.users);
      case 'accounts':
        return accountObjects(ctx, d.users);
      case 'submissions':
        return submissionObjects(ctx, await this.rows(ctx), await contestLanguages(ctx, d.problems));
      case 'judgements':
        return judgementObjects(ctx, await this.rows(ctx));
      case 'runs':
        return runObjects(ctx, await this.rows(ctx), await d.records.ccsCases(ctx.contest.id));
      case 'clarifications':
        return clarificationObjects(ctx, d.clarifications);
      case 'awards':
        return awardObjects(ctx, d.boards);
    }
  }

  async listSubmissions(cid: number, viewer: CcsViewer, submitIds: number[]): Promise<CcsSubmissionObjects> {
    const ctx = await this.context(cid, viewer);
    const d = this.deps;
    if (!ctx) return { submissions: [], judgements: [], runs: [], cases: [] };
    const [rows, cases] = await Promise.all([d.records.ccsRows(cid, submitIds), d.records.ccsCases(cid, submitIds)]);
    const shown = problemsShown(ctx) ? teamRows(ctx, rows) : [];
    return {
      submissions: submissionObjects(ctx, shown, await contestLanguages(ctx, d.problems)),
      judgements: judgementObjects(ctx, shown),
      runs: runObjects(ctx, shown, cases),
      cases: cases.map((c) => [String(c.id), String(c.submitId)]),
    };
  }

  async caseOwners(cid: number): Promise<Map<string, string>> {
    return new Map((await this.deps.records.ccsCases(cid)).map((c) => [String(c.id), String(c.submitId)]));
  }

  /** The scoreboard as the viewer sees it. */
  scoreboard = (ctx: CcsContext) => scoreboard(ctx, this.deps.boards);

  /** Submissions made before the contest's problems are shown are the CCS admin's only. */
  private async rows(ctx: CcsContext) {
    if (!problemsShown(ctx)) return [];
    return teamRows(ctx, await this.deps.records.ccsRows(ctx.contest.id));
  }
}
