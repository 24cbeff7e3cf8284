import type { Selectable } from 'kysely';
import {
  type LanguageRow,
  type ProblemEntity,
  type TagClassificationRow,
  type TagRow,
  msToWireDate as wire,
} from '@verdict/shared';
import type { Database, LanguageTable, ProblemTable } from '../../db/schema';
import { toBool } from '../../db/dialect';

export type ProblemRow = Selectable<ProblemTable>;
export type LanguageDbRow = Selectable<LanguageTable>;
export type TagDbRow = Selectable<Database['tag']>;

export function toProblemEntity(p: ProblemRow): ProblemEntity {
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    author: p.author,
    type: p.type,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    isRemote: toBool(p.isRemote),
    source: p.source,
    difficulty: p.difficulty,
    hint: p.hint,
    auth: p.auth,
    ioScore: p.ioScore,
    codeShare: toBool(p.codeShare),
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    userExtraFile: p.userExtraFile,
    judgeExtraFile: p.judgeExtraFile,
    isRemoveEndBlank: toBool(p.isRemoveEndBlank),
    openCaseResult: toBool(p.openCaseResult),
    isUploadCase: toBool(p.isUploadCase),
    caseVersion: p.caseVersion,
    modifiedUser: p.modifiedUser,
    isGroup: toBool(p.isGroup),
    gid: p.gid,
    applyPublicProgress: p.applyPublicProgress,
    isFileIO: toBool(p.isFileIo),
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    gmtCreate: wire(p.gmtCreate),
    gmtModified: wire(p.gmtModified),
  };
}

export function toLanguageRow(l: LanguageDbRow): LanguageRow {
  return {
    id: l.id,
    contentType: l.contentType,
    description: l.description,
    name: l.name,
    compileCommand: l.compileCommand,
    template: l.template,
    codeTemplate: l.codeTemplate,
    isSpj: toBool(l.isSpj),
    oj: l.oj,
    seq: l.seq,
  };
}

export function toTagRow(t: TagDbRow): TagRow {
  return {
    id: t.id,
    name: t.name,
    color: t.color,
    oj: t.oj,
    gid: t.gid,
    tcid: t.tcid,
    gmtCreate: wire(t.gmtCreate),
    gmtModified: wire(t.gmtModified),
  };
}

/** Languages sorted as the contract lists them: seq desc, then id asc. */
export const byLanguageOrder = (a: LanguageDbRow, b: LanguageDbRow) => b.seq - a.seq || a.id - b.id;

/** JSON `{name: content}` of extra files; anything else counts as none. */
export function parseExtraFiles(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export const toClassificationRow = (c: {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmtCreate: number;
  gmtModified: number;
}): TagClassificationRow => ({
  id: c.id,
  name: c.name,
  oj: c.oj,
  rank: c.rank,
  gmtCreate: wire(c.gmtCreate),
  gmtModified: wire(c.gmtModified),
});
