import { describe, expect, it } from 'vitest';
import { Role, SWITCH_DEFAULTS, type SwitchConfig, getSwitchInfo, getWebsiteConfig, updateSwitch } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';

describe('site switches (/api/admin/switch/*)', () => {
  const t = useTestApp();

  it('answers the contract defaults before anything is stored', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const res = await t.call<typeof getSwitchInfo, SwitchConfig>(getSwitchInfo, { token: root.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(SWITCH_DEFAULTS);
  });

  it('patches only the fields sent and the public config follows', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const put = await t.call(updateSwitch, {
      token: root.token,
      body: { defaultSubmitInterval: 0, openPublicDiscussion: false },
    });
    expect(put.status).toBe(200);
    const res = await t.call<typeof getSwitchInfo, SwitchConfig>(getSwitchInfo, { token: root.token });
    expect(res.data.defaultSubmitInterval).toBe(0);
    expect(res.data.openPublicDiscussion).toBe(false);
    expect(res.data.openGroupDiscussion).toBe(true);
    const site = await t.call<typeof getWebsiteConfig, { openPublicDiscussion: boolean }>(getWebsiteConfig);
    expect(site.data.openPublicDiscussion).toBe(false);
  });

  it('refuses admins without system_info_admin and visitors', async () => {
    const admin = await seedUser(t.core, { roleId: Role.Admin });
    expect((await t.call(updateSwitch, { token: admin.token, body: { defaultSubmitInterval: 1 } })).http).toBe(403);
    expect((await t.call(getSwitchInfo, {})).http).toBe(401);
  });

  it('rejects a wrong type with the field named and keeps the stored value', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    await t.call(updateSwitch, { token: root.token, body: { defaultSubmitInterval: 3 } });
    const bad = await t.callRaw(updateSwitch, { token: root.token, body: { defaultSubmitInterval: 'soon' } });
    expect(bad.http).toBe(400);
    expect(bad.msg).toContain('defaultSubmitInterval');
    const res = await t.call<typeof getSwitchInfo, SwitchConfig>(getSwitchInfo, { token: root.token });
    expect(res.data.defaultSubmitInterval).toBe(3);
  });
});
