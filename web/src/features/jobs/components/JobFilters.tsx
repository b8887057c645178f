import {
  ANY_DISTANCE,
  DEFAULT_SEARCH_RADIUS,
  type PriceFilter,
  type SearchSort,
  searchRadii,
} from '@shared/rules/job-search';
import { type KeyboardEvent, type SyntheticEvent, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../lib/ui/icons';
import { Tooltip } from '../../../lib/ui/Tooltip';
import { activeFilterCount, type FilterChanges, type JobsSearch, type SearchRadius } from '../lib/jobs-url';
import { SlidersIcon } from './icons';
import styles from './JobFilters.module.css';

/** Spec/1 §2: the distance filter's tooltip while no place is chosen. */
export const DISTANCE_DISABLED_TIP = 'Please select a location to enable distance filtering';

const payOptions: { value: PriceFilter; label: string }[] = [
  { value: 'all', label: 'Both' },
  { value: 'perHr', label: 'Per hour' },
  { value: 'perJob', label: 'Per job' },
];

const sortOptions: { value: SearchSort; label: string; needsPlace?: boolean; needsWords?: boolean }[] = [
  { value: 'relevance', label: 'Best match', needsWords: true },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'nearest', label: 'Nearest', needsPlace: true },
  // By the hour: a price per job counts by its hours (shared/rules/pay-rate.ts; the results say so).
  { value: 'salary_high', label: 'Highest pay/hr' },
  { value: 'salary_low', label: 'Lowest pay/hr' },
];

/**
 * The distance choices. "" is the default: 25 mi with a place, shown in its place among
 * the radii, and any distance without one (the radii are then shown but cannot be chosen).
 */
function distanceOptions(hasPlace: boolean): { value: string; label: string }[] {
  const radii = searchRadii.map((radius) => ({ value: String(radius), label: `${radius} mi` }));
  if (!hasPlace) return [{ value: '', label: 'Any distance' }, ...radii];
  const beforeDefault = searchRadii.filter((radius) => radius < DEFAULT_SEARCH_RADIUS).length;
  return [
    ...radii.slice(0, beforeDefault),
    { value: '', label: `${DEFAULT_SEARCH_RADIUS} mi` },
    ...radii.slice(beforeDefault),
    { value: ANY_DISTANCE, label: 'Any distance' },
  ];
}

interface JobFiltersProps {
  search: JobsSearch;
  onChange: (changes: FilterChanges) => void;
  onReset: () => void;
  /** A signed-in student whom rules may keep from some jobs: "Jobs I can do" is offered. */
  offerCanDo?: boolean;
}

/**
 * Distance, payment and sort (docs/spec/1-students-and-accounts.md §2). Each change rewrites the address, so the results follow
 * and the title and place stay. Distance needs a place to measure from: until there is one the select
 * stays focusable (so keyboard users reach the tooltip that says why) but cannot be changed.
 *
 * On phones the filters fold away behind a "Filters" button (a disclosure: aria-expanded, the panel
 * named by aria-controls), so the first screen of a search shows its first jobs; the button counts
 * the filters in use. From 768 px they always show, and the button is not there.
 */
export function JobFilters({ search, onChange, onReset, offerCanDo = false }: JobFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hasPlace = search.place !== null;
  const hasWords = search.title.trim() !== '';
  const active = activeFilterCount(search);

  const blockWhenDisabled = (event: SyntheticEvent) => {
    if (!hasPlace) event.preventDefault();
  };
  const blockKeysWhenDisabled = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (!hasPlace && event.key !== 'Tab' && event.key !== 'Escape') event.preventDefault();
  };

  const distance = (describedBy?: string) => (
    <select
      id={`${id}-distance`}
      className={styles.select}
      value={search.radius === null ? '' : String(search.radius)}
      aria-disabled={hasPlace ? undefined : true}
      aria-describedby={describedBy}
      onMouseDown={blockWhenDisabled}
      onKeyDown={blockKeysWhenDisabled}
      onChange={(event) => {
        if (!hasPlace) return;
        const value = event.currentTarget.value;
        const radius = value === '' ? null : value === ANY_DISTANCE ? ANY_DISTANCE : Number(value);
        onChange({ radius: radius as SearchRadius | null });
      }}
    >
      {distanceOptions(hasPlace).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <div className={styles.box}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersIcon />
        Filters
        {active > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {active}
          </span>
        ) : null}
        {active > 0 ? (
          <span className="visually-hidden">{active === 1 ? ' (1 in use)' : ` (${active} in use)`}</span>
        ) : null}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <fieldset id={`${id}-filters`} className={styles.filters} data-open={open || undefined}>
        <legend className={styles.legend}>
          <SlidersIcon />
          Filters
        </legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-distance`}>
              Distance
            </label>
            {hasPlace ? (
              distance()
            ) : (
              <Tooltip text={DISTANCE_DISABLED_TIP}>
                {(trigger) => distance(trigger['aria-describedby'])}
              </Tooltip>
            )}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-pay`}>
              Payment
            </label>
            <select
              id={`${id}-pay`}
              className={styles.select}
              value={search.pay}
              onChange={(event) => onChange({ pay: event.currentTarget.value as PriceFilter })}
            >
              {payOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-sort`}>
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              className={styles.select}
              value={search.sort}
              onChange={(event) => onChange({ sort: event.currentTarget.value as SearchSort })}
            >
              {sortOptions.map((option) => {
                const missing =
                  option.needsPlace && !hasPlace
                    ? ' (choose a location)'
                    : option.needsWords && !hasWords
                      ? ' (type what to look for)'
                      : '';
                return (
                  <option key={option.value} value={option.value} disabled={missing !== ''}>
                    {option.label}
                    {missing}
                  </option>
                );
              })}
            </select>
          </div>
          <button
            type="button"
            className={`btn btn-secondary ${styles.reset}`}
            aria-disabled={active === 0 ? true : undefined}
            onClick={() => {
              if (active > 0) onReset();
            }}
          >
            Reset
            <span className={styles.count} aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">
              {active === 1 ? '1 active filter' : `${active} active filters`}
            </span>
          </button>
        </div>
        {offerCanDo ? (
          <div className={styles.canDo}>
            <input
              id={`${id}-can-do`}
              type="checkbox"
              className={styles.checkbox}
              checked={search.canDo}
              aria-describedby={`${id}-can-do-hint`}
              onChange={(event) => onChange({ canDo: event.currentTarget.checked })}
            />
            <label className={styles.canDoLabel} htmlFor={`${id}-can-do`}>
              Jobs I can do
            </label>
            <span id={`${id}-can-do-hint`} className={styles.hint}>
              Leaves out jobs that the rules for under-16s or your parent’s limits keep from you.
            </span>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
