import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblems } from './api';
import { ClarificationText } from './ClarificationText';

/**
 * A problem (or "general") and a text, sent with the button or Ctrl+Enter: the contestant's
 * question and the jury's announcement. The text is kept when sending fails.
 */
export function ProblemTextForm(props: {
  cid: number;
  label: string;
  placeholder: string;
  submit: string;
  pending: boolean;
  onSend: (b: { pid?: number; text: string }) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation('clarification');
  const problems = useProblems(props.cid);
  const [pid, setPid] = useState(0);
  const [text, setText] = useState('');
  const empty = text.trim().length === 0;
  const send = () => {
    if (empty || props.pending) return;
    props.onSend({ pid: pid || undefined, text }).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <form
      className="clar-form"
      aria-label={props.label}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid={props.testId}
    >
      <Select
        className="clar-problem"
        value={pid}
        onChange={setPid}
        loading={problems.isPending}
        aria-label={t('form.problem')}
        options={[
          { value: 0, label: t('general') },
          ...(problems.data ?? []).map((p) => ({ value: p.pid, label: `${p.displayId}. ${p.displayTitle}` })),
        ]}
        data-testid={`${props.testId}-problem`}
      />
      <ClarificationText
        value={text}
        onChange={setText}
        onSend={send}
        rows={{ minRows: 3, maxRows: 12 }}
        placeholder={props.placeholder}
        label={props.label}
        testId={`${props.testId}-text`}
      />
      <div className="clar-actions">
        <span className="clar-hint">{t('form.hint')}</span>
        <Button type="primary" htmlType="submit" disabled={empty} loading={props.pending} data-testid={`${props.testId}-submit`}>
          {props.submit}
        </Button>
      </div>
    </form>
  );
}
