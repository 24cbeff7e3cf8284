import { Alert, Button, Card, Form, Input, InputNumber, Radio, Skeleton, Space, Switch } from 'antd';
import { TrainingLimits } from '@verdict/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { useTrainingCategories } from '../api';
import { CategoryTag } from '../TrainingTags';
import { useAdminTraining, useSaveTraining } from './api';
import { useTrainingAdminScope } from './scope';
import { RequiredSelect } from '../../../components/RequiredControls';

interface FormValues {
  title: string;
  description: string;
  categoryId?: number;
  auth: 'Public' | 'Private';
  privatePwd?: string;
  rank: number | null;
  status: boolean;
}

/**
 * /admin/training/create and /admin/training/:trainingId/edit: the form of spec 3 §5 — rank,
 * title, description and category required, a password for a private training. Without any
 * category the admin is sent to create one first.
 */
export function TrainingFormPage() {
  const { t } = useTranslation('trainingAdmin');
  const { trainingId } = useParams();
  const tid = trainingId ? Number(trainingId) : undefined;
  const editing = tid !== undefined;
  usePageTitle(editing ? t('form.editTitle') : t('form.createTitle'));
  const navigate = useNavigate();
  const categories = useTrainingCategories();
  const existing = useAdminTraining(tid);
  const save = useSaveTraining();
  const scope = useTrainingAdminScope();
  const [form] = Form.useForm<FormValues>();
  const auth = Form.useWatch('auth', form);

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      title: d.training.title,
      description: d.training.description ?? '',
      categoryId: d.trainingCategory?.id,
      auth: d.training.auth === 'Private' ? 'Private' : 'Public',
      privatePwd: d.training.privatePwd ?? '',
      rank: d.training.rank,
      status: d.training.status,
    });
  }, [existing.data, form]);

  if (categories.isPending || (editing && existing.isPending))
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if ((categories.data ?? []).length === 0) {
    return (
      <Card title={editing ? t('form.editTitle') : t('form.createTitle')}>
        <Alert
          type="warning"
          showIcon
          message={t('form.noCategory')}
          data-testid="training-no-category"
          action={
            scope.categoryPath ? (
              <Link to={scope.categoryPath}>
                <Button type="primary">{t('form.goCategories')}</Button>
              </Link>
            ) : undefined
          }
        />
      </Card>
    );
  }

  const onFinish = (v: FormValues) => {
    save.mutate(
      {
        training: {
          id: tid ?? null,
          title: v.title.trim(),
          description: v.description,
          auth: v.auth,
          privatePwd: v.auth === 'Private' ? (v.privatePwd ?? '') : null,
          rank: v.rank,
          status: v.status,
        },
        trainingCategory: { id: v.categoryId ?? null },
      },
      {
        onSuccess: (res) => {
          notify.success(t('saved'));
          navigate(editing ? scope.listPath : scope.problemsPath(res.id));
        },
      },
    );
  };

  return (
    <Card title={editing ? t('form.editTitle') : t('form.createTitle')} styles={{ body: { maxWidth: 820 } }}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ auth: 'Public', rank: TrainingLimits.rankDefault, status: true, title: '', description: '' }}
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => notify.warning(errorFields[0]?.errors[0] ?? t('form.check'))}
        data-testid="training-form"
      >
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item
            name="rank"
            label={t('form.rank')}
            tooltip={t('form.rankHint')}
            rules={[{ required: true, message: t('form.required', { field: t('form.rank') }) }]}
          >
            <InputNumber
              min={TrainingLimits.rankMin}
              max={TrainingLimits.rankMax}
              precision={0}
              style={{ width: 180 }}
              data-testid="training-rank-input"
            />
          </Form.Item>
          <Form.Item
            name="categoryId"
            label={t('form.category')}
            rules={[{ required: true, message: t('form.required', { field: t('form.category') }) }]}
          >
            <RequiredSelect
              style={{ width: 220 }}
              placeholder={t('form.category')}
              options={(categories.data ?? []).map((c) => ({
                value: c.id,
                label: <CategoryTag name={c.name} color={c.color} />,
              }))}
              data-testid="training-category-select"
            />
          </Form.Item>
          <Form.Item name="status" label={t('form.visible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.title') }) }, { max: 255 }]}
        >
          <Input data-testid="training-title-input" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          tooltip={t('form.markdown')}
          rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.description') }) }]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} data-testid="training-description-input" />
        </Form.Item>
        <Space wrap size={16} align="start">
          <Form.Item name="auth" label={t('form.auth')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'Public', label: t('auth.Public') },
                { value: 'Private', label: t('auth.Private') },
              ]}
            />
          </Form.Item>
          {auth === 'Private' && (
            <Form.Item
              name="privatePwd"
              label={t('form.password')}
              rules={[{ required: true, whitespace: true, message: t('form.passwordRequired') }, { max: 64 }]}
            >
              <Input style={{ width: 220 }} autoComplete="off" data-testid="training-password-input" />
            </Form.Item>
          )}
        </Space>
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="training-save">
            {t('form.save')}
          </Button>
          <Link to={scope.listPath}>
            <Button>{t('form.cancel')}</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
