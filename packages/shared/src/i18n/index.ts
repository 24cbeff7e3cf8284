import { type Catalogue, type Lang, interpolate } from './catalogue';
import { accountMessages } from './account';
import { adminUserMessages } from './admin-user';
import { commonMessages } from './common';
import { contestMessages } from './contest';
import { discussionMessages } from './discussion';
import { judgeMessages } from './judge';
import { problemBankMessages } from './problem-bank';

export * from './catalogue';

/**
 * Every area's server messages. An area adds its catalogue file here; keys are
 * prefixed by area (`account.*`, `judge.*`) so catalogues never collide.
 */
const catalogues: Catalogue[] = [
  commonMessages,
  accountMessages,
  adminUserMessages,
  judgeMessages,
  problemBankMessages,
  contestMessages,
];

export function registerCatalogue(catalogue: Catalogue): void {
  if (!catalogues.includes(catalogue)) catalogues.push(catalogue);
}

export function translate(lang: Lang, key: string, params?: Record<string, unknown>): string {
  for (const c of catalogues) {
    const template = c[lang][key];
    if (template !== undefined) return interpolate(template, params);
  }
  return interpolate(key, params);
}

export function allCatalogues(): readonly Catalogue[] {
  return catalogues;
}
registerCatalogue(discussionMessages);
