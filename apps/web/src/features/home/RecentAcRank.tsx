import { UserOutlined } from '@ant-design/icons';
import type { AcmRankVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty, Tag } from '../../components/Plain';
import { SkeletonLines } from '../../components/Skeleton';
import { useRecentSevenAcRank } from '../rank';

const MEDALS = ['#f5b301', '#a8b4bd', '#cd7f32'];

/** antd's 22 px round Avatar (home.css): the picture, or the person icon when there is none or it fails. */
function RankAvatar({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && failed !== src ? src : null;
  return (
    <span className={image ? 'home-avatar home-avatar-image' : 'home-avatar home-avatar-icon'}>
      {image ? <img src={image} alt="" onError={() => setFailed(image)} /> : <UserOutlined />}
    </span>
  );
}

/** Top solvers of the last 7 days (distinct problems accepted); at most 500 px high (spec 1 §2.4). */
export function RecentAcRank() {
  const { t } = useTranslation('home');
  const { data, isPending } = useRecentSevenAcRank();
  if (isPending) return <SkeletonLines title={false} rows={4} />;
  if (!data || data.length === 0) return <Empty description={t('noRecentAc')} />;
  // A plain table: antd's Table (with Pagination, Select and Input behind it) cost /home 47 KB gzip for 10 rows.
  return (
    <div className="home-ac-rank" data-testid="home-recent-ac">
      <table>
        <colgroup>
          <col style={{ width: 44 }} />
          <col />
          <col style={{ width: 56 }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="user">
              {t('user')}
            </th>
            <th scope="col">AC</th>
          </tr>
        </thead>
        <tbody>
          {data.map((r: AcmRankVo, i) => (
            <tr key={r.uid}>
              <td>{i < 3 ? <span style={{ color: MEDALS[i], fontWeight: 700 }}>{i + 1}</span> : i + 1}</td>
              <td className="user">
                <div className="home-space home-space-center" style={{ gap: 6 }}>
                  <div className="home-space-item">
                    <RankAvatar src={r.avatar} />
                  </div>
                  <div className="home-space-item">
                    <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
                  </div>
                  {r.titleName && (
                    <div className="home-space-item">
                      <Tag color={r.titleColor || undefined}>{r.titleName}</Tag>
                    </div>
                  )}
                </div>
              </td>
              <td>{r.ac}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
