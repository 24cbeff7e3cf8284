import { downloadTestcase, exportKattisProblem, exportProblem } from '@verdict/shared';
import { api, ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { i18n } from '../../../lib/i18n';
import { IMPORT_ENDPOINTS, uploadPercent, type ImportFormat } from './download';

/** Saves the test data zip of one problem; resolves with the saved file name. */
export async function downloadTestcaseZip(pid: number): Promise<string> {
  const { blob, filename } = await api.download(downloadTestcase, {
    query: { pid },
    fallbackName: `problem_${pid}_testcase.zip`,
  });
  saveBlob(blob, filename);
  return filename;
}

/** One HOJ zip holding every listed problem. */
export async function exportProblemZip(pids: readonly number[]): Promise<string> {
  const { blob, filename } = await api.download(exportProblem, { query: { pid: [...pids] }, fallbackName: 'problem_export.zip' });
  saveBlob(blob, filename);
  return filename;
}

/** One problem as a Kattis problem package. */
export async function exportKattisZip(pid: number): Promise<string> {
  const { blob, filename } = await api.download(exportKattisProblem, {
    query: { pid },
    fallbackName: `problem_${pid}_kattis.zip`,
  });
  saveBlob(blob, filename);
  return filename;
}

export interface ImportResult {
  ok: boolean;
  message: string;
}

/**
 * Multipart `file` to the importer of `format`, reporting upload progress in percent. The panel
 * shows the outcome in place, so failures do not toast.
 */
export async function uploadImport(
  format: ImportFormat,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportResult> {
  const formData = new FormData();
  formData.append('file', file);
  try {
    const { msg } = await api.upload(IMPORT_ENDPOINTS[format], {
      formData,
      quiet: true,
      onProgress: (loaded, total) => onProgress(uploadPercent(loaded, total)),
    });
    onProgress(100);
    return { ok: true, message: msg || i18n.t('problemAdmin:batch.importDone') };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : i18n.t('problemAdmin:batch.importFailed') };
  }
}
