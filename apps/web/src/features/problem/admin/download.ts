import {
  importFpsProblem,
  importHydroProblem,
  importPolygonProblem,
  importKattisProblem,
  importProblem,
  importQdojProblem,
  type EndpointDef,
} from '@verdict/shared';

/** Pure helpers of the batch import (no DOM, unit-tested in node). */

export const IMPORT_FORMATS = ['hoj', 'fps', 'qdu', 'hydro', 'polygon', 'kattis'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The file type each importer accepts (the server refuses others with 'wrong file type'). */
export const IMPORT_EXTENSIONS: Record<ImportFormat, string> = {
  hoj: '.zip',
  fps: '.xml',
  qdu: '.zip',
  hydro: '.zip',
  polygon: '.zip',
  kattis: '.zip',
};

export const IMPORT_ENDPOINTS: Record<ImportFormat, EndpointDef> = {
  hoj: importProblem,
  fps: importFpsProblem,
  qdu: importQdojProblem,
  hydro: importHydroProblem,
  polygon: importPolygonProblem,
  kattis: importKattisProblem,
};

/** Checked before uploading so a wrong pick fails at once instead of after a long upload. */
export const fileFitsFormat = (format: ImportFormat, fileName: string): boolean =>
  fileName.toLowerCase().endsWith(IMPORT_EXTENSIONS[format]);

/** Upload progress in whole percent, never 100 before the server has answered. */
export const uploadPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
