import { searchPlaces as contract } from '../../../shared/contracts/places';
import type { PlaceSearchResponse } from '../../../shared/schemas/place';
import { defineRoute } from '../../lib/http-handler';
import { searchPlaces as searchPlaceIndex } from '../place-index';

/** GET /places/search?text=…: US city and ZIP suggestions for the location combobox (public). */
export const searchPlaces = defineRoute(contract, {
  async handle({ query }) {
    const body: PlaceSearchResponse = { places: await searchPlaceIndex(query.text) };
    return { body };
  },
});
