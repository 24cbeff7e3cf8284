import { useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { submissionDetailOptions } from '../submission';

/**
 * The compiler's output under the editor after a Compile Error (issue 28.9): monospace, collapsible,
 * open at first, so the student reads the error where they fix it instead of on another page.
 */
export function CompileErrorPanel({ submitId }: { submitId: number }) {
  const { t } = useTranslation('problem');
  const detail = useQuery(submissionDetailOptions(submitId));
  const sub = detail.data?.submission;
  const message = (sub && 'errorMessage' in sub ? sub.errorMessage?.trim() : '') || t('compileError.none');
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      defaultActiveKey={['ce']}
      data-testid="compile-error"
      items={[
        {
          key: 'ce',
          label: t('compileError.title'),
          children: detail.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : detail.isError ? (
            <Alert type="error" showIcon message={detail.error.message} />
          ) : (
            <pre className="compile-error-output" data-testid="compile-error-output">
              {message}
            </pre>
          ),
        },
      ]}
    />
  );
}
