import type { FastifyInstance } from 'fastify';
import { getEmailConfig, getSwitchInfo, getWebConfig, getWebsiteConfig, setEmailConfig, setWebConfig, testEmail, updateSwitch } from '@verdict/shared';
import type { Core } from '../../core';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import { AccountMailer } from '../account/account.mail';
import { ConfigService } from './config.service';
import { SwitchService } from './switch.service';

/** Public site config and the admin web / e-mail settings (contract §2.1, §2.12). */
export function adminConfigRoutes(app: FastifyInstance, core: Core): void {
  const config = new ConfigService(core.siteConfig);
  const mailer = new AccountMailer(config);
  const switches = new SwitchService(core.siteConfig);

  route(app, getWebsiteConfig, () => config.websiteConfig());
  route(app, getWebConfig, () => config.web());
  route(app, setWebConfig, async ({ body }) => config.setWeb(body));
  route(app, getEmailConfig, () => config.email());
  route(app, setEmailConfig, async ({ body }) => config.setEmail(body));
  route(app, testEmail, async ({ lang, body }) => {
    await mailer.send(lang, body.email, { subjectKey: 'account.mail.testSubject', lineKeys: ['account.mail.testBody'], params: {} });
    return new Answer(null, 'account.testMailSent');
  });
  route(app, getSwitchInfo, () => switches.get());
  route(app, updateSwitch, async ({ body }) => switches.update(body));
}
