import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Popover, Radio } from 'antd';
import type { BoardTeamVo } from '@verdict/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { boardTeamsOptions } from './api';
import './team.css';

/** The URL parameter that remembers the board's category. */
export const CATEGORY_PARAM = 'category';

/** What a team contest's board takes from its teams. */
export interface TeamBoard {
  /** The chosen category (team group id); undefined for the whole board. */
  groupId: number | undefined;
  /** The category picker above the board; null when the contest has no categories. */
  picker: ReactNode;
  /** The viewer's own row (their team's) in a team contest. */
  ownKey: string | undefined;
  /** A team row's name with its logo and a popover of its organisation and members. */
  renderName: ((row: { uid: string }, name: ReactNode) => ReactNode) | undefined;
}

/** The card a team row opens: organisation (logo, name, formal name) and members. */
function TeamCard({ team }: { team: BoardTeamVo }) {
  const { t } = useTranslation('team');
  const org = team.organization;
  return (
    <div className="team-board-card" data-testid="board-team-card">
      {org && (
        <div className="team-board-org">
          {org.logoUrl && <Avatar shape="square" size={32} src={org.logoUrl} alt={t('board.logoOf', { name: org.name })} />}
          <div>
            <strong>{org.name}</strong>
            {org.formalName && <div className="team-muted">{org.formalName}</div>}
          </div>
        </div>
      )}
      <div className="team-muted">{t('board.members')}</div>
      <ul className="team-board-members">
        {team.members.map((m) => (
          <li key={m.username}>
            <Link to={`/user-home?username=${encodeURIComponent(m.username)}`}>{m.username}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The team side of a team contest's board (issue 23.1): the category picker (each category its own
 * ranking, remembered in the URL as `?category=`), team rows with the organisation's logo and a
 * card of the organisation and the members (hover, or tap on a phone), and the viewer's team row.
 */
export function useTeamBoard(cid: number, teamContest: boolean, username: string | undefined, onCategory: () => void): TeamBoard {
  const { t } = useTranslation('team');
  const [params, setParams] = useSearchParams();
  const data = useQuery(boardTeamsOptions(cid, teamContest && cid > 0)).data;
  const teams = useMemo(() => new Map((data?.teams ?? []).map((x) => [x.key, x])), [data]);
  const categories = data?.categories ?? [];
  const asked = Number(params.get(CATEGORY_PARAM));
  // Only a category the viewer may see (a hidden one asked through the URL by a contestant is the whole board).
  const known = categories.some((c) => c.id === asked);
  const groupId = teamContest && known ? asked : undefined;
  const ownKey = username ? data?.teams.find((x) => x.members.some((m) => m.username === username))?.key : undefined;

  const choose = (id: number) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id > 0) next.set(CATEGORY_PARAM, String(id));
        else next.delete(CATEGORY_PARAM);
        return next;
      },
      { replace: true },
    );
    onCategory();
  };

  const picker =
    teamContest && categories.length > 0 ? (
      <div className="team-board-picker" data-testid="board-category">
        <span className="team-muted">{t('board.category')}</span>
        <Radio.Group
          size="small"
          optionType="button"
          buttonStyle="solid"
          value={groupId ?? 0}
          onChange={(e) => choose(Number(e.target.value))}
          options={[
            { value: 0, label: t('board.all') },
            ...categories.map((c) => ({
              value: c.id,
              label: c.hidden ? `${c.name} (${t('board.hidden')})` : c.name,
            })),
          ]}
        />
      </div>
    ) : null;

  const renderName =
    teams.size > 0
      ? (row: { uid: string }, name: ReactNode) => {
          const team = teams.get(row.uid);
          if (!team) return name;
          const logo = team.organization?.logoUrl;
          return (
            <Popover content={<TeamCard team={team} />} title={team.name} trigger={['hover', 'click']}>
              <span className="team-board-name" data-testid="board-team" tabIndex={0}>
                {logo ? (
                  <Avatar shape="square" size={18} src={logo} alt="" />
                ) : (
                  <TeamOutlined className="team-muted" aria-hidden />
                )}
                {name}
              </span>
            </Popover>
          );
        }
      : undefined;

  return { groupId, picker, ownKey, renderName };
}
