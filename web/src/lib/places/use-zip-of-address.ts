import { PLACE_SEARCH_TEXT_MAX } from '@shared/rules/place-search';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../use-debounced-value';
import { type Place, searchPlacesQuery } from './search-places';

/** A street line shorter than this ("12") says too little for the place index to place it. */
const MIN_STREET_LENGTH = 4;
const DEBOUNCE_MS = 400;

/**
 * The ZIP code of a street address in a town picked from the suggestions (one without a ZIP of its
 * own): the place index's answer for the whole address carries its postal code, as a ZIP suggestion
 * does. Null while typing, when the street is too short, or when the index places the address in
 * another town (a street it does not know answers with the town alone, and no ZIP).
 */
export function useZipOfAddress(street: string, town: Place | null): string | null {
  const line = street.trim().replace(/\s+/g, ' ');
  const text =
    town && town.zipCode === null && line.length >= MIN_STREET_LENGTH
      ? `${line}, ${town.city}, ${town.state}`
      : '';
  const settled = useDebouncedValue(text, DEBOUNCE_MS);
  const searchable = settled !== '' && settled === text && settled.length <= PLACE_SEARCH_TEXT_MAX;
  const { data } = useQuery({ ...searchPlacesQuery(settled), enabled: searchable });
  if (!searchable || !town) return null;
  const [best] = data ?? [];
  return best && best.city === town.city && best.state === town.state ? best.zipCode : null;
}
