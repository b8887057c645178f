import * as z from 'zod/mini';
import {
  DEFAULT_SEARCH_RADIUS,
  priceFilters,
  radiusMessage,
  radiusMiles,
  SEARCH_TITLE_MAX,
  searchRadii,
} from '../rules/job-search';
import { ZIP_CODE } from '../rules/person';
import { MAX_SAVED_SEARCHES } from '../rules/saved-search';
import { isUsStateCode, usStateCodes } from '../rules/us-states';
import { idSchema, plainText } from './common';
import './zod-locale';

/*
 * Saved searches and job alerts: the API contract of the alerts function. A saved search
 * is what /jobs searched (words, place, radius, pay); the place is named as /jobs names it (a ZIP, a
 * city and state, or a point) and placed by the server, never taken from the body as a point with a
 * label of the caller's choosing. Bodies are strict: an unknown field is refused.
 */

const coordinate = (name: string, bound: number) =>
  z
    .number({ message: `${name} must be a number.` })
    .check(
      z.refine(Number.isFinite, `${name} must be a number.`),
      z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
      z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
    );

const RADIUS_MESSAGE = radiusMessage(false);

/** The rules across a saved search's fields, with their messages (openapi.json writes them down too). */
const savedPlaceRules = {
  cityAndState: 'Give a city together with its state.',
  point: 'Give latitude and longitude together.',
  onePlace: 'Save one place: a ZIP code, a city and state, or a point.',
  radius: 'Choose a place to search a radius around.',
};

/** POST /alerts: save the current /jobs search. */
export const saveSearchBodySchema = z
  .strictObject({
    title: z._default(
      z
        .string({ message: 'Title must be text.' })
        .check(
          z.trim(),
          z.maxLength(SEARCH_TITLE_MAX, `Title must be ${SEARCH_TITLE_MAX} characters or fewer.`),
          z.regex(/^[^\r\n]*$/, 'Title must be one line.'),
          plainText(),
        ),
      '',
    ),
    zipCode: z.optional(
      z
        .string({ message: 'Please enter a valid 5-digit zipcode' })
        .check(z.trim(), z.regex(ZIP_CODE, 'Please enter a valid 5-digit zipcode')),
    ),
    city: z.optional(
      z
        .string({ message: 'City must be text.' })
        .check(
          z.trim(),
          z.minLength(1, 'City is required.'),
          z.maxLength(100, 'City must be 100 characters or fewer.'),
          plainText(),
        ),
    ),
    state: z.optional(
      z
        .string({ message: 'State must be a two-letter US state code.' })
        .check(
          z.trim(),
          z.toUpperCase(),
          z.refine(isUsStateCode, 'State must be a two-letter US state code.'),
          z.meta({ enum: usStateCodes }),
        ),
    ),
    latitude: z.optional(coordinate('Latitude', 90)),
    longitude: z.optional(coordinate('Longitude', 180)),
    radius: z.optional(
      z.number({ message: RADIUS_MESSAGE }).check(
        z.refine(
          (value) => (searchRadii as readonly number[]).includes(value) || value === DEFAULT_SEARCH_RADIUS,
          RADIUS_MESSAGE,
        ),
        z.meta({ enum: radiusMiles }),
      ),
    ),
    priceType: z._default(z.enum(priceFilters, { message: 'Payment must be perHr, perJob or all.' }), 'all'),
  })
  .check(
    z.superRefine((body, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if ((body.city === undefined) !== (body.state === undefined)) {
        issue(body.city === undefined ? 'city' : 'state', savedPlaceRules.cityAndState);
      }
      if ((body.latitude === undefined) !== (body.longitude === undefined)) {
        issue(body.latitude === undefined ? 'latitude' : 'longitude', savedPlaceRules.point);
      }
      const places = [body.zipCode, body.city, body.latitude].filter((v) => v !== undefined).length;
      if (places > 1) issue('zipCode', savedPlaceRules.onePlace);
      if (places === 0 && body.radius !== undefined) issue('radius', savedPlaceRules.radius);
    }),
    z.meta({
      description: `A place is one of: zipCode; city with state; latitude with longitude. Rules across fields: ${Object.values(savedPlaceRules).join(' ')}`,
    }),
  );
export type SaveSearchBody = z.infer<typeof saveSearchBodySchema>;
export type SaveSearchInput = z.input<typeof saveSearchBodySchema>;

export const savedSearchPlaceSchema = z.object({
  /** "Austin, TX 78704", "Raleigh, NC", or a point's coordinates. */
  label: z.string(),
  zipCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});

/** A saved search as its student sees it. */
export const savedSearchSchema = z.object({
  id: idSchema,
  title: z.string(),
  place: z.nullable(savedSearchPlaceSchema),
  /** Miles around the place; null without a place. */
  radius: z.nullable(z.number()),
  priceType: z.enum(priceFilters),
  /** Paused searches send no alerts. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When it was last part of an alert e-mail. */
  lastAlertAt: z.nullable(z.iso.datetime()),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /alerts: the caller's saved searches, newest first, and how many they may keep. */
export const savedSearchListSchema = z.object({
  searches: z.array(savedSearchSchema),
  max: z.literal(MAX_SAVED_SEARCHES),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** POST /alerts (201) and PUT /alerts/{id}. */
export const savedSearchResponseSchema = z.object({ search: savedSearchSchema, message: z.string() });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

/** PUT /alerts/{id}: pause (false) or resume (true) a saved search. */
export const updateSavedSearchBodySchema = z.strictObject({
  active: z.boolean({ message: 'Say whether the alert is on (true) or paused (false).' }),
});
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

export const savedSearchIdParamsSchema = z.object({ id: idSchema });

/** Tokens are short (functions/lib/signed-token.ts MAX_TOKEN_LENGTH); anything longer is not ours. */
const UNSUBSCRIBE_TOKEN_MAX = 1024;

export const UNSUBSCRIBE_TOKEN_MISSING =
  'This link is missing its token. Please use the link from your e-mail.';

const unsubscribeTokenSchema = z
  .string({ message: UNSUBSCRIBE_TOKEN_MISSING })
  .check(
    z.minLength(1, UNSUBSCRIBE_TOKEN_MISSING),
    z.maxLength(UNSUBSCRIBE_TOKEN_MAX, 'This link is not valid. Please use the link from your e-mail.'),
  );

/**
 * POST /alerts/unsubscribe: the link from an alert e-mail, no sign-in. The token comes in exactly one
 * place: the query of the one-click URL a mail client POSTs to (RFC 8058 fixes the body, so the URL
 * carries it), or the JSON body the unsubscribe page sends (the page's own link keeps it in the
 * fragment, so no URL that a server sees holds it).
 */
export const unsubscribeQuerySchema = z.strictObject({ token: z.optional(unsubscribeTokenSchema) });

/**
 * The body: `{ "token": … }` from the web page; `List-Unsubscribe=One-Click`, form-encoded, from a
 * mail client (RFC 8058 §3.1), which the route reads as `{ "List-Unsubscribe": "One-Click" }`.
 */
export const unsubscribeBodySchema = z.strictObject({
  'List-Unsubscribe': z.optional(z.literal('One-Click', { message: 'List-Unsubscribe must be One-Click.' })),
  token: z.optional(unsubscribeTokenSchema),
});

export const unsubscribeResponseSchema = z.object({
  /** paused: this request stopped them; already-done: an earlier use of the link did. */
  outcome: z.enum(['paused', 'already-done']),
  /** The searches this link stops, as the student reads them. */
  searches: z.array(z.object({ id: idSchema, description: z.string() })),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
