import { formatMemoryKb } from '@verdict/shared';
import dayjs from 'dayjs';

export const formatTimeMs = (ms: number | null | undefined) => (ms == null ? '--' : `${ms}ms`);
export const formatMemory = (kb: number | null | undefined) => formatMemoryKb(kb);
export const formatLength = (bytes: number | null | undefined) => (bytes == null ? '--' : `${bytes}B`);
export const formatSubmitTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '--');
