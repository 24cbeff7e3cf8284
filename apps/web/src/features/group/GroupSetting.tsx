import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { AvatarCropUpload } from '../account';
import { useUpdateGroup, useUploadGroupAvatar } from './api';
import { useGroupContext } from './groupContext';
import { cleanGroupValues, GroupFormFields, type GroupFormValues } from './GroupForm';

/** Group root: the avatar (cropped to 200×200 PNG) and the group's fields (spec 3 §2). */
export function GroupSetting() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  const [form] = Form.useForm<GroupFormValues>();
  const update = useUpdateGroup(group.id);
  const avatar = useUploadGroupAvatar(group.id);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="group-setting">
      <Card size="small" title={t('setting.avatar')}>
        <AvatarCropUpload
          src={group.avatar}
          shape="square"
          icon={<TeamOutlined />}
          pending={avatar.isPending}
          onUpload={(blob, done) =>
            avatar.mutate(blob, {
              onSuccess: () => {
                notify.success(t('setting.avatarUpdated'));
                done();
              },
            })
          }
        />
      </Card>
      <Card size="small" title={t('setting.info')}>
        <Form<GroupFormValues>
          form={form}
          layout="vertical"
          className="group-form"
          initialValues={{
            name: group.name,
            shortName: group.shortName,
            brief: group.brief ?? '',
            description: group.description ?? '',
            auth: group.auth,
            code: group.code ?? '',
            visible: group.visible,
          }}
          onFinish={(values) =>
            update.mutate({ id: group.id, ...cleanGroupValues(values) }, { onSuccess: () => notify.success(t('common.updated')) })
          }
          data-testid="group-setting-form"
        >
          <GroupFormFields form={form} />
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="group-setting-save">
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
