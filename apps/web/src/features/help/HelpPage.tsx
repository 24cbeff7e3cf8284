import { BookOutlined, BulbOutlined, CodeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Collapse, Empty, List, Skeleton, Space, Table, Typography } from 'antd';
import { JudgeStatus, type LanguageRow } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown';
import { JudgeStatusTag } from '../submission';
import { usePageTitle } from '../site';
import { useLocalLanguages } from './api';
import './help.css';

/** Verdicts a learner meets, each with its explanation (help.verdicts.<key>). */
const VERDICTS = [
  [JudgeStatus.Pending, 'pending'],
  [JudgeStatus.Compiling, 'compiling'],
  [JudgeStatus.Judging, 'judging'],
  [JudgeStatus.Accepted, 'accepted'],
  [JudgeStatus.WrongAnswer, 'wrongAnswer'],
  [JudgeStatus.PresentationError, 'presentationError'],
  [JudgeStatus.PartialAccepted, 'partialAccepted'],
  [JudgeStatus.TimeLimitExceeded, 'timeLimitExceeded'],
  [JudgeStatus.MemoryLimitExceeded, 'memoryLimitExceeded'],
  [JudgeStatus.RuntimeError, 'runtimeError'],
  [JudgeStatus.CompileError, 'compileError'],
  [JudgeStatus.SystemError, 'systemError'],
  [JudgeStatus.SubmittedFailed, 'submittedFailed'],
  [JudgeStatus.Cancelled, 'cancelled'],
] as const;

const TIPS = ['mainReturn', 'javaMain', 'longLong', 'limits'] as const;

function Section({
  icon,
  title,
  children,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** The help page (spec 2 §2): the judge's languages with compile commands and A+B templates, verdicts, compile tips. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { data: languages, isPending } = useLocalLanguages();
  usePageTitle(t('title'));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Section icon={<BookOutlined />} title={t('title')} testId="help-intro">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('intro')}</Typography.Paragraph>
      </Section>
      <Section icon={<CodeOutlined />} title={t('languages.title')} testId="help-languages">
        {isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !languages || languages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('languages.empty')} />
        ) : (
          <Table<LanguageRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={languages}
            scroll={{ x: 'max-content' }}
            expandable={{
              // The compile command again: on a phone its column is hidden.
              expandedRowRender: (l) => (
                <div>
                  <Typography.Text type="secondary">{t('languages.compile')}</Typography.Text>
                  <pre className="help-code">{l.compileCommand || t('languages.interpreted')}</pre>
                  <Typography.Text type="secondary">{t('languages.template')}</Typography.Text>
                  {l.template ? (
                    <pre className="help-code" data-testid="help-template">
                      {l.template}
                    </pre>
                  ) : (
                    <Typography.Paragraph type="secondary">{t('languages.noTemplate')}</Typography.Paragraph>
                  )}
                </div>
              ),
              rowExpandable: () => true,
            }}
            columns={[
              {
                title: t('languages.name'),
                dataIndex: 'name',
                width: 140,
                render: (n: string) => <Typography.Text strong>{n}</Typography.Text>,
              },
              { title: t('languages.version'), dataIndex: 'description', width: 160 },
              {
                title: t('languages.compile'),
                dataIndex: 'compileCommand',
                responsive: ['md'],
                render: (c: string | null) =>
                  c ? (
                    <code className="help-inline-code">{c}</code>
                  ) : (
                    <Typography.Text type="secondary">{t('languages.interpreted')}</Typography.Text>
                  ),
              },
            ]}
            data-testid="help-language-table"
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('languages.expandHint')}
        </Typography.Paragraph>
      </Section>
      <Section icon={<QuestionCircleOutlined />} title={t('verdicts.title')} testId="help-verdicts">
        <List
          dataSource={VERDICTS.map(([status, key]) => ({ status, key }))}
          renderItem={({ status, key }) => (
            <List.Item>
              <Space align="start" size={12} style={{ width: '100%' }} className="help-verdict">
                <span className="help-verdict-tag">
                  <JudgeStatusTag status={status} />
                </span>
                <Typography.Text>{t(`verdicts.${key}`)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Section>
      <Section icon={<BulbOutlined />} title={t('tips.title')} testId="help-tips">
        <Collapse
          defaultActiveKey={[...TIPS]}
          items={TIPS.map((k, i) => ({
            key: k,
            label: `${i + 1}. ${t(`tips.${k}.title`)}`,
            children: <Markdown source={t(`tips.${k}.body`)} />,
          }))}
        />
        <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('tips.more')} />
      </Section>
    </Space>
  );
}
