import { geocode } from './geocode';

/*
 * The places domain's public face (DESIGN §3): what another domain may use of it. Its other files are
 * its own to change.
 */

export { type AddressPoint, locateAddress } from './place-index';
/** A ZIP code, or a city and state, on the map (cached); null when the place index knows no such place. */
export { geocode };
