import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCommonAnnouncement, getHomeCarousel, getRecentContest, getRecentOtherContest } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { homeKeys } from './queryKeys';

// Home panels fail quietly: one broken panel must not cover the page with error toasts.
export const useAnnouncements = (currentPage: number, limit: number) =>
  useQuery({
    queryKey: homeKeys.announcementPage(currentPage, limit),
    queryFn: () => api.call(getCommonAnnouncement, { query: { currentPage, limit }, silent: true }),
    placeholderData: keepPreviousData,
  });

export const useCarousel = () =>
  useQuery({ queryKey: homeKeys.carousel(), queryFn: () => api.call(getHomeCarousel, { silent: true }) });

export const useRecentContests = () =>
  useQuery({ queryKey: homeKeys.recentContests(), queryFn: () => api.call(getRecentContest, { silent: true }) });

export const useOtherContests = () =>
  useQuery({
    queryKey: homeKeys.otherContests(),
    queryFn: async () => (await api.call(getRecentOtherContest, { silent: true })) ?? [],
  });
