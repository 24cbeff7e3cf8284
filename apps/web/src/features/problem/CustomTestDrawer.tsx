import { Alert, Button, Descriptions, Drawer, Input, Space, Tag, Typography } from 'antd';
import { JudgeStatus, Limits, type TestJudgeVo } from '@verdict/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../lib/useMediaQuery';
import { formatMemory, formatTimeMs, statusColor, useStatusLabel } from '../submission';
import { fetchCustomTestResult, startCustomTest } from './api';

const TEST_POLL_MS = 1000;

export interface CustomTestDrawerProps {
  open: boolean;
  onClose: () => void;
  pid: number;
  language: string;
  code: string;
  /** Fails with the spec's code messages before anything is sent. */
  validateCode: () => boolean;
  defaultInput: string;
}

/** "Online self-test": run the code on one's own input, poll the result every second (spec §4). */
export function CustomTestDrawer({ open, onClose, pid, language, code, validateCode, defaultInput }: CustomTestDrawerProps) {
  const { t } = useTranslation('problem');
  const label = useStatusLabel();
  const isWide = useMinWidth(768);
  const [input, setInput] = useState(defaultInput);
  const [expected, setExpected] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestJudgeVo | null>(null);
  // The language the shown result ran in: the editor's may have changed since.
  const [ranLanguage, setRanLanguage] = useState(language);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = (key: string) => {
    fetchCustomTestResult(key)
      .then((vo) => {
        if (vo.status === JudgeStatus.Pending) {
          timer.current = setTimeout(() => poll(key), TEST_POLL_MS);
          return;
        }
        setResult(vo);
        setRunning(false);
      })
      .catch(() => setRunning(false));
  };

  const run = async () => {
    if (!validateCode()) return;
    setRunning(true);
    setResult(null);
    setRanLanguage(language);
    try {
      const key = await startCustomTest({
        pid,
        language,
        code,
        userInput: input,
        expectedOutput: expected,
        type: 'public',
        mode: 'default',
      });
      timer.current = setTimeout(() => poll(key), TEST_POLL_MS);
    } catch {
      setRunning(false);
    }
  };

  // On a custom test -1 and 0 mean "wrong" and "success" (spec §3).
  const resultLabel = (status: number) =>
    status === JudgeStatus.Accepted ? t('test.success') : status === JudgeStatus.WrongAnswer ? t('test.wrong') : label(status);

  return (
    // A bottom panel without a mask: the code above stays visible and editable while testing.
    <Drawer
      open={open}
      onClose={onClose}
      title={
        <>
          {t('test.title')}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
            · {language}
          </Typography.Text>
        </>
      }
      placement="bottom"
      height={isWide ? '42vh' : '60vh'}
      mask={false}
      destroyOnHidden={false}
      data-testid="custom-test"
    >
      <div className="custom-test-body">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('test.input')}</Typography.Text>
          <Input.TextArea
            value={input}
            onChange={(e) => setInput(e.target.value)}
            maxLength={Limits.customTestInputMax}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            data-testid="test-input"
          />
          <Typography.Text strong>{t('test.expected')}</Typography.Text>
          <Input.TextArea value={expected} onChange={(e) => setExpected(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} />
          <Button type="primary" loading={running} onClick={() => void run()} data-testid="test-run">
            {t('test.run')}
          </Button>
        </Space>
        <Space direction="vertical" style={{ width: '100%' }}>
          {running && <Alert type="info" showIcon message={t('test.running')} />}
          {!running && !result && <Typography.Text type="secondary">{t('test.resultHint')}</Typography.Text>}
          {result && (
            <Descriptions
              column={1}
              bordered
              size="small"
              data-testid="test-result"
              items={[
                {
                  key: 'status',
                  label: t('test.status'),
                  children: <Tag color={statusColor(result.status)}>{resultLabel(result.status)}</Tag>,
                },
                { key: 'language', label: t('test.language'), children: <span data-testid="test-language">{ranLanguage}</span> },
                { key: 'time', label: t('test.time'), children: formatTimeMs(result.time) },
                { key: 'memory', label: t('test.memory'), children: formatMemory(result.memory) },
                {
                  key: 'output',
                  label: t('test.output'),
                  children: <pre className="problem-pre">{result.userOutput ?? ''}</pre>,
                },
                ...(result.stderr
                  ? [{ key: 'stderr', label: t('test.stderr'), children: <pre className="problem-pre">{result.stderr}</pre> }]
                  : []),
              ]}
            />
          )}
        </Space>
      </div>
    </Drawer>
  );
}
