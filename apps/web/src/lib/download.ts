/**
 * Pieces of a file download the api client and the screens share: recognising an error answer,
 * the file name the server chose, and handing the bytes to the browser.
 */

/** A download answered as JSON is an error envelope, not the file (contract §1.7). */
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

/** Lets the browser save `blob` as `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
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
