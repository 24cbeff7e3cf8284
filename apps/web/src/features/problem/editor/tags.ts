import type { TagRow } from '@verdict/shared';
import type { TagItem } from './model';

export type AddTagResult = { ok: true; tags: TagItem[] } | { ok: false; reason: 'empty' | 'duplicate' };

/**
 * Adds a tag by name: a known tag keeps its id (and colour), a new name is sent without id so
 * the server creates it. The same name twice is refused ('Add tag error', spec 3 §5).
 */
export function addTag(tags: TagItem[], rawName: string, known: TagRow[]): AddTagResult {
  const name = rawName.trim();
  if (name === '') return { ok: false, reason: 'empty' };
  if (tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) return { ok: false, reason: 'duplicate' };
  const existing = known.find((t) => t.name === name);
  const tag: TagItem = existing ? { id: existing.id, name: existing.name, color: existing.color } : { name };
  return { ok: true, tags: [...tags, tag] };
}
