import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildJobSearch } from '../../../lib/job-search-params';
import { emptyLocation, LocationCombobox, type LocationValue } from '../../../lib/places/LocationCombobox';
import field from '../../../lib/places/search-field.module.css';
import styles from './JobSearchForm.module.css';

const PICK_A_PLACE = "We couldn't match that place. Choose one from the list, or type a 5-digit ZIP code.";

export function JobSearchForm() {
  const navigate = useNavigate();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [location, setLocation] = useState<LocationValue>(emptyLocation);
  const [locationError, setLocationError] = useState<string | undefined>();
  const locationRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = buildJobSearch({ title, locationText: location.text, place: location.place });
    if (!result.ok) {
      setLocationError(PICK_A_PLACE);
      locationRef.current?.focus();
      return;
    }
    navigate(`/jobs${result.search}`);
  }

  return (
    <search aria-label="Find jobs">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={field.field}>
          <label className={field.label} htmlFor={titleId}>
            What kind of job?
          </label>
          <div className={field.control}>
            <svg className={field.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
                fill="currentColor"
              />
            </svg>
            <input
              id={titleId}
              className={field.input}
              type="search"
              name="title"
              placeholder="Dog walking, tutoring…"
              autoComplete="off"
              enterKeyHint="search"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
        </div>
        <LocationCombobox
          label="Where?"
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
          Search jobs
        </button>
      </form>
    </search>
  );
}
