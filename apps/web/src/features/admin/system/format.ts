import dayjs from 'dayjs';

export const formatTime = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '--');
