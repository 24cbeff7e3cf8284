import {
  type AnnouncementBody,
  type AnnouncementVo,
  type CarouselImage,
  ContestStatus,
  type ContestVo,
  HomeLimits,
  type Page,
  parseWireDate,
  toPage,
  msToWireDate as wire,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ContestService } from '../contest/contest.service';
import type { FileService } from '../file/file.service';
import type { AnnouncementRepository, AnnouncementRow } from './announcement.repository';

const toVo = (a: AnnouncementRow): AnnouncementVo => ({
  id: Number(a.id),
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  status: a.status,
  gmtCreate: wire(a.gmtCreate),
  gmtModified: wire(a.gmtModified),
});

export interface HomeDeps {
  announcements: AnnouncementRepository;
  files: FileService;
  contests: ContestService;
}

/** The home page's own calls (contract §2.1) and the site announcements' admin (§2.12). */
export class HomeService {
  constructor(private readonly deps: HomeDeps) {}

  async announcements(q: { currentPage: number; limit: number }, onlyVisible: boolean): Promise<Page<AnnouncementVo>> {
    const { records, total } = await this.deps.announcements.page({ ...q, onlyVisible });
    return toPage(records.map(toVo), total, q.currentPage, q.limit);
  }

  async addAnnouncement(actor: Actor, a: AnnouncementBody): Promise<void> {
    await this.deps.announcements.insert({
      title: a.title,
      content: a.content,
      status: a.status,
      uid: actor.uid,
      username: actor.username,
    });
  }

  async updateAnnouncement(a: AnnouncementBody & { id: number }): Promise<void> {
    if (!(await this.deps.announcements.update(a.id, { title: a.title, content: a.content, status: a.status }))) {
      throw AppError.notFound('home.announcementNotFound');
    }
  }

  async deleteAnnouncement(id: number): Promise<void> {
    if (!(await this.deps.announcements.delete(id))) throw AppError.notFound('home.announcementNotFound');
  }

  carousel = (): Promise<CarouselImage[]> => this.deps.files.carousel();

  async addCarousel(actor: Actor, data: Buffer): Promise<CarouselImage> {
    if ((await this.deps.files.carousel()).length >= HomeLimits.carouselMax)
      throw AppError.fail('home.carouselFull', { max: HomeLimits.carouselMax });
    const saved = await this.deps.files.saveCarousel(actor, data);
    if (!saved) throw AppError.fail('home.imageType');
    return saved;
  }

  async deleteCarousel(id: number): Promise<void> {
    if (!(await this.deps.files.deleteCarousel(id))) throw AppError.notFound('home.carouselNotFound');
  }

  /** Visible non-group contests running now or starting within 14 days, soonest first. */
  async recentContests(): Promise<ContestVo[]> {
    const q = { currentPage: 1, limit: HomeLimits.recentContestMax };
    const [running, scheduled] = await Promise.all([
      this.deps.contests.list({ ...q, status: ContestStatus.Running }),
      this.deps.contests.list({ ...q, status: ContestStatus.Scheduled }),
    ]);
    const horizon = Date.now() + HomeLimits.recentContestDays * 86_400_000;
    const soon = scheduled.records.filter((c) => parseWireDate(c.startTime) <= horizon);
    const byStart = (a: ContestVo, b: ContestVo) => parseWireDate(a.startTime) - parseWireDate(b.startTime);
    return [...running.records.sort(byStart), ...soon.sort(byStart)].slice(0, HomeLimits.recentContestMax);
  }
}
