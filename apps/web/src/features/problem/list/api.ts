import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  getProblemList,
  getProblemTagsAndClassification,
  getRandomProblem,
  getRecentUpdatedProblem,
  getUserProblemStatus,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { problemKeys } from '../../keys';
import { toListCallQuery, type BankQuery } from './bankQuery';

export const problemBankListOptions = (query: BankQuery) =>
  queryOptions({
    queryKey: problemKeys.bankList(query),
    queryFn: () => api.call(getProblemList, { query: toListCallQuery(query) }),
    placeholderData: keepPreviousData,
  });
export const useProblemBankList = (query: BankQuery) => useQuery(problemBankListOptions(query));

/** The viewer's verdict per pid of the shown page; the marks are extra, so failures stay quiet. */
export const problemStatusesOptions = (uid: string | undefined, pids: number[], gid?: number) =>
  queryOptions({
    queryKey: gid ? [...problemKeys.pageStatuses(uid ?? '', pids), { gid }] : problemKeys.pageStatuses(uid ?? '', pids),
    queryFn: () => api.call(getUserProblemStatus, { body: gid ? { pidList: pids, gid } : { pidList: pids }, silent: true }),
    enabled: uid !== undefined && pids.length > 0,
  });
export const useProblemStatuses = (uid: string | undefined, pids: number[], gid?: number) =>
  useQuery(problemStatusesOptions(uid, pids, gid));

export const tagGroupsOptions = (tagOj: string) =>
  queryOptions({
    queryKey: problemKeys.tagGroups(tagOj),
    queryFn: () => api.call(getProblemTagsAndClassification, { query: { oj: tagOj } }),
    staleTime: 5 * 60_000,
  });
export const useTagGroups = (tagOj: string) => useQuery(tagGroupsOptions(tagOj));

export const recentUpdatedProblemsOptions = () =>
  queryOptions({ queryKey: problemKeys.recentUpdated(), queryFn: () => api.call(getRecentUpdatedProblem, { silent: true }) });
export const useRecentUpdatedProblems = () => useQuery(recentUpdatedProblemsOptions());

/** One random problem id per click: a mutation, so nothing is cached and each click differs. */
export const useRandomProblem = () => useMutation({ mutationFn: () => api.call(getRandomProblem) });
