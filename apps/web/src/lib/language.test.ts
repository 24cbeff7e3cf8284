import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('prefers the l query parameter', () => {
    expect(detectLanguage('?l=zh-cn', 'en-US', 'en')).toBe('zh-CN');
    expect(detectLanguage('?l=fr', 'zh-CN', 'zh')).toBe('en');
  });
  it('falls back to the saved value, then the browser, then zh-CN', () => {
    expect(detectLanguage('', 'en-US', 'zh-CN')).toBe('en');
    expect(detectLanguage('', null, 'en-GB')).toBe('en');
    expect(detectLanguage('', null, 'zh-TW')).toBe('zh-CN');
    expect(detectLanguage('', null, undefined)).toBe('zh-CN');
  });
});
