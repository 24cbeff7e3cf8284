import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_TAG_COLOURS, STATUS_TAG_COLOURS } from '../lib/tagColours';
import './plain.css';

/** antd's preset and status tag colours; any other colour is drawn as a custom one (white text on it). */
const PRESETS = new Set<string>([...PRESET_TAG_COLOURS, ...Object.keys(STATUS_TAG_COLOURS)]);

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
 * An empty state in antd Empty's measures (its "simple" size: a 64 × 41 picture over the text), with
 * a drawing of our own — an open tray on its shadow — in antd's colours mixed onto the container's
 * background (lib/antTokens.css).
 */
export function Empty({ description, testId }: { description: ReactNode; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="vd-empty vd-empty-normal" data-testid={testId}>
      <div className="vd-empty-image">
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg">
          <title>{i18n.language === 'en' ? 'No data' : '暂无数据'}</title>
          <ellipse fill="var(--vd-empty-shadow)" cx="32" cy="34" rx="31" ry="6.5" />
          <g stroke="var(--vd-empty-border)" strokeLinejoin="round">
            {/* The tray's back wall, then its floor with the dip in the middle. */}
            <path d="M9.5 14.5 L19.5 2.5 H44.5 L54.5 14.5" fill="none" />
            <path
              d="M9.5 14.5 H21 Q23 14.5 23 16.5 Q23 19.5 26 19.5 H38 Q41 19.5 41 16.5 Q41 14.5 43 14.5 H54.5 V32 Q54.5 35.5 51 35.5 H13 Q9.5 35.5 9.5 32 Z"
              fill="var(--vd-empty-content)"
            />
          </g>
        </svg>
      </div>
      <div className="vd-empty-description">{description}</div>
    </div>
  );
}
