import { describe, expect, it } from 'vitest';
import { adminDeleteTag, getProblemDetail, login } from '@verdict/shared';
import type { TestApp } from './test-app';

// Compile-time checks of TestApp.call (tsc runs over tests): each @ts-expect-error must stay an error.
describe('TestApp.call types', () => {
  it('checks query, body and answer against the endpoint; callRaw takes anything', () => {
    const typed = async (t: TestApp) => {
      // @ts-expect-error the body schema wants a string username
      await t.call(login, { body: { username: 1, password: 'secret' } });
      // @ts-expect-error the password is required
      await t.call(login, { body: { username: 'alice' } });
      // @ts-expect-error the query schema needs tid
      await t.call(adminDeleteTag, { query: {} });
      const user = await t.call(login, { body: { username: 'alice', password: 'secret' } });
      const name: string = user.data.username;
      // @ts-expect-error not a field of UserInfoVO
      void user.data.noSuchField;
      const detail = await t.call(getProblemDetail, { query: { problemId: 'P1' } });
      void detail.data.problem.title;
      await t.callRaw(login, { body: { username: 1 } });
      await t.callRaw(adminDeleteTag, { query: { tid: '../etc' } });
      return name;
    };
    expect(typeof typed).toBe('function');
  });
});
