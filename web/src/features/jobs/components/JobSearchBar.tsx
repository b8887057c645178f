import { type FormEvent, useId, useRef, useState } from 'react';
import { buildJobSearch } from '../../../lib/job-search-params';
import { LocationCombobox, type LocationValue } from '../../../lib/places/LocationCombobox';
import field from '../../../lib/places/search-field.module.css';
import { SearchIcon } from '../../../lib/ui/icons';
import { type JobsSearch, placeAsSuggestion, placeQuery, placeText } from '../lib/jobs-url';
import styles from './JobSearchBar.module.css';

const PICK_A_PLACE = "We couldn't match that place. Choose one from the list, or type a 5-digit ZIP code.";

interface JobSearchBarProps {
  /** The search in the address; the bar starts from it (the page remounts the bar when it changes). */
  search: JobsSearch;
  /** The new title and place as `?title=…&zipcode=…`. */
  onSearch: (query: string) => void;
}

/** Title and place, as on the home page; the filters live beside the results. */
export function JobSearchBar({ search, onSearch }: JobSearchBarProps) {
  const titleId = useId();
  const initialPlaceText = placeText(search.place);
  const [title, setTitle] = useState(search.title);
  const [location, setLocation] = useState<LocationValue>({
    text: initialPlaceText,
    place: placeAsSuggestion(search.place),
  });
  const [locationError, setLocationError] = useState<string | undefined>();
  const locationRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The place from the address, untouched, is searched as it is (it may be a city with no point).
    if (search.place && location.place === null && location.text.trim() === initialPlaceText) {
      onSearch(placeQuery(title, search.place));
      return;
    }
    const result = buildJobSearch({ title, locationText: location.text, place: location.place });
    if (!result.ok) {
      setLocationError(PICK_A_PLACE);
      locationRef.current?.focus();
      return;
    }
    onSearch(result.search);
  }

  return (
    <search aria-label="Search jobs">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={field.field}>
          <label className={field.label} htmlFor={titleId}>
            Job title
          </label>
          <div className={field.control}>
            <SearchIcon className={field.icon} />
            <input
              id={titleId}
              className={field.input}
              type="search"
              name="title"
              placeholder="Dog walking, tutoring…"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
        </div>
        <LocationCombobox
          label="Location"
          placeholder="City or ZIP code"
          value={location}
          onChange={(next) => {
            setLocation(next);
            if (locationError) setLocationError(undefined);
          }}
          error={locationError}
          inputRef={locationRef}
        />
        <button className={`btn btn-primary btn-lg ${styles.submit}`} type="submit">
          <SearchIcon />
          Search
        </button>
      </form>
    </search>
  );
}
