import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  getProblemList, getProblemTagsAndClassification, getRandomProblem, getRecentUpdatedProblem, getUserProblemStatus,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { toListCallQuery, type BankQuery } from './bankQuery';

export const problemBankKeys = {
  all: ['problemBank'] as const,
  list: (query: BankQuery) => [...problemBankKeys.all, 'list', query] as const,
  statuses: (uid: string, pids: number[]) => [...problemBankKeys.all, 'statuses', uid, pids] as const,
  tagGroups: (oj: string) => [...problemBankKeys.all, 'tagGroups', oj] as const,
  recentUpdated: () => [...problemBankKeys.all, 'recentUpdated'] as const,
};

export const useProblemBankList = (query: BankQuery) =>
  useQuery({
    queryKey: problemBankKeys.list(query),
    queryFn: () => api.call(getProblemList, { query: toListCallQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** The viewer's verdict per pid of the shown page; the marks are extra, so failures stay quiet. */
export const useProblemStatuses = (uid: string | undefined, pids: number[]) =>
  useQuery({
    queryKey: problemBankKeys.statuses(uid ?? '', pids),
    queryFn: () => api.call(getUserProblemStatus, { body: { pidList: pids }, silent: true }),
    enabled: uid !== undefined && pids.length > 0,
  });

export const useTagGroups = (tagOj: string) =>
  useQuery({
    queryKey: problemBankKeys.tagGroups(tagOj),
    queryFn: () => api.call(getProblemTagsAndClassification, { query: { oj: tagOj } }),
    staleTime: 5 * 60_000,
  });

export const useRecentUpdatedProblems = () =>
  useQuery({ queryKey: problemBankKeys.recentUpdated(), queryFn: () => api.call(getRecentUpdatedProblem, { silent: true }) });

/** One random problem id per click: a mutation, so nothing is cached and each click differs. */
export const useRandomProblem = () => useMutation({ mutationFn: () => api.call(getRandomProblem) });
