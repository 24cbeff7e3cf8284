import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Skeleton, Space, Table, Tag } from 'antd';
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
  return (
    <Table<AcmRankVo>
      size="small"
      rowKey="uid"
      pagination={false}
      dataSource={data}
      scroll={{ y: 440 }}
      data-testid="home-recent-ac"
      columns={[
        {
          title: '#', key: 'rank', width: 44, align: 'center',
          render: (_: unknown, __: AcmRankVo, i: number) =>
            i < 3 ? <span style={{ color: MEDALS[i], fontWeight: 700 }}>{i + 1}</span> : i + 1,
        },
        {
          title: t('user'), key: 'user', ellipsis: true,
          render: (_: unknown, r: AcmRankVo) => (
            <Space size={6}>
              <Avatar size={22} src={r.avatar || undefined} icon={<UserOutlined />} />
              <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
              {r.titleName && <Tag color={r.titleColor || undefined}>{r.titleName}</Tag>}
            </Space>
          ),
        },
        { title: 'AC', dataIndex: 'ac', key: 'ac', width: 56, align: 'center' },
      ]}
    />
  );
}
