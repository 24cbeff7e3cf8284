import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestIssue } from './form';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The message of one broken form rule, naming the field in the given language (pure, unit-tested). */
export function contestIssueText(issue: ContestIssue, t: Translate): string {
  const field = t(`fields.${issue.field}`);
  switch (issue.code) {
    case 'required':
      return t('issues.required', { field });
    case 'starDuplicate':
      return t('issues.starDuplicate', { name: issue.name });
    case 'awardName':
    case 'awardNum':
      return t(`issues.${issue.code}`, { row: (issue.row ?? 0) + 1 });
    case 'invalid':
      return issue.detail === 'typeLocked' ? t('issues.typeLocked') : t('issues.invalid', { field, detail: issue.detail });
    default:
      return t(`issues.${issue.code}`);
  }
}

export function useIssueText(): (issue: ContestIssue) => string {
  const { t } = useTranslation('contestAdmin');
  return useCallback((issue: ContestIssue) => contestIssueText(issue, t as unknown as Translate), [t]);
}
