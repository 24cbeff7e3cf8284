import type { WeeklySubmissionStatistics } from '@verdict/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const HEIGHT = 240;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };
const TICKS = 4;

/** Smallest step of 1, 2 or 5 × 10^k (at least 1) that fits `max` in TICKS intervals. */
export function niceStep(max: number): number {
  const raw = Math.max(1, max) / TICKS;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
  return Math.max(1, Math.ceil(step));
}

/** "2026-11-17" → "11-17" on the axis, so that seven labels fit at 375 px; the full date stays in the tooltip. */
function shortDate(d: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(d) ? d.slice(5) : d;
}

/** The container's width, followed as it changes (phone rotation, sidebar layout). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth || 600);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width) || 600));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** antd's theme tokens as the page's CSS variables (lib/antTokens.css): the chart draws before antd's code loads, if ever. */
const token = {
  boxShadowSecondary: 'var(--ant-box-shadow-secondary)',
  colorBgContainer: 'var(--ant-color-bg-container)',
  colorBgElevated: 'var(--ant-color-bg-elevated)',
  colorBorderSecondary: 'var(--ant-color-border-secondary)',
  colorFillQuaternary: 'var(--ant-color-fill-quaternary)',
  colorSuccess: 'var(--ant-color-success)',
  colorText: 'var(--ant-color-text)',
  colorTextSecondary: 'var(--ant-color-text-secondary)',
};

/**
 * Submissions (bars) and ACs (line) of the last 7 days, drawn as plain SVG: ECharts cost the home page ~200 KB gzip
 * for this one small chart. Each day is a focusable group whose name reads its values; hover or focus shows them.
 */
export default function WeeklyChart({ data }: { data: WeeklySubmissionStatistics }) {
  const { t } = useTranslation('home');
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();

  const days = data.dateStrList.map((date, i) => ({ date, total: data.totalCountList[i] ?? 0, ac: data.acCountList[i] ?? 0 }));
  const step = niceStep(Math.max(0, ...days.map((d) => Math.max(d.total, d.ac))));
  const top = step * TICKS;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.min(26, slot * 0.6);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  // The site's primary colour (lighter on the dark theme, global.css/theme.css) at half opacity: light blue on white, visible on dark.
  const barColor = 'var(--verdict-primary)';
  const lineColor = token.colorSuccess;
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(d.ac)}`).join(' ');
  const shown = active === null ? null : days[active];

  return (
    <div ref={ref} className="home-weekly-chart" data-testid="home-weekly-chart" style={{ position: 'relative' }}>
      <div className="home-weekly-legend" aria-hidden="true" style={{ color: token.colorTextSecondary }}>
        <span>
          <i style={{ background: barColor, opacity: 0.5 }} />
          {t('chart.total')}
        </span>
        <span>
          <i className="line" style={{ background: lineColor }} />
          {t('chart.ac')}
        </span>
      </div>
      <svg width={width} height={HEIGHT} role="group" aria-labelledby={titleId} style={{ display: 'block', overflow: 'visible' }}>
        <title id={titleId}>{t('chart.label')}</title>
        {Array.from({ length: TICKS + 1 }, (_, k) => k * step).map((v) => (
          <g key={v} aria-hidden="true">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} stroke={token.colorBorderSecondary} />
            <text x={PAD.left - 6} y={y(v)} dy="0.32em" textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g
            key={d.date}
            role="img"
            tabIndex={0}
            aria-label={t('chart.day', { date: d.date, total: d.total, ac: d.ac })}
            data-testid="home-weekly-day"
            className="home-weekly-day"
            onMouseEnter={() => setActive(i)}
            onMouseLeave={() => setActive(null)}
            onFocus={() => setActive(i)}
            onBlur={() => setActive(null)}
          >
            {/* The whole column takes the hover, so short bars are easy to point at. */}
            <rect
              x={x(i) - slot / 2}
              y={PAD.top}
              width={slot}
              height={plotH}
              fill={active === i ? token.colorFillQuaternary : 'transparent'}
            />
            <rect
              x={x(i) - barW / 2}
              y={y(d.total)}
              width={barW}
              height={Math.max(0, y(0) - y(d.total))}
              rx={2}
              style={{ fill: barColor }}
              fillOpacity={0.5}
            />
            <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
              {shortDate(d.date)}
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke={lineColor} strokeWidth={2} aria-hidden="true" pointerEvents="none" />
        {days.map((d, i) => (
          <circle
            key={d.date}
            cx={x(i)}
            cy={y(d.ac)}
            r={active === i ? 5 : 3.5}
            fill={token.colorBgContainer}
            stroke={lineColor}
            strokeWidth={2}
            aria-hidden="true"
            pointerEvents="none"
          />
        ))}
      </svg>
      {shown && active !== null && (
        <div
          className="home-weekly-tip"
          aria-hidden="true"
          data-testid="home-weekly-tip"
          style={{
            left: Math.min(Math.max(x(active), 70), width - 70),
            top: Math.max(0, y(shown.total) - 8),
            background: token.colorBgElevated,
            color: token.colorText,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <strong>{shown.date}</strong>
          <div>
            <i style={{ background: barColor, opacity: 0.5 }} />
            {t('chart.total')}: {shown.total}
          </div>
          <div>
            <i className="line" style={{ background: lineColor }} />
            {t('chart.ac')}: {shown.ac}
          </div>
        </div>
      )}
    </div>
  );
}
