import { ContestStatus, type ContestVo, type VirtualParticipationVo, msToWireDate, parseWireDate } from '@verdict/shared';

/**
 * The contest as a virtual participant lives it (issue 24.1): moved into their window, so the
 * header's countdown, progress and state, the seal notice and the tabs run on the window's clock.
 * The server's `now` is kept: the shell's clock offset still follows the server.
 */
export function virtualContest(
  contest: ContestVo,
  window: Pick<VirtualParticipationVo, 'startTime' | 'endTime' | 'running'>,
): ContestVo {
  const shift = window.startTime - parseWireDate(contest.startTime);
  const moved = (wire: string | null) => {
    const ms = parseWireDate(wire);
    return Number.isFinite(ms) ? msToWireDate(ms + shift) : wire;
  };
  return {
    ...contest,
    startTime: msToWireDate(window.startTime) ?? contest.startTime,
    endTime: msToWireDate(window.endTime) ?? contest.endTime,
    sealRankTime: moved(contest.sealRankTime),
    status: window.running ? ContestStatus.Running : ContestStatus.Ended,
  };
}
