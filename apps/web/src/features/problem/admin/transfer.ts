import { downloadTestcase, exportProblem } from '@verdict/shared';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { envelopeMessage, filenameFromDisposition, IMPORT_ENDPOINTS, isJsonAnswer, isSuccessEnvelope, uploadPercent, type ImportFormat } from './download';

/**
 * Downloads and imports go around `api.call`: a download is a blob (api.call parses JSON) and an
 * upload needs progress events, which fetch does not give. Both still send the stored token,
 * the language and pick up a refreshed token (contract §1.3).
 */
function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Url-Type': 'general', 'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN' };
  const token = authStore.get().token;
  if (token) headers.Authorization = token;
  return headers;
}

function takeRefreshedToken(get: (name: string) => string | null): void {
  const fresh = get('authorization');
  if (get('refresh-token') && fresh) authStore.setToken(fresh);
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const failed = (message: string, status: number, httpStatus: number): never => {
  notify.error(message, i18n.t('common:errors.title'));
  // An expired session cannot download anything: clearing it lets the guard send the admin to log in.
  if (httpStatus === 401) authStore.clear();
  throw new ApiError(message, status, httpStatus);
};

/** GETs a file and saves it; a JSON answer is an error envelope whose msg is shown (spec 1 §7). */
async function download(path: string, params: URLSearchParams, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${path}?${params.toString()}`, { headers: requestHeaders() });
  } catch {
    return failed(i18n.t('common:errors.network'), 0, 0);
  }
  takeRefreshedToken((n) => res.headers.get(n));
  if (!res.ok || isJsonAnswer(res.headers.get('content-type'))) {
    const payload: unknown = await res.json().catch(() => null);
    const status = typeof payload === 'object' && payload !== null && 'status' in payload ? Number(payload.status) : res.status;
    return failed(envelopeMessage(payload, i18n.t('problemAdmin:download.failed')), status, res.status);
  }
  const filename = filenameFromDisposition(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), filename);
  return filename;
}

export const downloadTestcaseZip = (pid: number) =>
  download(downloadTestcase.path, new URLSearchParams({ pid: String(pid) }), `problem_${pid}_testcase.zip`);

/** Repeated `pid` keys, the form the contract documents for export-problem. */
export function exportProblemZip(pids: readonly number[]): Promise<string> {
  const params = new URLSearchParams();
  for (const pid of pids) params.append('pid', String(pid));
  return download(exportProblem.path, params, 'problem_export.zip');
}

export interface ImportResult {
  ok: boolean;
  message: string;
}

/** Multipart `file` to the importer of `format`, reporting upload progress in percent. */
export function uploadImport(format: ImportFormat, file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_ENDPOINTS[format].path);
    for (const [k, v] of Object.entries(requestHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onProgress(uploadPercent(e.loaded, e.lengthComputable ? e.total : 0));
    xhr.onerror = () => resolve({ ok: false, message: i18n.t('common:errors.network') });
    xhr.ontimeout = () => resolve({ ok: false, message: i18n.t('common:errors.timeout') });
    xhr.onload = () => {
      takeRefreshedToken((n) => xhr.getResponseHeader(n));
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // A proxy error page is not JSON: the generic message below covers it.
      }
      if (xhr.status === 401) authStore.clear();
      const ok = xhr.status >= 200 && xhr.status < 300 && isSuccessEnvelope(payload);
      if (ok) onProgress(100);
      resolve({ ok, message: envelopeMessage(payload, ok ? i18n.t('problemAdmin:batch.importDone') : i18n.t('problemAdmin:batch.importFailed')) });
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
