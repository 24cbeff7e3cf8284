import { useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type JudgeCaseMode,
  type ProblemEntity,
  adminAddProblem,
  adminCompileInteractive,
  adminCompileSpj,
  adminGetProblem,
  adminGetProblemCases,
  adminUpdateProblem,
  downloadTestcase,
  getAllProblemTags,
  getLanguages,
  getProblemCodeTemplate,
  getProblemLanguages,
  getProblemTags,
  groupGetProblemCases,
  uploadTestcaseZip,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { useInvalidate } from '../../invalidation';
import { problemKeys } from '../../keys';
import type { ProblemDtoInput } from './dto';
import type { LoadedProblem } from './model';

/** The local judge's languages (remote OJ languages are not offered for local problems). */
export const allLanguagesOptions = () =>
  queryOptions({
    queryKey: problemKeys.judgeLanguages(),
    queryFn: () => api.call(getLanguages, { query: { all: false } }),
    staleTime: 10 * 60_000,
  });
export const useAllLanguages = () => useQuery(allLanguagesOptions());

export const knownTagsOptions = () =>
  queryOptions({
    queryKey: problemKeys.tagList('ME'),
    queryFn: () => api.call(getAllProblemTags, { query: { oj: 'ME' } }),
    staleTime: 60_000,
  });
export const useKnownTags = () => useQuery(knownTagsOptions());

/** A saved problem with everything the form shows: cases, languages, templates and tags. */
export const loadedProblemOptions = (pid: number | null, load?: (pid: number) => Promise<ProblemEntity>, gid?: number) =>
  queryOptions({
    queryKey: problemKeys.editable(pid ?? -1),
    enabled: pid !== null,
    // Edits must start from what is stored now, never from a cached copy.
    gcTime: 0,
    queryFn: async (): Promise<LoadedProblem> => {
      const id = pid ?? 0;
      // A contest scope reads the problem through the contest admin's call (its own permission rule).
      const problem = load ? await load(id) : await api.call(adminGetProblem, { query: { pid: id } });
      const [cases, languages, templates, tags] = await Promise.all([
        gid !== undefined
          ? api.call(groupGetProblemCases, { query: { pid: id, isUpload: problem.isUploadCase } })
          : api.call(adminGetProblemCases, { query: { pid: id, isUpload: problem.isUploadCase } }),
        api.call(getProblemLanguages, { query: { pid: id } }),
        api.call(getProblemCodeTemplate, { query: { pid: id } }),
        api.call(getProblemTags, { query: { pid: id } }),
      ]);
      return {
        problem,
        cases,
        languages: languages.map((l) => l.name),
        templates,
        tags: tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
      };
    },
  });
export const useLoadedProblem = (pid: number | null, load?: (pid: number) => Promise<ProblemEntity>, gid?: number) =>
  useQuery(loadedProblemOptions(pid, load, gid));

export const useSaveProblem = (save?: (dto: ProblemDtoInput) => Promise<unknown>) => {
  const invalidate = useInvalidate();
  return useMutation({
    // The client toasts server errors; the page also keeps the message next to the save button.
    mutationFn: (dto: ProblemDtoInput): Promise<unknown> =>
      save
        ? save(dto)
        : dto.problem.id != null
          ? api.call(adminUpdateProblem, { body: dto })
          : api.call(adminAddProblem, { body: dto }),
    onSuccess: () => void invalidate({ kind: 'problem' }),
  });
};

export const uploadCasesZip = (file: File, mode: JudgeCaseMode, gid?: number) => {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api.call(uploadTestcaseZip, { query: { mode, gid }, formData });
};

/** Compiles checker code; resolves with null on success or the compiler's message on failure. */
export async function compileChecker(
  mode: 'spj' | 'interactive' | 'kattis' | 'kattis_interactive',
  body: { code: string; language: string; pid?: number; extraFiles?: Record<string, string> },
): Promise<string | null> {
  try {
    await api.call(mode === 'spj' || mode === 'kattis' ? adminCompileSpj : adminCompileInteractive, { body, silent: true });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Saves the problem's test data zip under the name the server gives it. */
export async function downloadCases(pid: number, problemId: string): Promise<void> {
  const { blob, filename } = await api.download(downloadTestcase, {
    query: { pid },
    fallbackName: `problem_${problemId}_testcase.zip`,
  });
  saveBlob(blob, filename);
}
