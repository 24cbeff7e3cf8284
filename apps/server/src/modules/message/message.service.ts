import { randomBytes } from 'node:crypto';
import {
  type MessageCleanType,
  type Page,
  type SysMsgVo,
  type UnreadMessageCounts,
  type UserMsgVo,
  type UserReminder,
  toPage,
  msToWireDate,
} from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { EventBus } from '../../infra/event-bus';
import type { KeyValueStore } from '../../infra/kv-store';
import type { MessageEvents } from './message-events';
import type { Audience, MessageRepository, RemindRow, UserNoticeType } from './message.repository';

export type { UserReminder };

/** What the message module needs of the account module. */
export interface MessageUsers {
  byUids(uids: readonly string[]): Promise<Map<string, { username: string; avatar: string | null }>>;
  uidsOf(usernames: readonly string[]): Promise<string[]>;
  audience(kind: 'all' | 'admins'): Audience;
}

export interface MessageDeps {
  repo: MessageRepository;
  users: MessageUsers;
  events: MessageEvents;
  /** Stream tickets live here, so a ticket issued by one API process opens a stream on another. */
  kv: KeyValueStore;
  /** Scaled mode: count changes go to every process, each pushes to the streams it holds. */
  relay?: EventBus | null;
  now?: () => number;
}

export type RemindTab = 'comment' | 'reply' | 'like';
const TAB_ACTIONS: Record<RemindTab, readonly string[]> = {
  comment: ['Discuss'],
  reply: ['Reply'],
  like: ['Like_Post', 'Like_Discuss'],
};
const CLEAN_ACTIONS: Partial<Record<MessageCleanType, readonly string[]>> = {
  Discuss: TAB_ACTIONS.comment,
  Reply: TAB_ACTIONS.reply,
  Like: TAB_ACTIONS.like,
};

const TICKET_TTL_MS = 60_000;
const RELAY_TOPIC = 'message-counts';
interface RelayedChange {
  uids?: string[];
  all?: boolean;
}
const clip = (s: string | null | undefined, max: number) => (s == null ? null : s.length > max ? s.slice(0, max) : s);

/** The message centre: reminders, each user's notices, unread counts and their live push. */
export class MessageService {
  private readonly now: () => number;

  constructor(private readonly deps: MessageDeps) {
    this.now = deps.now ?? Date.now;
    deps.relay?.subscribe(RELAY_TOPIC, (p) => void this.deliver(p as RelayedChange).catch(() => undefined));
  }

  /** True when other processes hold streams too (their users are not in `connected()`). */
  get distributed(): boolean {
    return !!this.deps.relay;
  }

  /**
   * Stores the message of one user's action for another: never to oneself, and a like repeated
   * while its message is unread adds nothing. The recipient's open pages get the new counts.
   */
  async remind(r: UserReminder): Promise<void> {
    if (!r.recipientId || !r.senderId || r.senderId === r.recipientId) return;
    const isLike = r.action === 'Like_Post' || r.action === 'Like_Discuss';
    const dedupeKey = isLike
      ? clip([r.senderId, r.action, r.sourceType, r.sourceId, r.quoteType ?? '', r.quoteId ?? ''].join('|'), 255)
      : null;
    const stored = await this.deps.repo.insertRemind(
      {
        action: r.action,
        senderId: r.senderId,
        recipientId: r.recipientId,
        sourceId: r.sourceId,
        sourceType: r.sourceType,
        sourceTitle: clip(r.sourceTitle, 255),
        sourceContent: r.sourceContent ?? null,
        quoteId: r.quoteId ?? null,
        quoteType: r.quoteType ?? null,
        quoteContent: r.quoteContent ?? null,
        url: clip(r.url, 512),
        dedupeKey,
      },
      this.now(),
    );
    if (stored) await this.push(r.recipientId);
  }

  /**
   * A personal notice for one user (the "mine" tab), e.g. the outcome of an admin's action on
   * something of theirs. Other modules call it through a port.
   */
  async notifyUser(uid: string, title: string, content: string): Promise<void> {
    const now = this.now();
    const id = await this.deps.repo.insertNotice({
      title: clip(title, 255) ?? '',
      content,
      type: 'Single',
      state: 1,
      recipientId: uid,
      recipients: JSON.stringify([uid]),
      adminId: null,
      gmtCreate: now,
    });
    await this.deps.repo.fanOutToUids(id, 'Mine', [uid], now);
    await this.push(uid);
  }

  async unread(uid: string): Promise<UnreadMessageCounts> {
    const [reminds, notices] = await Promise.all([
      this.deps.repo.unreadRemindsByAction(uid),
      this.deps.repo.unreadNoticesByType(uid),
    ]);
    const r = (a: string) => Number(reminds.find((x) => x.action === a)?.n ?? 0);
    const n = (t: string) => Number(notices.find((x) => x.type === t)?.n ?? 0);
    return { comment: r('Discuss'), reply: r('Reply'), like: r('Like_Post') + r('Like_Discuss'), sys: n('Sys'), mine: n('Mine') };
  }

  /** One page of a reminder tab, newest first; the page's unread rows become read (they answer as they were). */
  async reminds(uid: string, tab: RemindTab, page: { currentPage: number; limit: number }): Promise<Page<UserMsgVo>> {
    const { rows, total } = await this.deps.repo.remindPage(
      uid,
      TAB_ACTIONS[tab],
      (page.currentPage - 1) * page.limit,
      page.limit,
    );
    const senders = await this.deps.users.byUids(rows.map((r) => r.senderId));
    const marked = await this.deps.repo.markRemindsRead(
      uid,
      rows.filter((r) => r.state === 0).map((r) => r.id),
      this.now(),
    );
    if (marked > 0) await this.push(uid);
    return toPage(
      rows.map((r) => remindVo(r, senders.get(r.senderId))),
      total,
      page.currentPage,
      page.limit,
    );
  }

  async notices(uid: string, type: UserNoticeType, page: { currentPage: number; limit: number }): Promise<Page<SysMsgVo>> {
    const { rows, total } = await this.deps.repo.userNoticePage(uid, type, (page.currentPage - 1) * page.limit, page.limit);
    const marked = await this.deps.repo.markUserNoticesRead(
      uid,
      rows.filter((r) => r.state === 0).map((r) => r.id),
      this.now(),
    );
    if (marked > 0) await this.push(uid);
    return toPage(
      rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.content,
        adminId: r.adminId,
        type: r.type,
        state: r.state === 1,
        gmtCreate: msToWireDate(r.gmtCreate),
      })),
      total,
      page.currentPage,
      page.limit,
    );
  }

  /** Deletes one message of a tab (`id`), or the whole tab; the other tabs are untouched. */
  async clean(uid: string, type: MessageCleanType, id?: number): Promise<void> {
    const actions = CLEAN_ACTIONS[type];
    const removed = actions
      ? await this.deps.repo.deleteReminds(uid, actions, id)
      : await this.deps.repo.deleteUserNotices(uid, type as UserNoticeType, id);
    if (id !== undefined && removed === 0) throw AppError.notFound('message.notFound');
    if (removed > 0) await this.push(uid);
  }

  // ── live counts ───────────────────────────────────────────────────────────
  /** Sends the user's current counts to their open streams, if any. */
  async push(uid: string): Promise<void> {
    if (this.deps.relay) return this.deps.relay.publish(RELAY_TOPIC, { uids: [uid] } satisfies RelayedChange);
    if (!this.deps.events.listening(uid)) return;
    this.deps.events.publish(uid, await this.unread(uid));
  }

  /** The same for several users (a notice reached them); only those with an open stream are counted. */
  async pushMany(uids: Iterable<string>): Promise<void> {
    if (this.deps.relay) return this.deps.relay.publish(RELAY_TOPIC, { uids: [...uids] } satisfies RelayedChange);
    for (const uid of uids) await this.push(uid);
  }

  /** Every open stream of every process gets fresh counts (a notice changed: who it reaches is known only there). */
  async pushEveryone(): Promise<void> {
    if (this.deps.relay) this.deps.relay.publish(RELAY_TOPIC, { all: true } satisfies RelayedChange);
    else await this.pushMany(this.connected());
  }

  /** A relayed change: this process's streams of the named users (or all of them) get their counts. */
  private async deliver(change: RelayedChange): Promise<void> {
    const uids = change.all ? this.deps.events.connected() : (change.uids ?? []).filter((u) => this.deps.events.listening(u));
    for (const uid of uids) this.deps.events.publish(uid, await this.unread(uid));
  }

  /** Users with an open stream right now (in this process). */
  connected(): string[] {
    return this.deps.events.connected();
  }

  watch(uid: string, onCounts: (c: UnreadMessageCounts) => void): () => void {
    return this.deps.events.subscribe(uid, onCounts);
  }

  /** A one-time ticket for opening the stream from EventSource, which cannot send the token. */
  async issueTicket(uid: string): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    await this.deps.kv.set(`msg-ticket:${ticket}`, uid, TICKET_TTL_MS / 1000);
    return ticket;
  }

  async redeemTicket(ticket: string): Promise<string | null> {
    const key = `msg-ticket:${ticket}`;
    const uid = await this.deps.kv.get(key);
    if (uid) await this.deps.kv.delete(key);
    return uid;
  }

  /** For the notice service: the account module's audiences. */
  audience(kind: 'all' | 'admins'): Audience {
    return this.deps.users.audience(kind);
  }
}

function remindVo(r: RemindRow, sender: { username: string; avatar: string | null } | undefined): UserMsgVo {
  return {
    id: Number(r.id),
    action: r.action as UserMsgVo['action'],
    sourceId: Number(r.sourceId),
    sourceType: r.sourceType,
    sourceTitle: r.sourceTitle,
    sourceContent: r.sourceContent,
    quoteId: r.quoteId == null ? null : Number(r.quoteId),
    quoteType: r.quoteType,
    quoteContent: r.quoteContent,
    url: r.url,
    state: r.state === 1,
    senderId: r.senderId,
    senderUsername: sender?.username ?? null,
    senderAvatar: sender?.avatar ?? null,
    gmtCreate: msToWireDate(r.gmtCreate),
  };
}
