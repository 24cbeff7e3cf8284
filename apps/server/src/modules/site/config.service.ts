import { type EmailConfig, SWITCH_DEFAULTS, type WebConfig, type WebsiteConfig, emailConfig, webConfig } from '@verdict/shared';
import type { SiteConfigStore } from '../../infra/site-config-store';
import { type SmtpSettings, resolveSmtp } from '../../infra/mailer';
import type { NewcomerSwitches } from './newcomer-switches';

export const WEB_CONFIG_DEFAULTS: WebConfig = {
  baseUrl: '',
  name: 'Verdict Online Judge',
  shortName: 'Verdict',
  description: '',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Verdict',
  projectUrl: '',
};

export const EMAIL_CONFIG_DEFAULTS: EmailConfig = {
  emailHost: '',
  emailPassword: '',
  emailPort: 465,
  emailUsername: '',
  emailBGImg: '',
  emailSsl: true,
};

/** Web and e-mail settings (site_config keys 'web' and 'email'). */
export class ConfigService {
  constructor(
    private readonly site: SiteConfigStore,
    private readonly newcomers?: NewcomerSwitches,
  ) {}

  async web(): Promise<WebConfig> {
    // Parsing drops unknown keys and repairs values an older version may have stored.
    const stored = await this.site.get<Partial<WebConfig>>('web', {});
    return webConfig.parse({ ...WEB_CONFIG_DEFAULTS, ...withoutNone(stored) });
  }

  setWeb = (patch: Partial<WebConfig>) => this.site.set<WebConfig>('web', noneAsEmpty(stripUndefined(patch)));

  async email(): Promise<EmailConfig> {
    const stored = await this.site.get<Partial<EmailConfig>>('email', {});
    return emailConfig.parse({ ...EMAIL_CONFIG_DEFAULTS, ...withoutNone(stored) });
  }

  setEmail = (patch: Partial<EmailConfig>) => this.site.set<EmailConfig>('email', noneAsEmpty(stripUndefined(patch)));

  async smtp(): Promise<SmtpSettings | null> {
    return resolveSmtp(await this.email());
  }

  /** No SMTP_* environment and no admin e-mail host: sign-up then needs no e-mail code. */
  mailConfigured = async (): Promise<boolean> => (await this.smtp()) !== null;

  async websiteConfig(): Promise<WebsiteConfig> {
    const [web, smtp, switches, acMinimums] = await Promise.all([
      this.web(),
      this.smtp(),
      this.site.get('switch', SWITCH_DEFAULTS),
      this.newcomers?.acMinimums(),
    ]);
    return {
      baseUrl: web.baseUrl,
      name: web.name,
      shortName: web.shortName,
      register: web.register,
      recordName: web.recordName,
      recordUrl: web.recordUrl,
      description: web.description,
      email: publicSender(smtp),
      mailConfigured: smtp !== null,
      projectName: web.projectName,
      projectUrl: web.projectUrl,
      openPublicDiscussion: switches.openPublicDiscussion !== false,
      openGroupDiscussion: switches.openGroupDiscussion !== false,
      openContestComment: switches.openContestComment !== false,
      // The forms say the rule before the user writes (issue 28.2).
      ...(acMinimums ? { acMinimums } : {}),
    };
  }
}

/**
 * The sender address shown on the site, only when it is a sender of its own: without SMTP_FROM the
 * sender is the SMTP login name, which is a credential half and stays private.
 */
const publicSender = (smtp: SmtpSettings | null) =>
  smtp && smtp.from !== smtp.user && smtp.from !== `no-reply@${smtp.host}` ? smtp.from : '';

function stripUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * HOJ's admin client writes the word "None" into every text field left empty before saving; it means
 * "empty" (else every footer shows a "None" link and mails link to `None/…`).
 */
const isNone = (v: unknown) => typeof v === 'string' && v.trim() === 'None';

function noneAsEmpty<T extends object>(patch: T): T {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, isNone(v) ? '' : v])) as T;
}

/** Values saved as "None" before this was understood fall back to the defaults. */
function withoutNone<T extends object>(stored: T): Partial<T> {
  return Object.fromEntries(Object.entries(stored).filter(([, v]) => !isNone(v))) as Partial<T>;
}
