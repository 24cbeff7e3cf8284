import { CANNED_ANSWERS, type ClarificationVo } from '@verdict/shared';

/** The first characters of a text, on one line. */
export const excerpt = (text: string, max = 120): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A clarification's text in the reader's language: canned answers are translated, the rest shown as written. */
export const textOf = (c: Pick<ClarificationVo, 'text' | 'canned'>, language: string): string =>
  c.canned ? CANNED_ANSWERS[c.canned][language === 'en' ? 'en' : 'zh-CN'] : c.text;
