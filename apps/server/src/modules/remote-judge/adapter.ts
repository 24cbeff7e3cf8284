import type { JudgeStatusCode } from '@verdict/shared';

/**
 * The one interface every remote judge site implements (issue 25). An adapter knows a site's
 * pages, forms and JSON answers; it never holds accounts, queues or rows: the remote-judge service
 * lends it a logged-in session, stores what it returns and turns a `RemoteFailure` into status 10.
 */

/** Site keys as the spec writes them; problem ids are `<KEY>-<site id>` (HDU-1000, CF-1A, AC-abc001_a). */
export const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'AC', 'SPOJ', 'LIBRE'] as const;
export type RemoteOj = (typeof REMOTE_OJS)[number];

export interface RemoteAccount {
  username: string;
  password: string;
}

/**
 * One account's HTTP session on one site: every request goes to the adapter's base URL, sends the
 * account's cookies and stores the ones answered. `form` sends `application/x-www-form-urlencoded`.
 * Made by the service (a cookie jar per account, kept between submissions), given to the adapter.
 */
export interface RemoteSession {
  readonly account: RemoteAccount;
  readonly baseUrl: string;
  request(path: string, init?: RemoteRequestInit): Promise<RemoteResponse>;
}

export interface RemoteRequestInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  /** Do not follow redirects (login answers often say success by where they redirect). */
  manualRedirect?: boolean;
}

export interface RemoteResponse {
  status: number;
  /** Final URL after redirects (or the request URL with manualRedirect). */
  url: string;
  headers: Record<string, string>;
  text: string;
}

/** A problem as a site shows it; statements already in Markdown (HTML converted by the adapter). */
export interface RemoteProblem {
  /** The site's own id: `1000`, `1A`, `100001A`, `abc001_a`, `TEST`, `1`. */
  remoteId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  samples: Array<{ input: string; output: string }>;
  /** Absolute URLs of images the Markdown references; the service fetches, checks and stores them and rewrites the links. */
  images: string[];
}

export type RemotePoll =
  | { done: false; /** the site's own word while it judges, for the status page */ state?: string }
  | {
      done: true;
      status: JudgeStatusCode;
      timeMs: number;
      memoryKb: number;
      /** Compile output or the site's message, shown as the submission's error message. */
      message?: string;
    };

export interface RemoteContest {
  title: string;
  url: string;
  /** ISO 8601. */
  startTime: string;
  durationSeconds: number;
}

/** Why a site refused; the service writes status 10 with `message` as the error message. */
export type RemoteFailureKind =
  'credentials' | 'captcha' | 'banned' | 'unavailable' | 'timeout' | 'unknownVerdict' | 'notFound' | 'language' | 'refused';

export class RemoteFailure extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteFailure';
  }
}

export interface RemoteAdapter {
  readonly oj: RemoteOj;
  /** The real site; `REMOTE_JUDGE_<KEY>_URL` replaces it (tests point it at a local stand-in). */
  readonly defaultBaseUrl: string;
  /** Verdict language names this site takes, mapped to the site's own language id or name. */
  readonly languages: Readonly<Record<string, string>>;
  /** Logs the session's account in; throws RemoteFailure('credentials' | 'captcha' | 'banned' | …). */
  login(session: RemoteSession): Promise<void>;
  /** True when the session's cookies are still logged in (saves a login per submission). */
  isLoggedIn(session: RemoteSession): Promise<boolean>;
  /** Reads a problem page (no account needed on any of the seven sites; a session is passed anyway). */
  fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem>;
  /** Submits; answers the site's run id used to poll. */
  submit(session: RemoteSession, remoteId: string, language: string, code: string): Promise<{ runId: string }>;
  poll(session: RemoteSession, runId: string, remoteId: string): Promise<RemotePoll>;
  /** Upcoming contests for the home page (CF and AC only). */
  recentContests?(session: RemoteSession): Promise<RemoteContest[]>;
}
