import { describe, expect, it } from 'vitest';
import { insertAt, uploadSnippet } from './markdownEdit';

describe('markdown upload helpers', () => {
  it('uploads insert markdown at the caret', () => {
    expect(uploadSnippet('image', 'a[1].png', '/api/public/img/x.png')).toBe('![a1.png](/api/public/img/x.png)');
    expect(uploadSnippet('file', 'data.zip', '/api/public/file/y.zip')).toBe('[data.zip](/api/public/file/y.zip)');
    expect(insertAt('hello world', 6, 11, 'there')).toEqual({ text: 'hello there', caret: 11 });
    expect(insertAt('abc', 99, 99, '!')).toEqual({ text: 'abc!', caret: 4 });
  });
});
