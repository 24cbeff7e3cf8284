export interface SubmissionListQuery {
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
  currentPage: number;
  limit: number;
}

/** Every cached answer of the submission domain; `lists` and `one(id)` are what a change marks stale. */
export const submissionKeys = {
  all: ['submission'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (query: SubmissionListQuery) => [...submissionKeys.lists(), query] as const,
  /** Everything shown about one submission. */
  one: (submitId: number) => [...submissionKeys.all, 'one', submitId] as const,
  detail: (submitId: number) => [...submissionKeys.one(submitId), 'detail'] as const,
  cases: (submitId: number) => [...submissionKeys.one(submitId), 'cases'] as const,
};
