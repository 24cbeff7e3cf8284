/** Spec 2 §2: a nickname's tag colour follows its length modulo 5. */
const NICKNAME_COLORS = ['blue', 'green', 'orange', 'purple', 'cyan'] as const;
export const nicknameColor = (nickname: string) => NICKNAME_COLORS[[...nickname].length % NICKNAME_COLORS.length];
