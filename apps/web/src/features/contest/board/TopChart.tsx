import ReactECharts from 'echarts-for-react';
import { useChartTheme } from '../../../lib/chartTheme';
import type { BoardRow } from './boardCells';
import { isAcmRow } from './boardCells';

/** The top-10 bar chart (loaded on demand: ECharts is large). ACM: problems solved; OI: total score. */
export default function TopChart({
  rows,
  acm,
  nameOf,
  title,
  solvedLabel,
  scoreLabel,
}: {
  rows: BoardRow[];
  acm: boolean;
  nameOf: (row: BoardRow) => string;
  title: string;
  solvedLabel: string;
  scoreLabel: string;
}) {
  const chart = useChartTheme();
  const value = (r: BoardRow) => (isAcmRow(r) ? r.ac : r.totalScore);
  const option = {
    backgroundColor: chart.background,
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, bottom: 72, top: 40 },
    xAxis: { type: 'category', data: rows.map(nameOf), axisLabel: { rotate: 35, interval: 0, width: 90, overflow: 'truncate' } },
    yAxis: { type: 'value', minInterval: 1, name: acm ? solvedLabel : scoreLabel },
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: rows.map(value),
        itemStyle: { color: acm ? '#52c41a' : '#1677ff' },
        label: { show: true, position: 'top' },
      },
    ],
  };
  return <ReactECharts option={option} theme={chart.theme} style={{ height: 300 }} notMerge />;
}
