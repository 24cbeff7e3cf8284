/** The ICPC Contest API's event feed (module ccs): logs per contest and audience, their heads, the last logged versions. */
export interface CcsTables {
  ccsFeed: { cid: number; feed: string; head: number; gmtModified: number };
  ccsEvent: {
    cid: number;
    feed: string;
    seq: number;
    type: string;
    /** null for a collection or singleton (contest, state). */
    objId: string | null;
    /** The object's JSON; null for a deletion. */
    data: string | null;
    gmtCreate: number;
  };
  /** `objKey`: the object's id, '' for a singleton; `hash`: of the JSON last logged. */
  ccsObject: { cid: number; feed: string; type: string; objKey: string; hash: string; seq: number };
}
