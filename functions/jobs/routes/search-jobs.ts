import { searchJobs as contract } from '../../../shared/contracts/jobs';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/rules/job-search';
import type { SearchJobsQuery, SearchJobsResponse } from '../../../shared/schemas/job';
import { badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { geocode } from '../../places';
import { toPublicJob } from '../job-item';
import { searchJobs as runSearch } from '../search/search-jobs';

type SearchPlace = NonNullable<SearchJobsResponse['place']>;

/**
 * The point the query names: a point as given, or a ZIP or a city and state placed through the place
 * index (cached). A place the index does not know is a 400 on its field, not an empty list: "no jobs
 * near 00000" would be a lie.
 */
async function placeOf(query: SearchJobsQuery): Promise<SearchPlace | null> {
  if (query.latitude !== undefined && query.longitude !== undefined) {
    const label = `${query.latitude.toFixed(4)}, ${query.longitude.toFixed(4)}`;
    return { label, latitude: query.latitude, longitude: query.longitude };
  }
  if (query.zipCode) {
    const place = await geocode({ zipCode: query.zipCode });
    if (!place) {
      const message = `We could not find the ZIP code ${query.zipCode}. Check it and try again.`;
      throw badRequest(message, { zipCode: message }, 'PLACE_NOT_FOUND');
    }
    return { label: place.label, latitude: place.latitude, longitude: place.longitude };
  }
  if (query.city && query.state) {
    const place = await geocode({ city: query.city, state: query.state });
    if (!place) {
      const message = `We could not find ${query.city}, ${query.state}. Check the city and state and try again.`;
      throw badRequest(message, { city: message }, 'PLACE_NOT_FOUND');
    }
    return { label: place.label, latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}

/** GET /jobs/search: listed jobs by title and place, sorted and paged (public; the same for everyone). */
export const searchJobs = defineRoute(contract, {
  async handle({ query }) {
    const place = await placeOf(query);
    const outcome = await runSearch({
      ...(place ? { point: place, radius: query.radius ?? DEFAULT_SEARCH_RADIUS } : {}),
      ...(query.title ? { title: query.title } : {}),
      priceType: query.priceType,
      ...(query.sort ? { sort: query.sort } : {}),
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    });
    const body: SearchJobsResponse = {
      jobs: outcome.results.map((result) => toPublicJob(result.summary, result.distance)),
      nextCursor: outcome.nextCursor,
      place,
      truncated: outcome.truncated,
      ...(outcome.widerSearches ? { widerSearches: outcome.widerSearches } : {}),
    };
    return { body };
  },
});
