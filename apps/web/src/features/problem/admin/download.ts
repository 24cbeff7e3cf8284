import { importFpsProblem, importHydroProblem, importProblem, importQdojProblem, type EndpointDef } from '@verdict/shared';

/**
 * Pure helpers for file downloads and imports (no DOM, unit-tested in node). A download that
 * answers JSON instead of a file is an error envelope: its msg is what the user sees (spec 1 §7).
 */

export const isJsonAnswer = (contentType: string | null | undefined): boolean =>
  !!contentType && /(^|\/|\+)json\b/i.test(contentType.split(';')[0].trim());

/** `attachment;filename=<url-encoded>` (contract §1.7), also RFC 5987 `filename*=UTF-8''…`. */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:[\w-]+'[^']*')?("?)([^";]+)\1/i.exec(header);
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  const raw = (star ?? plain)?.[2]?.trim();
  if (!raw) return fallback;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  // Never let a server-chosen name walk out of the download folder.
  name = name.replace(/^.*[\\/]/, '').trim();
  return name || fallback;
}

/** The msg of an error envelope, or the fallback when the answer is not one. */
export function envelopeMessage(payload: unknown, fallback: string): string {
  if (typeof payload === 'object' && payload !== null && 'msg' in payload) {
    const msg = (payload as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg.trim() !== '') return msg;
  }
  return fallback;
}

/** True for a success envelope (status 200); uploads answer `{status, msg, data}`. */
export const isSuccessEnvelope = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 200;

export const IMPORT_FORMATS = ['hoj', 'fps', 'qdu', 'hydro'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The file type each importer accepts (the server refuses others with 'wrong file type'). */
export const IMPORT_EXTENSIONS: Record<ImportFormat, string> = { hoj: '.zip', fps: '.xml', qdu: '.zip', hydro: '.zip' };

export const IMPORT_ENDPOINTS: Record<ImportFormat, EndpointDef> = {
  hoj: importProblem, fps: importFpsProblem, qdu: importQdojProblem, hydro: importHydroProblem,
};

/** Checked before uploading so a wrong pick fails at once instead of after a long upload. */
export const fileFitsFormat = (format: ImportFormat, fileName: string): boolean =>
  fileName.toLowerCase().endsWith(IMPORT_EXTENSIONS[format]);

/** Upload progress in whole percent, never 100 before the server has answered. */
export const uploadPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
