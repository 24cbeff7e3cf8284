import { type Lang, type MessageKey, translate } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import { MailError, sendMail } from '../../infra/mailer';
import type { ConfigService } from './config.service';

export interface MailContent {
  subjectKey: MessageKey;
  /** Catalogue keys of the paragraphs, each rendered with `params`. */
  lineKeys: MessageKey[];
  params: Record<string, unknown>;
  /** A big code or a link shown under the text. */
  code?: string;
  link?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Renders the site's mails (account codes, reset links, test mail) in the caller's language and sends them.
 * Failures are business answers (HTTP 200) with a message saying what to do: a user who filled a form
 * must read why no mail came, not a bare server error. The SMTP server's own words (host names,
 * accounts, policies) go only to the log and to the admin's test mail (`showReason`), never to
 * anonymous callers.
 */
export class SiteMailer {
  constructor(private readonly config: ConfigService) {}

  async send(lang: Lang, to: string, content: MailContent, opts: { showReason?: boolean } = {}): Promise<void> {
    const smtp = await this.config.smtp();
    if (!smtp) throw AppError.fail('account.mailNotConfigured');
    const [web, email] = await Promise.all([this.config.web(), this.config.email()]);
    const params = { site: web.shortName || web.name, ...content.params };
    const lines = [...content.lineKeys, 'account.mail.ignore' as const].map((k) => translate(lang, k, params));
    const text = [lines[0], content.code, content.link, ...lines.slice(1)].filter(Boolean).join('\n\n');
    const banner = email.emailBGImg ? `<img src="${escapeHtml(email.emailBGImg)}" alt="" style="max-width:100%">` : '';
    const html = `<div style="font-family:sans-serif;max-width:600px;margin:auto">${banner}
<h2>${escapeHtml(web.name)}</h2><p>${escapeHtml(lines[0] ?? '')}</p>
${content.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(content.code)}</p>` : ''}
${content.link ? `<p><a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>` : ''}
${lines
  .slice(1)
  .map((l) => `<p style="color:#888">${escapeHtml(l)}</p>`)
  .join('')}</div>`;
    try {
      await sendMail(smtp, { to, subject: translate(lang, content.subjectKey, params), text, html });
    } catch (err) {
      if (err instanceof MailError) {
        if (opts.showReason) throw AppError.fail('account.mailFailed', { reason: err.reason });
        const refusal = AppError.fail('errors.mailFailed');
        // The error handler logs the cause of a refusal.
        refusal.cause = err;
        throw refusal;
      }
      throw err;
    }
  }
}
