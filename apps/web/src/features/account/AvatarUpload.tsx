import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Modal, Slider, Space, Upload } from 'antd';
import { AVATAR_TYPES, Limits } from '@verdict/shared';
import { useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useUploadAvatar } from './api';
import { checkAvatarFile } from './avatarRules';

async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  // Square output at the server's avatar size keeps uploads small.
  canvas.width = Limits.avatarSize;
  canvas.height = Limits.avatarSize;
  canvas.getContext('2d')?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('crop failed'))), 'image/png'));
}

export function AvatarUpload() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const upload = useUploadAvatar();
  return (
    <AvatarCropUpload
      src={user?.avatar}
      pending={upload.isPending}
      onUpload={(blob, done) =>
        upload.mutate(blob, {
          onSuccess: () => {
            notify.success(t('setting.avatarUpdated'));
            done();
          },
        })
      }
    />
  );
}

export interface AvatarCropUploadProps {
  src: string | null | undefined;
  pending: boolean;
  /** Sends the cropped 200×200 PNG; call `done` on success to close the crop dialog. */
  onUpload: (blob: Blob, done: () => void) => void;
  /** The picture shown beside the button (a user's round one by default). */
  shape?: 'circle' | 'square';
  icon?: ReactNode;
}

/** Pick, check (types, 2 MB), crop to a square and upload: the user's avatar and a group's (spec 3 §5). */
export function AvatarCropUpload({ src, pending, onUpload, shape = 'circle', icon = <UserOutlined /> }: AvatarCropUploadProps) {
  const { t } = useTranslation('account');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const pick = (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem === 'type') notify.warning(t('setting.avatarType'));
    else if (problem === 'size') notify.warning(t('setting.avatarSize'));
    else setSource(URL.createObjectURL(file));
    return false;
  };
  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
    setZoom(1);
  };
  const save = async () => {
    if (!source || !area) return;
    const blob = await cropToBlob(source, area);
    onUpload(blob, close);
  };

  return (
    <Space size={16} align="center" wrap>
      <Avatar size={80} shape={shape} src={src || undefined} icon={icon} />
      <Upload accept={AVATAR_TYPES.map((e) => `.${e}`).join(',')} showUploadList={false} beforeUpload={pick}>
        <Button icon={<UploadOutlined />} data-testid="avatar-pick">
          {t('setting.changeAvatar')}
        </Button>
      </Upload>
      <Modal
        open={source !== null}
        title={t('setting.cropAvatar')}
        onCancel={close}
        onOk={() => void save()}
        okText={t('setting.upload')}
        confirmLoading={pending}
        maskClosable={false}
        destroyOnHidden
      >
        <div style={{ position: 'relative', height: 300, background: '#222' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape={shape === 'circle' ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} aria-label={t('setting.zoom')} />
      </Modal>
    </Space>
  );
}
