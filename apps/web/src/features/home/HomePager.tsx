import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import enUS from 'rc-pagination/es/locale/en_US';
import zhCN from 'rc-pagination/es/locale/zh_CN';

export type PagerItem = number | 'jump-prev' | 'jump-next';

/**
 * The pages antd's Pagination shows (rc-pagination, no `showLessItems`): every page up to 7; else
 * the first, the current ±2, the last, and a jump of 5 on either side where pages are left out.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const buffer = 2;
  if (pages <= 3 + buffer * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, pages);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (pages - current <= buffer) left = pages - buffer * 2;
  const items: PagerItem[] = [];
  for (let p = left; p <= right; p++) items.push(p);
  if (current - 1 >= buffer * 2 && current !== 1 + 2) items.unshift('jump-prev');
  if (pages - current >= buffer * 2 && current !== pages - 2) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}

const onEnter = (go: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter') go();
};

/**
 * The home page's announcement pager: antd's small Pagination drawn with the same markup and
 * measures (home.css), without the size changer's Select and Input that antd's pulls into the
 * first page. Titles come from antd's locale (rc-pagination's, which antd's ConfigProvider passes on), as before.
 */
export function HomePager(props: { current: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const { current, pageSize, total, onChange } = props;
  const locale = useTranslation().i18n.language === 'en' ? enUS : zhCN;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    const next = Math.min(pages, Math.max(1, page));
    if (next !== current) onChange(next);
  };
  const items = pagerItems(current, pages);
  const edge = (side: 'prev' | 'next') => {
    const disabled = side === 'prev' ? current <= 1 : current >= pages;
    const target = side === 'prev' ? current - 1 : current + 1;
    return (
      <li
        title={(side === 'prev' ? locale?.prev_page : locale?.next_page) ?? undefined}
        className={`home-pager-${side}${disabled ? ' home-pager-disabled' : ''}`}
        aria-disabled={disabled}
        tabIndex={disabled ? undefined : 0}
        onClick={() => !disabled && go(target)}
        onKeyDown={onEnter(() => !disabled && go(target))}
      >
        <button className="home-pager-item-link" type="button" tabIndex={-1} disabled={disabled}>
          {side === 'prev' ? <LeftOutlined /> : <RightOutlined />}
        </button>
      </li>
    );
  };
  return (
    <ul className="home-pager" data-testid="home-announcement-pager">
      {edge('prev')}
      {items.map((item, i) => {
        if (typeof item !== 'number') {
          const back = item === 'jump-prev';
          const target = back ? current - 5 : current + 5;
          return (
            <li
              key={item}
              title={(back ? locale?.prev_5 : locale?.next_5) ?? undefined}
              className="home-pager-jump"
              tabIndex={0}
              onClick={() => go(target)}
              onKeyDown={onEnter(() => go(target))}
            >
              <a className="home-pager-item-link">
                <div className="home-pager-item-container">
                  {back ? (
                    <DoubleLeftOutlined className="home-pager-jump-icon" />
                  ) : (
                    <DoubleRightOutlined className="home-pager-jump-icon" />
                  )}
                  <span className="home-pager-ellipsis">•••</span>
                </div>
              </a>
            </li>
          );
        }
        // The pages beside a jump hide on narrower screens, as antd's do.
        const besideJump = items[i - 1] === 'jump-prev' || items[i + 1] === 'jump-next';
        return (
          <li
            key={item}
            title={String(item)}
            className={`home-pager-item${item === current ? ' home-pager-item-active' : ''}${besideJump ? ' home-pager-beside-jump' : ''}`}
            tabIndex={0}
            onClick={() => go(item)}
            onKeyDown={onEnter(() => go(item))}
          >
            <a rel="nofollow">{item}</a>
          </li>
        );
      })}
      {edge('next')}
    </ul>
  );
}
