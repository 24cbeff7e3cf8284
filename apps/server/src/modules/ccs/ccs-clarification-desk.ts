import type { ContestRow } from '../contest/contest.repository';
import type { CcsClarification as DeskClarification, ClarificationService } from '../clarification/clarification.service';
import type { TeamDirectory } from '../team/team-directory';
import type { CcsClarification, CcsClarificationPost, CcsClarifications } from './ccs-clarifications';
import { CcsHttpError } from './ccs-http';
import type { CcsViewer } from './ccs-viewer';

export interface CcsClarificationDeskDeps {
  desk: Pick<ClarificationService, 'ccsList' | 'ccsAsk' | 'ccsJury'>;
  teams: TeamDirectory;
  /** The contest row the desk's rules read (its window); the CCS route has already checked the caller. */
  contest: (cid: number) => Promise<ContestRow | undefined>;
}

const asCcs = (c: DeskClarification): CcsClarification => ({
  id: String(c.id),
  fromTeamId: c.fromTeamId,
  toTeamId: c.toTeamId,
  replyToId: c.replyToId === null ? null : String(c.replyToId),
  problemId: c.pid === null ? null : String(c.pid),
  text: c.text,
  time: c.time,
});

const numberOrNull = (id: string | null) => (id === null ? null : Number(id));

/**
 * The CCS side of the clarification desk: the ICPC API reads and posts through the same service as
 * Verdict's own Clarifications tab, so both show the same questions and answers and both push live.
 */
export class CcsClarificationDesk implements CcsClarifications {
  constructor(private readonly deps: CcsClarificationDeskDeps) {}

  async list(cid: number, viewer: CcsViewer): Promise<CcsClarification[]> {
    const v = viewer.role === 'admin' ? { admin: true as const } : viewer.role === 'team' ? { teamId: viewer.teamId } : null;
    return (await this.deps.desk.ccsList(cid, v)).map(asCcs);
  }

  async post(p: CcsClarificationPost): Promise<CcsClarification> {
    const contest = await this.deps.contest(p.cid);
    if (!contest) throw new CcsHttpError(404, 'contest not found');
    const pid = numberOrNull(p.problemId);
    let id: number;
    if (p.fromTeamId !== null) {
      const team = await this.deps.teams.teamOf(p.cid, p.uid);
      if (!team || team.id !== p.fromTeamId) throw new CcsHttpError(403, 'from_team_id is not your team');
      id = (await this.deps.desk.ccsAsk(contest, team, p.uid, { pid, text: p.text })).id;
    } else {
      id = (
        await this.deps.desk.ccsJury(contest, p.uid, {
          replyToId: numberOrNull(p.replyToId),
          toTeamId: p.toTeamId,
          pid,
          text: p.text,
        })
      ).id;
    }
    const made = (await this.deps.desk.ccsList(p.cid, { admin: true })).find((c) => c.id === id);
    if (!made) throw new CcsHttpError(500, 'the clarification was not stored');
    return asCcs(made);
  }
}
