import type { Core } from '../core';
import type { GroupService } from '../modules/group/group-service';
import { FileRepository } from '../modules/file/file.repository';
import { FileService } from '../modules/file/file.service';
import type { ProblemRepository } from '../modules/problem/problem.repository';
import { ConfigService } from '../modules/site/config.service';
import { NewcomerSwitches } from '../modules/site/newcomer-switches';
import { SiteMailer } from '../modules/site/site-mailer';
import { SwitchService } from '../modules/site/switch.service';

/** The site's settings, switches and mail, and the uploads every area stores files through. */
export function buildSite(core: Core, s: { problemRepo: ProblemRepository; groups: GroupService }) {
  const switches = new SwitchService(core.siteConfig);
  // The AC minimums as newcomers meet them: never more solved problems than the site has (issue 28.2).
  const newcomerSwitches = new NewcomerSwitches(switches, () => s.problemRepo.solvableCount());
  const config = new ConfigService(core.siteConfig, newcomerSwitches);
  const mailer = new SiteMailer(config);
  const files = new FileService(
    new FileRepository(core.database.db),
    core.paths.publicImg,
    core.paths.publicFile,
    { quotaBytes: core.config.uploadQuotaMb * 1024 * 1024 },
    s.groups,
  );
  return { switches, newcomerSwitches, config, mailer, files };
}
