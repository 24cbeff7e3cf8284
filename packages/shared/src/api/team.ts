import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Teams of a team contest (issue 23.1): teams (1–3 members), organisations (schools, with a logo),
 * groups (categories with separate rankings). The contest's admins (ContestAccess: root, the
 * author, a group contest's group admins) manage them; contestants register a team before the end.
 */

export const TeamLimits = {
  nameMax: 64,
  formalNameMax: 255,
  locationMax: 64,
  membersMin: 1,
  membersMax: 3,
  /** Teams one import or one generation makes at most. */
  batchMax: 2000,
  csvMaxBytes: 1024 * 1024,
} as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const name = () => text(TeamLimits.nameMax).min(1, 'is required');
const optionalText = (max: number) => z.preprocess(emptyToUndefined, text(max).optional().nullable()).transform((v) => v || null);
const optionalId = () => z.preprocess(emptyToUndefined, idLike().nullable().optional()).transform((v) => v ?? null);
const cidQuery = z.object({ cid: idLike() });
const idQuery = z.object({ cid: idLike(), id: idLike() });

export const teamMemberVo = z.object({ uid: z.string(), username: z.string() });
export const teamVo = z.object({
  id: z.number(),
  cid: z.number(),
  name: z.string(),
  organizationId: z.number().nullable(),
  /** The organisation's name (null without one). */
  organizationName: z.string().nullable(),
  groupId: z.number().nullable(),
  location: z.string().nullable(),
  star: z.boolean(),
  members: z.array(teamMemberVo),
  gmtCreate: z.string().nullable(),
});
export type TeamVo = z.infer<typeof teamVo>;

export const teamOrganizationVo = z.object({
  id: z.number(),
  cid: z.number(),
  name: z.string(),
  formalName: z.string().nullable(),
  /** ISO 3166-1 alpha-3 (upper case). */
  country: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type TeamOrganizationVo = z.infer<typeof teamOrganizationVo>;

export const teamGroupVo = z.object({ id: z.number(), cid: z.number(), name: z.string(), hidden: z.boolean() });
export type TeamGroupVo = z.infer<typeof teamGroupVo>;

/** Everything of a contest's teams at once (the admin page). */
export const contestTeamsVo = z.object({
  teamContest: z.boolean(),
  teams: z.array(teamVo),
  organizations: z.array(teamOrganizationVo),
  groups: z.array(teamGroupVo),
});
export type ContestTeamsVo = z.infer<typeof contestTeamsVo>;

const members = z
  .array(z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'))
  .min(TeamLimits.membersMin, `needs ${TeamLimits.membersMin}–${TeamLimits.membersMax} members`)
  .max(TeamLimits.membersMax, `needs ${TeamLimits.membersMin}–${TeamLimits.membersMax} members`);

export const teamBody = z.object({
  cid: idLike(),
  name: name(),
  /** Usernames, 1–3. */
  members,
  organizationId: optionalId(),
  groupId: optionalId(),
  location: optionalText(TeamLimits.locationMax),
  star: z.preprocess(emptyToUndefined, boolLike().optional()).transform((v) => v ?? false),
});
export type TeamBody = z.infer<typeof teamBody>;

export const teamOrganizationBody = z.object({
  cid: idLike(),
  name: name(),
  formalName: optionalText(TeamLimits.formalNameMax),
  country: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter country code')
        .optional()
        .nullable(),
    )
    .transform((v) => (v ? v.toUpperCase() : null)),
});
export type TeamOrganizationBody = z.infer<typeof teamOrganizationBody>;

export const teamGroupBody = z.object({
  cid: idLike(),
  name: name(),
  hidden: z.preprocess(emptyToUndefined, boolLike().optional()).transform((v) => v ?? false),
});
export type TeamGroupBody = z.infer<typeof teamGroupBody>;

const ADMIN = '/api/admin/contest/team';

export const adminGetContestTeams = endpoint({
  method: 'GET',
  path: `${ADMIN}/list`,
  auth: 'login',
  query: cidQuery,
  data: contestTeamsVo,
});
export const adminAddTeam = endpoint({ method: 'POST', path: ADMIN, auth: 'login', body: teamBody, data: teamVo });
export const adminUpdateTeam = endpoint({
  method: 'PUT',
  path: ADMIN,
  auth: 'login',
  body: teamBody.extend({ id: idLike() }),
  data: teamVo,
});
export const adminDeleteTeam = endpoint({ method: 'DELETE', path: ADMIN, auth: 'login', query: idQuery });

export const adminAddTeamOrganization = endpoint({
  method: 'POST',
  path: `${ADMIN}/organization`,
  auth: 'login',
  body: teamOrganizationBody,
  data: teamOrganizationVo,
});
export const adminUpdateTeamOrganization = endpoint({
  method: 'PUT',
  path: `${ADMIN}/organization`,
  auth: 'login',
  body: teamOrganizationBody.extend({ id: idLike() }),
  data: teamOrganizationVo,
});
export const adminDeleteTeamOrganization = endpoint({
  method: 'DELETE',
  path: `${ADMIN}/organization`,
  auth: 'login',
  query: idQuery,
});
/** Multipart field `file`: a GIF, JPEG, PNG, WebP or BMP checked by content (≤ 2 MB); replaces the logo. */
export const adminUploadTeamOrganizationLogo = endpoint({
  method: 'POST',
  path: `${ADMIN}/organization/logo`,
  auth: 'login',
  query: idQuery,
  multipart: true,
  data: teamOrganizationVo,
});

export const adminAddTeamGroup = endpoint({
  method: 'POST',
  path: `${ADMIN}/group`,
  auth: 'login',
  body: teamGroupBody,
  data: teamGroupVo,
});
export const adminUpdateTeamGroup = endpoint({
  method: 'PUT',
  path: `${ADMIN}/group`,
  auth: 'login',
  body: teamGroupBody.extend({ id: idLike() }),
  data: teamGroupVo,
});
export const adminDeleteTeamGroup = endpoint({ method: 'DELETE', path: `${ADMIN}/group`, auth: 'login', query: idQuery });

/** One CSV line that was refused: `line` counts from 1 in the file as sent (a header line included). */
export const teamImportError = z.object({ line: z.number(), msg: z.string() });
export type TeamImportError = z.infer<typeof teamImportError>;

/**
 * CSV text, UTF-8, an optional header line: `team name, organisation, members (usernames separated
 * by spaces or semicolons), location, group`. Missing organisations and groups are created. Every
 * line is checked first: any bad line refuses the import (HTTP 400, data: TeamImportError[]) and
 * nothing is written.
 */
export const adminImportTeams = endpoint({
  method: 'POST',
  path: `${ADMIN}/import`,
  auth: 'login',
  body: z.object({ cid: idLike(), csv: z.string().min(1, 'is required').max(TeamLimits.csvMaxBytes, 'is too large') }),
  bodyLimit: TeamLimits.csvMaxBytes + 64 * 1024,
  data: z.object({ created: z.number() }),
});

/**
 * Team accounts by the contest's account rule (openAccountLimit / accountLimitRule): one account
 * and one team per number (and per extra name) not taken yet, named after the account. Answers the
 * usernames and passwords once, as CSV (`team,username,password`).
 */
export const adminGenerateTeams = endpoint({
  method: 'POST',
  path: `${ADMIN}/generate`,
  auth: 'login',
  body: z.object({ cid: idLike(), groupId: optionalId(), organizationId: optionalId() }),
  data: z.object({ created: z.number(), csv: z.string() }),
});

/** A contestant registers a team: they are one of its members; every member exists and is free in this contest. */
export const registerTeam = endpoint({
  method: 'POST',
  path: '/api/contest/team/register',
  auth: 'login',
  body: z.object({
    cid: idLike(),
    name: name(),
    members,
    /** An organisation's name: an existing one of the contest, or a new one. */
    organization: optionalText(TeamLimits.nameMax),
    /** The contest's password (a protected contest). */
    password: optionalText(64),
  }),
  data: teamVo,
});

/** The caller's team in a contest, or null. */
export const getMyTeam = endpoint({
  method: 'GET',
  path: '/api/contest/team/mine',
  auth: 'login',
  query: cidQuery,
  data: teamVo.nullable(),
});

/** A team as the boards show it: its row's uid (`key`), organisation with its logo, members; visible categories only. */
export const boardTeamVo = z.object({
  key: z.string(),
  id: z.number(),
  name: z.string(),
  organization: z.object({ name: z.string(), formalName: z.string().nullable(), logoUrl: z.string().nullable() }).nullable(),
  members: z.array(z.object({ username: z.string() })),
  groupIds: z.array(z.number()),
  star: z.boolean(),
});
export type BoardTeamVo = z.infer<typeof boardTeamVo>;
/** A category (team group) with its own ranking; hidden ones reach the contest's admins only. */
export const boardCategoryVo = z.object({ id: z.number(), name: z.string(), hidden: z.boolean() });
export type BoardCategoryVo = z.infer<typeof boardCategoryVo>;
export const contestBoardTeamsVo = z.object({
  teamContest: z.boolean(),
  categories: z.array(boardCategoryVo),
  teams: z.array(boardTeamVo),
});
export type ContestBoardTeamsVo = z.infer<typeof contestBoardTeamsVo>;

/**
 * The teams and categories of a team contest's boards, for whoever may see its board (inside, or
 * outside when the contest opens it): hidden categories, and teams' memberships in them, only for its admins.
 */
export const getContestBoardTeams = endpoint({
  method: 'GET',
  path: '/api/contest/team/board',
  auth: 'opt',
  query: cidQuery,
  data: contestBoardTeamsVo,
});
