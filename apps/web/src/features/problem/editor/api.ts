import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type JudgeCaseMode, adminAddProblem, adminCompileInteractive, adminCompileSpj, adminGetProblem, adminGetProblemCases,
  adminUpdateProblem, downloadTestcase, getAllProblemTags, getLanguages, getProblemCodeTemplate, getProblemLanguages,
  getProblemTags, uploadMdFile, uploadMdImg, uploadTestcaseZip,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { ProblemDtoInput } from './dto';
import type { LoadedProblem } from './model';

export const editorKeys = {
  all: ['problemEditor'] as const,
  languages: () => [...editorKeys.all, 'languages'] as const,
  tags: () => [...editorKeys.all, 'tags'] as const,
  problem: (pid: number) => [...editorKeys.all, 'problem', pid] as const,
};

/** The local judge's languages (remote OJ languages are not offered for local problems). */
export const useAllLanguages = () =>
  useQuery({ queryKey: editorKeys.languages(), queryFn: () => api.call(getLanguages, { query: { all: false } }), staleTime: 10 * 60_000 });

export const useKnownTags = () =>
  useQuery({ queryKey: editorKeys.tags(), queryFn: () => api.call(getAllProblemTags, { query: { oj: 'ME' } }), staleTime: 60_000 });

/** A saved problem with everything the form shows: cases, languages, templates and tags. */
export const useLoadedProblem = (pid: number | null) =>
  useQuery({
    queryKey: editorKeys.problem(pid ?? -1),
    enabled: pid !== null,
    // Edits must start from what is stored now, never from a cached copy.
    gcTime: 0,
    queryFn: async (): Promise<LoadedProblem> => {
      const id = pid ?? 0;
      const problem = await api.call(adminGetProblem, { query: { pid: id } });
      const [cases, languages, templates, tags] = await Promise.all([
        api.call(adminGetProblemCases, { query: { pid: id, isUpload: problem.isUploadCase } }),
        api.call(getProblemLanguages, { query: { pid: id } }),
        api.call(getProblemCodeTemplate, { query: { pid: id } }),
        api.call(getProblemTags, { query: { pid: id } }),
      ]);
      return { problem, cases, languages: languages.map((l) => l.name), templates, tags: tags.map((t) => ({ id: t.id, name: t.name, color: t.color })) };
    },
  });

export const useSaveProblem = () => {
  const client = useQueryClient();
  return useMutation({
    // The client toasts server errors; the page also keeps the message next to the save button.
    mutationFn: (dto: ProblemDtoInput) => (dto.problem.id != null ? api.call(adminUpdateProblem, { body: dto }) : api.call(adminAddProblem, { body: dto })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['problem'] }),
  });
};

export const uploadCasesZip = (file: File, mode: JudgeCaseMode) => {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api.call(uploadTestcaseZip, { query: { mode }, formData });
};

export const uploadMarkdownAsset = async (kind: 'image' | 'file', file: File): Promise<string> => {
  const formData = new FormData();
  // upload-md-img takes the part `image`, upload-md-file the part `file` (contract §2.11).
  formData.append(kind === 'image' ? 'image' : 'file', file, file.name);
  const answer = kind === 'image' ? await api.call(uploadMdImg, { formData }) : await api.call(uploadMdFile, { formData });
  return answer.link;
};

/** Compiles checker code; resolves with null on success or the compiler's message on failure. */
export async function compileChecker(mode: 'spj' | 'interactive', body: { code: string; language: string; pid?: number; extraFiles?: Record<string, string> }): Promise<string | null> {
  try {
    await api.call(mode === 'spj' ? adminCompileSpj : adminCompileInteractive, { body, silent: true });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** The test data zip is a binary answer: fetched by hand with the session token, then saved by the browser. */
export async function downloadCases(pid: number, problemId: string): Promise<void> {
  const token = authStore.get().token;
  const res = await fetch(`${downloadTestcase.path}?pid=${pid}`, {
    headers: { 'Url-Type': 'general', 'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN', ...(token ? { Authorization: token } : {}) },
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    const payload = (await res.json().catch(() => null)) as { msg?: string } | null;
    notify.error(payload?.msg || i18n.t('common:errors.server'), i18n.t('common:errors.title'));
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `problem_${problemId}_testcase.zip`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
