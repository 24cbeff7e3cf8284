import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  HomeLimits,
  adminAddAnnouncement,
  adminDeleteAnnouncement,
  adminDeleteHomeCarousel,
  adminGetAnnouncement,
  adminUpdateAnnouncement,
  getCommonAnnouncement,
  getHomeCarousel,
  getRecentContest,
  getRecentOtherContest,
  type recentOtherContest,
  uploadCarouseImg,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { readUploadBuffer } from '../../http/multipart';
import { route } from '../../http/route';
import type { HomeService } from './home.service';

/** The home page's calls, the carousel's upload and delete, and the site announcements' admin. */
export function homeRoutes(
  app: FastifyInstance,
  {
    home,
    recentOtherContests,
  }: { home: HomeService; recentOtherContests: { list(): Promise<Array<z.infer<typeof recentOtherContest>>> } },
): void {
  route(app, getCommonAnnouncement, ({ query }) => home.announcements(query, true));
  route(app, getHomeCarousel, () => home.carousel());
  route(app, getRecentContest, () => home.recentContests());
  // Codeforces' and AtCoder's upcoming contests (module remote-judge), kept an hour; [] when they do not answer.
  route(app, getRecentOtherContest, () => recentOtherContests.list());
  route(app, uploadCarouseImg, async ({ actor, req }) => {
    const file = await readUploadBuffer(req, 'file', HomeLimits.carouselImageMaxBytes, 'home.imageTooLarge');
    return home.addCarousel(actor, file.data);
  });
  route(app, adminDeleteHomeCarousel, async ({ query }) => {
    await home.deleteCarousel(query.id);
    return new Answer(null, 'home.carouselDeleted');
  });

  route(app, adminGetAnnouncement, ({ query }) => home.announcements(query, false));
  route(app, adminAddAnnouncement, async ({ actor, body }) => {
    await home.addAnnouncement(actor, body);
    return new Answer(null, 'home.announcementSaved');
  });
  route(app, adminUpdateAnnouncement, async ({ body }) => {
    await home.updateAnnouncement(body);
    return new Answer(null, 'home.announcementSaved');
  });
  route(app, adminDeleteAnnouncement, async ({ query }) => {
    await home.deleteAnnouncement(query.aid);
    return new Answer(null, 'home.announcementDeleted');
  });
}
