import { UserOutlined } from '@ant-design/icons';
import { Avatar, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Root shows SPA, the other admin roles ADM (spec 2 §6). */
export function roleBadge(role: string | null | undefined): 'root' | 'admin' | null {
  if (role === 'root') return 'root';
  if (role === 'admin' || role === 'problem_admin') return 'admin';
  return null;
}

/** Avatar, linked name and role badge of an author. */
export function AuthorBadge({
  name,
  avatar,
  role,
  size = 28,
}: {
  name: string | null;
  avatar: string | null;
  role: string | null;
  size?: number;
}) {
  const { t } = useTranslation('discussion');
  const badge = roleBadge(role);
  return (
    <Space size={6} align="center" className="discussion-author">
      <Avatar size={size} src={avatar || undefined} icon={<UserOutlined />} alt="" />
      {name ? (
        <Link to={`/user-home?username=${encodeURIComponent(name)}`}>
          <Typography.Text strong>{name}</Typography.Text>
        </Link>
      ) : null}
      {badge ? (
        <Tag color={badge === 'root' ? 'volcano' : 'geekblue'} bordered={false} style={{ marginInlineEnd: 0 }}>
          {t(`badge.${badge}`)}
        </Tag>
      ) : null}
    </Space>
  );
}
