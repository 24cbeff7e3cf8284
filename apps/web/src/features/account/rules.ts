import type { FormInstance, FormRule } from 'antd';
import { Limits } from '@verdict/shared';
import type { TFunction } from 'i18next';
import { isTaken } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation of spec §5, as antd form rules; texts come from the account namespace. */
export function accountRules(t: TFunction<'account'>) {
  const username: FormRule[] = [
    { required: true, whitespace: true, message: t('validation.usernameRequired') },
    { max: Limits.usernameMax, message: t('validation.usernameMax', { max: Limits.usernameMax }) },
  ];
  const password: FormRule[] = [
    { required: true, message: t('validation.passwordRequired') },
    {
      min: Limits.passwordMin,
      max: Limits.passwordMax,
      message: t('validation.passwordBetween', { min: Limits.passwordMin, max: Limits.passwordMax }),
    },
  ];
  const email: FormRule[] = [
    { required: true, message: t('validation.emailRequired') },
    { pattern: EMAIL, message: t('validation.emailFormat') },
  ];
  return {
    username,
    password,
    email,
    /** The repeat field: never sent to the server, must equal `field`. */
    passwordAgain: (field: string): FormRule[] => [
      { required: true, message: t('validation.passwordAgainRequired') },
      ({ getFieldValue }) => ({
        validator: (_, value: string) =>
          !value || value === getFieldValue(field)
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.passwordMismatch'))),
      }),
    ],
    usernameFree: [...username, takenRule('username', true, t('validation.usernameExists'))],
    usernameExists: [...username, takenRule('username', false, t('validation.usernameMissing'))],
    emailFree: [...email, takenRule('email', true, t('validation.emailExists'))],
    emailExists: [...email, takenRule('email', false, t('validation.emailMissing'))],
    registerCode: [
      { required: true, message: t('validation.codeRequired') },
      { len: Limits.registerCodeLength, message: t('validation.codeLength', { len: Limits.registerCodeLength }) },
    ] as FormRule[],
    captcha: [
      { required: true, message: t('validation.captchaRequired') },
      { max: Limits.captchaMax, message: t('validation.captchaLength', { min: Limits.captchaMin, max: Limits.captchaMax }) },
    ] as FormRule[],
    /** New value must differ from `field` (new password / new e-mail, spec §5). */
    differsFrom:
      (field: string, message: string): FormRule =>
      ({ getFieldValue }) => ({
        validator: (_, value: string) =>
          !value || value !== getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
      }),
  };
}

/** Existence check against the server; the rule reports only a definite conflict. */
function takenRule(field: 'username' | 'email', mustBeFree: boolean, message: string): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_, value: string) => {
      if (!value || (field === 'email' && !EMAIL.test(value))) return;
      const taken = await isTaken(field, value.trim());
      if (taken === mustBeFree) throw new Error(message);
    },
  };
}

/** Re-validates the repeat field when the password changes (spec §5). */
export const revalidate = (form: FormInstance, field: string) => () => {
  if (form.getFieldValue(field)) void form.validateFields([field]);
};
