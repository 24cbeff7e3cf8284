import type { FastifyInstance } from 'fastify';
import { getEmailConfig, getWebConfig, getWebsiteConfig, setEmailConfig, setWebConfig, testEmail } from '@verdict/shared';
import type { Core } from '../../core';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import { AccountMailer } from '../account/account.mail';
import { ConfigService } from './config.service';

/** Public site config and the admin web / e-mail settings (contract §2.1, §2.12). */
export function adminConfigRoutes(app: FastifyInstance, core: Core): void {
  const config = new ConfigService(core.siteConfig);
  const mailer = new AccountMailer(config);

  route(app, getWebsiteConfig, () => config.websiteConfig());
  route(app, getWebConfig, () => config.web());
  route(app, setWebConfig, async ({ body }) => config.setWeb(body));
  route(app, getEmailConfig, () => config.email());
  route(app, setEmailConfig, async ({ body }) => config.setEmail(body));
  route(app, testEmail, async ({ lang, body }) => {
    await mailer.send(lang, body.email, { subjectKey: 'account.mail.testSubject', lineKeys: ['account.mail.testBody'], params: {} });
    return new Answer(null, 'account.testMailSent');
  });
}
