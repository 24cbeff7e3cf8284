import { z } from 'zod';
import { endpoint } from './endpoint';

const flag = z.boolean();
const count = z.number().int().min(0).max(1_000_000);
const accounts = z.array(z.string().max(255)).max(100);

/** SwitchConfigDTO (contract §2.13): site feature switches and limits. */
export const switchConfig = z.object({
  openPublicDiscussion: flag,
  openGroupDiscussion: flag,
  openContestComment: flag,
  openPublicJudge: flag,
  openGroupJudge: flag,
  openContestJudge: flag,
  hideNonContestSubmissionCode: flag,
  defaultSubmitInterval: count,
  defaultCreateGroupDailyLimit: count,
  defaultCreateGroupLimit: count,
  defaultCreateGroupACInitValue: count,
  defaultCreateDiscussionDailyLimit: count,
  defaultCreateDiscussionACInitValue: count,
  defaultCreateCommentACInitValue: count,
  hduUsernameList: accounts,
  hduPasswordList: accounts,
  cfUsernameList: accounts,
  cfPasswordList: accounts,
  pojUsernameList: accounts,
  pojPasswordList: accounts,
  atcoderUsernameList: accounts,
  atcoderPasswordList: accounts,
  spojUsernameList: accounts,
  spojPasswordList: accounts,
  libreojUsernameList: accounts,
  libreojPasswordList: accounts,
});
export type SwitchConfig = z.infer<typeof switchConfig>;

/** The contract's defaults (§2.13); the one place they are written down. */
export const SWITCH_DEFAULTS: SwitchConfig = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: [],
  cfPasswordList: [],
  pojUsernameList: [],
  pojPasswordList: [],
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
};

const systemAdmin = { auth: 'login', permission: 'system_info_admin' } as const;
export const getSwitchInfo = endpoint({
  method: ['GET', 'POST', 'PUT', 'DELETE'],
  path: '/api/admin/switch/info',
  ...systemAdmin,
  data: switchConfig,
});
/** A patch: fields left out keep their stored value. */
export const updateSwitch = endpoint({
  method: 'PUT',
  path: '/api/admin/switch/update',
  ...systemAdmin,
  body: switchConfig.partial(),
});
