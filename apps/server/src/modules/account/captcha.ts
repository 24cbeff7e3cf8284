import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { Limits } from '@verdict/shared';
import type { KeyValueStore } from '../../infra/kv-store';
import { sameSecret } from './codes';

const key = (captchaKey: string) => `captcha:${captchaKey}`;

/** Image captchas: the answer lives in the TTL store under a random key and is good for one check. */
export class CaptchaService {
  constructor(private readonly kv: KeyValueStore) {}

  async create(): Promise<{ img: string; captchaKey: string }> {
    // Letters that look alike are left out; the comparison ignores case anyway.
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1ilIL',
      width: 120,
      height: 40,
      background: '#f5f7fa',
    });
    const png = await sharp(Buffer.from(data)).png().toBuffer();
    const captchaKey = randomUUID().replace(/-/g, '');
    await this.kv.set(key(captchaKey), text.toLowerCase(), Limits.captchaTtlSeconds);
    return { img: `data:image/png;base64,${png.toString('base64')}`, captchaKey };
  }

  /** True once for the right answer; any check burns the captcha so it cannot be guessed at. */
  async verify(captchaKey: string, answer: string): Promise<boolean> {
    const stored = await this.kv.get(key(captchaKey));
    if (stored == null) return false;
    await this.kv.delete(key(captchaKey));
    return sameSecret(stored, answer.trim().toLowerCase());
  }
}
