import { SWITCH_DEFAULTS, type SwitchConfig, switchConfig } from '@verdict/shared';
import type { SiteConfigStore } from '../../infra/site-config-store';

/** Site switches (site_config key 'switch'): read with the contract's defaults, patched by root. */
export class SwitchService {
  constructor(private readonly site: SiteConfigStore) {}

  async get(): Promise<SwitchConfig> {
    const stored = await this.site.get<Partial<SwitchConfig>>('switch', {});
    // Values an older version stored in another shape fall back to the default instead of failing.
    const merged = { ...SWITCH_DEFAULTS, ...stored };
    const parsed = switchConfig.safeParse(merged);
    return parsed.success ? parsed.data : SWITCH_DEFAULTS;
  }

  async update(patch: Partial<SwitchConfig>): Promise<void> {
    const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await this.site.set<SwitchConfig>('switch', clean);
  }
}
