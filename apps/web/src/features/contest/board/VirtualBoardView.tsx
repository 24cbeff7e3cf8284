import { Segmented, Space, Typography } from 'antd';
import type { ContestProblemVo, ContestVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/useCountdown';
import { useContestShell } from '../contestContext';
import { formatSpan } from '../contestTime';
import { VirtualMark } from '../VirtualPanel';
import { BoardView } from './BoardView';

/**
 * The board of a virtual participant (issue 24.1): while their window runs, the contest's board as
 * it stood at their elapsed time with their row (the shell's contest is moved into the window);
 * once it is over, that board at the end or the real one, as they choose.
 */
export function VirtualBoardView({ contest, problems }: { contest: ContestVo; problems: readonly ContestProblemVo[] }) {
  const { t } = useTranslation('virtual');
  const shell = useContestShell();
  const [mode, setMode] = useState<'virtual' | 'real'>('virtual');
  const participation = shell.virtual;
  // The elapsed time ticks here, on the server's clock, while the window runs.
  const now = useServerNow(shell.clockOffset, !!participation?.running);
  if (!participation) return null;
  const running = participation.running;
  const elapsed = Math.min(now, participation.endTime) - participation.startTime;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="virtual-board">
      <div className="board-virtual-head">
        <VirtualMark />
        {running ? (
          <Typography.Text type="secondary">{t('boardHint', { elapsed: formatSpan(elapsed) })}</Typography.Text>
        ) : (
          <Segmented
            value={mode}
            onChange={(v) => setMode(v as 'virtual' | 'real')}
            options={[
              { value: 'virtual', label: t('boardVirtual') },
              { value: 'real', label: t('boardReal') },
            ]}
            data-testid="virtual-board-mode"
          />
        )}
      </div>
      {running || mode === 'virtual' ? (
        <BoardView key="virtual" contest={running ? shell.contest : contest} problems={problems} outside={false} virtual />
      ) : (
        <BoardView key="real" contest={contest} problems={problems} outside={false} />
      )}
    </Space>
  );
}
