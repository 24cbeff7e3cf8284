import { type Catalogue, type Lang, interpolate } from './catalogue';
import { accountMessages } from './account';
import { balloonMessages } from './balloon';
import { similarityMessages } from './similarity';
import { remoteJudgeMessages } from './remote-judge';
import { adminUserMessages } from './admin-user';
import { clarificationMessages } from './clarification';
import { commonMessages } from './common';
import { contestMessages } from './contest';
import { discussionMessages } from './discussion';
import { groupContentMessages } from './group-content';
import { groupMessages } from './group';
import { homeMessages } from './home';
import { judgeMessages } from './judge';
import { messageMessages } from './message';
import { problemBankMessages } from './problem-bank';
import { ratingMessages } from './rating';
import { teamMessages } from './team';
import { trainingMessages } from './training';
import { virtualMessages } from './virtual';

export * from './catalogue';

/**
 * Every area's server messages. An area adds its catalogue file here; keys are
 * prefixed by area (`account.*`, `judge.*`) so catalogues never collide.
 * `scripts/check-message-keys.ts` (npm run lint) fails on a key no source uses.
 */
const catalogues = [
  commonMessages,
  accountMessages,
  adminUserMessages,
  judgeMessages,
  problemBankMessages,
  contestMessages,
  discussionMessages,
  messageMessages,
  trainingMessages,
  homeMessages,
  groupMessages,
  groupContentMessages,
  teamMessages,
  clarificationMessages,
  balloonMessages,
  virtualMessages,
  ratingMessages,
  similarityMessages,
  remoteJudgeMessages,
] as const;

/** A key of the message catalogue: a misspelt key is a type error wherever a message is named. */
export type MessageKey = KeysOf<(typeof catalogues)[number]>;
type KeysOf<C> = C extends Catalogue<infer K> ? K : never;

export function translate(lang: Lang, key: MessageKey, params?: Record<string, unknown>): string {
  for (const c of catalogues as readonly Catalogue[]) {
    const template = c[lang][key];
    if (template !== undefined) return interpolate(template, params);
  }
  return interpolate(key, params);
}

export function allCatalogues(): readonly Catalogue[] {
  return catalogues;
}
