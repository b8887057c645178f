declare module 'dynalite' {
  import type { Server } from 'node:http';

  function dynalite(options?: Record<string, unknown>): Server;
  export default dynalite;
}

/** zipcodes 8 ships no types: the part the local places stand-in uses (scripts/local/location-server.ts). */
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** USPS code for US records ("TX"), the province name for Canadian ones. */
    state: string;
    country: 'US' | 'Canada';
  }
  /** Every record by ZIP (and Canadian FSA). */
  export const codes: Record<string, ZipCodeRecord>;
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
  export function lookupByName(city: string, state: string): ZipCodeRecord[];
}
