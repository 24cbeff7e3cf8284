import { Button, Card, Input, Result, Typography } from 'antd';
import { dialog } from '../../lib/feedback';
import { ContestLimits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitPrint } from './api';
import { useContestShell } from './contestContext';

/** Send a text to the organisers' printer: at least 50 characters, with a counter and a success dialog. */
export function ContestPrint() {
  const { t } = useTranslation('contest');
  const { cid, contest } = useContestShell();
  const [text, setText] = useState('');
  const send = useSubmitPrint(cid);
  const min = ContestLimits.printMinLength;
  const short = text.trim().length < min;
  if (!contest.openPrint) return <Result status="info" title={t('print.closed')} />;
  return (
    <Card title={t('print.title')} data-testid="contest-print">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 10, maxRows: 30 }}
        maxLength={ContestLimits.printMaxLength}
        showCount
        placeholder={t('print.placeholder', { min })}
        aria-label={t('print.title')}
        style={{ fontFamily: 'monospace' }}
        data-testid="print-text"
      />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          marginTop: 24,
          flexWrap: 'wrap',
        }}
      >
        <Typography.Text type={short ? 'warning' : 'secondary'}>
          {short ? t('print.tooShort', { min, count: text.trim().length }) : ''}
        </Typography.Text>
        <Button
          type="primary"
          disabled={short}
          loading={send.isPending}
          onClick={() =>
            send.mutate(text, {
              onSuccess: () => {
                setText('');
                dialog.success({ title: t('print.sent'), content: t('print.sentDetail') });
              },
            })
          }
          data-testid="print-submit"
        >
          {t('print.submit')}
        </Button>
      </div>
    </Card>
  );
}
