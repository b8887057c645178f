import * as z from 'zod/mini';
import './zod-locale';

/*
 * A job's place as the API answers it, in its own module rather than job.ts: the applications and
 * family contracts show a job's address too, and importing it from job.ts would bundle every jobs
 * schema into their functions (a zod schema is built by calls, which esbuild keeps).
 */

/** What anyone may see of a job's place: never the street address (DESIGN §4). */
export const publicAddressSchema = z.object({
  city: z.string(),
  state: z.string(),
});

export const fullAddressSchema = z.object({
  address1: z.string(),
  address2: z._default(z.string(), ''),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type FullAddress = z.infer<typeof fullAddressSchema>;
