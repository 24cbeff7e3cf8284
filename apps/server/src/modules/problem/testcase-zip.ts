import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { JudgeCaseMode } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { StoredBlob, TestdataStore } from '../../infra/testdata-store';

export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5000,
  maxFileBytes: 128 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** One case of an upload: display names plus the stored contents. */
export interface UploadedCase {
  input: string;
  output: string;
  inputHash: string;
  inputSize: number;
  outputHash: string;
  outputSize: number;
  groupNum?: number;
}

const SUBTASK_MODES: readonly string[] = ['subtask_lowest', 'subtask_average'];

/**
 * Reads a test-data zip (judge semantics §4.1). Entry names never reach the file system:
 * contents go straight into the content-addressed store, so zip slip and odd names cannot
 * write anywhere. Only top-level files count; nested entries are skipped. Before anything is
 * extracted, the central directory's entry count and declared sizes are held against the caps
 * and handed to `admit` (the quota, which may refuse); while inflating, the bytes are counted
 * again (yauzl refuses an entry longer than it declared, so a lying header stops there).
 */
export async function readTestcaseZip(
  zipFile: string,
  mode: JudgeCaseMode,
  store: TestdataStore,
  limits = DEFAULT_ZIP_LIMITS,
  admit?: (declaredBytes: number) => void,
): Promise<UploadedCase[]> {
  const zip = await openZip(zipFile);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw AppError.fail('problem.zipTooLarge', { reason: `more than ${limits.maxEntries} entries` });
    const files = await listTopLevelFiles(zip, limits);
    const pairs = pairCases([...files.keys()]);
    if (pairs.length === 0) throw AppError.fail('problem.zipEmpty');
    const used = pairs.flatMap((p) => [files.get(p.input)!, ...(p.output ? [files.get(p.output)!] : [])]);
    checkDeclaredSizes(used, limits);
    admit?.(used.reduce((a, e) => a + e.uncompressedSize, 0));
    const budget = { left: limits.maxTotalBytes };
    const out: UploadedCase[] = [];
    for (const pair of pairs) {
      const input = await storeEntry(zip, files.get(pair.input)!, store, limits, budget);
      const output: StoredBlob = pair.output
        ? await storeEntry(zip, files.get(pair.output)!, store, limits, budget)
        : store.putText('');
      out.push({
        input: pair.input,
        output: pair.output ?? `${stem(pair.input)}.out`,
        inputHash: input.hash,
        inputSize: input.size,
        outputHash: output.hash,
        outputSize: output.size,
        ...(SUBTASK_MODES.includes(mode) ? { groupNum: 1 } : {}),
      });
    }
    return out;
  } finally {
    zip.close();
  }
}

/** The caps against what the central directory declares: a zip bomb is refused before one byte is inflated. */
export function checkDeclaredSizes(entries: yauzl.Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize > limits.maxFileBytes)
      throw AppError.fail('problem.zipTooLarge', { reason: `a file is larger than ${limits.maxFileBytes} bytes` });
    total += e.uncompressedSize;
  }
  if (total > limits.maxTotalBytes)
    throw AppError.fail('problem.zipTooLarge', { reason: `more than ${limits.maxTotalBytes} bytes in total` });
}

export function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => {
        if (err || !zip) reject(AppError.fail('problem.zipBroken', { reason: err?.message ?? 'unknown' }));
        else resolve(zip);
      },
    );
  });
}

function listTopLevelFiles(zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, yauzl.Entry>();
    let count = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      if (++count > limits.maxEntries) {
        reject(AppError.fail('problem.zipTooLarge', { reason: `more than ${limits.maxEntries} entries` }));
        return;
      }
      const name = decodeName(entry);
      // Top level only: anything with a separator (folders, ../ tricks, absolute paths) is skipped.
      if (name && !/[/\\]/.test(name) && name !== '.' && name !== '..' && !name.includes('\0')) files.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(files));
    zip.on('error', (err: Error) => reject(AppError.fail('problem.zipBroken', { reason: err.message })));
    zip.readEntry();
  });
}

/** UTF-8 when flagged or valid; otherwise the bytes read as CP437/latin-1 so the name stays printable. */
export function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const utf8 = raw.toString('utf8');
  if ((entry.generalPurposeBitFlag & 0x800) !== 0 || Buffer.from(utf8, 'utf8').equals(raw)) return utf8;
  return raw.toString('latin1');
}

async function storeEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  store: TestdataStore,
  limits: ZipLimits,
  budget: { left: number },
): Promise<StoredBlob> {
  return store.putText(await readEntryBytes(zip, entry, limits, budget));
}

/** An entry's bytes, counted while inflating against the per-file cap and the shared budget. */
export async function readEntryBytes(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: ZipLimits,
  budget: { left: number },
): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) =>
      err || !s ? reject(AppError.fail('problem.zipBroken', { reason: err?.message ?? 'unreadable entry' })) : resolve(s),
    ),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (size > limits.maxFileBytes)
        throw AppError.fail('problem.zipTooLarge', { reason: `a file is larger than ${limits.maxFileBytes} bytes` });
      if (budget.left < 0)
        throw AppError.fail('problem.zipTooLarge', { reason: `more than ${limits.maxTotalBytes} bytes in total` });
      chunks.push(chunk);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof AppError) throw err;
    throw AppError.fail('problem.zipBroken', { reason: (err as Error).message });
  }
  return Buffer.concat(chunks, size);
}

const stem = (name: string) => name.split('.')[0] ?? name;

/** `X.in` + `X.out|X.ans`, or `*input*.txt` + `*output*.txt`; ordered by the stem, shorter first (2 < 10). */
export function pairCases(names: string[]): Array<{ input: string; output: string | null }> {
  const set = new Set(names);
  const pairs: Array<{ input: string; output: string | null }> = [];
  for (const name of names) {
    if (name.endsWith('.in')) {
      const base = name.slice(0, -3);
      const output = [`${base}.out`, `${base}.ans`].find((o) => set.has(o)) ?? null;
      pairs.push({ input: name, output });
    } else if (name.endsWith('.txt') && name.includes('input')) {
      const output = name.replace('input', 'output');
      pairs.push({ input: name, output: set.has(output) ? output : null });
    }
  }
  return pairs.sort((a, b) => {
    const x = stem(a.input);
    const y = stem(b.input);
    return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
  });
}
