import { EllipsisOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HeaderDropdown } from './HeaderDropdown';
import { NavDropdown } from './NavDropdown';
import type { NavItem } from './navItems';

/**
 * The desktop header's horizontal menu: links, and buttons with a list (NavDropdown) for the entries
 * that have one. Entries that do not fit go under a named "more" entry at the end, as antd's menu did:
 * every entry stays rendered (those waiting under "more" aria-hidden and out of the flow) so their
 * widths can be measured whenever the bar or the texts change.
 */
export function NavMenu({ items, selected }: { items: NavItem[]; selected: string[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState(items.length);

  // What is measured: the entries and their language (a new array every render, the same entries).
  const signature = `${i18n.language} ${items.map((i) => i.path).join(' ')}`;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const cells = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-entry]')];
      const more = list.querySelector<HTMLElement>(':scope > .nav-more');
      const widths = cells.map((c) => c.getBoundingClientRect().width);
      const room = list.clientWidth;
      const all = widths.reduce((a, b) => a + b, 0);
      if (all <= room) return setVisible(cells.length);
      const moreWidth = more?.getBoundingClientRect().width ?? 0;
      let used = moreWidth;
      let fit = 0;
      while (fit < widths.length && used + widths[fit]! <= room) used += widths[fit++]!;
      setVisible(fit);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [signature]);

  const label = (item: NavItem) => t(`nav.${item.label}`);
  const hidden = items.slice(visible);
  const moreEntries = hidden.flatMap((item) => item.children ?? [item]);

  return (
    <ul ref={listRef} className="nav-menu">
      {items.map((item, index) => {
        const shown = index < visible;
        const cls = `nav-menu-item${selected.includes(item.path) ? ' nav-menu-item-selected' : ''}`;
        return (
          <li key={item.path} className={cls} data-nav-entry="" aria-hidden={shown ? undefined : true}>
            {item.children ? (
              <NavDropdown
                label={label(item)}
                icon={item.icon}
                entries={item.children.map((c) => ({ path: c.path, label: label(c), icon: c.icon }))}
                testId={`nav-${item.label}`}
              />
            ) : (
              <>
                {item.icon}
                <Link to={item.path} tabIndex={shown ? undefined : -1}>
                  {label(item)}
                </Link>
              </>
            )}
          </li>
        );
      })}
      <li className="nav-menu-item nav-more" aria-hidden={hidden.length ? undefined : true}>
        <HeaderDropdown
          trigger="hover"
          placement="bottomRight"
          buttonClassName="nav-more-button"
          buttonProps={{ 'aria-label': t('nav.more') }}
          items={moreEntries.map((e) => ({ key: e.path, icon: e.icon, label: label(e), onSelect: () => void navigate(e.path) }))}
        >
          <EllipsisOutlined />
        </HeaderDropdown>
      </li>
    </ul>
  );
}
