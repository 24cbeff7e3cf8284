import path from 'node:path';
import { CCS_API_VERSION, CCS_API_VERSION_URL } from '@verdict/shared';
import type { Core } from '../core';
import type { SubmissionEvents } from '../infra/submission-events';
import type { EventBus } from '../infra/event-bus';
import type { CcsObjects, CcsViewer } from '../modules/ccs/ccs-objects';
import { CcsEventLog } from '../modules/ccs/ccs-events';
import { CcsEventsRepository } from '../modules/ccs/ccs-events.repository';
import { CcsPackageService } from '../modules/ccs/ccs-package';

export interface CcsFeedParts {
  objects: CcsObjects;
  events: SubmissionEvents;
  /** The contest desk's bus (CONTEST_DESK_TOPIC): Redis when scaled, else the in-process one the desk modules publish on. */
  bus: EventBus | null;
  /** The contest of a submission (the submission module's brief read). */
  contestOfSubmission: (submitId: number) => Promise<number | null>;
  scoreboard: (cid: number, viewer: CcsViewer) => Promise<unknown>;
  timing?: CcsFeedTiming;
}

export interface CcsFeedTiming {
  /** A newline on an idle feed after this long (the spec's bound is 120 s). */
  keepAliveMs?: number;
  /** Changes closer together than this are recomputed once. */
  coalesceMs?: number;
  /** An open feed's contest and state are re-read this often. */
  tickMs?: number;
}

/** The event feed's log and the contest package export (module ccs), on the API's objects. */
export function buildCcsFeed(core: Core, parts: CcsFeedParts) {
  const ccsEvents = new CcsEventLog({
    repo: new CcsEventsRepository(core.database.db),
    objects: parts.objects,
    bus: parts.bus,
    submissions: parts.events,
    contestOfSubmission: parts.contestOfSubmission,
    coalesceMs: parts.timing?.coalesceMs,
    tickMs: parts.timing?.tickMs,
  });
  const ccsPackage = new CcsPackageService({
    objects: parts.objects,
    ccsEvents,
    scoreboard: parts.scoreboard,
    apiInfo: () => ({ version: CCS_API_VERSION, version_url: CCS_API_VERSION_URL, provider: { name: 'Verdict' } }),
    publicDir: path.join(core.config.dataDir, 'public'),
  });
  return { ccsEvents, ccsPackage, ccsKeepAliveMs: parts.timing?.keepAliveMs };
}
