import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import type { ContestProblemVo } from '@verdict/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { contestUpsolveOptions } from './api';

/**
 * The contest problem list's after-contest column (issue 24.2), once the contest has ended: the
 * viewer's "solved after the contest" mark and how many participants solved the problem after it,
 * apart from the in-contest AC count and the viewer's in-contest mark.
 */
export function useUpsolveColumn(cid: number, ended: boolean): TableColumnsType<ContestProblemVo> {
  const { t } = useTranslation('contest');
  const upsolve = useQuery(contestUpsolveOptions(cid, ended));
  if (!ended) return [];
  const mine = new Set(upsolve.data?.mine ?? []);
  return [
    {
      key: 'upsolve',
      title: (
        <Tooltip title={t('problems.upsolveHelp')}>
          <span>{t('problems.upsolve')}</span>
        </Tooltip>
      ),
      width: 110,
      align: 'right',
      render: (_, p) => (
        <span className="contest-upsolve" data-testid="contest-upsolve">
          {mine.has(p.displayId) && (
            <Tag color="geekblue" data-testid="contest-upsolve-mine" style={{ marginInlineEnd: 6 }}>
              {t('problems.upsolvedMine')}
            </Tag>
          )}
          <span data-testid="contest-upsolve-count">{upsolve.data?.counts[p.displayId] ?? 0}</span>
        </span>
      ),
    },
  ];
}
