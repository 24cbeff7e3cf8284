import { AVATAR_TYPES, Limits } from '@verdict/shared';

/** Type and size rules of spec §5, checked before the file is read. */
export function checkAvatarFile(file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_TYPES as readonly string[]).includes(ext)) return 'type';
  if (file.size > Limits.avatarMaxBytes) return 'size';
  return null;
}
