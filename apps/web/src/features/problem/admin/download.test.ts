import { describe, expect, it } from 'vitest';
import { envelopeMessage, filenameFromDisposition, fileFitsFormat, isJsonAnswer, isSuccessEnvelope, uploadPercent } from './download';

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

  it('shows the server msg of an envelope, else the fallback', () => {
    expect(envelopeMessage({ status: 400, msg: 'no such problem', data: null }, 'failed')).toBe('no such problem');
    expect(envelopeMessage({ status: 400, msg: '', data: null }, 'failed')).toBe('failed');
    expect(envelopeMessage('oops', 'failed')).toBe('failed');
    expect(envelopeMessage(null, 'failed')).toBe('failed');
    expect(isSuccessEnvelope({ status: 200, msg: 'ok', data: null })).toBe(true);
    expect(isSuccessEnvelope({ status: 400, msg: 'bad' })).toBe(false);
  });
});

describe('imports', () => {
  it('checks the file type of each format before uploading', () => {
    expect(fileFitsFormat('fps', 'set.XML')).toBe(true);
    expect(fileFitsFormat('fps', 'set.zip')).toBe(false);
    expect(fileFitsFormat('hoj', 'p.zip')).toBe(true);
    expect(fileFitsFormat('qdu', 'p.xml')).toBe(false);
    expect(fileFitsFormat('hydro', 'p.tar.gz')).toBe(false);
  });

  it('progress never reaches 100 before the server answers', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(200, 200)).toBe(99);
  });
});
