import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './header.css';

export interface HeaderMenuEntry {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Marked as the current choice (the language, the theme): a radio item. */
  selected?: boolean;
  onSelect: () => void;
}
export type HeaderMenuItem = HeaderMenuEntry | { divider: true; key: string };

const isEntry = (item: HeaderMenuItem): item is HeaderMenuEntry => !('divider' in item);

/** antd's Dropdown delays (mouseEnterDelay 0.15 s, mouseLeaveDelay 0.1 s): a pointer passing by opens nothing. */
const ENTER_MS = 150;
const LEAVE_MS = 100;

/**
 * A header button with a menu under it, drawn as antd's Dropdown was (header.css) without antd's
 * Dropdown, Menu and Trigger in the first page's code. Mouse: `hover` opens on hover as well as on
 * click. Keyboard (WAI-ARIA menu button): Enter, Space or ArrowDown open the menu with its first entry
 * focused (ArrowUp: the last), the arrows, Home and End move, Enter or Space choose, Escape closes and
 * gives the focus back to the button, Tab closes and moves on.
 */
export function HeaderDropdown(props: {
  items: HeaderMenuItem[];
  trigger: 'hover' | 'click';
  placement: 'bottomLeft' | 'bottomRight';
  /** Focus the first entry whenever the menu opens, hover included (the header's Rank and About, as before). */
  autoFocus?: boolean;
  buttonClassName: string;
  buttonProps?: Record<`data-${string}`, string> & { 'aria-label'?: string; title?: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last' | null>(null);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const menuId = useId();

  const later = (fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = ms > 0 ? setTimeout(fn, ms) : null;
    if (ms === 0) fn();
  };
  const show = (focus: 'first' | 'last' | null) => {
    setFocusAt(focus ?? (props.autoFocus ? 'first' : null));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    later(() => setOpen(false), 0);
    if (returnFocus) buttonRef.current?.focus();
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // A press outside closes the menu, as antd's did.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const entries = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [])];
  useEffect(() => {
    if (!open || !focusAt) return;
    const list = entries();
    (focusAt === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusAt]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const at = e.key === 'ArrowUp' ? 'last' : 'first';
      // Open already (by hover): the focus moves into it at once, no state changes.
      const list = open ? entries() : [];
      if (list.length) (at === 'first' ? list[0] : list[list.length - 1])?.focus();
      else show(at);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? list.length - 1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') setOpen(false);
  };
  const choose = (entry: HeaderMenuEntry, fromKeyboard: boolean) => {
    close(fromKeyboard);
    entry.onSelect();
  };

  const hover = props.trigger === 'hover';
  return (
    <span
      ref={wrapRef}
      className="hd-wrap"
      onMouseEnter={hover ? () => later(() => show(null), ENTER_MS) : undefined}
      onMouseLeave={hover ? () => later(() => setOpen(false), LEAVE_MS) : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        className={props.buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(null))}
        onKeyDown={onButtonKey}
        {...props.buttonProps}
      >
        {props.children}
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" className={`hd-menu hd-menu-${props.placement}`} onKeyDown={onMenuKey}>
          {props.items.map((item) =>
            isEntry(item) ? (
              <li
                key={item.key}
                role={item.selected === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.selected}
                tabIndex={-1}
                data-menu-entry=""
                className={item.selected ? 'hd-item hd-item-selected' : 'hd-item'}
                onClick={() => choose(item, false)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    choose(item, true);
                  }
                }}
              >
                {item.icon && <span className="hd-item-icon">{item.icon}</span>}
                <span className="hd-item-label">{item.label}</span>
              </li>
            ) : (
              <li key={item.key} role="separator" className="hd-divider" />
            ),
          )}
        </ul>
      )}
    </span>
  );
}
