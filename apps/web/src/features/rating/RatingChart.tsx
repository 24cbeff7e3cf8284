import { Empty, Skeleton, Typography } from 'antd';
import type { RatingHistoryItem } from '@verdict/shared';
import dayjs from 'dayjs';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useChartTheme } from '../../lib/chartTheme';
import { useRatingHistory } from './api';

// Only the parts the chart needs, to keep the chunk small.
echarts.use([LineChart, GridComponent, MarkAreaComponent, TooltipComponent, CanvasRenderer]);

/** Rating bands behind the line (the usual colours of competitive programming sites). */
const BANDS: [number, number, string][] = [
  [0, 1200, 'rgba(128,128,128,.12)'],
  [1200, 1400, 'rgba(0,128,0,.12)'],
  [1400, 1600, 'rgba(3,168,158,.12)'],
  [1600, 1900, 'rgba(0,0,255,.10)'],
  [1900, 2100, 'rgba(170,0,170,.10)'],
  [2100, 2400, 'rgba(255,140,0,.12)'],
  [2400, 5000, 'rgba(255,0,0,.10)'],
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function chartOption(items: RatingHistoryItem[], t: TFunction<'rating'>, isDark: boolean) {
  const values = items.map((h) => h.newRating);
  const lo = Math.floor((Math.min(...values) - 150) / 100) * 100;
  const hi = Math.ceil((Math.max(...values) + 150) / 100) * 100;
  return {
    animationDuration: 300,
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const h = items[p.dataIndex]!;
        const delta = h.oldRating == null ? '' : ` (${h.newRating - h.oldRating >= 0 ? '+' : ''}${h.newRating - h.oldRating})`;
        return [
          `<b>${escapeHtml(h.title)}</b>`,
          t('chart.rank', { rank: h.rank }),
          `${t('chart.rating')}: ${h.newRating}${delta}`,
          `${t('chart.performance')}: ${h.performance}`,
          h.endTime ? dayjs(h.endTime).format('YYYY-MM-DD') : '',
        ].join('<br/>');
      },
    },
    // One slot per contest, in order (contests days or seconds apart stay readable); the date below.
    xAxis: {
      type: 'category',
      boundaryGap: true,
      data: items.map((h) => (h.endTime ? dayjs(h.endTime).format('YYYY-MM-DD') : '')),
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      min: lo,
      max: hi,
      splitLine: { lineStyle: { color: isDark ? 'rgba(255,255,255,.08)' : 'rgba(0,0,0,.06)' } },
    },
    series: [
      {
        type: 'line',
        data: items.map((h) => h.newRating),
        symbolSize: 8,
        showSymbol: true,
        lineStyle: { color: '#d4a017', width: 2 },
        itemStyle: { color: isDark ? '#1f1f1f' : '#fff', borderColor: '#d4a017', borderWidth: 2 },
        markArea: {
          silent: true,
          data: BANDS.filter(([a, b]) => b > lo && a < hi).map(([a, b, color]) => [
            { yAxis: Math.max(a, lo), itemStyle: { color } },
            { yAxis: Math.min(b, hi) },
          ]),
        },
      },
    ],
  };
}

/** The user home's rating history: the rating after each rated contest (lazy-loaded with echarts). */
export function RatingChart({ username }: { username: string }) {
  const { t } = useTranslation('rating');
  const chart = useChartTheme();
  const history = useRatingHistory(username);
  const items = history.data ?? [];
  return (
    <section data-testid="rating-chart" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 8 }}>
        {t('chart.title')}
      </Typography.Title>
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.empty')} data-testid="rating-chart-empty" />
      ) : (
        <>
          <ReactEChartsCore
            echarts={echarts}
            option={{ backgroundColor: chart.background, ...chartOption(items, t, chart.isDark) }}
            theme={chart.theme}
            style={{ height: 240 }}
            notMerge
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="rating-chart-summary">
            {t('chart.summary', { count: items.length, rating: items[items.length - 1]!.newRating })}
          </Typography.Text>
        </>
      )}
    </section>
  );
}
