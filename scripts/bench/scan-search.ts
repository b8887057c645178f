import type { JobItem } from '../../functions/jobs/job-item';
import { toPublicJob } from '../../functions/jobs/job-item';
import { distanceMiles, roundMiles } from '../../functions/jobs/search/geo';
import { tableName } from '../../functions/lib/dynamo';
import { badRequest } from '../../functions/lib/errors';
import { createHttpHandler, defineRoute } from '../../functions/lib/http-handler';
import { scanPages } from '../../functions/lib/read-all-pages';
import { geocode } from '../../functions/places/geocode';
import { searchJobs as searchJobsContract } from '../../shared/contracts/jobs';
import { DEFAULT_SEARCH_RADIUS, matchesPriceFilter } from '../../shared/rules/job-search';
import type { SearchJobsResponse } from '../../shared/schemas/job';

/*
 * The load bench's baseline: GET /jobs/search by ZIP answered as it would be without the indexes, by
 * a filtered Scan of the whole jobs table (every page of it), then distance, sort and page in memory.
 * Same query schema, geocoding, glue and answer shape as the real route (functions/jobs/routes/
 * search-jobs.ts); only how the jobs are found differs. The bench only sends ZIP searches, newest first.
 */
const scanSearch = defineRoute(searchJobsContract, {
  async handle({ query }) {
    if (!query.zipCode || query.title || (query.sort ?? 'newest') !== 'newest' || query.cursor) {
      throw badRequest('The Scan baseline answers ZIP searches, newest first, first page only.');
    }
    const found = await geocode({ zipCode: query.zipCode });
    if (!found) throw badRequest(`We could not find the ZIP code ${query.zipCode}.`);
    const place = { label: found.label, latitude: found.latitude, longitude: found.longitude };
    const radius =
      query.radius === 'any' ? Number.POSITIVE_INFINITY : (query.radius ?? DEFAULT_SEARCH_RADIUS);
    const now = new Date().toISOString();
    const items: JobItem[] = [];
    const pages = scanPages({
      TableName: tableName('jobs'),
      FilterExpression: '#status = :open AND endsAt > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':open': 'open', ':now': now },
    });
    for await (const page of pages) items.push(...((page.Items ?? []) as JobItem[]));
    const near = items
      .map((job) => ({ job, distance: distanceMiles(place, job.address) }))
      .filter(({ job, distance }) => distance <= radius && matchesPriceFilter(job, query.priceType))
      .sort((a, b) => (a.job.listKey < b.job.listKey ? 1 : -1));
    const body: SearchJobsResponse = {
      jobs: near.slice(0, query.limit).map(({ job, distance }) => toPublicJob(job, roundMiles(distance))),
      nextCursor: null,
      place,
      truncated: false,
    };
    return { body };
  },
});

export const scanSearchHandler = createHttpHandler('jobs', { searchJobs: scanSearch });
