import { notify } from './notify';

/** Clipboard copy with the spec's toasts ('Copied successfully' / 'Copied failed'). */
export async function copyText(text: string, ok: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(ok);
  } catch {
    notify.error(failed);
  }
}
