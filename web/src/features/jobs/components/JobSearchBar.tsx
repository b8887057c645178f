import { JobSearchForm } from '../../../lib/JobSearchForm';
import { buildJobSearch } from '../../../lib/job-search-params';
import { SearchIcon } from '../../../lib/ui/icons';
import { type JobsSearch, placeAsSuggestion, placeQuery, placeText } from '../lib/jobs-url';

interface JobSearchBarProps {
  /**
   * The search in the address; the bar starts from it. The page remounts the bar when the address
   * changes from elsewhere (Back, a link), not for the bar's own searches.
   */
  search: JobsSearch;
  /** The new title and place as `?title=…&zipcode=…`. */
  onSearch: (query: string) => void;
}

/** Title and place, as on the home page, starting from the address; the filters sit by the results. */
export function JobSearchBar({ search, onSearch }: JobSearchBarProps) {
  const initialPlaceText = placeText(search.place);
  return (
    <JobSearchForm
      label="Search jobs"
      titleLabel="Job title"
      locationLabel="Location"
      submitLabel={
        <>
          <SearchIcon />
          Search
        </>
      }
      initialTitle={search.title}
      initialLocation={{ text: initialPlaceText, place: placeAsSuggestion(search.place) }}
      toQuery={(input) => {
        // The address's place, untouched, is searched as it was (it may be a city with no point).
        if (search.place && input.place === null && input.locationText.trim() === initialPlaceText) {
          return placeQuery(input.title, search.place);
        }
        const result = buildJobSearch(input);
        return result.ok ? result.search : null;
      }}
      onSearch={onSearch}
    />
  );
}
