import { Form, Input, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupAuth, GroupFieldLimits } from './groupRules';
import { RequiredRadioGroup } from '../../components/RequiredControls';

export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code?: string;
  visible: boolean;
}

/** The fields of the create dialog and the settings page, validated on blur (spec 3 §5). */
export function GroupFormFields({ form }: { form: FormInstance<GroupFormValues> }) {
  const { t } = useTranslation('group');
  const auth = Form.useWatch('auth', form);
  const lengthRule = (field: keyof typeof GroupFieldLimits) => {
    const [min, max] = GroupFieldLimits[field];
    return {
      min,
      max,
      message:
        min === max
          ? t('form.exactLength', { field: t(`form.${field}` as 'form.name'), n: min })
          : t('form.length', { field: t(`form.${field}` as 'form.name'), min, max }),
    };
  };
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field: t(`form.${field}` as 'form.name') }),
  });
  return (
    <>
      <Form.Item name="name" label={t('form.name')} validateTrigger="onBlur" rules={[required('name'), lengthRule('name')]}>
        <Input data-testid="group-form-name" />
      </Form.Item>
      <Form.Item
        name="shortName"
        label={t('form.shortName')}
        tooltip={t('form.shortNameHint')}
        validateTrigger="onBlur"
        rules={[
          required('shortName'),
          lengthRule('shortName'),
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('form.shortNameChars') },
        ]}
      >
        <Input data-testid="group-form-short-name" />
      </Form.Item>
      <Form.Item name="brief" label={t('form.brief')} validateTrigger="onBlur" rules={[required('brief'), lengthRule('brief')]}>
        <Input data-testid="group-form-brief" />
      </Form.Item>
      <Form.Item
        name="auth"
        label={t('form.auth')}
        rules={[{ required: true, message: t('form.required', { field: t('form.auth') }) }]}
      >
        <RequiredRadioGroup
          data-testid="group-form-auth"
          options={[
            { value: GroupAuth.Public, label: t('auth.public') },
            { value: GroupAuth.Protected, label: t('auth.protected') },
            { value: GroupAuth.Private, label: t('auth.private') },
          ]}
        />
      </Form.Item>
      {auth !== undefined && auth !== GroupAuth.Public && (
        <Form.Item
          name="code"
          label={t('form.code')}
          tooltip={t('form.codeHint')}
          validateTrigger="onBlur"
          rules={[required('code'), lengthRule('code')]}
        >
          <Input maxLength={6} autoComplete="off" data-testid="group-form-code" />
        </Form.Item>
      )}
      <Form.Item name="visible" label={t('form.visible')} valuePropName="checked" tooltip={t('form.visibleHint')}>
        <Switch data-testid="group-form-visible" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('form.description')}
        validateTrigger="onBlur"
        rules={[required('description'), lengthRule('description')]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          showCount
          maxLength={GroupFieldLimits.description[1]}
          data-testid="group-form-description"
        />
      </Form.Item>
    </>
  );
}

/** Empty optional values are left out of what is sent (spec 3 §5: "values with empties filtered"). */
export function cleanGroupValues(values: GroupFormValues) {
  const { code, ...rest } = values;
  const trimmed = {
    ...rest,
    name: rest.name.trim(),
    shortName: rest.shortName.trim(),
    brief: rest.brief.trim(),
    description: rest.description.trim(),
  };
  return rest.auth !== GroupAuth.Public && code ? { ...trimmed, code: code.trim() } : trimmed;
}
