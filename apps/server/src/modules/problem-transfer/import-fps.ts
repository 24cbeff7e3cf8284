import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import {
  assetUrl,
  checkerLanguage,
  fieldError,
  fileError,
  imageAsset,
  localLanguage,
  memoryLimitMb,
  rewriteText,
  timeLimitMs,
  toExamples,
} from './import-common';
import { type FpsField, type FpsItem, readFpsItems } from './import-fps-xml';
import type { ImportAsset, ImportCandidate, ImportCase } from './problem-import.service';

/**
 * FPS (Free Problem Set) XML, judge semantics §6.2: one problem per `<item>`. The file is read
 * from disk as a stream; test data goes to the store as 1.in/1.out…; embedded images are checked
 * and their URLs rewritten.
 */
export async function readFps(fileName: string, file: string, store: TestdataStore): Promise<ImportCandidate[]> {
  const items = await readFpsItems(fileName, file, store);
  if (items.length === 0) throw AppError.fail('problemBank.importNothing', { reason: `${fileName} has no <item>` });
  const out: ImportCandidate[] = [];
  for (const [i, item] of items.entries()) out.push(await readItem(`${fileName} item ${i + 1}`, item, store));
  return out;
}

async function readItem(where: string, item: FpsItem, store: TestdataStore): Promise<ImportCandidate> {
  const all = (name: string) => item.fields.filter((f) => f.name === name);
  const first = (name: string): FpsField | undefined => all(name)[0];
  const text = (name: string) => first(name)?.text ?? '';
  const title = text('title').trim();
  const origin = `${where} (${title || 'untitled'})`;
  if (!title) throw fieldError(origin, 'title', 'is required');

  const time = first('time_limit');
  const memory = first('memory_limit');
  const problem: Record<string, unknown> = {
    title,
    description: text('description'),
    input: text('input'),
    output: text('output'),
    hint: text('hint') || null,
    source: text('source').trim() || null,
    // An unknown or absent time unit counts as seconds (FPS 1.1 used integer seconds).
    timeLimit: time ? timeLimitMs(origin, 'time_limit', time.text, unitOf(time.attrs.unit, ['ms', 's'], 's')) : 1000,
    memoryLimit: memory
      ? memoryLimitMb(origin, 'memory_limit', memory.text, unitOf(memory.attrs.unit, ['kb', 'mb', 'gb'], 'mb'))
      : 256,
    type: 0,
    difficulty: 1,
    auth: 1,
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    examples: toExamples(
      pairUp(
        all('sample_input').map((f) => f.text),
        all('sample_output').map((f) => f.text),
      ),
    ),
  };

  const assets: ImportAsset[] = [];
  for (const [k, img] of item.images.entries()) {
    const src = img.src.trim();
    const base64 = img.base64.replace(/\s+/g, '');
    if (!base64) continue;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fieldError(origin, `img[${k + 1}].base64`, 'is not base64');
    const asset = await imageAsset(origin, `image ${src || k + 1}`, Buffer.from(base64, 'base64'));
    assets.push(asset);
    rewriteText(problem, src, assetUrl(asset));
  }

  let judgeMode: string | null = null;
  const spj = first('spj');
  if (spj && spj.text.trim()) {
    judgeMode = 'spj';
    problem.spjCode = spj.text;
    problem.spjLanguage = checkerLanguage(origin, 'spj@language', spj.attrs.language ?? 'C');
  }

  const cases: ImportCase[] = item.inputs.map((inputBlob, i) => ({
    input: `${i + 1}.in`,
    output: `${i + 1}.out`,
    inputBlob,
    outputBlob: item.outputs[i] ?? store.putText(''),
  }));
  if (cases.length === 0) throw fileError(origin, 'has no <test_input>');

  const codeTemplates = all('template')
    .map((t) => ({ language: localLanguage(t.attrs.language ?? ''), code: t.text }))
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
