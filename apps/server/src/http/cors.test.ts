import { describe, expect, it } from 'vitest';
import { getWebConfig } from '@verdict/shared';
import { loadConfig } from '../config';
import { useTestApp } from '../test/test-app';

describe('CORS reflects only the site and CORS_ORIGINS', () => {
  const t = useTestApp({ corsOrigins: ['https://hoj-client.example.edu'] });
  const get = (headers: Record<string, string>, method: 'GET' | 'OPTIONS' = 'GET') =>
    t.app.inject({ method, url: getWebConfig.path, headers: { host: 'oj.example.edu', ...headers } });

  it('gives a foreign page no credentialed access', async () => {
    const res = await get({ origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await get(
      {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
      'OPTIONS',
    );
    expect(preflight.statusCode).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('answers the site itself and a configured origin as HOJ does', async () => {
    const own = await get({ origin: 'http://oj.example.edu' });
    expect(own.headers['access-control-allow-origin']).toBe('http://oj.example.edu');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await get(
      { origin: 'https://hoj-client.example.edu', 'access-control-request-headers': 'authorization,content-type' },
      'OPTIONS',
    );
    expect([preflight.statusCode, preflight.body]).toEqual([200, '']);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://hoj-client.example.edu',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,POST,OPTIONS,PUT,DELETE',
      'access-control-allow-headers': 'authorization,content-type',
      vary: 'Origin',
    });
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, CORS_ORIGINS: ' https://a.example/ ,http://b.example:8080' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});
