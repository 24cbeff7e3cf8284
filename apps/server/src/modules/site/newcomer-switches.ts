import type { SwitchConfig } from '@verdict/shared';
import type { SwitchService } from './switch.service';

/** The AC minimums of the switch config: to post, to comment or reply, to create a group. */
export interface AcMinimums {
  post: number;
  comment: number;
  group: number;
}

/**
 * The switches as newcomers meet them (issue 28.2): the AC minimums to post, comment and create a
 * group stay as configured, but a fresh site never asks for more solved problems than it has
 * (public problems outside groups, a port on the problem module): with 5 problems a minimum of 10
 * counts as 5, with none as 0. The configured values are what the admin form shows and saves.
 */
export class NewcomerSwitches {
  constructor(
    private readonly switches: Pick<SwitchService, 'get'>,
    private readonly solvableProblems: () => Promise<number>,
  ) {}

  async get(): Promise<SwitchConfig> {
    const sw = await this.switches.get();
    const configured = [
      sw.defaultCreateDiscussionACInitValue,
      sw.defaultCreateCommentACInitValue,
      sw.defaultCreateGroupACInitValue,
    ];
    if (configured.every((n) => n <= 0)) return sw;
    const have = await this.solvableProblems();
    const cap = (n: number) => Math.min(n, have);
    return {
      ...sw,
      defaultCreateDiscussionACInitValue: cap(sw.defaultCreateDiscussionACInitValue),
      defaultCreateCommentACInitValue: cap(sw.defaultCreateCommentACInitValue),
      defaultCreateGroupACInitValue: cap(sw.defaultCreateGroupACInitValue),
    };
  }

  /** What the forms tell a user before they write. */
  async acMinimums(): Promise<AcMinimums> {
    const sw = await this.get();
    return {
      post: Math.max(0, sw.defaultCreateDiscussionACInitValue),
      comment: Math.max(0, sw.defaultCreateCommentACInitValue),
      group: Math.max(0, sw.defaultCreateGroupACInitValue),
    };
  }
}
