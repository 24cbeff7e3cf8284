import { Button, Checkbox, Radio } from 'antd';
import { CANNED_ANSWERS, CANNED_ANSWER_KEYS, type CannedAnswer } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useAnswer } from './api';
import { ClarificationText } from './ClarificationText';

/** The jury's answer to one question: a canned answer or free text, to the asking team or (checked) to everyone. */
export function AnswerForm({ cid, id }: { cid: number; id: number }) {
  const { t, i18n } = useTranslation('clarification');
  const answer = useAnswer(cid);
  const [canned, setCanned] = useState<CannedAnswer | 'free'>('free');
  const [text, setText] = useState('');
  const [toAll, setToAll] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  const ready = canned !== 'free' || text.trim().length > 0;
  const send = () => {
    if (!ready || answer.isPending) return;
    answer.mutate(canned === 'free' ? { id, text, toAll } : { id, canned, toAll }, {
      onSuccess: () => {
        setText('');
        notify.success(t('jury.sent'));
      },
    });
  };
  return (
    <form
      className="clar-form clar-answer"
      aria-label={t('jury.answer')}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid={`answer-form-${id}`}
    >
      <Radio.Group
        value={canned}
        onChange={(e) => setCanned(e.target.value as CannedAnswer | 'free')}
        aria-label={t('jury.canned')}
        className="clar-canned"
        options={[
          { value: 'free', label: t('jury.freeText') },
          ...CANNED_ANSWER_KEYS.map((k) => ({ value: k, label: CANNED_ANSWERS[k][lang] })),
        ]}
        data-testid="answer-canned"
      />
      {canned === 'free' && (
        <ClarificationText
          value={text}
          onChange={setText}
          onSend={send}
          rows={{ minRows: 2, maxRows: 10 }}
          placeholder={t('jury.answerPlaceholder')}
          label={t('jury.answer')}
          testId="answer-text"
        />
      )}
      <div className="clar-actions">
        <Checkbox checked={toAll} onChange={(e) => setToAll(e.target.checked)} data-testid="answer-to-all">
          {t('jury.toAll')}
        </Checkbox>
        <Button type="primary" htmlType="submit" disabled={!ready} loading={answer.isPending} data-testid="answer-submit">
          {toAll ? t('jury.sendToAll') : t('jury.sendPrivately')}
        </Button>
      </div>
    </form>
  );
}
