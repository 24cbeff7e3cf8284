import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, isJsonAnswer } from './download';

describe('download answers', () => {
  it('a JSON answer to a download is an error envelope', () => {
    expect(isJsonAnswer('application/json')).toBe(true);
    expect(isJsonAnswer('application/json;charset=UTF-8')).toBe(true);
    expect(isJsonAnswer('application/problem+json')).toBe(true);
    expect(isJsonAnswer('application/x-download')).toBe(false);
    expect(isJsonAnswer('application/zip')).toBe(false);
    expect(isJsonAnswer('text/plain')).toBe(false);
    expect(isJsonAnswer(null)).toBe(false);
  });

  it('takes the url-encoded file name of Content-Disposition', () => {
    expect(filenameFromDisposition('attachment;filename=problem_export_1.zip', 'x.zip')).toBe('problem_export_1.zip');
    expect(filenameFromDisposition('attachment; filename="%E6%B5%8B%E8%AF%95.zip"', 'x.zip')).toBe('测试.zip');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''a%20b.zip", 'x.zip')).toBe('a b.zip');
    expect(filenameFromDisposition('attachment;filename=..%2F..%2Fevil.zip', 'x.zip')).toBe('evil.zip');
    expect(filenameFromDisposition('attachment;filename=%E0%A4%A', 'x.zip')).toBe('%E0%A4%A');
    expect(filenameFromDisposition(null, 'fallback.zip')).toBe('fallback.zip');
    expect(filenameFromDisposition('attachment', 'fallback.zip')).toBe('fallback.zip');
  });
});
