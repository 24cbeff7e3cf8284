import { Alert, Button, Card, Empty, Result, Skeleton, Space } from 'antd';
import type { ClarificationDesk, ClarificationVo } from '@verdict/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { useAnnounce, useAsk, useDesk, useMarkRead } from './api';
import { AnswerForm } from './AnswerForm';
import { ClarificationItem } from './ClarificationItem';
import { threads } from './format';
import { ProblemTextForm } from './ProblemTextForm';
import './clarification.css';

/** `/contest/:contestID/clarifications`: the contestant's questions and the jury's answers, or the jury's queue. */
export function ClarificationsPage() {
  const { t } = useTranslation('clarification');
  const cid = Number(useParams().contestID);
  const desk = useDesk(cid);
  if (desk.isPending)
    return (
      <Card data-testid="clarifications-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  if (!desk.data)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={desk.error?.message}
        extra={<Button onClick={() => void desk.refetch()}>{t('retry')}</Button>}
      />
    );
  return desk.data.jury ? <JuryDesk cid={cid} desk={desk.data} /> : <ContestantDesk cid={cid} desk={desk.data} />;
}

function ContestantDesk({ cid, desk }: { cid: number; desk: ClarificationDesk }) {
  const { t } = useTranslation('clarification');
  const ask = useAsk(cid);
  const markRead = useMarkRead(cid);
  // Reading the tab reads what is on it (the marks stay on screen until the desk refetches); once per newest unread item.
  const { mutate } = markRead;
  const marked = useRef(0);
  const newestUnread = Math.max(0, ...desk.items.filter((i) => i.unread).map((i) => i.id));
  useEffect(() => {
    if (newestUnread <= marked.current) return;
    marked.current = newestUnread;
    mutate();
  }, [newestUnread, mutate]);
  return (
    <Space direction="vertical" size={12} className="clar-page" data-testid="clarifications">
      <Card title={t('ask.title')} size="small">
        {desk.canAsk ? (
          <ProblemTextForm
            cid={cid}
            label={t('ask.label')}
            placeholder={t('ask.placeholder')}
            submit={t('ask.submit')}
            pending={ask.isPending}
            onSend={(b) => ask.mutateAsync(b).then(() => notify.success(t('ask.sent')))}
            testId="ask-form"
          />
        ) : (
          <Alert type="info" showIcon message={t('ask.closed')} data-testid="ask-closed" />
        )}
      </Card>
      <Card title={t('list.title')} size="small">
        <List items={desk.items} jury={false} empty={t('list.empty')} />
      </Card>
    </Space>
  );
}

function JuryDesk({ cid, desk }: { cid: number; desk: ClarificationDesk }) {
  const { t } = useTranslation('clarification');
  const announce = useAnnounce(cid);
  return (
    <Space direction="vertical" size={12} className="clar-page" data-testid="clarification-queue">
      <Card title={t('jury.announceTitle')} size="small">
        <ProblemTextForm
          cid={cid}
          label={t('jury.announceLabel')}
          placeholder={t('jury.announcePlaceholder')}
          submit={t('jury.announce')}
          pending={announce.isPending}
          onSend={(b) => announce.mutateAsync(b).then(() => notify.success(t('jury.announced')))}
          testId="announce-form"
        />
      </Card>
      <Card title={t('jury.queue', { count: desk.unread })} size="small">
        <List items={desk.items} jury empty={t('jury.empty')} cid={cid} />
      </Card>
    </Space>
  );
}

function List({ items, jury, empty, cid = 0 }: { items: ClarificationVo[]; jury: boolean; empty: string; cid?: number }) {
  if (items.length === 0) return <Empty description={empty} data-testid="clarifications-empty" />;
  return (
    <div className="clar-list">
      {threads(items).map(({ top, answers }) => (
        <ClarificationItem key={top.id} c={top} jury={jury}>
          {answers.map((a) => (
            <ClarificationItem key={a.id} c={a} jury={jury} />
          ))}
          {jury && top.kind === 'question' && !top.answered && <AnswerForm cid={cid} id={top.id} />}
        </ClarificationItem>
      ))}
    </div>
  );
}
