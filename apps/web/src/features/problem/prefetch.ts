import { queryClient } from '../../lib/queryClient';
import { problemLanguagesOptions, problemPageOptions, type ContestProblemScope } from './api';

/**
 * The problem page's statement, then its languages (they need the problem's id), asked for while
 * the router still loads the page's code and the editor (issue 28.11). The page's `useQuery`
 * finds them in flight; errors are left to the page, which asks again and shows them in place.
 */
export function prefetchProblemPage(params: { problemID?: string; contestID?: string; groupID?: string }): void {
  const { problemID, contestID, groupID } = params;
  if (!problemID) return;
  const contest: ContestProblemScope | undefined = contestID ? { cid: Number(contestID), displayId: problemID } : undefined;
  const page = problemPageOptions(problemID, contest, groupID ? Number(groupID) : undefined);
  if (queryClient.getQueryData(page.queryKey) !== undefined) return;
  void queryClient
    .fetchQuery({ ...page, retry: false })
    .then((info) => queryClient.prefetchQuery(problemLanguagesOptions(info.problem.id)))
    .catch(() => undefined);
}
