import { describe, expect, it } from 'vitest';
import { fileFitsFormat, uploadPercent } from './download';

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
