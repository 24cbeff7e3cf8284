import { ContestAuth, ContestStatus, type Lang, type TeamImportError, TeamLimits, type TeamVo } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { CsvError, csvLine, readCsv } from '../../infra/spreadsheet';
import { randomPassword } from '../account/user-jobs';
import type { UserBatchService } from '../account/user-batch.service';
import type { UserDirectory } from '../account/user-directory';
import type { ContestAccess } from '../contest/contest-access';
import type { ContestRoster } from '../contest/contest-roster';
import { parseAccountRule, statusOf } from '../contest/contest.policy';
import { memberProblem, uidsByUsername } from './team-rules';
import type { TeamRepository } from './team.repository';
import type { TeamService } from './team.service';

export interface TeamBatchDeps {
  repo: TeamRepository;
  access: Pick<ContestAccess, 'admin' | 'visible'>;
  roster: Pick<ContestRoster, 'nonCounting' | 'enroll'>;
  users: Pick<UserDirectory, 'uidsOf' | 'byUids'>;
  userBatch: Pick<UserBatchService, 'check' | 'write'>;
  teams: TeamService;
}

interface ImportLine {
  line: number;
  name: string;
  organization: string;
  members: string[];
  location: string;
  group: string;
}

const HEADER = /^(team|team ?name|name|队名|队伍名称)$/i;

/** Registration by contestants, CSV import and generated team accounts. */
export class TeamBatchService {
  constructor(private readonly deps: TeamBatchDeps) {}

  /** A contestant registers a team they are a member of; members become the contest's registered participants. */
  async register(
    actor: Actor,
    body: { cid: number; name: string; members: string[]; organization: string | null; password: string | null },
  ): Promise<TeamVo> {
    const { repo, teams } = this.deps;
    const contest = await teams.teamContest(actor, body.cid);
    if (statusOf(contest, Date.now()) === ContestStatus.Ended) throw AppError.fail('team.registerEnded');
    if (contest.auth !== ContestAuth.Public && contest.pwd !== body.password) throw AppError.fail('contest.wrongPassword');
    if (!body.members.includes(actor.username)) throw AppError.fail('team.notMember');
    if ((await repo.teamIdOf(contest.id, actor.uid)) !== undefined) throw AppError.fail('team.alreadyInTeam');
    if (await repo.teamByName(contest.id, body.name)) throw AppError.fail('team.nameTaken', { name: body.name });
    const checked = await memberProblem(this.deps, contest, body.members, null);
    if ('error' in checked) throw checked.error;
    const id = await teams.write(body.name, () =>
      repo.transaction(async (trx) => {
        let organizationId: number | null = null;
        if (body.organization) {
          const org = await repo.organizationByName(contest.id, body.organization, trx);
          organizationId = org
            ? Number(org.id)
            : await repo.insertOrganization(contest.id, { name: body.organization, formalName: null, country: null }, trx);
        }
        const values = { name: body.name, organizationId, groupId: null, location: null, star: 0, uid: actor.uid };
        return repo.insertTeam(trx, contest.id, values, checked.uids);
      }),
    );
    await this.deps.roster.enroll(contest.id, checked.uids);
    teams.publish(contest.id, 'team', id);
    return (await teams.teamVos([(await repo.team(contest.id, id))!]))[0]!;
  }

  /** The caller's team in a contest, or null. */
  async mine(actor: Actor, cid: number): Promise<TeamVo | null> {
    await this.deps.access.visible(actor, cid);
    const id = await this.deps.repo.teamIdOf(cid, actor.uid);
    if (id === undefined) return null;
    return (await this.deps.teams.teamVos([(await this.deps.repo.team(cid, id))!]))[0]!;
  }

  /** Every line checked first; one bad line refuses the file (data: the errors by line) and nothing is written. */
  async importCsv(actor: Actor, cid: number, csv: string): Promise<{ created: number }> {
    const contest = await this.deps.access.admin(actor, cid);
    const { repo } = this.deps;
    const lines = parseLines(csv);
    if (lines.length === 0) throw AppError.fail('team.importEmpty');
    if (lines.length > TeamLimits.batchMax) throw AppError.fail('team.importTooMany', { count: TeamLimits.batchMax });
    const errors: TeamImportError[] = [];
    const known = await uidsByUsername(
      this.deps.users,
      lines.flatMap((l) => l.members),
    );
    const names = new Set<string>();
    const usedUids = new Set<string>();
    const good: Array<ImportLine & { uids: string[] }> = [];
    for (const l of lines) {
      const bad = (msg: string) => errors.push({ line: l.line, msg });
      if (l.name === '' && l.members.length === 0) {
        bad('team.csvLine');
        continue;
      }
      if (!l.name || l.name.length > TeamLimits.nameMax) bad(`team name: 1–${TeamLimits.nameMax} characters`);
      else if (names.has(l.name) || (await repo.teamByName(cid, l.name))) bad(`team name ${l.name} is taken`);
      if (l.organization.length > TeamLimits.nameMax) bad(`organisation: at most ${TeamLimits.nameMax} characters`);
      if (l.location.length > TeamLimits.locationMax) bad(`location: at most ${TeamLimits.locationMax} characters`);
      if (l.group.length > TeamLimits.nameMax) bad(`group: at most ${TeamLimits.nameMax} characters`);
      if (l.members.length < TeamLimits.membersMin || l.members.length > TeamLimits.membersMax)
        bad(`members: ${TeamLimits.membersMin}–${TeamLimits.membersMax} usernames`);
      names.add(l.name);
      const checked = await memberProblem(this.deps, contest, l.members, null, known);
      if ('error' in checked) {
        bad(`${checked.error.key} ${JSON.stringify(checked.error.params ?? {})}`);
        continue;
      }
      const twice = checked.uids.find((u) => usedUids.has(u));
      if (twice) bad(`member ${l.members[checked.uids.indexOf(twice)]} is in another line`);
      for (const u of checked.uids) usedUids.add(u);
      if (errors.every((e) => e.line !== l.line)) good.push({ ...l, uids: checked.uids });
    }
    if (errors.length > 0)
      throw new AppError(400, 'team.importBad', { count: new Set(errors.map((e) => e.line)).size }, 400, errors);
    const ids = await this.deps.teams.write(good[0]!.name, () =>
      repo.transaction(async (trx) => {
        const orgs = new Map<string, number>();
        const groups = new Map<string, number>();
        const out: number[] = [];
        for (const l of good) {
          let organizationId: number | null = null;
          if (l.organization) {
            organizationId =
              (orgs.get(l.organization) ?? Number((await repo.organizationByName(cid, l.organization, trx))?.id ?? 0)) ||
              (await repo.insertOrganization(cid, { name: l.organization, formalName: null, country: null }, trx));
            orgs.set(l.organization, organizationId);
          }
          let groupId: number | null = null;
          if (l.group) {
            groupId =
              (groups.get(l.group) ?? Number((await repo.groupByName(cid, l.group, trx))?.id ?? 0)) ||
              (await repo.insertGroup(cid, { name: l.group, hidden: 0 }, trx));
            groups.set(l.group, groupId);
          }
          const values = { name: l.name, organizationId, groupId, location: l.location || null, star: 0, uid: null };
          out.push(await repo.insertTeam(trx, cid, values, l.uids));
        }
        return out;
      }),
    );
    await this.deps.roster.enroll(
      cid,
      good.flatMap((l) => l.uids),
    );
    for (const id of ids) this.deps.teams.publish(cid, 'team', id);
    return { created: ids.length };
  }

  /** One account and one team per free name of the contest's account rule; the passwords are answered once, as CSV. */
  async generate(
    actor: Actor,
    lang: Lang,
    body: { cid: number; groupId: number | null; organizationId: number | null },
  ): Promise<{ created: number; csv: string }> {
    const contest = await this.deps.access.admin(actor, body.cid);
    if (!toBool(contest.openAccountLimit)) throw AppError.fail('team.accountRuleOff');
    const rule = parseAccountRule(contest.accountLimitRule);
    if ('error' in rule) throw AppError.fail('team.accountRuleBad', { reason: rule.error });
    if (body.groupId !== null && !(await this.deps.repo.group(contest.id, body.groupId)))
      throw AppError.fail('team.groupNotFound');
    if (body.organizationId !== null && !(await this.deps.repo.organization(contest.id, body.organizationId)))
      throw AppError.fail('team.organizationNotFound');
    const wanted: string[] = [];
    for (let n = rule.start; n <= rule.end && wanted.length <= TeamLimits.batchMax; n++)
      wanted.push(`${rule.prefix}${n}${rule.suffix}`);
    wanted.push(...rule.extra);
    if (wanted.length > TeamLimits.batchMax) throw AppError.fail('team.importTooMany', { count: TeamLimits.batchMax });
    const existing = await uidsByUsername(this.deps.users, wanted);
    const fresh = [...new Set(wanted)].filter((u) => !existing.has(u));
    if (fresh.length === 0) throw AppError.fail('team.nothingToGenerate');
    const accounts = fresh.map((username) => ({ username, password: randomPassword(10) }));
    const valid = await this.deps.userBatch.check(
      lang,
      accounts.map((a) => [a.username, a.password]),
    );
    await this.deps.userBatch.write(lang, valid);
    const uids = await uidsByUsername(this.deps.users, fresh);
    const { repo } = this.deps;
    const ids = await this.deps.teams.write(fresh[0]!, () =>
      repo.transaction(async (trx) => {
        const out: number[] = [];
        for (const a of accounts) {
          const values = {
            name: a.username,
            organizationId: body.organizationId,
            groupId: body.groupId,
            location: null,
            star: 0,
            uid: null,
          };
          out.push(await repo.insertTeam(trx, contest.id, values, [uids.get(a.username)!]));
        }
        return out;
      }),
    );
    await this.deps.roster.enroll(contest.id, [...uids.values()]);
    for (const id of ids) this.deps.teams.publish(contest.id, 'team', id);
    const csv = [['team', 'username', 'password'], ...accounts.map((a) => [a.username, a.username, a.password])]
      .map(csvLine)
      .join('\r\n');
    return { created: ids.length, csv: `${csv}\r\n` };
  }
}

/** The file's team lines (a header line left out): name, organisation, members, location, group. */
function parseLines(csv: string): ImportLine[] {
  let records: Array<{ cells: string[]; line: number }>;
  try {
    records = readCsv(csv);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    throw new AppError(400, 'team.importBad', { count: 1 }, 400, [{ line: err.line, msg: err.reason }]);
  }
  if (records.length > 0 && HEADER.test(records[0]!.cells[0] ?? '')) records = records.slice(1);
  return records.map(({ cells: record, line }) => ({
    line,
    name: record[0] ?? '',
    organization: record[1] ?? '',
    members: (record[2] ?? '').split(/[\s;|]+/).filter(Boolean),
    location: record[3] ?? '',
    group: record[4] ?? '',
  }));
}
