import { z } from 'zod';
import { emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { HomeLimits, announcementVo } from './home';

/** Announcement as the admin form sends it (contract §2.12); `id` only when editing. */
export const announcementBody = z.object({
  id: z.preprocess(emptyToUndefined, idLike().nullish()),
  title: z.string().trim().min(1, 'is required').max(HomeLimits.announcementTitleMax, 'must be at most 255 characters'),
  content: z
    .string()
    .max(HomeLimits.announcementContentMax, 'must be at most 65535 characters')
    .refine((c) => c.trim().length > 0, 'is required'),
  status: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).default(0)),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;

/** Spec 3: the announcement screen belongs to the super admin (announcement_admin). */
export const adminGetAnnouncement = endpoint({
  method: 'GET',
  path: '/api/admin/announcement',
  auth: 'login',
  roles: ['root'],
  permission: 'announcement_admin',
  query: pageQuery(),
  data: paged(announcementVo),
});
export const adminAddAnnouncement = endpoint({
  method: 'POST',
  path: '/api/admin/announcement',
  auth: 'login',
  roles: ['root'],
  permission: 'announcement_admin',
  body: announcementBody,
});
export const adminUpdateAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/admin/announcement',
  auth: 'login',
  roles: ['root'],
  permission: 'announcement_admin',
  body: announcementBody.extend({ id: idLike() }),
});
export const adminDeleteAnnouncement = endpoint({
  method: 'DELETE',
  path: '/api/admin/announcement',
  auth: 'login',
  roles: ['root'],
  permission: 'announcement_admin',
  query: z.object({ aid: idLike() }),
});
