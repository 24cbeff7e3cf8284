/** Board snapshots (module contest, contest/board-snapshot*.ts; migration 034). */
export interface ContestBoardTables {
  contestBoardSnapshot: {
    cid: number;
    takenAt: number;
    rowCount: number;
    withScores: number;
    payload: Uint8Array;
    gmtCreate: number;
  };
}
