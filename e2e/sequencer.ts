import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each e2e file took in a full run (2 workers beside the server suites, 2-core machine), for
 * the order of a run without vitest's cache of the last durations (a fresh clone): the longest first,
 * so that no long file starts last and runs on alone while the other workers are idle. Only the order
 * counts; a file missing here (a new one) goes first, as one that may be long.
 */
const SECONDS: Record<string, number> = {
  'contest-flow.e2e.ts': 213,
  'group.e2e.ts': 179,
  'a11y.e2e.ts': 134,
  'contest.e2e.ts': 123,
  'contest-admin.e2e.ts': 118,
  'admin-users.e2e.ts': 115,
  'community.e2e.ts': 108,
  'message.e2e.ts': 103,
  'group-contest.e2e.ts': 102,
  'discussion.e2e.ts': 90,
  'first-start.e2e.ts': 84,
  'training.e2e.ts': 77,
  'problem-admin.e2e.ts': 73,
  'judging.e2e.ts': 65,
  'home-rank.e2e.ts': 58,
  'details-and-phones.e2e.ts': 58,
  'problem-bank.e2e.ts': 53,
  'problem-editor.e2e.ts': 45,
  'contest-board.e2e.ts': 38,
  'screens.e2e.ts': 30,
  'theme.e2e.ts': 25,
  'account.e2e.ts': 22,
  'shell.e2e.ts': 15,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // vitest's own order first: its cache of the last run's durations, when there is one, decides ties.
    const sorted = await super.sort(files);
    const seconds = (f: TestSpecification) => SECONDS[path.basename(f.moduleId)] ?? Infinity;
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => seconds(b.f) - seconds(a.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
