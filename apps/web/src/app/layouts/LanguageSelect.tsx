import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { type KeyboardEvent, Suspense, lazy, useState } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGE_OPTIONS } from './languageOptions';

const loadFull = () => import('./LanguageSelectFull');
const LanguageSelectFull = lazy(loadFull);

/**
 * The footer's language switch. antd's Select (rc-select with its virtual list, about 20 KB gzip)
 * would be in every first page for a control few people touch; until it is touched this draws the
 * closed Select's exact look (global.css `.lang-select`), and the first click or key loads the real
 * one, opened, in its place. Hovering or focusing it starts loading already.
 */
export function LanguageSelect({ label }: { label: string }) {
  const [mode, setMode] = useState<'facade' | 'open' | 'focused'>('facade');
  const chosen = LANGUAGE_OPTIONS.find((o) => o.value === currentLanguage())?.label ?? '';
  const facade = (
    <div
      className="lang-select"
      data-testid={mode === 'facade' ? 'language-switch' : undefined}
      onPointerEnter={() => void loadFull()}
      onClick={() => setMode('open')}
    >
      <div className="lang-select-selector">
        <span className="lang-select-prefix">
          <GlobalOutlined />
        </span>
        <span
          className="lang-select-item"
          role="combobox"
          tabIndex={0}
          aria-label={label}
          aria-expanded={false}
          aria-haspopup="listbox"
          title={chosen}
          onFocus={() => void loadFull()}
          onKeyDown={(e: KeyboardEvent) => {
            if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
              e.preventDefault();
              setMode('open');
            }
          }}
        >
          {chosen}
        </span>
      </div>
      <span className="lang-select-arrow" aria-hidden="true">
        <DownOutlined />
      </span>
    </div>
  );
  if (mode === 'facade') return facade;
  return (
    <Suspense fallback={facade}>
      <LanguageSelectFull label={label} open={mode === 'open'} />
    </Suspense>
  );
}
