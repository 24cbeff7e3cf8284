import type { Heatmap } from '@verdict/shared';
import dayjs from 'dayjs';
import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HEATMAP_STEPS, useChartTheme } from '../../lib/chartTheme';

// Only the parts the heatmap needs, to keep the chunk small.
echarts.use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** Submissions per day over the last year, ending at the server's `endDate` (spec §2.6). */
export function CalendarHeatmap({ data }: { data: Heatmap | undefined }) {
  const { t, i18n } = useTranslation('account');
  const chart = useChartTheme();
  const steps = chart.isDark ? HEATMAP_STEPS.dark : HEATMAP_STEPS.light;
  const scroller = useRef<HTMLDivElement>(null);
  // Narrow screens scroll the year sideways: open on its end, the current month.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [data]);
  const end = data?.endDate ? dayjs(data.endDate) : dayjs();
  const start = end.subtract(1, 'year').add(1, 'day');
  const values = (data?.dataList ?? []).map((d) => [d.date, d.count]);
  const max = Math.max(4, ...values.map((v) => Number(v[1])));
  const option = {
    backgroundColor: chart.background,
    tooltip: {
      formatter: (p: { value: [string, number] }) => t('profile.heatmapTooltip', { date: p.value[0], count: p.value[1] }),
    },
    visualMap: { show: false, min: 0, max, inRange: { color: [...steps] } },
    calendar: {
      range: [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')],
      cellSize: [13, 13],
      left: 30,
      right: 10,
      top: 24,
      itemStyle: { borderWidth: 2, borderColor: chart.isDark ? '#1f1f1f' : '#fff', color: steps[0] },
      splitLine: { show: false },
      yearLabel: { show: false },
      dayLabel: { nameMap: i18n.language === 'en' ? 'EN' : 'ZH', fontSize: 10 },
      monthLabel: { nameMap: i18n.language === 'en' ? 'EN' : 'ZH', fontSize: 10 },
    },
    series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: values }],
  };
  return (
    // On a phone the year scrolls sideways: the keyboard reaches it (axe scrollable-region-focusable).
    <div
      style={{ overflowX: 'auto' }}
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('profile.heatmapLabel')}
      data-testid="heatmap-scroller"
    >
      <div style={{ minWidth: 760 }}>
        <ReactEChartsCore echarts={echarts} option={option} theme={chart.theme} style={{ height: 140 }} notMerge />
      </div>
    </div>
  );
}
