import path from 'node:path';
import type { StoredBlob, TestdataStore } from '../../infra/testdata-store';
import type { ImportArchive } from './archive-reader';
import { fileError } from './import-common';

const MAX_LINK_HOPS = 16;

/**
 * The files of one package folder in an archive, by path inside the package, with its symlinks
 * followed: the format lets a package link one of its files or folders to another (a sample that
 * is also a secret case), never to anything outside the package — that refuses the archive.
 */
export class PackageFiles {
  private constructor(
    private readonly zip: ImportArchive,
    /** Package path → archive path of the bytes. */
    private readonly files: Map<string, string>,
    /** How the package is named in errors: `hello/`. */
    readonly origin: string,
  ) {}

  static async open(zip: ImportArchive, root: string): Promise<PackageFiles> {
    const prefix = root ? `${root}/` : '';
    const files = new Map<string, string>();
    const links = new Map<string, string>();
    for (const p of zip.paths) {
      if (!p.startsWith(prefix)) continue;
      const rel = p.slice(prefix.length);
      const target = await zip.linkTarget(p);
      if (target === null) files.set(rel, p);
      else links.set(rel, target.trim());
    }
    const origin = prefix || 'the package';
    for (const [link, raw] of links) {
      let at = link;
      let target = raw;
      for (let hop = 0; ; hop++) {
        if (hop >= MAX_LINK_HOPS) throw fileError(prefix + link, 'is a symlink in a loop');
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(at), target));
        if (path.posix.isAbsolute(target) || resolved === '..' || resolved.startsWith('../'))
          throw fileError(prefix + link, `is a symlink to "${raw}", which leads outside the package`);
        const next = links.get(resolved);
        if (next !== undefined) {
          at = resolved;
          target = next;
          continue;
        }
        const file = files.get(resolved);
        if (file !== undefined) {
          files.set(link, file);
          break;
        }
        const under = [...files.entries()].filter(([rel]) => rel.startsWith(`${resolved}/`));
        if (under.length === 0) throw fileError(prefix + link, `is a symlink to "${raw}", which is not in the package`);
        for (const [rel, file] of under) files.set(link + rel.slice(resolved.length), file);
        break;
      }
    }
    return new PackageFiles(zip, files, origin);
  }

  get paths(): string[] {
    return [...this.files.keys()];
  }

  has(p: string): boolean {
    return this.files.has(p);
  }

  /** Paths directly or deeply under `dir` (no trailing slash), sorted as the format orders cases. */
  under(dir: string): string[] {
    return this.paths.filter((p) => p.startsWith(`${dir}/`)).sort();
  }

  private archivePath(p: string): string {
    const file = this.files.get(p);
    if (file === undefined) throw fileError(this.origin + p, 'is missing from the package');
    return file;
  }

  bytes(p: string): Promise<Buffer> {
    return this.zip.bytes(this.archivePath(p));
  }

  text(p: string): Promise<string> {
    return this.zip.text(this.archivePath(p));
  }

  store(p: string, store: TestdataStore): Promise<StoredBlob> {
    return this.zip.store(this.archivePath(p), store);
  }

  name(p: string): string {
    return this.origin + p;
  }
}
