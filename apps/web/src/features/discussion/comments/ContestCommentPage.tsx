import { useParams } from 'react-router';
import { CommentArea } from './CommentArea';

/** The contest shell's comment tab (`/contest/:contestID/comment`, spec 2 §2): the shared area with cid. */
export function ContestCommentPage() {
  const cid = Number(useParams().contestID);
  return Number.isInteger(cid) && cid > 0 ? <CommentArea cid={cid} /> : null;
}
