import { CANNED_ANSWERS, type CannedAnswer, type ClarificationDesk, type ClarificationVo } from '@verdict/shared';
import type { EventBus } from '../../infra/event-bus';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ContestAccess, ContestEntry } from '../contest/contest-access';
import type { ContestRow } from '../contest/contest.repository';
import { CONTEST_DESK_TOPIC, type ContestTeam, type TeamDirectory } from '../team/team-directory';
import { type MapContext, type ProblemLabel, isRunning, isUnread, teamNamesOf, toVo } from './clarification.mapper';
import { type ClarificationViewer, juryOrder, readableBy, toEveryone } from './clarification.policy';
import type { ClarificationRepository, ClarificationRow } from './clarification.repository';

export interface ClarificationDeps {
  repo: ClarificationRepository;
  access: ContestAccess;
  teams: TeamDirectory;
  /** The contest's problems (the contest module's repository). */
  problems: (cid: number) => Promise<ProblemLabel[]>;
  /** CONTEST_DESK_TOPIC is published here after every change (the CCS event feed and the streams listen). */
  bus: EventBus;
}

/** A clarification as the CCS API gives it (ids are Verdict's; the ccs module formats them). */
export interface CcsClarification {
  id: number;
  fromTeamId: string | null;
  /** The one team addressed, or null for everyone (a question: null). */
  toTeamId: string | null;
  replyToId: number | null;
  /** The contest problem's pid, or null for a general one. */
  pid: number | null;
  text: string;
  /** Epoch ms. */
  time: number;
}

/** The desk payload on CONTEST_DESK_TOPIC. */
export interface DeskChange {
  cid: number;
  kind: string;
  id: number | string;
}

/**
 * The clarification desk (issue 23.2): participants ask while the contest runs; the jury (the
 * contest's admins) answers privately or to all (canned or free text) and announces; everyone
 * let into the contest reads what is theirs to read, during and after it.
 */
export class ClarificationService {
  constructor(private readonly deps: ClarificationDeps) {}

  /** The caller's reading of the contest: its entry (access checked) and who they are at the desk. */
  private async enter(
    actor: Actor,
    cid: number,
  ): Promise<{ entry: ContestEntry; viewer: ClarificationViewer; team: ContestTeam | null }> {
    const entry = await this.deps.access.entry(actor, cid);
    if (entry.admin) return { entry, viewer: { kind: 'jury' }, team: null };
    const team = await this.deps.teams.teamOf(cid, actor.uid);
    return { entry, viewer: team ? { kind: 'team', teamId: team.id } : { kind: 'public' }, team };
  }

  async desk(actor: Actor, cid: number): Promise<ClarificationDesk> {
    const { entry, viewer, team } = await this.enter(actor, cid);
    const all = await this.deps.repo.ofContest(cid);
    const rows = all.filter((r) => readableBy(r, viewer));
    const ctx = await this.context(cid, all, rows, viewer, actor.uid);
    const ordered = viewer.kind === 'jury' ? juryOrder(rows) : [...rows].sort((a, b) => b.id - a.id);
    return {
      items: ordered.map((r) => toVo(r, ctx)),
      jury: viewer.kind === 'jury',
      canAsk: !!team && isRunning(entry.contest, entry.now),
      unread: rows.filter((r) => isUnread(r, ctx)).length,
    };
  }

  async ask(actor: Actor, body: { cid: number; pid?: number; text: string }): Promise<ClarificationVo> {
    const { entry, team } = await this.enter(actor, body.cid);
    if (!team) throw AppError.forbidden('clarification.notParticipant');
    return this.question(entry.contest, team, actor.uid, body);
  }

  async markRead(actor: Actor, cid: number): Promise<void> {
    const { viewer } = await this.enter(actor, cid);
    const rows = (await this.deps.repo.ofContest(cid)).filter((r) => r.fromTeamId == null && readableBy(r, viewer));
    await this.deps.repo.markRead(
      actor.uid,
      cid,
      rows.map((r) => r.id),
    );
  }

  async answer(actor: Actor, body: { cid: number; id: number; canned?: CannedAnswer; text?: string; toAll: boolean }) {
    const contest = await this.deps.access.admin(actor, body.cid);
    const q = await this.deps.repo.byId(body.id);
    if (!q || q.cid !== contest.id) throw AppError.notFound('clarification.notFound');
    return this.juryMessage(contest, actor.uid, {
      replyToId: q.id,
      toTeamId: body.toAll ? null : q.fromTeamId,
      pid: q.pid,
      text: body.canned ? CANNED_ANSWERS[body.canned].en : (body.text ?? ''),
      canned: body.canned ?? null,
    });
  }

  async announce(actor: Actor, body: { cid: number; pid?: number; text: string }): Promise<ClarificationVo> {
    const contest = await this.deps.access.admin(actor, body.cid);
    return this.juryMessage(contest, actor.uid, { replyToId: null, toTeamId: null, pid: body.pid ?? null, text: body.text });
  }

  /**
   * Follows the desk for one caller (access checked first): `onChange(id)` for every new or
   * changed clarification they may read. Stop with the answer's `stop`.
   */
  async watch(actor: Actor | null, cid: number, onChange: (id: number) => void): Promise<{ stop: () => void }> {
    if (!actor) throw AppError.loginRequired();
    const { viewer } = await this.enter(actor, cid);
    const stop = this.deps.bus.subscribe(CONTEST_DESK_TOPIC, (payload) => {
      const p = payload as Partial<DeskChange>;
      if (p.kind !== 'clarification' || Number(p.cid) !== cid) return;
      const id = Number(p.id);
      void this.deps.repo.byId(id).then(
        (r) => r && r.cid === cid && readableBy(r, viewer) && onChange(id),
        () => undefined,
      );
    });
    return { stop };
  }

  // ── for the CCS API (the ccs module checks the caller; these check the contest's rules) ──

  /** Every clarification of the contest the CCS viewer may read: the admin all, a team its own and those to all, the public those to all. */
  async ccsList(cid: number, viewer: { admin: true } | { teamId: string } | null): Promise<CcsClarification[]> {
    const v: ClarificationViewer = !viewer
      ? { kind: 'public' }
      : 'admin' in viewer
        ? { kind: 'jury' }
        : { kind: 'team', teamId: viewer.teamId };
    const rows = (await this.deps.repo.ofContest(cid)).filter((r) => readableBy(r, v));
    return rows.map((r) => ({
      id: r.id,
      fromTeamId: r.fromTeamId,
      toTeamId: r.toTeamId,
      replyToId: r.replyToId,
      pid: r.pid,
      text: r.text,
      time: r.gmtCreate,
    }));
  }

  /** A team's question (the contest must be running, the problem in it). */
  async ccsAsk(contest: ContestRow, team: ContestTeam, askerUid: string, body: { pid?: number | null; text: string }) {
    return this.question(contest, team, askerUid, { pid: body.pid ?? undefined, text: body.text });
  }

  /** The jury's answer (replyToId: a question of the contest) to one team or all (toTeamId null), or an announcement (no replyToId). */
  async ccsJury(
    contest: ContestRow,
    juryUid: string,
    body: { replyToId?: number | null; toTeamId?: string | null; pid?: number | null; text: string },
  ): Promise<ClarificationVo> {
    let pid = body.pid ?? null;
    if (body.replyToId != null) {
      const q = await this.deps.repo.byId(body.replyToId);
      if (!q || q.cid !== contest.id || q.fromTeamId == null) throw AppError.notFound('clarification.notFound');
      pid ??= q.pid;
    }
    return this.juryMessage(contest, juryUid, {
      replyToId: body.replyToId ?? null,
      toTeamId: body.toTeamId ?? null,
      pid,
      text: body.text,
    });
  }

  // ── shared steps ──

  private async question(contest: ContestRow, team: ContestTeam, askerUid: string, body: { pid?: number; text: string }) {
    if (!isRunning(contest)) throw AppError.forbidden('clarification.notRunning');
    const problems = await this.problemsIn(contest.id, body.pid ?? null);
    const row = await this.deps.repo.insert({
      cid: contest.id,
      pid: body.pid ?? null,
      fromTeamId: team.id,
      askerUid,
      toTeamId: null,
      replyToId: null,
      juryUid: null,
      text: body.text,
      canned: null,
    });
    this.publish(row);
    return toVo(row, {
      problems,
      teamNames: new Map([[team.id, team.name]]),
      questions: new Map(),
      read: new Set(),
      viewer: { kind: 'team', teamId: team.id },
    });
  }

  private async juryMessage(
    contest: ContestRow,
    juryUid: string,
    m: { replyToId: number | null; toTeamId: string | null; pid: number | null; text: string; canned?: string | null },
  ): Promise<ClarificationVo> {
    const problems = await this.problemsIn(contest.id, m.pid);
    const question = m.replyToId == null ? null : await this.deps.repo.byId(m.replyToId);
    if (m.replyToId != null && (!question || question.fromTeamId == null)) throw AppError.fail('clarification.notQuestion');
    const row = await this.deps.repo.insert({ cid: contest.id, fromTeamId: null, askerUid: null, juryUid, canned: null, ...m });
    if (question) {
      await this.deps.repo.markAnswered(question.id);
      this.publish(question);
    }
    this.publish(row);
    const questions = new Map(question ? [[question.id, question.text]] : []);
    return toVo(row, { problems, teamNames: new Map(), questions, read: new Set(), viewer: { kind: 'jury' } });
  }

  /** The contest's problem labels, after checking that `pid` (when given) is one of them. */
  private async problemsIn(cid: number, pid: number | null): Promise<Map<number, ProblemLabel>> {
    const problems = new Map((await this.deps.problems(cid)).map((p) => [Number(p.pid), p]));
    if (pid != null && !problems.has(pid)) throw AppError.fail('clarification.problemNotInContest');
    return problems;
  }

  private async context(
    cid: number,
    all: readonly ClarificationRow[],
    rows: readonly ClarificationRow[],
    viewer: ClarificationViewer,
    uid: string,
  ): Promise<MapContext> {
    const byId = new Map(all.map((r) => [r.id, r]));
    const questions = new Map<number, string>();
    for (const r of rows) {
      const q = r.replyToId == null ? undefined : byId.get(r.replyToId);
      if (q && toEveryone(r)) questions.set(q.id, q.text);
    }
    const [problems, teamNames, read] = await Promise.all([
      this.problemsIn(cid, null),
      teamNamesOf(this.deps.teams, cid, rows),
      viewer.kind === 'jury' ? Promise.resolve(new Set<number>()) : this.deps.repo.readIds(uid, cid),
    ]);
    return { problems, teamNames, questions, read, viewer };
  }

  private publish(row: ClarificationRow): void {
    this.deps.bus.publish(CONTEST_DESK_TOPIC, { cid: row.cid, kind: 'clarification', id: row.id } satisfies DeskChange);
  }
}
