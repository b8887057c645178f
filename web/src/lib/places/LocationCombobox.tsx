import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import styles from './LocationCombobox.module.css';
import field from './search-field.module.css';
import { MIN_PLACE_QUERY_LENGTH, type Place, searchPlacesQuery } from './search-places';

export interface LocationValue {
  text: string;
  /** Set only when the text is a suggestion the user picked; typing clears it. */
  place: Place | null;
}

export const emptyLocation: LocationValue = { text: '', place: null };

interface LocationComboboxProps {
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  placeholder?: string;
  /** Short help under the field, read after the label by screen readers. */
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's id, when a form needs to find it (e.g. to focus the first field with a problem). */
  inputId?: string;
  className?: string;
  /**
   * Set when the text typed matches several places equally well (the form asked to search without a
   * pick): the list opens and this says why, until the text changes or a place is picked.
   */
  askToChoose?: { prompt: string };
}

const DEBOUNCE_MS = 250;

/**
 * US place search following the ARIA 1.2 combobox pattern with a listbox popup and list
 * autocomplete: focus stays in the input and aria-activedescendant points at the highlighted option.
 */
export function LocationCombobox({
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  inputRef,
  inputId: givenInputId,
  className,
  askToChoose,
}: LocationComboboxProps) {
  const id = useId();
  const inputId = givenInputId ?? `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const promptId = `${id}-prompt`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  // The highlight belongs to one set of results; a new answer must not move it onto another place.
  const [active, setActive] = useState<{ index: number; forText: string }>({ index: -1, forText: '' });

  const debouncedText = useDebouncedValue(value.text.trim(), DEBOUNCE_MS);
  const searchable = debouncedText.length >= MIN_PLACE_QUERY_LENGTH && value.place === null;
  // Suggestions are asked for once the person turns to the field (or the form asks them to choose),
  // not for the text an address put there: on /jobs?zipcode=… that read, and the schema it loads,
  // ran while the page started, for a list nobody had opened (the search page's Total
  // Blocking Time). A search the form runs itself (JobSearchForm) asks on its own.
  const [engaged, setEngaged] = useState(false);
  const query = useQuery({
    ...searchPlacesQuery(debouncedText),
    enabled: searchable && (engaged || askToChoose !== undefined),
    placeholderData: keepPreviousData,
  });
  const places = searchable ? (query.data ?? []) : [];
  const activeIndex = active.forText === debouncedText && active.index < places.length ? active.index : -1;

  const typing = value.text.trim() !== debouncedText;
  const waiting = searchable && (query.isFetching || typing) && places.length === 0;
  const failed = searchable && query.isError && !query.isFetching;
  const noMatches = searchable && query.isSuccess && !query.isFetching && !typing && places.length === 0;
  const expanded = open && places.length > 0;

  // The form asks for a choice (a new object each time it asks): show the list, whose answer is the
  // one the form was given, from the query cache.
  useEffect(() => {
    if (askToChoose) setOpen(true);
  }, [askToChoose]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  function choose(place: Place) {
    onChange({ text: place.label, place });
    setOpen(false);
    setActive({ index: -1, forText: '' });
  }

  function move(step: 1 | -1) {
    if (places.length === 0) return;
    const start = activeIndex === -1 ? (step === 1 ? -1 : places.length) : activeIndex;
    const next = (start + step + places.length) % places.length;
    setActive({ index: next, forText: debouncedText });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          // Alt+Down only reveals the list, as on a native select.
          if (event.altKey) return;
        }
        move(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        move(-1);
        return;
      case 'Enter': {
        const place = expanded ? places[activeIndex] : undefined;
        // With nothing highlighted, Enter submits the form as usual.
        if (place) {
          event.preventDefault();
          choose(place);
        }
        return;
      }
      case 'Escape':
        // Escape only closes the list: the place stays. Clearing it here made the
        // next Enter search nationwide. With the list closed, Escape is left to whatever holds the box
        // (a dialog closes).
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive({ index: -1, forText: '' });
        }
        return;
    }
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // Shown under the field while the list is empty; the live region repeats what matters for screen readers.
  // "No match" stays after the field loses focus: removing it on blur would shift the Search button
  // away from under the pointer between mousedown and click.
  let message = '';
  if (!expanded && !error) {
    if (waiting && open) message = 'Looking up places…';
    else if (failed)
      message = "We couldn't load suggestions right now. You can still type a 5-digit ZIP code.";
    else if (noMatches) message = 'No places match. Try a city name or a 5-digit ZIP code.';
  }
  const prompt = expanded && askToChoose ? askToChoose.prompt : '';
  const status = expanded
    ? `${prompt ? `${prompt} ` : ''}${places.length} ${places.length === 1 ? 'place' : 'places'} found. Use the up and down arrows to choose one.`
    : open && !waiting
      ? message
      : '';

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label className={field.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={field.control}>
        <svg className={field.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5a7 7 0 0 0-7 7c0 5.2 7 12 7 12s7-6.8 7-12a7 7 0 0 0-7-7Zm0 9.6a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2Z"
            fill="currentColor"
          />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          className={field.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value.text}
          onChange={(event) => {
            onChange({ text: event.target.value, place: null });
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setEngaged(true)}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(true)}
        />
        <div className={styles.popup} hidden={!expanded}>
          {prompt ? (
            <p id={promptId} className={styles.prompt}>
              {prompt}
            </p>
          ) : null}
          <div
            id={listboxId}
            role="listbox"
            className={styles.listbox}
            aria-label={`${label} suggestions`}
            aria-describedby={prompt ? promptId : undefined}
          >
            {places.map((place, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are highlighted with aria-activedescendant while focus stays in the input (ARIA combobox pattern).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled on the input (arrows and Enter).
              <div
                key={`${place.label}-${place.latitude}-${place.longitude}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                // Keep focus in the input so the combobox stays the one focus point.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
                onMouseMove={() => {
                  if (index !== activeIndex) setActive({ index, forText: debouncedText });
                }}
              >
                {place.label}
              </div>
            ))}
          </div>
        </div>
      </div>
      {message && (
        <p className={styles.message} aria-hidden="true">
          {message}
        </p>
      )}
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
