import type { Actor } from '../../http/actor';

/** The contest problem a submission goes to, once the contest's rules allow the submit. */
export interface ContestSubmitTarget {
  pid: number;
  /** contest_problem id. */
  cpid: number;
  displayPid: string;
  gid: number | null;
  languages: string[];
  /**
   * A virtual participation (contest/virtual.service.ts): stored as a practice submission (cid 0,
   * so it never reaches the contest's board and counts), then `stored` links it to its window.
   */
  practice?: { stored(submitId: number): Promise<void> };
}

/** How one viewer sees the submissions of one contest (contract §2.4, §3 SubmissionInfoVO). */
export interface ContestView {
  /** Contest admins see every row and every field. */
  full: boolean;
  viewerUid: string | null;
  /** Other users' rows submitted at or after this time stay hidden (a sealed board); null hides none. */
  hideOthersFrom: number | null;
  /** The viewer's own rows submitted at or after this time show only Submitted Unknown Result (sealed OI); null: none. */
  unknownFrom: number | null;
  /** Other users' time, memory and length are hidden (the contest is running). */
  hideOthersFigures: boolean;
  /** The contest has ended (its failed-case data may be shown, see mayShowCaseData). */
  ended: boolean;
}

/**
 * What the submission module asks of contests: implemented by the contest module and wired in
 * wiring/ (the contest module depends on this one, so this one only knows the interface).
 */
export interface ContestScope {
  /** Resolves the display id to the contest problem and checks the contest's submit rules (throws when refused). */
  forSubmit(actor: Actor, cid: number, displayId: string): Promise<ContestSubmitTarget>;
  /** The viewer's view of the contest's submissions (throws when the viewer may not see the contest). */
  viewOf(actor: Actor | null, cid: number): Promise<ContestView>;
  /** Contest status marks of a user: ACM AC wins else latest; OI latest with score; -5 past the seal. */
  problemStatuses(
    actor: Actor,
    cid: number,
    pids: number[],
    containsEnd: boolean,
  ): Promise<Record<string, { status: number; score: number | null }>>;
  /** Whether the problem belongs to a contest that is running or scheduled (hidden and group ones too). */
  problemInLiveContest(pid: number): Promise<boolean>;
  /**
   * Of these practice submissions (cid 0), the ones of a virtual participation still running past its
   * contest's seal of own results (sealed OI): they show Submitted Unknown Result, as in the contest.
   */
  hiddenPractice(rows: Array<{ submitId: number; submitTime: number | string }>): Promise<Set<number>>;
  /**
   * An SQL expression over the submission list's `judge` row, not null when the row is a practice
   * submission linked to a virtual window (the contest module's table, its text): the list reads it
   * in its page statement — one round trip, the rows' own snapshot — and asks hiddenPractice of the
   * linked rows only. Undefined: the list asks of every practice row.
   */
  readonly practiceLinkSql?: string;
  /** A row as the view shows it: null when hidden, masked verdict past the seal, no figures of others while running. */
  showRow<T extends ViewedRow>(row: T, view: ContestView): T | null;
}

/** The fields of a submission row a contest view may hide or mask. */
export type ViewedRow = {
  uid: string;
  submitTime: number | string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number | null;
};
