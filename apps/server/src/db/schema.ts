import type { AccountTables } from './tables/account';
import type { SiteTables } from './tables/site';
import type { ProblemTables } from './tables/problem';
import type { JudgingTables } from './tables/judging';
import type { ContestTables } from './tables/contest';
import type { TrainingTables } from './tables/training';
import type { DiscussionTables } from './tables/discussion';
import type { MessageTables } from './tables/message';
import type { GroupTables } from './tables/group';
import type { TeamTables } from './tables/team';
import type { ClarificationTables } from './tables/clarification';
import type { BalloonTables } from './tables/balloon';
import type { SimilarityTables } from './tables/similarity';
import type { CcsTables } from './tables/ccs';
import type { ContestVirtualTables } from './tables/contest-virtual';
import type { ContestBoardTables } from './tables/contest-board';
import type { RatingTables } from './tables/rating';
import type { VerificationTables } from './tables/verification';
import type { RemoteJudgeTables } from './tables/remote-judge';

export type { UserInfoTable } from './tables/account';
export type { FileTable } from './tables/site';
export type { LanguageTable, ProblemTable, ProblemCaseTable } from './tables/problem';
export type { JudgeTable, JudgeCaseTable, JudgeHostTable } from './tables/judging';
export type { ContestTable, ContestProblemTable, ContestAnnouncementTable, ContestPrintTable } from './tables/contest';
export type { TrainingTable } from './tables/training';
export type { DiscussionTable } from './tables/discussion';
export type { MsgRemindTable, AdminSysNoticeTable, UserSysNoticeTable } from './tables/message';
export type { GroupTable } from './tables/group';
export type { TeamTable, TeamMemberTable, TeamOrganizationTable, TeamGroupTable } from './tables/team';

/**
 * Table types, one file per owning area under tables/, camelCase (CamelCasePlugin maps to snake_case columns).
 * Times are epoch milliseconds, booleans 0/1 integers, JSON as text (see dialect.ts).
 */
export interface Database
  extends
    AccountTables,
    SiteTables,
    ProblemTables,
    JudgingTables,
    ContestTables,
    TrainingTables,
    DiscussionTables,
    MessageTables,
    GroupTables,
    TeamTables,
    ClarificationTables,
    BalloonTables,
    CcsTables,
    ContestVirtualTables,
    ContestBoardTables,
    RatingTables,
    SimilarityTables,
    VerificationTables,
    RemoteJudgeTables {}
