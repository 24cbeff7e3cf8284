import { HomeLimits } from '@verdict/shared';
import { queryClient } from '../../lib/queryClient';
import { recentSevenAcRankOptions, weeklySubmissionsOptions } from '../rank';
import { announcementsOptions, carouselOptions, otherContestsOptions, recentContestsOptions } from './api';

/** The home page's panels, asked for while the page's code is still on its way (issue 28.11). */
export function prefetchHome(): void {
  for (const options of [
    carouselOptions(),
    recentContestsOptions(),
    otherContestsOptions(),
    recentSevenAcRankOptions(),
    weeklySubmissionsOptions(),
  ])
    void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
  void queryClient.prefetchQuery(announcementsOptions(1, HomeLimits.announcementPageSize));
}
