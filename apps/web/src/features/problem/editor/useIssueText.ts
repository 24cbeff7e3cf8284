import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from './validate';

/** The toast/alert text of a validation issue, with field names in the page's language. */
export function useIssueText(): (issue: Issue) => string {
  const { t } = useTranslation('problemEditor');
  return useCallback(
    (issue: Issue) => {
      switch (issue.code) {
        case 'required':
          return t('errors.required', { field: t(`fields.${issue.field}`) });
        case 'caseEmpty':
        case 'scoreRequired':
        case 'scoreInteger':
        case 'scoreNegative':
        case 'groupRequired':
        case 'groupInvalid':
          return t(`errors.${issue.code}`, { case: issue.case });
        case 'templateEmpty':
          return t('errors.templateEmpty', { language: issue.language });
        case 'extraFileIncomplete':
          return t('errors.extraFileIncomplete', {
            which: t(issue.which === 'user' ? 'fields.userExtraFile' : 'fields.judgeExtraFile'),
            index: issue.index,
          });
        case 'extraFileDuplicate':
          return t('errors.extraFileDuplicate', {
            which: t(issue.which === 'user' ? 'fields.userExtraFile' : 'fields.judgeExtraFile'),
            name: issue.name,
          });
        default:
          return t(`errors.${issue.code}`);
      }
    },
    [t],
  );
}
