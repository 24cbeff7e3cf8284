import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useTranslation } from 'react-i18next';
import { useChartTheme } from '../../lib/chartTheme';
import type { RankRow } from './api';

// Only the parts a bar chart needs, to keep the chunk small.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The top users as bars: AC and submissions (ACM), score and AC (OI). Loaded lazily with ECharts. */
export default function RankChart({ rows, type }: { rows: RankRow[]; type: 0 | 1 }) {
  const { t } = useTranslation('rank');
  const chart = useChartTheme();
  const first = type === 0 ? t('column.ac') : t('column.score');
  const second = type === 0 ? t('column.total') : t('column.ac');
  const option = {
    backgroundColor: chart.background,
    animationDuration: 400,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [first, second], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: rows.map((r) => r.username), axisLabel: { interval: 0, rotate: 30, fontSize: 11 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: first,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: chart.isDark ? '#6d9cf0' : '#2f6fde' },
        data: rows.map((r) => ('score' in r ? r.score : r.ac)),
      },
      {
        name: second,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: chart.isDark ? '#3d5f9e' : '#9bbcf5' },
        data: rows.map((r) => ('score' in r ? r.ac : r.total)),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} theme={chart.theme} style={{ height: 300 }} notMerge />;
}
