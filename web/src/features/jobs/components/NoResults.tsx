import type { SearchJobsResponse } from '@shared/schemas/job';
import { webPaths } from '@shared/web-paths';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../lib/ui/icons';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { type JobsSearch, placeText, withFilters, withoutWords } from '../lib/jobs-url';
import styles from './NoResults.module.css';

/** The spec's exact wording for an empty result (docs/spec/1-students-and-accounts.md §2). */
export const NO_JOBS_MESSAGE = "We couldn't find any jobs matching your criteria. Stay tuned for updates!";

type WiderCount = NonNullable<NonNullable<SearchJobsResponse['widerSearches']>['anyDistance']>;

const jobs = ({ count, capped }: WiderCount) =>
  capped ? `${count}+ jobs` : count === 1 ? '1 job' : `${count} jobs`;

/**
 * An empty search: the spec's message, then what a wider search would find (counted by
 * the server), each one click away: the same words at any distance, and the same place without them.
 */
export default function NoResults({
  search,
  wider,
  searching,
}: {
  search: JobsSearch;
  wider: SearchJobsResponse['widerSearches'];
  searching: boolean;
}) {
  const [params] = useSearchParams();
  const offers: { key: string; to: string; text: string }[] = [];
  if (wider?.anyDistance && wider.anyDistance.count > 0) {
    offers.push({
      key: 'any',
      to: `?${withFilters(params, { radius: 'any' })}`,
      text: `Search at any distance: ${jobs(wider.anyDistance)}`,
    });
  }
  if (wider?.withoutWords && wider.withoutWords.count > 0) {
    const place = placeText(search.place);
    offers.push({
      key: 'words',
      to: `?${withoutWords(params)}`,
      text: `${place ? `All jobs near ${place}` : 'All jobs'}, without “${search.title}”: ${jobs(wider.withoutWords)}`,
    });
  }
  return (
    // A status, so screen readers hear that the search came back empty.
    <Notice
      role="status"
      icon={<SearchIcon />}
      title={NO_JOBS_MESSAGE}
      action={
        offers.length > 0 ? (
          <ul className={styles.offers} aria-label="Wider searches">
            {offers.map((offer) => (
              <li key={offer.key}>
                <Link className="btn btn-secondary" to={offer.to}>
                  {offer.text}
                </Link>
              </li>
            ))}
          </ul>
        ) : searching ? (
          <Link className="btn btn-secondary" to={webPaths.jobs}>
            See all jobs
          </Link>
        ) : null
      }
    >
      {offers.length > 0 ? <p className={noticeStyles.text}>A wider search finds more:</p> : null}
    </Notice>
  );
}
