import { Switch } from 'antd';
import { parseWireDate } from '@verdict/shared';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import type { BoardRow } from './boardCells';

/** The URL's switch of the after-contest marks (`?upsolve=1`): off by default, kept on reload and in shared links. */
export function useUpsolveToggle(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = params.get('upsolve') === '1';
  const set = (next: boolean) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set('upsolve', '1');
        else p.delete('upsolve');
        return p;
      },
      { replace: true },
    );
  return [on, set];
}

/** The toolbar's switch (an ended contest's board only). */
export function UpsolveSwitch({
  t,
  on,
  onChange,
}: {
  t: TFunction<'contestBoard'>;
  on: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label>
      <Switch size="small" checked={on} onChange={onChange} data-testid="board-upsolve-switch" /> {t('upsolve.switch')}
    </label>
  );
}

/** A problem cell's props when the row solved it after the contest only (the server's `upsolved`, sent when asked for). */
export function upsolveCell(t: TFunction<'contestBoard'>, row: BoardRow, displayId: string) {
  if (!row.upsolved?.includes(displayId)) return {};
  return {
    className: 'board-cell-upsolved',
    title: t('upsolve.title'),
    'data-upsolve': t('upsolve.mark'),
    'data-testid': 'board-upsolved',
  } as React.HTMLAttributes<HTMLElement>;
}

/** The seal's time as hh:mm (the viewer's clock), for the sealed board's headers. */
export function sealedSinceText(sealRankTime: string | null | undefined): string | null {
  const ms = parseWireDate(sealRankTime);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
