import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Skeleton, Space, Tag } from 'antd';
import type { AcmRankVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentSevenAcRank } from '../rank';

const MEDALS = ['#f5b301', '#a8b4bd', '#cd7f32'];

/** Top solvers of the last 7 days (distinct problems accepted); at most 500 px high (spec 1 §2.4). */
export function RecentAcRank() {
  const { t } = useTranslation('home');
  const { data, isPending } = useRecentSevenAcRank();
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (!data || data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRecentAc')} />;
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
                <Space size={6}>
                  <Avatar size={22} src={r.avatar || undefined} icon={<UserOutlined />} />
                  <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
                  {r.titleName && <Tag color={r.titleColor || undefined}>{r.titleName}</Tag>}
                </Space>
              </td>
              <td>{r.ac}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
