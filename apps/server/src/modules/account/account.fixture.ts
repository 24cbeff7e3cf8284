import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { listenOnFreePort } from '../../../../../packages/judge/src/testing/ports';
import type { Core } from '../../core';

/** A mail the test SMTP server accepted, decoded just enough to read codes and links. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  body: string;
}

export interface Mailbox {
  mails: ReceivedMail[];
  port: number;
  last(to: string): ReceivedMail | undefined;
  /** The 6-digit code of the last mail to `to`. */
  codeFor(to: string): string;
}

/** Recipients the server refuses, to test a failing SMTP delivery. */
export const BOUNCE_ADDRESS = 'bounce@mail.test';

/**
 * Starts a real SMTP receiver for this test file and points the server's mailer at it through
 * the SMTP_* environment (each vitest fork has its own environment).
 */
export function useMailbox(): Mailbox {
  const box: Mailbox = {
    mails: [],
    port: 0,
    last: (to) => [...box.mails].reverse().find((m) => m.to.includes(to.toLowerCase())),
    codeFor(to) {
      const code = /\b(\d{6})\b/.exec(box.last(to)?.body ?? '')?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
  let server: SMTPServer | null = null;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.toLowerCase() === BOUNCE_ADDRESS) return callback(new Error('550 mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
          box.mails.push({ to, ...decodeMail(Buffer.concat(chunks).toString('latin1')) });
          callback();
        });
      },
    });
    box.port = await listenOnFreePort(server.server);
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(box.port),
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      SMTP_PASS: '',
      SMTP_FROM: 'judge@verdict.test',
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return box;
}

/** Subject and the decoded text of every MIME leaf part (quoted-printable, base64 or plain). */
export function decodeMail(raw: string): { subject: string; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const headerEnd = text.indexOf('\n\n');
  const headers = text.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const parts = text.split(/^--.*$/m);
  const body = parts
    .map((part) => {
      const split = part.indexOf('\n\n');
      if (split < 0) return '';
      const head = part.slice(0, split);
      const content = part.slice(split + 2);
      const cte = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (cte === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (cte === 'quoted-printable') return decodeQuotedPrintable(content);
      return content;
    })
    .join('\n');
  return { subject, body };
}

function decodeQuotedPrintable(s: string): string {
  const bytes = Buffer.from(
    s.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Makes a stored TTL entry look expired, without waiting for it. */
export async function expireKey(core: Core, key: string): Promise<void> {
  await core.database.db
    .updateTable('kvStore')
    .set({ expiresAt: Date.now() - 1 })
    .where('key', '=', key)
    .execute();
}
