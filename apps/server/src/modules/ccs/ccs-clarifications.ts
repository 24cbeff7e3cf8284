import type { CcsViewer } from './ccs-viewer';

/** A clarification as the CCS reads it (ids are Verdict's, as strings; times in epoch ms). */
export interface CcsClarification {
  id: string;
  fromTeamId: string | null;
  toTeamId: string | null;
  replyToId: string | null;
  problemId: string | null;
  text: string;
  time: number;
}

/** What a clarification POST carries, checked for the poster's role by the route. */
export interface CcsClarificationPost {
  cid: number;
  /** The poster: a team's member, or a jury member (the CCS admin). */
  uid: string;
  fromTeamId: string | null;
  toTeamId: string | null;
  replyToId: string | null;
  problemId: string | null;
  text: string;
}

/**
 * The port the clarification desk (modules/clarification/) fills: the clarifications a viewer may
 * read, and the posting of a question (team) or an answer/announcement (jury); `CcsClarificationDesk`
 * fills it with the clarification service.
 */
export interface CcsClarifications {
  list(cid: number, viewer: CcsViewer): Promise<CcsClarification[]>;
  post(p: CcsClarificationPost): Promise<CcsClarification>;
}
