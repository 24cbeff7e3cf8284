import type { FastifyInstance } from 'fastify';
import { getContestRated, getUserRatingHistory, rateContest, setContestRated } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { RatingService } from './rating.service';

/** The rating history of the user home; rated contests and rating runs for site admins (the endpoints' roles). */
export function ratingRoutes(app: FastifyInstance, { ratings }: { ratings: RatingService }): void {
  route(app, getUserRatingHistory, ({ query }) => ratings.history(query.username));
  route(app, getContestRated, ({ query }) => ratings.state(query.cid));
  route(app, setContestRated, async ({ query }) => {
    const state = await ratings.setRated(query.cid, query.rated);
    return new Answer(state, query.rated ? 'rating.markedRated' : 'rating.unmarkedRated');
  });
  route(app, rateContest, async ({ query }) => {
    const state = await ratings.rate(query.cid);
    return new Answer(state, 'rating.rated', { count: state.participants });
  });
}
