import type { SimilarityPairDetail, SimilarityPairVo, SourceRegion } from '@verdict/shared';
import { Drawer, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useSimilarityPair } from './api';
import { segmentLines } from './marks';

/** Colours of fragments (CSS classes similarity-frag-0…5), in turn. */
const COLOURS = 6;
const fragClass = (i: number | null) => (i === null ? undefined : `similarity-frag similarity-frag-${i % COLOURS}`);

/** One pair side by side (stacked on a phone): both sources with the matching fragments coloured alike. */
export function PairView({ cid, pair, onClose }: { cid: number; pair: SimilarityPairVo | null; onClose: () => void }) {
  const { t } = useTranslation('similarity');
  const wide = useMinWidth(900);
  const detail = useSimilarityPair(cid, pair ? { a: pair.submitIdA, b: pair.submitIdB } : null);
  let body;
  if (!pair) body = null;
  else if (detail.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (detail.isError) body = <Result status="warning" title={t('loadFailed')} subTitle={detail.error.message} />;
  else body = <SideBySide detail={detail.data} />;
  return (
    <Drawer
      open={pair !== null}
      onClose={onClose}
      width={wide ? '92%' : '100%'}
      title={
        pair ? (
          <Space wrap size={4}>
            <span>{t('pair.title', { problem: pair.problemId, language: pair.language })}</span>
            <Tag color={pair.similarity >= 0.8 ? 'red' : 'orange'}>{Math.round(pair.similarity * 100)}%</Tag>
          </Space>
        ) : null
      }
      destroyOnHidden
      data-testid="similarity-pair"
    >
      {body}
    </Drawer>
  );
}

function SideBySide({ detail }: { detail: SimilarityPairDetail }) {
  const { t } = useTranslation('similarity');
  const jump = (i: number) => {
    for (const side of ['a', 'b'])
      document.getElementById(`similarity-${side}-frag-${i}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  return (
    <div className="similarity-pair">
      <div className="similarity-fragments" data-testid="similarity-fragments">
        <Typography.Text type="secondary">{t('pair.fragments', { count: detail.fragments.length })}</Typography.Text>
        {detail.fragments.map((f, i) => (
          <button key={i} type="button" className={`similarity-chip ${fragClass(i)}`} onClick={() => jump(i)}>
            {t('pair.lines', { a: `${f.a.startRow + 1}–${f.a.endRow + 1}`, b: `${f.b.startRow + 1}–${f.b.endRow + 1}` })}
          </button>
        ))}
      </div>
      <div className="similarity-sides">
        <Source side="a" who={detail.a} regions={detail.fragments.map((f) => f.a)} />
        <Source side="b" who={detail.b} regions={detail.fragments.map((f) => f.b)} />
      </div>
    </div>
  );
}

function Source({ side, who, regions }: { side: 'a' | 'b'; who: SimilarityPairDetail['a']; regions: SourceRegion[] }) {
  const lines = useMemo(() => segmentLines(who.code, regions), [who.code, regions]);
  const firstRow = new Map<number, number>();
  regions.forEach((r, i) => {
    if (!firstRow.has(r.startRow)) firstRow.set(r.startRow, i);
  });
  return (
    <section className="similarity-source" data-testid={`similarity-source-${side}`}>
      <header className="similarity-source-head">
        <Typography.Text strong>{who.username}</Typography.Text>
        <Typography.Text type="secondary">
          #{who.submitId} · {who.language}
        </Typography.Text>
      </header>
      <pre className="similarity-code">
        {lines.map((segs, row) => (
          <div
            key={row}
            className="similarity-line"
            id={firstRow.has(row) ? `similarity-${side}-frag-${firstRow.get(row)}` : undefined}
          >
            <span className="similarity-ln">{row + 1}</span>
            <code>
              {segs.length === 0
                ? ' '
                : segs.map((s, i) => (
                    <span key={i} className={fragClass(s.fragment)}>
                      {s.text}
                    </span>
                  ))}
            </code>
          </div>
        ))}
      </pre>
    </section>
  );
}
