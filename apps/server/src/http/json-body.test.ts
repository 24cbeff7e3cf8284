import { describe, expect, it } from 'vitest';
import { getWebsiteConfig, login } from '@verdict/shared';
import { useTestApp } from '../test/test-app';
import { JSON_MAX_DEPTH, jsonTooDeep } from './json-body';

const t = useTestApp();

describe('JSON depth limit', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonTooDeep('[[[1]]]', 3)).toBe(false);
    expect(jsonTooDeep('[[[[1]]]]', 3)).toBe(true);
    expect(jsonTooDeep('{"a":"[[[[[[\\"[[[[","b":[{}]}', 3)).toBe(false);
    expect(jsonTooDeep('[1],[2],[3],[4]', 1)).toBe(false);
  });

  it('refuses a megabyte of nesting with 400 before parsing it, and keeps serving', async () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      status: 400,
      msg: `The JSON of the request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`,
      data: null,
    });
    const objects = `{"username":${'{"a":'.repeat(200)}1${'}'.repeat(200)},"password":"x"}`;
    const zh = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/json;charset=UTF-8', 'accept-language': 'zh-CN' },
      payload: objects,
    });
    expect([zh.statusCode, JSON.parse(zh.body).msg]).toEqual([400, `请求体的 JSON 嵌套过深（最多 ${JSON_MAX_DEPTH} 层）`]);
    expect((await t.call(getWebsiteConfig)).status).toBe(200);
  });

  it('parses ordinary bodies as before: poisoned prototypes and broken JSON still refused', async () => {
    const ok = await t.call(login, { body: { username: 'nobody-x', password: 'wrong-pass' } });
    expect([ok.http, ok.msg]).toEqual([200, 'Please check your username or password']);
    const broken = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"username":',
    });
    expect([broken.statusCode, JSON.parse(broken.body).msg]).toEqual([400, 'The request body is not valid JSON']);
    const proto = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"username":"a","password":"b"}',
    });
    expect(proto.statusCode).toBe(400);
  });
});
