import type { Generated } from 'kysely';

/** Discussions, their categories, comments, replies, likes and reports (module discussion). */
export interface DiscussionTables {
  category: { id: Generated<number>; name: string; gmtCreate: number; gmtModified: number };
  discussion: DiscussionTable;
  comment: {
    id: Generated<number>;
    cid: number | null;
    did: number | null;
    content: string;
    fromUid: string;
    likeNum: number;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
  reply: {
    id: Generated<number>;
    commentId: number;
    fromUid: string;
    toUid: string | null;
    content: string;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
  discussionLike: { id: Generated<number>; did: number; uid: string; gmtCreate: number };
  commentLike: { id: Generated<number>; cid: number; uid: string; gmtCreate: number };
  discussionReport: {
    id: Generated<number>;
    did: number;
    reporter: string;
    content: string | null;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
}

export interface DiscussionTable {
  id: Generated<number>;
  categoryId: number | null;
  title: string;
  description: string | null;
  content: string;
  /** The problem's display id (problemId) for problem discussions. */
  pid: string | null;
  uid: string;
  author: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: number;
  status: number;
  gid: number | null;
  gmtCreate: number;
  gmtModified: number;
}
