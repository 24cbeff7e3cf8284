import { z } from 'zod';
import { idLike, pageQuery, paged } from './common';
import { contestVo } from './contest';
import { endpoint } from './endpoint';

export const HomeLimits = {
  /** Spec 1 §2.4: the home announcement panel shows 5 per page. */
  announcementPageSize: 5,
  /** Contract §2.1: recent contests are those not ended that start within 14 days. */
  recentContestDays: 14,
  recentContestMax: 20,
  carouselMax: 20,
  carouselImageMaxBytes: 10 * 1024 * 1024,
  announcementTitleMax: 255,
  announcementContentMax: 65_535,
} as const;

/** A site announcement (AnnouncementVO); status 0 shown, 1 hidden. */
export const announcementVo = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string().nullable(),
  username: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type AnnouncementVo = z.infer<typeof announcementVo>;

export const getCommonAnnouncement = endpoint({
  method: 'GET',
  path: '/api/get-common-announcement',
  auth: 'anon',
  query: pageQuery(),
  data: paged(announcementVo),
});

export const carouselImage = z.object({ id: z.number(), url: z.string() });
export type CarouselImage = z.infer<typeof carouselImage>;

export const getHomeCarousel = endpoint({
  method: 'GET',
  path: '/api/home-carousel',
  auth: 'anon',
  data: z.array(carouselImage),
});

export const getRecentContest = endpoint({
  method: 'GET',
  path: '/api/get-recent-contest',
  auth: 'anon',
  summary: 'Visible non-group contests not ended that start within 14 days.',
  data: z.array(contestVo),
});

export const recentOtherContest = z.object({
  oj: z.string(),
  url: z.string(),
  title: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
});
export const getRecentOtherContest = endpoint({
  method: 'GET',
  path: '/api/get-recent-other-contest',
  auth: 'anon',
  summary: 'Contests of remote judges: none while no remote judge is configured.',
  data: z.array(recentOtherContest).nullable(),
});

export const uploadCarouseImg = endpoint({
  method: 'POST',
  path: '/api/file/upload-carouse-img',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
  data: carouselImage,
});

export const adminDeleteHomeCarousel = endpoint({
  method: 'DELETE',
  path: '/api/admin/config/home-carousel',
  auth: 'login',
  permission: 'system_info_admin',
  query: z.object({ id: idLike() }),
});
