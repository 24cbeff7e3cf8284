import nodemailer from 'nodemailer';
import type { EmailConfig } from '@verdict/shared';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Raised when the mail could not be handed to the SMTP server; `reason` is safe to show. */
export class MailError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * SMTP settings: the admin e-mail config, each field overridable by SMTP_HOST, SMTP_PORT,
 * SMTP_USER, SMTP_PASS, SMTP_SECURE, SMTP_FROM (how deployments and the e2e suite set it).
 */
export function resolveSmtp(stored: EmailConfig, env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST || stored.emailHost;
  if (!host) return null;
  const port = Number(env.SMTP_PORT || stored.emailPort || 465);
  const secure = env.SMTP_SECURE !== undefined && env.SMTP_SECURE !== '' ? env.SMTP_SECURE === 'true' : stored.emailSsl;
  const user = env.SMTP_USER ?? stored.emailUsername;
  const pass = env.SMTP_PASS ?? stored.emailPassword;
  const from = env.SMTP_FROM || user || `no-reply@${host}`;
  return { host, port, secure, user, pass, from };
}

/** Sends one message; the transport is built per call because admins may change settings at any time. */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    // A dead server must fail the request quickly rather than hold it for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (err) {
    throw new MailError(describe(err));
  } finally {
    transport.close();
  }
}

function describe(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message.split('\n')[0] : '';
    return [code, message].filter(Boolean).join(': ').slice(0, 200) || 'unknown error';
  }
  return String(err).slice(0, 200);
}
