import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './JobSearchForm.module.css';
import { buildJobSearch, type JobSearchInput } from './job-search-params';
import { emptyLocation, LocationCombobox, type LocationValue } from './places/LocationCombobox';
import field from './places/search-field.module.css';
import { SearchIcon } from './ui/icons';

const PICK_A_PLACE = "We couldn't match that place. Choose one from the list, or type a 5-digit ZIP code.";

interface JobSearchFormProps {
  /** The landmark's name ("Find jobs"). */
  label: string;
  titleLabel: string;
  locationLabel: string;
  submitLabel: ReactNode;
  initialTitle?: string;
  initialLocation?: LocationValue;
  /**
   * What was typed as the /jobs query (`?title=…&zipcode=…`), or null when the place needs picking
   * from the list. Defaults to buildJobSearch (lib/job-search-params.ts).
   */
  toQuery?: (input: JobSearchInput) => string | null;
  onSearch: (query: string) => void;
}

const defaultToQuery = (input: JobSearchInput) => {
  const result = buildJobSearch(input);
  return result.ok ? result.search : null;
};

/**
 * A job title and a US place: the home page's search and the bar on /jobs. A town typed but not
 * picked is not searched as if it were nowhere: the person is asked to choose one from the list.
 */
export function JobSearchForm({
  label,
  titleLabel,
  locationLabel,
  submitLabel,
  initialTitle = '',
  initialLocation = emptyLocation,
  toQuery = defaultToQuery,
  onSearch,
}: JobSearchFormProps) {
  const titleId = useId();
  const [title, setTitle] = useState(initialTitle);
  const [location, setLocation] = useState<LocationValue>(initialLocation);
  const [locationError, setLocationError] = useState<string | undefined>();
  const locationRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = toQuery({ title, locationText: location.text, place: location.place });
    if (query === null) {
      setLocationError(PICK_A_PLACE);
      locationRef.current?.focus();
      return;
    }
    onSearch(query);
  }

  return (
    <search aria-label={label}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={field.field}>
          <label className={field.label} htmlFor={titleId}>
            {titleLabel}
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
          label={locationLabel}
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
          {submitLabel}
        </button>
      </form>
    </search>
  );
}
