import { type DashboardInfo, type Lang, parseWireDate, translate } from '@verdict/shared';

const DAY_MS = 86_400_000;
/** Spec 3 §2: the dashboard shows the contests of the recent 14 days. */
const RECENT_CONTEST_DAYS = 14;

export interface JudgeState {
  status: 'ok' | 'unavailable';
  reason: string | null;
  workers: number;
  active: number;
}

/** What the dashboard reads from other modules (ports; wiring/ passes the owners' services). */
export interface DashboardSources {
  userCount(): Promise<number>;
  submissionsSince(since: number): Promise<number>;
  /** Visible contests, newest first, as the contest list sends them (wire dates). */
  contests(): Promise<Array<{ id: number; title: string; startTime: string; endTime: string; type: number }>>;
  judge(): JudgeState;
  mailConfigured(): Promise<boolean>;
}

/** Start of today in the server's time zone. */
const startOfToday = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** The back-office home: figures, recent contests and the system notice. */
export class DashboardService {
  constructor(private readonly src: DashboardSources) {}

  async info(lang: Lang, now = Date.now()): Promise<DashboardInfo> {
    const [userNum, todayJudgeNum, contests, notices] = await Promise.all([
      this.src.userCount(),
      this.src.submissionsSince(startOfToday(now)),
      this.contests(),
      this.notices(lang),
    ]);
    const since = now - RECENT_CONTEST_DAYS * DAY_MS;
    const recentContests = contests.filter((c) => c.startTime >= since || c.endTime >= since);
    const judge = this.src.judge();
    return {
      userNum,
      todayJudgeNum,
      recentContestNum: recentContests.length,
      recentContests,
      judgesOnline: judge.status === 'ok' ? 1 : 0,
      judgeWorkers: judge.workers,
      notices,
    };
  }

  /** The contests with epoch-ms times. */
  private async contests() {
    return (await this.src.contests()).map((c) => ({
      id: c.id,
      title: c.title,
      type: c.type,
      startTime: parseWireDate(c.startTime),
      endTime: parseWireDate(c.endTime),
    }));
  }

  /**
   * The hourly system notice (spec 3 §2): what needs the administrator's attention now. The
   * client refreshes it every hour while the dashboard is open.
   */
  async notices(lang: Lang): Promise<DashboardInfo['notices']> {
    const out: DashboardInfo['notices'] = [];
    const judge = this.src.judge();
    if (judge.status !== 'ok')
      out.push({ level: 'warning', text: translate(lang, 'admin.notice.judgeDown', { reason: judge.reason ?? '' }) });
    if (!(await this.src.mailConfigured())) out.push({ level: 'warning', text: translate(lang, 'admin.notice.mailMissing') });
    if (out.length === 0) out.push({ level: 'info', text: translate(lang, 'admin.notice.allGood') });
    return out;
  }
}
