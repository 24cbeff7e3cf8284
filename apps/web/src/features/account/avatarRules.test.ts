import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatarRules';

describe('checkAvatarFile', () => {
  it('accepts the listed image types up to 2 MB', () => {
    expect(checkAvatarFile({ name: 'me.PNG', size: 2_097_152 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.webp', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ name: 'me.svg', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'noext', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.jpg', size: 2_097_153 })).toBe('size');
  });
});
