import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { Limits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFailureCounter } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { isPuzzleRequired, useLogin } from './api';
import { accountRules } from './rules';
import { SlidePuzzle } from './SlidePuzzle';

interface LoginValues {
  username: string;
  password: string;
}

/** Shared by the login dialog and /admin/login; `admin` switches to POST /api/admin/login. */
export function LoginForm({ admin = false, onSuccess }: { admin?: boolean; onSuccess: () => void }) {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const loginMutation = useLogin(admin);
  const [failures, setFailures] = useState(loginFailureCounter.get);
  // The server may want the puzzle sooner: failures of this name from other browsers count too.
  const [serverWantsPuzzle, setServerWantsPuzzle] = useState(false);
  const [puzzleKey, setPuzzleKey] = useState<string | null>(null);
  const needsPuzzle = failures >= Limits.loginFailuresBeforePuzzle || serverWantsPuzzle;

  const submit = (values: LoginValues) => {
    if (needsPuzzle && !puzzleKey) {
      notify.warning(t('puzzle.required'));
      return;
    }
    const username = values.username.trim();
    loginMutation.mutate(
      { username, password: values.password, ...(puzzleKey ? { puzzleKey } : {}) },
      {
        onSuccess: (user) => {
          loginFailureCounter.reset();
          notify.success(t('login.welcome', { username: user.username }));
          onSuccess();
        },
        onError: () => {
          setFailures(loginFailureCounter.increment());
          setPuzzleKey(null);
          void isPuzzleRequired(username).then((required) => required && setServerWantsPuzzle(true));
        },
      },
    );
  };

  return (
    <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
      <Form.Item name="username" rules={rules.username}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('fields.username')}
          autoComplete="username"
          maxLength={Limits.usernameMax}
        />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('fields.password')} autoComplete="current-password" />
      </Form.Item>
      {needsPuzzle && (
        <Form.Item>
          {/* Keyed by the failure count: each failed attempt needs a fresh puzzle. */}
          <SlidePuzzle key={failures} onVerified={setPuzzleKey} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
