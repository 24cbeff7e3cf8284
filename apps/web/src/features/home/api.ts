import { keepPreviousData, useQuery, queryOptions } from '@tanstack/react-query';
import { getCommonAnnouncement, getHomeCarousel, getRecentContest, getRecentOtherContest } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { homeKeys } from '../keys';

// Home panels fail quietly: one broken panel must not cover the page with error toasts.
export const announcementsOptions = (currentPage: number, limit: number) =>
  queryOptions({
    queryKey: homeKeys.announcementPage(currentPage, limit),
    queryFn: () => api.call(getCommonAnnouncement, { query: { currentPage, limit }, silent: true }),
    placeholderData: keepPreviousData,
  });
export const useAnnouncements = (currentPage: number, limit: number) => useQuery(announcementsOptions(currentPage, limit));

export const carouselOptions = () =>
  queryOptions({ queryKey: homeKeys.carousel(), queryFn: () => api.call(getHomeCarousel, { silent: true }) });
export const useCarousel = () => useQuery(carouselOptions());

export const recentContestsOptions = () =>
  queryOptions({ queryKey: homeKeys.recentContests(), queryFn: () => api.call(getRecentContest, { silent: true }) });
export const useRecentContests = () => useQuery(recentContestsOptions());

export const otherContestsOptions = () =>
  queryOptions({
    queryKey: homeKeys.otherContests(),
    queryFn: async () => (await api.call(getRecentOtherContest, { silent: true })) ?? [],
  });
export const useOtherContests = () => useQuery(otherContestsOptions());
