import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';

/** antd's 28 px round Avatar: the user's picture, or the person icon when there is none or it fails to load. */
export function HeaderAvatar({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && failed !== src ? src : null;
  return (
    <span className={image ? 'hd-avatar hd-avatar-image' : 'hd-avatar'}>
      {image ? <img src={image} alt="" onError={() => setFailed(image)} /> : <UserOutlined />}
    </span>
  );
}
