import type { WeeklySubmissionStatistics } from '@verdict/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useTranslation } from 'react-i18next';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Submissions and ACs of the last 7 days (loaded lazily with ECharts). */
export default function WeeklyChart({ data }: { data: WeeklySubmissionStatistics }) {
  const { t } = useTranslation('home');
  const option = {
    animationDuration: 400,
    tooltip: { trigger: 'axis' },
    legend: { data: [t('chart.total'), t('chart.ac')], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: data.dateStrList },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('chart.total'), type: 'bar', barMaxWidth: 26, itemStyle: { color: '#9bbcf5' }, data: data.totalCountList },
      { name: t('chart.ac'), type: 'line', itemStyle: { color: '#19be6b' }, data: data.acCountList },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 260 }} notMerge />;
}
