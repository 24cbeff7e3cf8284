import { CopyOutlined } from '@ant-design/icons';
import { Button, Divider, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { ProblemType } from '@verdict/shared';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown';
import { copyText } from '../../lib/copyText';
import { hasLanguageFactor, parseExamples } from './examples';
import type { ProblemPageInfo } from './api';
import { difficultyOf } from './list/difficulty';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="problem-section">
      <Typography.Title level={5} className="problem-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function SampleBox({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation('problem');
  return (
    <div className="problem-sample">
      <div className="problem-sample-head">
        <span>{label}</span>
        <Tooltip title={t('description.copy')}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('description.copy')}
            onClick={() => void copyText(text, t('description.copied'), t('description.copyFailed'))}
          />
        </Tooltip>
      </div>
      <pre className="problem-pre">{text}</pre>
    </div>
  );
}

/** The statement: limits (with the language factor note), markdown sections, samples, tags; drawn again only when they change. */
export const ProblemDescription = memo(function ProblemDescription({
  info,
  displayId,
}: {
  info: ProblemPageInfo;
  displayId?: string;
}) {
  const { t } = useTranslation('problem');
  const [showTags, setShowTags] = useState(false);
  const p = info.problem;
  const factor = hasLanguageFactor(p.problemId);
  const samples = parseExamples(p.examples);
  // A running contest hides the difficulty (null).
  const difficulty = p.difficulty === null ? null : difficultyOf(p.difficulty);

  return (
    <article data-testid="problem-description">
      <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 8 }} data-testid="problem-title">
        {displayId ?? p.problemId}. {p.title}
      </Typography.Title>
      <div className="problem-limits">
        <span>
          {t('description.timeLimit')}:{' '}
          {factor
            ? t('description.limitFactor', { base: `${p.timeLimit}MS`, double: `${p.timeLimit * 2}MS` })
            : `${p.timeLimit}MS`}
        </span>
        <span>
          {t('description.memoryLimit')}:{' '}
          {factor
            ? t('description.limitFactor', { base: `${p.memoryLimit}MB`, double: `${p.memoryLimit * 2}MB` })
            : `${p.memoryLimit}MB`}
        </span>
      </div>
      <Space wrap style={{ justifyContent: 'center', width: '100%', marginTop: 8 }}>
        {difficulty && <Tag color={difficulty.color}>{t(`difficulty.${difficulty.key}`)}</Tag>}
        <Tag>{p.type === ProblemType.OI ? 'OI' : 'ACM'}</Tag>
        {p.judgeMode === 'spj' && <Tag color="purple">{t('description.spj')}</Tag>}
        {p.judgeMode === 'interactive' && <Tag color="purple">{t('description.interactive')}</Tag>}
        {p.isFileIO && (
          <Tag color="gold">{t('description.fileIO', { input: p.ioReadFileName ?? '', output: p.ioWriteFileName ?? '' })}</Tag>
        )}
        {p.author && (
          <span className="problem-meta">
            {t('description.author')}: {p.author}
          </span>
        )}
      </Space>
      {factor && (
        <Typography.Paragraph type="secondary" className="problem-factor-note">
          {t('description.factorNote')}
        </Typography.Paragraph>
      )}
      <Divider style={{ margin: '12px 0' }} />
      {p.description && (
        <Section title={t('description.description')}>
          <Markdown source={p.description} />
        </Section>
      )}
      {p.input && (
        <Section title={t('description.input')}>
          <Markdown source={p.input} />
        </Section>
      )}
      {p.output && (
        <Section title={t('description.output')}>
          <Markdown source={p.output} />
        </Section>
      )}
      {samples.map((s, i) => (
        <Section key={i} title={t('description.sample', { n: i + 1 })}>
          <div className="problem-samples">
            <SampleBox label={t('description.sampleInput', { n: i + 1 })} text={s.input} />
            <SampleBox label={t('description.sampleOutput', { n: i + 1 })} text={s.output} />
          </div>
        </Section>
      ))}
      {p.hint && (
        <Section title={t('description.hint')}>
          <Markdown source={p.hint} />
        </Section>
      )}
      {p.source && (
        <Section title={t('description.source')}>
          <Markdown source={p.source} />
        </Section>
      )}
      {info.tags.length > 0 && (
        <Section title={t('description.tags')}>
          <Space wrap>
            <Switch
              size="small"
              checked={showTags}
              onChange={setShowTags}
              aria-label={t('description.showTags')}
              data-testid="show-tags"
            />
            <span>{showTags ? t('description.hideTags') : t('description.showTags')}</span>
            {showTags &&
              info.tags.map((tag) => (
                <Tag key={tag.id} color={tag.color ?? undefined}>
                  {tag.name}
                </Tag>
              ))}
          </Space>
        </Section>
      )}
    </article>
  );
});
