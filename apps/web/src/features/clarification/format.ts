import { CANNED_ANSWERS, type ClarificationVo } from '@verdict/shared';

/** The first characters of a text, on one line. */
export const excerpt = (text: string, max = 120): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A clarification's text in the reader's language: canned answers are translated, the rest shown as written. */
export const textOf = (c: Pick<ClarificationVo, 'text' | 'canned'>, language: string): string =>
  c.canned ? CANNED_ANSWERS[c.canned][language === 'en' ? 'en' : 'zh-CN'] : c.text;

/** Questions with their answers below them; answers whose question the viewer cannot read stand alone. */
export function threads(items: ClarificationVo[]): Array<{ top: ClarificationVo; answers: ClarificationVo[] }> {
  const questions = new Set(items.filter((i) => i.kind === 'question').map((i) => i.id));
  const answers = new Map<number, ClarificationVo[]>();
  for (const i of items)
    if (i.replyToId != null && questions.has(i.replyToId))
      answers.set(
        i.replyToId,
        [...(answers.get(i.replyToId) ?? []), i].sort((a, b) => a.id - b.id),
      );
  return items
    .filter((i) => !(i.replyToId != null && questions.has(i.replyToId)))
    .map((top) => ({ top, answers: answers.get(top.id) ?? [] }));
}
