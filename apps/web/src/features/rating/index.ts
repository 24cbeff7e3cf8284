import { lazyPart } from '../../lib/lazyPart';

export { ratingKeys } from '../keys';

/** The user home's rating chart; echarts and the chart load on first render. */
export const RatingChart = lazyPart<{ username: string }>(async () => (await import('./RatingChart')).RatingChart);

/** The contest admin form's "rated" switch (site admins). */
export const RatedSwitch = lazyPart<{ cid: number }>(async () => (await import('./RatedSwitch')).RatedSwitch, null);
