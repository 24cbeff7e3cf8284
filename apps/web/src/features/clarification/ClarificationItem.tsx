import { Badge, Tag, Typography } from 'antd';
import type { ClarificationVo } from '@verdict/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from './format';

/** One clarification: what it is about, who it is from or to, when, its text; answers and the jury's form nest below. */
export function ClarificationItem({ c, jury, children }: { c: ClarificationVo; jury: boolean; children?: ReactNode }) {
  const { t, i18n } = useTranslation('clarification');
  const subject = c.problemDisplayId ? t('problem', { id: c.problemDisplayId }) : t('general');
  const audience =
    c.kind === 'question'
      ? jury
        ? t('from', { team: c.fromTeamName ?? c.fromTeamId })
        : t('yourQuestion')
      : c.toTeamId
        ? t('private')
        : t('toAll');
  return (
    <article
      className={`clar-item clar-${c.kind}${c.unread ? ' clar-unread' : ''}`}
      aria-label={t(`kind.${c.kind}`)}
      data-testid="clarification-item"
      data-kind={c.kind}
      data-id={c.id}
    >
      <header className="clar-head">
        {c.unread && <Badge status="processing" aria-label={t('unread')} data-testid="clarification-unread" />}
        <Tag color={c.kind === 'question' ? 'blue' : c.kind === 'answer' ? 'green' : 'gold'}>{t(`kind.${c.kind}`)}</Tag>
        <Tag>{subject}</Tag>
        <Typography.Text type="secondary">{audience}</Typography.Text>
        {c.kind === 'question' && (
          <Tag color={c.answered ? 'default' : 'red'} data-testid="clarification-state">
            {c.answered ? t('answered') : t('waiting')}
          </Tag>
        )}
        <time className="clar-time" dateTime={new Date(c.time).toISOString()}>
          {dayjs(c.time).format('MM-DD HH:mm:ss')}
        </time>
      </header>
      {c.question && (
        <blockquote className="clar-quote" data-testid="clarification-question">
          {c.question}
        </blockquote>
      )}
      <div className="clar-text" lang={c.canned ? i18n.language : undefined} data-testid="clarification-text">
        {textOf(c, i18n.language)}
      </div>
      {children}
    </article>
  );
}
