import { type AdminSysNoticeVo, type NoticeBody, type NoticeType, type Page, toPage, msToWireDate } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { MessageRepository, NoticeRow } from './message.repository';
import type { MessageService, MessageUsers } from './message.service';

export interface NoticeDeps {
  repo: MessageRepository;
  users: MessageUsers;
  messages: MessageService;
  now?: () => number;
}

/**
 * The super admin's system notices (spec 3, `/admin/notice`): to everyone, to chosen users or
 * to the site admins. Saving pushes at once: each recipient gets a copy (user_sys_notice) made
 * in set-based statements, so a notice to 100,000 users costs two queries, not 100,000.
 */
export class NoticeService {
  private readonly now: () => number;

  constructor(private readonly deps: NoticeDeps) {
    this.now = deps.now ?? Date.now;
  }

  async list(query: { currentPage: number; limit: number; type?: NoticeType }): Promise<Page<AdminSysNoticeVo>> {
    const { rows, total } = await this.deps.repo.noticePage(query.type, (query.currentPage - 1) * query.limit, query.limit);
    const uids = rows.flatMap((r) => [r.adminId ?? '', ...parseUids(r.recipients)]).filter(Boolean);
    const users = await this.deps.users.byUids(uids);
    return toPage(
      rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.content,
        type: r.type as NoticeType,
        state: r.state === 1,
        adminUsername: (r.adminId && users.get(r.adminId)?.username) ?? null,
        recipients: r.type === 'Single' ? parseUids(r.recipients).flatMap((u) => users.get(u)?.username ?? []) : [],
        gmtCreate: msToWireDate(r.gmtCreate),
        gmtModified: msToWireDate(r.gmtModified),
      })),
      total,
      query.currentPage,
      query.limit,
    );
  }

  async create(actor: Actor, body: NoticeBody): Promise<number> {
    const recipients = await this.recipientsOf(body);
    const now = this.now();
    const id = await this.deps.repo.insertNotice({
      title: body.title,
      content: body.content,
      type: body.type,
      state: 0,
      recipientId: recipients[0] ?? null,
      recipients: JSON.stringify(recipients),
      adminId: actor.uid,
      gmtCreate: now,
    });
    await this.push(id, body.type, recipients, now);
    return id;
  }

  /** Text and audience may change; the copies follow (new recipients get one, dropped ones lose theirs, read marks stay). */
  async update(body: NoticeBody & { id: number }): Promise<void> {
    const found = await this.editable(body.id);
    const recipients = await this.recipientsOf(body);
    const before = await this.openRecipients(found.id);
    const now = this.now();
    await this.deps.repo.updateNotice(found.id, {
      title: body.title,
      content: body.content,
      type: body.type,
      recipientId: recipients[0] ?? null,
      recipients: JSON.stringify(recipients),
      gmtModified: now,
    });
    await this.push(found.id, body.type, recipients, now, before);
  }

  async delete(id: number): Promise<void> {
    const found = await this.editable(id);
    const before = await this.openRecipients(found.id);
    await this.deps.repo.deleteNotice(found.id);
    if (this.deps.messages.distributed) await this.deps.messages.pushEveryone();
    else await this.deps.messages.pushMany(before);
  }

  private async editable(id: number): Promise<NoticeRow> {
    const found = await this.deps.repo.notice(id);
    // A user's own notices (adminId null) belong to them, not to the admin list.
    if (!found || found.adminId == null) throw AppError.notFound('notice.notFound');
    return found;
  }

  /** Uids of a Single notice's chosen users (usernames, or hoj-vue's one recipientId); [] for All and Admin. */
  private async recipientsOf(body: NoticeBody): Promise<string[]> {
    if (body.type !== 'Single') return [];
    const names = [...new Set((body.recipients ?? []).map((n) => n.trim()).filter(Boolean))];
    const uids = new Set<string>();
    if (names.length > 0) {
      const found = await this.deps.users.uidsOf(names);
      const cards = await this.deps.users.byUids(found);
      const known = new Set([...cards.values()].map((c) => c.username));
      const missing = names.filter((n) => !known.has(n));
      if (missing.length > 0) throw AppError.fail('notice.recipientsUnknown', { list: missing.slice(0, 10).join(', ') });
      for (const u of found) uids.add(u);
    }
    if (body.recipientId) {
      if (!(await this.deps.users.byUids([body.recipientId])).has(body.recipientId)) {
        throw AppError.fail('notice.recipientsUnknown', { list: body.recipientId });
      }
      uids.add(body.recipientId);
    }
    if (uids.size === 0) throw AppError.fail('notice.recipientsRequired');
    return [...uids];
  }

  private async push(id: number, type: NoticeType, recipients: string[], now: number, before: string[] = []): Promise<void> {
    if (type === 'Single') await this.deps.repo.fanOutToUids(id, 'Sys', recipients, now);
    else await this.deps.repo.fanOutToAudience(id, 'Sys', this.deps.messages.audience(type === 'All' ? 'all' : 'admins'), now);
    await this.deps.repo.updateNotice(id, { state: 1 });
    if (this.deps.messages.distributed) return this.deps.messages.pushEveryone();
    const after = await this.openRecipients(id);
    await this.deps.messages.pushMany(new Set([...before, ...after]));
  }

  /** Recipients of the notice among the users with an open stream. */
  private async openRecipients(id: number): Promise<string[]> {
    const open = this.deps.messages.connected();
    return open.length === 0 ? [] : this.deps.repo.recipientsAmong(id, open);
  }
}

function parseUids(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
