import path from 'node:path';
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
  apiInfo?: () => unknown;
}

/** The event feed's log and the contest package export (module ccs), on the API's objects. */
export function buildCcsFeed(core: Core, parts: CcsFeedParts) {
  const ccsEvents = new CcsEventLog({
    repo: new CcsEventsRepository(core.database.db),
    objects: parts.objects,
    bus: parts.bus,
    submissions: parts.events,
    contestOfSubmission: parts.contestOfSubmission,
  });
  const ccsPackage = new CcsPackageService({
    objects: parts.objects,
    ccsEvents,
    scoreboard: parts.scoreboard,
    apiInfo: parts.apiInfo,
    publicDir: path.join(core.config.dataDir, 'public'),
  });
  return { ccsEvents, ccsPackage };
}
