import type { UserReminder } from '@verdict/shared';

/**
 * The message port: the discussion module tells whoever keeps users' messages that an action
 * concerns someone (contract §1.6 msg_remind). wiring/ passes the message module's service.
 */
export interface Reminders {
  remind(r: UserReminder): Promise<void>;
}

/** Until a message module is wired: actions simply produce no message. */
export const noReminders: Reminders = { remind: async () => undefined };

/** Never a message to oneself; a failing message store never fails the action that caused it. */
export async function remindOthers(
  reminders: Reminders,
  r: UserReminder,
  log: (err: unknown) => void = () => undefined,
): Promise<void> {
  if (!r.recipientId || r.recipientId === r.senderId) return;
  try {
    await reminders.remind(r);
  } catch (err) {
    log(err);
  }
}

/** Message excerpts stay short; the full text is one click away. */
export const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

export type { UserReminder };
