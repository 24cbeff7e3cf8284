import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import {
  assetUrl, checkerLanguage, fieldError, fileError, imageAsset, localLanguage, memoryLimitMb, rewriteText, timeLimitMs, toExamples,
} from './import-common';
import type { ImportAsset, ImportCandidate, ImportCase } from './problem-import.service';
import { XmlError, type XmlElement, childNamed, childrenNamed, declaredEncoding, parseXml, textOf } from './xml-lite';

/**
 * FPS (Free Problem Set) XML, judge semantics §6.2: one problem per `<item>`. Test data goes
 * to the store as 1.in/1.out…; embedded images are checked and their URLs rewritten.
 */
export async function readFps(fileName: string, xml: Buffer, store: TestdataStore): Promise<ImportCandidate[]> {
  const root = parseFpsXml(xml);
  if (root.name !== 'fps') throw AppError.fail('problemBank.importNothing', { reason: `${fileName} is not an FPS file (root element <${root.name}>)` });
  const items = childrenNamed(root, 'item');
  if (items.length === 0) throw AppError.fail('problemBank.importNothing', { reason: `${fileName} has no <item>` });
  const out: ImportCandidate[] = [];
  for (const [i, item] of items.entries()) out.push(await readItem(`${fileName} item ${i + 1}`, item, store));
  return out;
}

function parseFpsXml(xml: Buffer): XmlElement {
  const encoding = declaredEncoding(xml);
  let text: string;
  try {
    text = new TextDecoder(encoding === 'utf8' ? 'utf-8' : encoding, { fatal: false }).decode(xml);
  } catch {
    throw AppError.fail('problemBank.xmlBroken', { line: 1, reason: `unsupported encoding ${encoding}` });
  }
  try {
    return parseXml(text);
  } catch (err) {
    if (err instanceof XmlError) throw AppError.fail('problemBank.xmlBroken', { line: err.line, reason: err.reason });
    throw err;
  }
}

async function readItem(where: string, item: XmlElement, store: TestdataStore): Promise<ImportCandidate> {
  const text = (name: string) => textOf(childNamed(item, name));
  const title = text('title').trim();
  const origin = `${where} (${title || 'untitled'})`;
  if (!title) throw fieldError(origin, 'title', 'is required');

  const time = childNamed(item, 'time_limit');
  const memory = childNamed(item, 'memory_limit');
  const problem: Record<string, unknown> = {
    title,
    description: text('description'),
    input: text('input'),
    output: text('output'),
    hint: text('hint') || null,
    source: text('source').trim() || null,
    // An unknown or absent time unit counts as seconds (FPS 1.1 used integer seconds).
    timeLimit: time ? timeLimitMs(origin, 'time_limit', textOf(time), unitOf(time.attrs.unit, ['ms', 's'], 's')) : 1000,
    memoryLimit: memory ? memoryLimitMb(origin, 'memory_limit', textOf(memory), unitOf(memory.attrs.unit, ['kb', 'mb', 'gb'], 'mb')) : 256,
    type: 0, difficulty: 1, auth: 1, codeShare: true, isRemoveEndBlank: true, openCaseResult: true,
    examples: toExamples(pairUp(childrenNamed(item, 'sample_input').map(textOf), childrenNamed(item, 'sample_output').map(textOf))),
  };

  const assets: ImportAsset[] = [];
  for (const [k, img] of childrenNamed(item, 'img').entries()) {
    const src = textOf(childNamed(img, 'src')).trim();
    const base64 = textOf(childNamed(img, 'base64')).replace(/\s+/g, '');
    if (!base64) continue;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fieldError(origin, `img[${k + 1}].base64`, 'is not base64');
    const asset = await imageAsset(origin, `image ${src || k + 1}`, Buffer.from(base64, 'base64'));
    assets.push(asset);
    rewriteText(problem, src, assetUrl(asset));
  }

  let judgeMode: string | null = null;
  const spj = childNamed(item, 'spj');
  if (spj && textOf(spj).trim()) {
    judgeMode = 'spj';
    problem.spjCode = textOf(spj);
    problem.spjLanguage = checkerLanguage(origin, 'spj@language', spj.attrs.language ?? 'C');
  }

  const inputs = childrenNamed(item, 'test_input').map(textOf);
  const outputs = childrenNamed(item, 'test_output').map(textOf);
  const cases: ImportCase[] = inputs.map((input, i) => ({
    input: `${i + 1}.in`, output: `${i + 1}.out`,
    inputBlob: store.putText(input), outputBlob: store.putText(outputs[i] ?? ''),
  }));
  if (cases.length === 0) throw fileError(origin, 'has no <test_input>');

  const codeTemplates = childrenNamed(item, 'template')
    .map((t) => ({ language: localLanguage(t.attrs.language ?? ''), code: textOf(t) }))
    .filter((t) => t.code.trim() !== '');
  return { origin, problem, judgeMode, cases, languages: null, tags: [], codeTemplates, assets, autoId: true };
}

/** Units outside the known ones fall back (FPS 1.1 files carry none or odd spellings). */
function unitOf(raw: string | undefined, known: string[], fallback: string): string {
  const u = (raw ?? '').trim().toLowerCase();
  return known.includes(u) ? u : fallback;
}

function pairUp(inputs: string[], outputs: string[]): Array<{ input: string; output: string }> {
  return inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));
}
