import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useInvalidate } from '../../invalidation';
import { Button, Card, Empty, Image, Popconfirm, Progress, Space, Typography, Upload } from 'antd';
import { HomeLimits, adminDeleteHomeCarousel, uploadCarouseImg } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCarousel } from '../api';

/**
 * The home carousel's images: upload (checked as real images by the server) and delete. A panel
 * for the admin config screen (/admin/conf); also served alone at /admin/carousel.
 */
export function CarouselSettings() {
  const { t } = useTranslation('home');
  const invalidate = useInvalidate();
  const { data, isPending } = useCarousel();
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => invalidate({ kind: 'carousel' });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('file', file);
      setProgress(0);
      return api.upload(uploadCarouseImg, {
        formData,
        onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      });
    },
    onSuccess: () => notify.success(t('admin.carousel.uploaded')),
    onSettled: () => {
      setProgress(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(adminDeleteHomeCarousel, { query: { id } }),
    onSuccess: () => notify.success(t('admin.carousel.deleted')),
    onSettled: () => void refresh(),
  });

  return (
    <Card
      title={t('admin.carousel.title')}
      data-testid="carousel-settings"
      extra={
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
          showUploadList={false}
          disabled={upload.isPending || (data?.length ?? 0) >= HomeLimits.carouselMax}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} data-testid="carousel-upload">
            {t('admin.carousel.upload')}
          </Button>
        </Upload>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.carousel.hint')}</Typography.Paragraph>
      {progress !== null && <Progress percent={progress} size="small" />}
      {!isPending && (!data || data.length === 0) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.carousel.empty')} />
      ) : (
        <Space wrap size={12}>
          {(data ?? []).map((img, i) => (
            <Space key={img.id} direction="vertical" size={4} data-testid="carousel-item">
              <Image
                src={img.url}
                width={200}
                height={100}
                style={{ objectFit: 'cover', borderRadius: 6 }}
                alt={t('carouselImage', { n: i + 1 })}
              />
              <Popconfirm title={t('admin.carousel.deleteConfirm')} onConfirm={() => remove.mutate(img.id)}>
                <Button size="small" danger icon={<DeleteOutlined />} block>
                  {t('admin.carousel.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ))}
        </Space>
      )}
    </Card>
  );
}
