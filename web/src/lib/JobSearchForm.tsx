import { matchTypedPlace, type TypedPlaceMatch } from '@shared/rules/place-search';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './JobSearchForm.module.css';
import { buildJobSearch, type JobSearchInput } from './job-search-params';
import { emptyLocation, LocationCombobox, type LocationValue } from './places/LocationCombobox';
import field from './places/search-field.module.css';
import { MIN_PLACE_QUERY_LENGTH, type Place, searchPlacesQuery } from './places/search-places';
import { SearchIcon } from './ui/icons';

const PICK_A_PLACE = "We couldn't match that place. Choose one from the list, or type a 5-digit ZIP code.";
const PLACES_DOWN =
  "We couldn't look that place up right now. Try again in a moment, or type a 5-digit ZIP code.";
const severalPlaces = (text: string) => `Several places match “${text}”. Choose one from the list.`;

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
 * A job title and a US place: the home page's search and the bar on /jobs. A town typed but not picked
 * takes the place index's best match ("Raleigh" is Raleigh, NC); when several match
 * equally, the list opens and asks which. A town it cannot find is never searched as if it were nowhere.
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
  const [choose, setChoose] = useState<{ prompt: string } | undefined>();
  const [resolving, setResolving] = useState(false);
  const locationRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const askAboutPlace = (error?: string, prompt?: string) => {
    setLocationError(error);
    setChoose(prompt ? { prompt } : undefined);
    locationRef.current?.focus();
  };

  /** The typed town's best match, searched as if it had been picked; or a question about it. */
  async function searchTypedPlace(text: string) {
    if (text.length < MIN_PLACE_QUERY_LENGTH) return askAboutPlace(PICK_A_PLACE);
    setResolving(true);
    let match: TypedPlaceMatch<Place>;
    try {
      // The suggestions already fetched for this text, or one request: the same answer the list shows.
      match = matchTypedPlace(text, await queryClient.fetchQuery(searchPlacesQuery(text)));
    } catch {
      return askAboutPlace(PLACES_DOWN);
    } finally {
      setResolving(false);
    }
    // Typed on while the answer was on its way: that is a new question.
    if ((locationRef.current?.value.trim() ?? text) !== text) return;
    if (match.kind === 'none') return askAboutPlace(PICK_A_PLACE);
    if (match.kind === 'several') return askAboutPlace(undefined, severalPlaces(text));
    const picked: LocationValue = { text: match.place.label, place: match.place };
    setLocation(picked);
    const query = toQuery({ title, locationText: picked.text, place: picked.place });
    if (query === null) return askAboutPlace(PICK_A_PLACE);
    onSearch(query);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resolving) return;
    const query = toQuery({ title, locationText: location.text, place: location.place });
    if (query === null) {
      void searchTypedPlace(location.text.trim());
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
            if (choose) setChoose(undefined);
          }}
          error={locationError}
          askToChoose={choose}
          inputRef={locationRef}
        />
        <button
          className={`btn btn-primary btn-lg ${styles.submit}`}
          type="submit"
          // aria-disabled keeps the button focusable while the typed place is looked up. Not lib/ui's
          // BusyButton: the home page loads none of the chunk it is in, and would fetch one more script.
          aria-disabled={resolving || undefined}
        >
          {resolving ? <span className="spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      </form>
    </search>
  );
}
