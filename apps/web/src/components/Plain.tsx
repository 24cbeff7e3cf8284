import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './plain.css';

/** antd's preset tag colours; any other colour is drawn as a custom one (white text on it). */
const PRESETS = new Set([
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
  'success',
  'processing',
  'error',
  'warning',
]);

/**
 * antd's Tag (no close, no icon), same markup measures and colours (plain.css, the colours from
 * lib/antTokens.css): for screens drawn without antd's code (the home page).
 */
export function Tag({ color, style, children }: { color?: string; style?: CSSProperties; children: ReactNode }) {
  const preset = color && PRESETS.has(color);
  const custom = color && !preset;
  return (
    <span
      className={`vd-tag${preset ? ` vd-tag-${color}` : ''}${custom ? ' vd-tag-has-color' : ''}`}
      style={custom ? { backgroundColor: color, ...style } : style}
    >
      {children}
    </span>
  );
}

/**
 * antd's Empty with its small "simple" picture (`Empty.PRESENTED_IMAGE_SIMPLE`): the same drawing,
 * its colours mixed onto the container's background as antd mixes them (lib/antTokens.css).
 */
export function Empty({ description, testId }: { description: ReactNode; testId?: string }) {
  // The picture's title is antd's locale's (Empty.description), as antd draws it.
  const { i18n } = useTranslation();
  return (
    <div className="vd-empty vd-empty-normal" data-testid={testId}>
      <div className="vd-empty-image">
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg">
          <title>{i18n.language === 'en' ? 'No data' : '暂无数据'}</title>
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill="var(--vd-empty-shadow)" cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke="var(--vd-empty-border)">
              <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
              <path
                d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
                fill="var(--vd-empty-content)"
              />
            </g>
          </g>
        </svg>
      </div>
      <div className="vd-empty-description">{description}</div>
    </div>
  );
}
