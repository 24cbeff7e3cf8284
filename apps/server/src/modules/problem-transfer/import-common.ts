import { AppError } from '../../http/app-error';
import { PUBLIC_FILE_URL, PUBLIC_IMG_URL } from '../file/file.service';
import { IMAGE_EXTENSION, checkImage, randomName, safeExtension } from '../file/image-type';
import type { ImportAsset } from './problem-import.service';

/** Helpers shared by the FPS, QDU, Hydro and HOJ readers. */

export const fieldError = (file: string, field: string, reason: string) =>
  AppError.fail('problemBank.importField', { file, field, reason });
export const fileError = (file: string, reason: string) => AppError.fail('problemBank.importFile', { file, reason });

/** HOJ's examples string: `<input>…</input><output>…</output>` per sample. */
export const toExamples = (samples: Array<{ input: string; output: string }>): string | null =>
  samples.length ? samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('') : null;

const NUMBER = /^\s*(\d+(?:\.\d+)?)\s*$/;

/** A time limit in ms from a number and a unit (`ms`, `s`); fractions of a ms round up. */
export function timeLimitMs(file: string, field: string, value: string, unit: string): number {
  const m = NUMBER.exec(value);
  if (!m) throw fieldError(file, field, `is not a number: "${value.trim().slice(0, 40)}"`);
  const u = unit.trim().toLowerCase();
  const factor = u === 'ms' ? 1 : u === 's' || u === '' || u === 'sec' ? 1000 : null;
  if (factor === null) throw fieldError(file, field, `has an unknown unit "${unit}" (ms or s)`);
  return Math.max(1, Math.ceil(Number(m[1]) * factor));
}

/** A memory limit in MB; KB round up to whole MB (HOJ turned them into 0). */
export function memoryLimitMb(file: string, field: string, value: string, unit: string): number {
  const m = NUMBER.exec(value);
  if (!m) throw fieldError(file, field, `is not a number: "${value.trim().slice(0, 40)}"`);
  const n = Number(m[1]);
  const u = unit.trim().toLowerCase();
  if (u === 'kb' || u === 'k') return Math.max(1, Math.ceil(n / 1024));
  if (u === 'mb' || u === 'm' || u === '') return Math.max(1, Math.ceil(n));
  if (u === 'gb' || u === 'g') return Math.ceil(n * 1024);
  throw fieldError(file, field, `has an unknown unit "${unit}" (kb, mb or gb)`);
}

/** `1s`, `500ms`, `1.5s`, or a bare number of ms (Hydro). */
export function parseTimeWithUnit(file: string, field: string, raw: unknown): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(String(raw));
  if (!m) throw fieldError(file, field, `is not a time: "${String(raw).slice(0, 40)}"`);
  return timeLimitMs(file, field, m[1], m[2] || 'ms');
}

/** `256m`, `256mb`, `512k`, `1g`, or a bare number of MB (Hydro). */
export function parseMemoryWithUnit(file: string, field: string, raw: unknown): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(String(raw));
  if (!m) throw fieldError(file, field, `is not a memory size: "${String(raw).slice(0, 40)}"`);
  return memoryLimitMb(file, field, m[1], m[2] || 'mb');
}

/** Checker languages the judge compiles (C and C++ only). */
export function checkerLanguage(file: string, field: string, raw: string): 'C' | 'C++' {
  const v = raw.trim().toLowerCase();
  if (v === 'c' || v === 'gcc') return 'C';
  if (v === 'c++' || v === 'cpp' || v === 'cc' || v === 'g++' || v === 'cxx') return 'C++';
  throw fieldError(file, field, `names a checker language we can not compile: "${raw}" (C or C++)`);
}

/** FPS and QDU language names → local names (unknown ones pass through and are dropped later). */
export function localLanguage(name: string): string {
  const v = name.trim();
  const map: Record<string, string> = {
    python: 'Python3',
    python3: 'Python3',
    go: 'Golang',
    golang: 'Golang',
    'c++': 'C++',
    cpp: 'C++',
    c: 'C',
    java: 'Java',
  };
  return map[v.toLowerCase()] ?? v;
}

/** An embedded image, checked by content and given a random public name. */
export async function imageAsset(file: string, what: string, data: Buffer): Promise<ImportAsset> {
  const kind = await checkImage(data);
  if (!kind) throw fileError(file, `${what} is not a png, jpg, gif, webp or bmp image`);
  return { kind: 'img', name: randomName(IMAGE_EXTENSION[kind]), originalName: what.slice(0, 255), data };
}

/** Images stay inline; anything else becomes an attachment. */
export async function anyAsset(file: string, originalName: string, data: Buffer): Promise<ImportAsset> {
  const kind = await checkImage(data);
  if (kind) return { kind: 'img', name: randomName(IMAGE_EXTENSION[kind]), originalName, data };
  return { kind: 'file', name: randomName(safeExtension(originalName)), originalName, data };
}

export const assetUrl = (a: ImportAsset) => (a.kind === 'img' ? PUBLIC_IMG_URL : PUBLIC_FILE_URL) + a.name;

/** Replaces every occurrence of `from` in the statement fields. */
export function rewriteText(problem: Record<string, unknown>, from: string, to: string): void {
  if (!from) return;
  for (const key of ['description', 'input', 'output', 'hint']) {
    const v = problem[key];
    if (typeof v === 'string') problem[key] = v.split(from).join(to);
  }
}

/** JSON.parse with the failure named after the file. */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw AppError.fail('problemBank.importFile', { file, reason: `malformed JSON: ${(err as Error).message}` });
  }
}
