import type yauzl from 'yauzl';
import { AppError } from '../../http/app-error';
import type { StoredBlob, TestdataStore } from '../../infra/testdata-store';
import {
  DEFAULT_ZIP_LIMITS,
  type ZipLimits,
  checkDeclaredSizes,
  decodeName,
  openZip,
  readEntryBytes,
} from '../problem/testcase-zip';

/**
 * A whole import archive: every file entry by its path, read on demand under the caps of the
 * test-data reader. Paths never touch the file system; an absolute path or a `..` step
 * (zip slip) refuses the whole archive, naming the entry.
 */
export class ImportArchive {
  private readonly budget: { left: number };

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    private readonly limits: ZipLimits,
  ) {
    this.budget = { left: limits.maxTotalBytes };
  }

  static async open(file: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ImportArchive> {
    const zip = await openZip(file).catch((err: unknown) => {
      throw err instanceof AppError ? AppError.fail('problemBank.importBadArchive', err.params) : err;
    });
    try {
      // The central directory first: too many entries or declared sizes over the caps refuse the archive unextracted.
      if (zip.entryCount > limits.maxEntries)
        throw AppError.fail('problemBank.importBadArchive', { reason: `more than ${limits.maxEntries} entries` });
      const entries = await listEntries(zip, limits);
      checkDeclaredSizes([...entries.values()], limits);
      return new ImportArchive(zip, entries, limits);
    } catch (err) {
      zip.close();
      throw err;
    }
  }

  /** File paths (folders are implied by them), in archive order. */
  get paths(): string[] {
    return [...this.entries.keys()];
  }

  has(p: string): boolean {
    return this.entries.has(p);
  }

  async bytes(p: string): Promise<Buffer> {
    const entry = this.entries.get(p);
    if (!entry) throw AppError.fail('problemBank.importFile', { file: p, reason: 'missing from the archive' });
    return readEntryBytes(this.zip, entry, this.limits, this.budget);
  }

  /** A symlink entry's target as stored (unix mode 0120000 in the external attributes), else null. */
  async linkTarget(p: string): Promise<string | null> {
    const entry = this.entries.get(p);
    if (!entry || ((entry.externalFileAttributes >>> 16) & 0o170000) !== 0o120000) return null;
    return (await this.bytes(p)).toString('utf8');
  }

  async text(p: string): Promise<string> {
    return stripBom((await this.bytes(p)).toString('utf8'));
  }

  /** Test data goes straight into the content-addressed store (orphans after a failed import are harmless). */
  async store(p: string, store: TestdataStore): Promise<StoredBlob> {
    return store.putText(await this.bytes(p));
  }

  close(): void {
    this.zip.close();
  }
}

export const stripBom = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);

function listEntries(zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, yauzl.Entry>();
    let count = 0;
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      if (failed) return;
      if (++count > limits.maxEntries)
        return fail(AppError.fail('problemBank.importBadArchive', { reason: `more than ${limits.maxEntries} entries` }));
      const raw = decodeName(entry);
      const name = raw.replace(/\\/g, '/');
      const parts = name.split('/');
      if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || parts.includes('..') || name.includes('\0')) {
        return fail(AppError.fail('problemBank.importUnsafePath', { name: raw }));
      }
      // Folder entries and macOS resource forks carry nothing to import.
      if (!name.endsWith('/') && parts[0] !== '__MACOSX') files.set(parts.filter((x) => x !== '' && x !== '.').join('/'), entry);
      zip.readEntry();
    });
    zip.on('end', () => {
      if (!failed) resolve(files);
    });
    zip.on('error', (err: Error) => fail(AppError.fail('problemBank.importBadArchive', { reason: err.message })));
    zip.readEntry();
  });
}

/** The top-level folders of an archive, each with the paths inside it (relative). */
export function topLevelFolders(paths: string[]): { folders: Map<string, string[]>; looseFiles: string[] } {
  const folders = new Map<string, string[]>();
  const looseFiles: string[] = [];
  for (const p of paths) {
    const slash = p.indexOf('/');
    if (slash < 0) looseFiles.push(p);
    else folders.set(p.slice(0, slash), [...(folders.get(p.slice(0, slash)) ?? []), p.slice(slash + 1)]);
  }
  return { folders, looseFiles };
}
