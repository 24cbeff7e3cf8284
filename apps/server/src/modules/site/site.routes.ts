import type { FastifyInstance } from 'fastify';
import {
  getEmailConfig,
  getSwitchInfo,
  getWebConfig,
  getWebsiteConfig,
  setEmailConfig,
  setWebConfig,
  testEmail,
  updateSwitch,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { ConfigService } from './config.service';
import type { SiteMailer } from './site-mailer';
import type { SwitchService } from './switch.service';

export interface SiteServices {
  config: ConfigService;
  switches: SwitchService;
  mailer: SiteMailer;
}

/** Public site config and the admin web / e-mail / switch settings (contract §2.1, §2.12). */
export function siteRoutes(app: FastifyInstance, { config, switches, mailer }: SiteServices): void {
  route(app, getWebsiteConfig, () => config.websiteConfig());
  route(app, getWebConfig, () => config.web());
  route(app, setWebConfig, async ({ body }) => config.setWeb(body));
  route(app, getEmailConfig, () => config.email());
  route(app, setEmailConfig, async ({ body }) => config.setEmail(body));
  route(app, testEmail, async ({ lang, body }) => {
    await mailer.send(
      lang,
      body.email,
      { subjectKey: 'account.mail.testSubject', lineKeys: ['account.mail.testBody'], params: {} },
      { showReason: true },
    );
    return new Answer(null, 'account.testMailSent');
  });
  route(app, getSwitchInfo, () => switches.get());
  route(app, updateSwitch, async ({ body }) => switches.update(body));
}
